-- An attempt is claimed before its secret is checked: the claim's time lets a flow keep a minimum gap between
-- two attempts of one account (the same answer whether the account's data was right or wrong).
alter table auth_throttle add column last_attempt_at timestamptz;
