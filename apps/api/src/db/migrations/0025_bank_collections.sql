-- Online bank collection (anlaşmalı banka tahsilatı): a contracted bank collects at its branches, ATMs and internet
-- banking and reports each collection through the channel API.

-- A bank collection takes its debts with the ledger's hold for the length of its transaction, so a card order or a
-- plan racing it for the same debt waits on the unique index and loses, as every other holder does.
alter table accrual_hold drop constraint accrual_hold_holder_kind_check;
alter table accrual_hold add constraint accrual_hold_holder_kind_check
  check (holder_kind in ('PAYMENT_ORDER', 'RESTRUCTURING_PLAN', 'DEPOSIT_NETTING', 'BANK_COLLECTION'));

-- One row per bank reference of a channel: the reference is the bank's idempotency key, claimed by this unique
-- insert before any money is recorded. `request_hash` is the body the reference was first used with; the receipt
-- is answered again to every repeat. A cancelled (storno) collection keeps its row with what it had paid.
create table bank_collection (
  oid serial primary key,
  channel_oid int not null,
  bank_reference text not null,
  request_hash text not null,
  bank_name text not null,
  branch_code text,
  registry_oid int references registry(oid),
  collection_oid int,
  receipt_no text,
  verification_code text,
  total_kurus bigint not null check (total_kurus >= 0),
  lines jsonb not null default '[]',
  status text not null default 'COLLECTED' check (status in ('COLLECTED', 'CANCELLED')),
  collected_at timestamptz not null default now(),
  bank_collected_at timestamptz,
  cancelled_at timestamptz,
  unique (channel_oid, bank_reference)
);
-- The bank's day: its collections read by time.
create index bank_collection_day_idx on bank_collection(channel_oid, collected_at);

-- The differences an end-of-day reconciliation found between a bank's list and ours, for finance to clear.
create table bank_reconciliation_difference (
  oid serial primary key,
  channel_oid int not null,
  bank_name text not null,
  day date not null,
  kind text not null check (kind in ('MISSING_AT_BANK', 'MISSING_HERE', 'AMOUNT_MISMATCH')),
  bank_reference text not null,
  our_kurus bigint,
  bank_kurus bigint,
  found_at timestamptz not null default now(),
  resolved_at timestamptz,
  resolved_by int,
  resolution_note text,
  -- A day reconciled again finds the same difference once.
  unique (channel_oid, day, bank_reference)
);
create index bank_reconciliation_difference_open_idx on bank_reconciliation_difference(found_at) where resolved_at is null;
