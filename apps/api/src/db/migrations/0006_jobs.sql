-- Background work that must happen after a commit (SMS, bank status sweeps): one small queue in the same
-- database, so a job exists only if the change that caused it commits, and any number of API instances can claim
-- from it with `for update skip locked`.
create table job (
  oid bigserial primary key,
  name text not null,
  payload jsonb not null default '{}',
  status text not null default 'PENDING' check (status in ('PENDING', 'RUNNING', 'DONE', 'DEAD')),
  attempts int not null default 0,
  max_attempts int not null default 8 check (max_attempts > 0),
  run_at timestamptz not null default now(),
  -- A RUNNING job's lease: past it, the worker is taken for dead and the job is claimed again.
  locked_until timestamptz,
  last_error text,
  -- At most one unfinished job per key (recurring sweeps, one send per SMS).
  key text,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
-- The claim reads due PENDING jobs and RUNNING ones whose lease passed; each half has its own small index.
create index job_due_idx on job(run_at) where status = 'PENDING';
create index job_lease_idx on job(locked_until) where status = 'RUNNING';
create unique index job_open_key_idx on job(key) where status in ('PENDING', 'RUNNING');
-- Staff read the queue by status, newest first (dead letters above all).
create index job_status_idx on job(status, oid);
