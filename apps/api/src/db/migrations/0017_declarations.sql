-- Declarations (beyanname): estate, environmental cleaning, advertising and entertainment tax, filed online,
-- computed by the server, accrued through the ledger and reviewed by the office.

-- The entertainment tariff of the year: a daily amount per working day by location group, or a share of
-- ticket revenue (hundredths of a percent).
create table entertainment_tariff (
  year int not null,
  code text not null,
  name text not null,
  basis text not null check (basis in ('DAILY', 'TICKET')),
  group_no int not null check (group_no between 1 and 3),
  daily_kurus bigint not null check (daily_kurus >= 0),
  rate_bp int not null check (rate_bp between 0 and 10000),
  primary key (year, code, group_no)
);

-- A year's emlak vergisi rates and limits (the fields of DeclarationRates), edited in the office.
create table declaration_rate (
  year int primary key,
  rates jsonb not null
);

-- Every change of a calculation table: which table and year, its version, why, by whom, and the rows before
-- and after, so any past calculation can be explained.
create table declaration_table_version (
  oid serial primary key,
  table_name text not null,
  year int not null,
  version int not null,
  reason text not null,
  staff_oid int not null references staff(oid),
  changes jsonb not null,
  created_at timestamptz not null default now(),
  unique (table_name, year, version)
);

create sequence declaration_number_seq;

-- One row per version: an amendment is a new row that replaces the old one (status REPLACED). The declarer,
-- what was declared and the server's calculation are kept as filed.
create table declaration (
  oid serial primary key,
  number text not null,
  version int not null default 1,
  replaces_oid int references declaration(oid),
  registry_oid int not null references registry(oid),
  member_oid int references member(oid),
  kind text not null check (kind in ('ESTATE', 'ECT', 'AD', 'ENTERTAINMENT')),
  estate_type int check (estate_type in (1, 2, 3)),
  year int not null,
  status text not null default 'SUBMITTED'
    check (status in ('SUBMITTED', 'APPROVED', 'RETURNED', 'WITHDRAWN', 'REPLACED')),
  -- The same parcel is declared once per registry and year: district, ada, parsel, estate type and door.
  parcel_key text,
  title text not null,
  declarer jsonb not null,
  payload jsonb not null,
  computed jsonb not null,
  total_kurus bigint not null check (total_kurus >= 0),
  verification_code text not null unique,
  return_reason text,
  withdraw_reason text,
  filed_at timestamptz not null default now(),
  reviewed_at timestamptz,
  reviewed_by int references staff(oid),
  updated_at timestamptz not null default now(),
  check ((kind = 'ESTATE') = (estate_type is not null)),
  unique (number, version)
);
create index declaration_registry_idx on declaration(registry_oid, filed_at desc);
create unique index declaration_parcel_idx on declaration(registry_oid, year, parcel_key)
  where parcel_key is not null and status in ('SUBMITTED', 'APPROVED', 'RETURNED');
-- The office's queue: what is waiting for a look.
create index declaration_review_idx on declaration(filed_at) where reviewed_at is null and status in ('SUBMITTED', 'WITHDRAWN');

-- The accruals of a declaration version: those it made, and those of the version it replaced that were paid
-- (or were being paid) and so stay.
create table declaration_accrual (
  declaration_oid int not null references declaration(oid),
  accrual_oid int not null references accrual(oid),
  primary key (declaration_oid, accrual_oid)
);
create index declaration_accrual_accrual_idx on declaration_accrual(accrual_oid);
