-- The ledger: one general hold on debts, and reads that cost what one owner has.

-- A debt is held by at most one owner at a time: a payment order at the bank, a restructuring plan, a deposit
-- netting. Released holds stay as history; the partial unique index makes a second live hold impossible, even
-- when two owners reach for the same debt at the same moment.
create table accrual_hold (
  oid serial primary key,
  accrual_oid int not null references accrual(oid),
  holder_kind text not null check (holder_kind in ('PAYMENT_ORDER', 'RESTRUCTURING_PLAN', 'DEPOSIT_NETTING')),
  holder_oid int not null,
  held_at timestamptz not null default now(),
  released_at timestamptz
);
create unique index accrual_hold_live_idx on accrual_hold(accrual_oid) where released_at is null;
create index accrual_hold_holder_idx on accrual_hold(holder_kind, holder_oid) where released_at is null;

-- Today's locks of unsettled payment orders become holds; the order lines keep only what was priced.
insert into accrual_hold (accrual_oid, holder_kind, holder_oid, held_at)
select l.accrual_oid, 'PAYMENT_ORDER', l.online_payment_oid, o.created_at
from online_payment_line l
join online_payment o on o.oid = l.online_payment_oid
where l.locked;
drop index online_payment_line_lock_idx;
alter table online_payment_line drop column locked;

-- Reads by owner: a registry's own accruals by registry, its meters' bills by subscription, both in due order.
-- The partial index of 0005 served an OR the planner could not split; the union of two lookups replaces it.
drop index accrual_subscription_open_idx;
create index accrual_subscription_idx on accrual(subscription_oid, due_date) where subscription_oid is not null;
