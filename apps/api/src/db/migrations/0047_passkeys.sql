-- Passkeys and an optional second factor for members (ADR 0055).
-- A passkey is a WebAuthn credential: its public key, the signature counter it last showed (a counter that does not
-- grow marks a cloned authenticator) and whether it is backed up (synced between devices).
create table member_passkey (
  oid serial primary key,
  member_oid int not null references member(oid) on delete cascade,
  credential_id text not null unique,
  public_key text not null,
  sign_count bigint not null default 0,
  transports text[] not null default '{}',
  device_type text not null check (device_type in ('singleDevice', 'multiDevice')),
  backed_up boolean not null default false,
  name text not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);
create index member_passkey_member_idx on member_passkey(member_oid);

-- A WebAuthn challenge lives in the database, so any instance may finish a ceremony another one began; each is
-- spent once. The member is known for a registration and for a password sign-in's second step, not for a
-- passkey sign-in (discoverable credentials).
create table webauthn_challenge (
  id_hash text primary key,
  purpose text not null check (purpose in ('REGISTER', 'LOGIN', 'SECOND_FACTOR')),
  member_oid int references member(oid) on delete cascade,
  challenge text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index webauthn_challenge_expiry_idx on webauthn_challenge(expires_at);

-- The optional second factor on password sign-in: an authenticator app (TOTP, the secret sealed as the staff's) or
-- a passkey. Recovery codes are kept as keyed hashes, each spent once.
alter table member
  add column second_factor text not null default 'NONE' check (second_factor in ('NONE', 'TOTP', 'PASSKEY')),
  add column totp_secret text,
  add column totp_pending_secret text,
  add column last_totp_step bigint;

create table member_recovery_code (
  oid serial primary key,
  member_oid int not null references member(oid) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  unique (member_oid, code_hash)
);

-- A password that was right, waiting for its second factor: the browser holds the ticket in an HttpOnly cookie.
create table member_login_ticket (
  id_hash text primary key,
  member_oid int not null references member(oid) on delete cascade,
  persistent boolean not null,
  tries int not null default 0,
  expires_at timestamptz not null
);

-- When the member last proved who they are in this session (password and SMS code, or an e-Devlet sign-in):
-- passkeys and the second factor change only within minutes of it.
alter table member_session add column proven_at timestamptz;
