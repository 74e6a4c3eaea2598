-- Several API instances share one database: what one instance used to keep in memory lives here (ADR 0022).

-- The PayFlex card between 3-D Secure and provision: sealed with AES-256-GCM under a key from the settings, which
-- is never stored here. Taken (deleted) at provision, at cancel, or by the payments sweep once expired. Unlogged:
-- the sealed card never reaches the write-ahead log, its archive or a replica; a crash of the server empties the
-- table, and the orders waiting then fail without a charge, as when the card was held in the API's memory.
create unlogged table card_hold (
  order_no text primary key,
  iv bytea not null,
  tag bytea not null,
  sealed bytea not null,
  expires_at timestamptz not null
);
create index card_hold_expires_idx on card_hold(expires_at);

-- Requests per client and fixed window, counted for every instance at once (the per-address API limit).
-- Unlogged: a count is written on every call, and counts lost in a crash only reset a minute's window.
create unlogged table rate_limit_hit (
  key text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (key, window_start)
);
create index rate_limit_hit_window_idx on rate_limit_hit(window_start);
