-- The second service host (spec section 7): kiosks, the mobile app and contracted banks call /kanal/api/<Name>
-- with an institution code and an api key an administrator issued in the office. Only the key's SHA-256 is kept:
-- the key is 32 random bytes, so a fast hash is as strong as a slow one here (ADR 0019).
create table channel (
  oid serial primary key,
  name text not null,
  kind text not null check (kind in ('kiosk', 'mobile', 'bank')),
  institution_code text not null unique,
  scopes text[] not null default '{}'
    check (scopes <@ array['menus', 'uyelik', 'edevlet', 'sicil', 'tahsilat', 'banka', 'parametre']::text[]),
  key_hash text not null unique,
  -- The first characters of the key, so staff and the channel's operator can tell keys apart in lists.
  key_prefix text not null,
  rate_per_minute int not null default 120 check (rate_per_minute between 1 and 100000),
  created_at timestamptz not null default now(),
  created_by int references staff(oid),
  rotated_at timestamptz,
  rotated_by int references staff(oid),
  revoked_at timestamptz,
  revoked_by int references staff(oid)
);

-- Calls per key per minute: one upserted row per minute in the database, so every API instance counts together.
create table channel_rate (
  channel_oid int not null references channel(oid) on delete cascade,
  minute timestamptz not null,
  calls int not null default 1,
  primary key (channel_oid, minute)
);

-- Every call of the second host, admitted or refused. channel_oid is set once the key was recognised;
-- institution_code is what the caller claimed, kept even when the key was wrong.
create table channel_call (
  oid bigserial primary key,
  channel_oid int references channel(oid),
  institution_code text,
  call_name text not null,
  status_code int not null,
  ip text not null,
  request_id text not null,
  at timestamptz not null default now()
);
create index channel_call_channel_idx on channel_call(channel_oid, at desc);

-- A member acting through a kiosk or the app (ValidateUser, LoginViaEDevlet): a short-lived token kept hashed.
create table channel_member_token (
  token_hash text primary key,
  channel_oid int not null references channel(oid),
  member_oid int not null references member(oid),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index channel_member_token_expiry_idx on channel_member_token(expires_at);

insert into role_permission (role_code, permission) values ('SISTEM_YONETICISI', 'channels.manage');

-- Card orders a channel started for a signed-in member (BankaApi): only that channel reads their outcome.
create table channel_payment (
  order_no text primary key,
  channel_oid int not null references channel(oid),
  created_at timestamptz not null default now()
);
