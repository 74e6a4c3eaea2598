-- Employees' monthly payrolls (maaş bordrosu), imported by the payroll office a month at a time and published.

-- A month of payrolls: a draft may be imported again; once published, employees see it and it never changes.
create table payroll_period (
  oid serial primary key,
  year int not null check (year between 1990 and 2100),
  month int not null check (month between 1 and 12),
  status text not null default 'DRAFT' check (status in ('DRAFT', 'PUBLISHED')),
  imported_by int references staff(oid),
  imported_at timestamptz not null default now(),
  published_by int references staff(oid),
  published_at timestamptz,
  unique (year, month),
  check ((status = 'PUBLISHED') = (published_at is not null))
);

-- One employee's payroll of one month, every line as computed at import (the rules of that year, the year's
-- cumulative tax base so far), so a published payroll reads the same whatever the rules become later.
create table payroll (
  oid serial primary key,
  period_oid int not null references payroll_period(oid) on delete cascade,
  employee_oid int not null references employee(oid),
  base_kurus bigint not null check (base_kurus >= 0),
  allowance_kurus bigint not null check (allowance_kurus >= 0),
  overtime_kurus bigint not null check (overtime_kurus >= 0),
  gross_kurus bigint not null,
  sgk_base_kurus bigint not null,
  sgk_employee_kurus bigint not null,
  unemployment_employee_kurus bigint not null,
  income_tax_base_kurus bigint not null,
  cumulative_tax_base_kurus bigint not null,
  income_tax_before_exemption_kurus bigint not null,
  income_tax_exemption_kurus bigint not null,
  income_tax_kurus bigint not null,
  stamp_tax_before_exemption_kurus bigint not null,
  stamp_tax_exemption_kurus bigint not null,
  stamp_tax_kurus bigint not null,
  net_kurus bigint not null,
  union_dues_kurus bigint not null check (union_dues_kurus >= 0),
  garnishment_kurus bigint not null check (garnishment_kurus >= 0),
  paid_kurus bigint not null check (paid_kurus >= 0),
  sgk_employer_kurus bigint not null,
  unemployment_employer_kurus bigint not null,
  employer_cost_kurus bigint not null,
  -- Printed on the PDF: anyone holding the document can check it was issued by the municipality.
  verification_code text not null unique,
  unique (period_oid, employee_oid)
);
create index payroll_employee_idx on payroll(employee_oid, period_oid);

-- The short session an SMS code opens: only the hash of the browser's cookie is kept.
create table payroll_session (
  token_hash text primary key,
  employee_oid int not null references employee(oid),
  ip text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index payroll_session_expiry_idx on payroll_session(expires_at);

-- Every look at a payroll (KVKK): who, which month or list, from where. Append-only like the audit log.
create table payroll_access_log (
  oid bigserial primary key,
  employee_oid int not null references employee(oid),
  action text not null,
  year int,
  month int,
  ip text not null,
  at timestamptz not null default now()
);
create index payroll_access_log_employee_idx on payroll_access_log(employee_oid, at);
create function payroll_access_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'payroll_access_log is append-only';
end $$;
create trigger payroll_access_log_no_change before update or delete on payroll_access_log
  for each row execute function payroll_access_log_append_only();
