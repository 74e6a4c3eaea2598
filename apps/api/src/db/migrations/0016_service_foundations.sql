-- What the citizen services (declarations, complaints, restructuring, water, payroll) build on: accruals that can
-- be cancelled, uploaded files, one-time SMS codes and an e-mail outbox.

-- An accrual issued in error is cancelled, never deleted: it keeps its row (and its oid in any history) but
-- leaves every debt list. Only an unpaid, unheld accrual is cancelled; the ledger checks that.
alter table accrual add column cancelled_at timestamptz;
alter table accrual add column cancel_reason text;
alter table accrual add constraint accrual_cancel_reason_check check ((cancelled_at is null) = (cancel_reason is null));

-- A citizen's upload (PDF, JPEG or PNG, typed by its content), kept in the database until its record goes.
-- The uploader is a member or an anonymous browser (the hash of its cookie); a file is attached at most once.
create table uploaded_file (
  file_id text primary key,
  file_name text not null,
  content_type text not null check (content_type in ('application/pdf', 'image/jpeg', 'image/png')),
  size_bytes int not null check (size_bytes > 0),
  content bytea not null,
  purpose text not null check (purpose in ('declaration', 'complaint')),
  member_oid int references member(oid),
  browser_hash text,
  attached_kind text check (attached_kind in ('declaration', 'complaint')),
  attached_oid int,
  attached_at timestamptz,
  created_at timestamptz not null default now(),
  check (member_oid is not null or browser_hash is not null),
  check ((attached_oid is null) = (attached_kind is null))
);
create index uploaded_file_attached_idx on uploaded_file(attached_kind, attached_oid) where attached_oid is not null;
create index uploaded_file_unattached_idx on uploaded_file(created_at) where attached_oid is null;

-- One-time SMS codes, used once and tried wrong a few times at most. Neither the code nor the challenge id the
-- citizen holds is stored: the row is found by the id's hash and the code is hashed with the id, so reading the
-- table gives no way to test codes.
create table sms_challenge (
  challenge_hash text primary key,
  purpose text not null,
  subject text not null,
  gsm_number text not null,
  registry_oid int references registry(oid),
  ip text not null,
  code_hash text not null,
  wrong_tries int not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index sms_challenge_gsm_idx on sms_challenge(gsm_number, created_at);
create index sms_challenge_ip_idx on sms_challenge(ip, created_at);

-- E-mail to citizens, sent by a job like the SMS outbox; the row is the record of what was sent.
create table email_outbox (
  oid serial primary key,
  registry_oid int references registry(oid),
  to_address text not null,
  subject text not null,
  body text not null,
  message_code int not null,
  status text not null default 'PENDING' check (status in ('PENDING', 'SENT', 'FAILED')),
  attempts int not null default 0,
  next_attempt_at timestamptz not null default now(),
  message_id text,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index email_outbox_due_idx on email_outbox(next_attempt_at) where status = 'PENDING';
