-- Water subscriptions: meter readings behind each bill, the tariff a final bill is priced by, and contract
-- cancellations (su sözleşmesi fesih) with every step they went through.

-- One reading per subscription and billing month: the meter's index and the consumption billed from it.
create table water_reading (
  subscription_oid int not null references subscription(oid),
  period date not null,
  meter_index int not null check (meter_index >= 0),
  consumption_m3 int not null check (consumption_m3 >= 0),
  accrual_oid int references accrual(oid),
  primary key (subscription_oid, period)
);

-- Prices of a subscription type for a year, in kuruş: water and atık su per m³, ÇTV per m³ (homes), VAT on the
-- water in basis points, and the deposit a new subscription pays (the refund updates an old deposit to it).
create table water_tariff (
  tariff_name text not null,
  year int not null,
  water_kurus int not null check (water_kurus >= 0),
  wastewater_kurus int not null check (wastewater_kurus >= 0),
  ctv_kurus int not null check (ctv_kurus >= 0),
  vat_bp int not null check (vat_bp between 0 and 10000),
  deposit_kurus bigint not null check (deposit_kurus >= 0),
  primary key (tariff_name, year)
);

create table water_cancellation (
  oid serial primary key,
  application_no text not null unique,
  subscription_oid int not null references subscription(oid),
  registry_oid int not null references registry(oid),
  member_oid int references member(oid),
  -- How the subscriber proved who they are: a member session, or an SMS code to the registered phone.
  identified_by text not null check (identified_by in ('MEMBER', 'SMS_CODE')),
  status text not null default 'RECEIVED' check (status in
    ('RECEIVED', 'ASSIGNED', 'CUT', 'REJECTED', 'BILLED', 'REFUND_COMPUTED', 'REFUND_APPROVED', 'COMPLETED')),
  gsm_number text not null,
  email text,
  address text not null,
  cutting_date date not null,
  deposit_return_type int not null check (deposit_return_type in (1, 2)),
  iban text check (iban is null or iban ~ '^TR[0-9]{24}$'),
  iban_owner text,
  bank_branch_oid int references bank_branch(oid),
  field_team text,
  cut_on date,
  final_index int check (final_index >= 0),
  reject_reason text,
  final_bill_kurus bigint,
  final_bill_accrual_oids int[],
  deposit_paid_kurus bigint,
  deposit_kurus bigint,
  netted_kurus bigint,
  refund_kurus bigint,
  -- The debts the deposit is set against, as computed once: [{ accrualOid, principalKurus, lateFeeKurus }].
  netting_lines jsonb,
  netting_collection_oid int references collection(oid),
  refund_sent_on date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((deposit_return_type = 1) = (iban is not null)),
  check ((deposit_return_type = 1) = (bank_branch_oid is not null)),
  check ((deposit_return_type = 1) = (iban_owner is not null)),
  check ((status = 'REJECTED') = (reject_reason is not null)),
  -- Money going out: never negative, never more than the deposit it comes from.
  check (refund_kurus is null or (refund_kurus >= 0 and refund_kurus <= deposit_kurus)),
  check (netted_kurus is null or netted_kurus + refund_kurus = deposit_kurus)
);
-- One open cancellation per subscription, whatever the timing of two submissions.
create unique index water_cancellation_open_idx on water_cancellation(subscription_oid)
  where status not in ('REJECTED', 'COMPLETED');
create index water_cancellation_registry_idx on water_cancellation(registry_oid, created_at desc);
create index water_cancellation_queue_idx on water_cancellation(status, created_at);

-- The timeline a subscriber follows: one row per step, written with the step.
create table water_cancellation_event (
  oid serial primary key,
  cancellation_oid int not null references water_cancellation(oid),
  status text not null,
  note text,
  staff_oid int,
  at timestamptz not null default now()
);
create index water_cancellation_event_idx on water_cancellation_event(cancellation_oid, oid);
