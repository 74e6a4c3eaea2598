-- The debt inquiry reads a registry's own open accruals and those of its water subscriptions; this index lets
-- the second half be an index scan too (the OR of both becomes a bitmap OR instead of a full scan).
create index accrual_subscription_open_idx on accrual(subscription_oid) where paid_kurus < principal_kurus;
