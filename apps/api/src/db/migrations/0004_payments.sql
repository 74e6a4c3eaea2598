-- Online card payments: an order is written before the bank is contacted, and is the only way money enters.

-- Marriage fees are found by the application number the registry office hands the couple.
alter table accrual add column application_no text unique;

create table online_payment (
  oid serial primary key,
  order_no text not null unique,
  registry_oid int not null references registry(oid),
  member_oid int references member(oid),
  channel text not null check (channel in ('DEBT', 'FAST', 'MATRIMONY')),
  bank_code text not null,
  protocol text not null check (protocol in ('estv3', 'payflex')),
  store_type text not null,
  amount_kurus bigint not null check (amount_kurus > 0),
  currency text not null default 'TRY',
  status text not null default 'NEW'
    check (status in ('NEW', 'PENDING', 'PROVISIONING', 'PAID', 'FAILED', 'EXPIRED')),
  -- Turkish text for the citizen, and the bank's own code for support.
  fail_reason text,
  bank_result_code text,
  auth_code text,
  host_ref text,
  trans_id text,
  -- First six and last four digits only: enough for the receipt and support, never the card number.
  card_masked text,
  client_ip text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  updated_at timestamptz not null default now(),
  expires_at timestamptz not null,
  next_check_at timestamptz,
  check_count int not null default 0
);
create index online_payment_registry_idx on online_payment(registry_oid, created_at desc);
-- The settlement job reads only the unsettled orders.
create index online_payment_open_idx on online_payment(next_check_at) where status in ('PENDING', 'PROVISIONING');

create table online_payment_line (
  online_payment_oid int not null references online_payment(oid),
  accrual_oid int not null references accrual(oid),
  principal_kurus bigint not null check (principal_kurus > 0),
  late_fee_kurus bigint not null default 0 check (late_fee_kurus >= 0),
  -- An accrual belongs to at most one unsettled order: a second attempt cannot charge the card twice.
  locked boolean not null default true,
  primary key (online_payment_oid, accrual_oid)
);
create unique index online_payment_line_lock_idx on online_payment_line(accrual_oid) where locked;

-- What the banks said, card data removed: callbacks (also rejected ones), provisions and status queries.
create table online_payment_event (
  oid serial primary key,
  online_payment_oid int references online_payment(oid),
  order_no text,
  at timestamptz not null default now(),
  kind text not null,
  outcome text not null,
  detail jsonb not null default '{}'
);
create index online_payment_event_order_idx on online_payment_event(online_payment_oid);

-- Receipts of online payments: one collection per order at most, and a code anyone can verify.
alter table collection add column online_payment_oid int unique references online_payment(oid);
alter table collection add column verification_code text unique;
create sequence receipt_no_seq;
