-- Members (web users), each linked to one registry.
create table member (
  oid serial primary key,
  registry_oid int not null unique references registry(oid),
  pid_no text not null unique,
  password_hash text,                       -- argon2id; null for members who only use e-Devlet
  email text,
  gsm_number text,
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'DISABLED')),
  created_via text not null default 'PORTAL' check (created_via in ('PORTAL', 'EDEVLET', 'DEMO')),
  created_at timestamptz not null default now(),
  last_login_at timestamptz
);

-- A registration waiting for its SMS code.
create table member_application (
  oid serial primary key,
  pid_no text not null,
  registry_oid int references registry(oid),
  registry_draft jsonb not null,            -- identity as the population registry / tax office gave it
  password_hash text not null,
  email text not null,
  gsm_number text not null,
  code_hash text not null,
  attempts int not null default 0,
  expires_at timestamptz not null,
  completed_at timestamptz,
  created_at timestamptz not null default now()
);
create index member_application_pid_idx on member_application(pid_no);

-- Server-side sessions: only a hash of the cookie's random id is stored.
create table member_session (
  id_hash text primary key,
  member_oid int not null references member(oid) on delete cascade,
  csrf_token text not null,
  persistent boolean not null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index member_session_member_idx on member_session(member_oid);

-- Failed-attempt counters per account and per IP (sliding one-hour window, temporary locks).
create table auth_throttle (
  key text primary key,
  failures int not null default 0,
  window_started_at timestamptz not null default now(),
  locked_until timestamptz
);

-- Human-verification payloads already used (single use until they expire).
create table human_challenge_used (
  signature text primary key,
  expires_at timestamptz not null
);

-- Who did what: logins, failures, resets, registrations, profile changes. Identity numbers are masked.
create table audit_event (
  oid bigserial primary key,
  at timestamptz not null default now(),
  event text not null,
  member_oid int references member(oid),
  pid_masked text,
  ip text,
  detail jsonb not null default '{}'
);
create index audit_event_member_idx on audit_event(member_oid, at desc);

-- Durable SMS outbox (spec section 3 SMS request item); a worker sends with retries, never inline.
create table sms_outbox (
  oid serial primary key,
  registry_oid int references registry(oid),
  source_oid int,
  subscriber_oid int,
  gsm_number text not null,
  sms_text text not null,
  sms_type int not null,
  message_code int not null,
  status text not null default 'PENDING' check (status in ('PENDING', 'SENT', 'FAILED')),
  attempts int not null default 0,
  next_attempt_at timestamptz not null default now(),
  job_id text,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index sms_outbox_due_idx on sms_outbox(next_attempt_at) where status = 'PENDING';
