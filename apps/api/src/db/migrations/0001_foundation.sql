-- Address register (UAVT shape): county → district → street → outer door → inner door.
create table county (
  code text primary key,
  name text not null
);
create table district (
  code text primary key,
  county_code text not null references county(code),
  name text not null
);
create index district_county_idx on district(county_code);
create table street (
  code text primary key,
  district_code text not null references district(code),
  name text not null,
  type_name text not null
);
create index street_district_idx on street(district_code);
create table outer_door (
  oid serial primary key,
  street_code text not null references street(code),
  door_no text not null,
  postal_code text not null
);
create index outer_door_street_idx on outer_door(street_code);
create table inner_door (
  oid serial primary key,
  outer_door_oid int not null references outer_door(oid),
  door_no text not null,
  usage_type text not null
);
create index inner_door_outer_idx on inner_door(outer_door_oid);

-- Generic parameter tables (spec: parameter type codes 1..66, 291, 294, 367..373 …).
create table parameter_type (
  code int primary key,
  name text not null
);
create table parameter (
  type_code int not null references parameter_type(code),
  code text not null,
  name text not null,
  sort_order int not null default 0,
  primary key (type_code, code)
);

create table bank (
  code text primary key,           -- EFT code, e.g. 0010
  name text not null,
  legal_name text not null,
  swift text not null,
  iban_bank_code text not null
);
create table bank_branch (
  oid serial primary key,
  bank_code text not null references bank(code),
  code text not null,
  name text not null,
  city text not null,
  unique (bank_code, code)
);

-- Public tariff and valuation tables. Money is integer kuruş.
create table estate_street_valuation (
  year int not null,
  street_code text not null references street(code),
  unit_value_kurus bigint not null check (unit_value_kurus >= 0),
  primary key (year, street_code)
);
create table estate_construction_cost (
  year int not null,
  usage_name text not null,
  construction_type text not null,
  building_class text not null,
  class_order int not null,
  unit_cost_kurus bigint not null check (unit_cost_kurus >= 0),
  primary key (year, usage_name, construction_type, building_class)
);
create table estate_abrasion_share (
  construction_group int not null,
  construction_types text not null,
  age_from int not null,
  age_to int,
  share_percent int not null check (share_percent between 0 and 100),
  primary key (construction_group, age_from)
);
create table ad_tax_group_tariff (
  process_year int not null,
  group_no int not null,
  ad_type_code text not null,
  ad_type_name text not null,
  unit_name text not null,
  unit_price_kurus bigint not null check (unit_price_kurus >= 0),
  primary key (process_year, group_no, ad_type_code)
);
create table ect_annual_price (
  year int not null,
  building_group int not null check (building_group between 1 and 7),
  building_group_name text not null,
  degree int not null check (degree between 1 and 5),
  annual_price_kurus bigint not null check (annual_price_kurus >= 0),
  primary key (year, building_group, degree)
);

-- Council (meclis) and committee (encümen) resolutions.
create table resolution_type (
  code text primary key,
  kind text not null check (kind in ('COMMITTEE', 'COUNCIL')),
  name text not null
);
create table resolution (
  oid serial primary key,
  kind text not null check (kind in ('COMMITTEE', 'COUNCIL')),
  number text not null,
  resolution_date date not null,
  meeting_no int not null,
  agenda_no int not null,
  type_code text not null references resolution_type(code),
  department text not null,
  subject text not null,
  body text not null,
  unique (kind, number)
);
create index resolution_kind_date_idx on resolution(kind, resolution_date desc);

-- Taxpayers and persons known to the municipality.
create table registry (
  oid serial primary key,
  registry_no text not null unique,
  registry_type char(1) not null check (registry_type in ('G', 'Y', 'T', 'K', 'D', 'B')),
  pid_no text,                     -- TCKN (G), foreigner number (Y) or VKN (T, K, D)
  tax_office_code text,
  name text not null,              -- first name, or title for legal entities
  surname text,
  father_name text,
  mother_name text,
  birth_date date,
  birth_place text,
  gender char(1),
  gsm_number text,
  email text,
  street_code text references street(code),
  outer_door_oid int references outer_door(oid),
  inner_door_oid int references inner_door(oid),
  created_at timestamptz not null default now()
);
create index registry_pid_idx on registry(pid_no);

create table revenue_type (
  code int primary key,
  name text not null,
  kind int not null default 1,     -- 1 usage, 2 facility, 3 deposit
  late_fee_applies boolean not null default true
);

-- Water subscriptions.
create table subscription (
  oid serial primary key,
  subscriber_no text not null unique,
  registry_oid int not null references registry(oid),
  tariff_name text not null,
  meter_no text not null,
  deposit_kurus bigint not null default 0,
  line_status int not null default 1 check (line_status between 1 and 4),
  street_code text references street(code),
  outer_door_oid int references outer_door(oid),
  inner_door_oid int references inner_door(oid),
  started_on date not null
);
create index subscription_registry_idx on subscription(registry_oid);

-- Accruals (tahakkuk): one amount owed.
create table accrual (
  oid serial primary key,
  registry_oid int not null references registry(oid),
  subscription_oid int references subscription(oid),
  revenue_code int not null references revenue_type(code),
  year int not null,
  installment_no int not null default 1,
  due_date date not null,
  principal_kurus bigint not null check (principal_kurus >= 0),
  paid_kurus bigint not null default 0 check (paid_kurus >= 0),
  source text not null,
  description text not null,
  check (paid_kurus <= principal_kurus)
);
create index accrual_registry_idx on accrual(registry_oid, due_date);
create index accrual_open_idx on accrual(registry_oid) where paid_kurus < principal_kurus;

-- Collections (tahsilat) and their lines.
create table collection (
  oid serial primary key,
  receipt_no text not null unique,
  registry_oid int not null references registry(oid),
  collected_at timestamptz not null,
  collection_type int not null check (collection_type between 1 and 5),
  channel text not null,
  total_kurus bigint not null check (total_kurus >= 0)
);
create index collection_registry_idx on collection(registry_oid, collected_at desc);
create table collection_line (
  collection_oid int not null references collection(oid),
  accrual_oid int not null references accrual(oid),
  principal_kurus bigint not null,
  late_fee_kurus bigint not null default 0,
  primary key (collection_oid, accrual_oid)
);

-- Dated late-fee rate (gecikme zammı), per month in hundredths of a percent (450 = %4,5).
create table late_fee_rate (
  valid_from date primary key,
  monthly_rate_bp int not null check (monthly_rate_bp >= 0)
);

-- Municipal employees (payroll comes later).
create table employee (
  oid serial primary key,
  registry_oid int not null references registry(oid),
  sicil_no text not null unique,
  department text not null,
  title text not null,
  started_on date not null,
  is_active boolean not null default true
);
