-- Debt restructuring (yapılandırma): a law opens a campaign; a member's plan closes old debts into installments.

-- A campaign is one law's parameters. It is versioned: every change is kept in restructuring_campaign_version, and
-- a plan records the version it was computed with.
create table restructuring_campaign (
  oid serial primary key,
  version int not null default 1,
  status text not null default 'OPEN' check (status in ('OPEN', 'CLOSED')),
  law_no text not null,
  title text not null,
  law_date date not null,
  cut_off_date date not null,
  application_deadline date not null,
  first_due_date date not null,
  interval_months int not null check (interval_months between 1 and 6),
  fallback_monthly_bp int not null check (fallback_monthly_bp >= 0),
  tolerated_misses_per_year int not null check (tolerated_misses_per_year >= 0),
  terms text not null,
  opened_by int,
  opened_at timestamptz not null default now(),
  closed_at timestamptz,
  check (cut_off_date <= law_date and application_deadline >= law_date and first_due_date >= application_deadline)
);
-- At most one open campaign: the citizen's page shows "the" current restructuring parameter.
create unique index restructuring_campaign_one_open_idx on restructuring_campaign ((true)) where status = 'OPEN';

-- The installment options of a campaign: count (1 = cash), coefficient and waived share of the index amount.
create table restructuring_option (
  campaign_oid int not null references restructuring_campaign(oid),
  installments int not null check (installments between 1 and 72),
  coefficient_bp int not null check (coefficient_bp >= 10000),
  index_discount_bp int not null check (index_discount_bp between 0 and 10000),
  primary key (campaign_oid, installments)
);

-- The monthly Yİ-ÜFE changes the law's index amount is computed with ('YYYY-MM', hundredths of a percent).
create table restructuring_index_month (
  campaign_oid int not null references restructuring_campaign(oid),
  month text not null check (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  change_bp int not null,
  primary key (campaign_oid, month)
);

-- Every version of a campaign as staff saved it, with who and why.
create table restructuring_campaign_version (
  campaign_oid int not null references restructuring_campaign(oid),
  version int not null,
  status text not null,
  content jsonb not null,
  staff_oid int,
  reason text,
  at timestamptz not null default now(),
  primary key (campaign_oid, version)
);

create table restructuring_plan (
  oid serial primary key,
  plan_no text not null unique,
  campaign_oid int not null references restructuring_campaign(oid),
  campaign_version int not null,
  registry_oid int not null references registry(oid),
  member_oid int,
  installment_method smallint not null check (installment_method in (1, 2)),
  installments int not null,
  coefficient_bp int not null,
  principal_kurus bigint not null,
  index_kurus bigint not null,
  index_discount_kurus bigint not null,
  surcharge_kurus bigint not null,
  total_kurus bigint not null,
  forgiven_late_fee_kurus bigint not null,
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'AT_RISK', 'BROKEN', 'COMPLETED', 'CANCELLED')),
  status_reason text,
  status_at timestamptz not null default now(),
  verification_code text not null unique,
  created_at timestamptz not null default now()
);
create index restructuring_plan_registry_idx on restructuring_plan(registry_oid, created_at);
-- The breaking job reads only the plans still running.
create index restructuring_plan_running_idx on restructuring_plan(oid) where status in ('ACTIVE', 'AT_RISK');
create index restructuring_plan_status_idx on restructuring_plan(status, created_at);

-- The old debts a plan closed, as they stood when it was saved; `revived_accrual_oid` is the debt that came back
-- when the plan broke or was cancelled.
create table restructuring_plan_debt (
  plan_oid int not null references restructuring_plan(oid),
  accrual_oid int not null references accrual(oid),
  subscription_oid int references subscription(oid),
  revenue_code int not null,
  year int not null,
  installment_no int not null,
  description text not null,
  due_date date not null,
  principal_kurus bigint not null,
  late_fee_kurus bigint not null,
  index_kurus bigint not null,
  revived_accrual_oid int references accrual(oid),
  primary key (plan_oid, accrual_oid)
);
create index restructuring_plan_debt_accrual_idx on restructuring_plan_debt(accrual_oid);

-- The installments, each an accrual of the ledger paid like any debt.
create table restructuring_plan_installment (
  plan_oid int not null references restructuring_plan(oid),
  no int not null,
  due_date date not null,
  principal_kurus bigint not null,
  index_kurus bigint not null,
  surcharge_kurus bigint not null,
  total_kurus bigint not null,
  accrual_oid int not null unique references accrual(oid),
  -- Set when the plan ended with the installment unpaid and the ledger cancelled it.
  cancelled_at timestamptz,
  primary key (plan_oid, no)
);
