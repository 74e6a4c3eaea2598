-- Importing a municipality's existing data from files (ADR 0044). An import is one uploaded file of one kind; its
-- bytes are kept in parts so any instance can read it again after a restart; the job that dry-runs or applies it
-- checkpoints the rows it has done in the same transaction as their effects.
create table data_import (
  oid serial primary key,
  kind text not null,
  file_name text not null,
  size_bytes bigint not null default 0,
  parts int not null default 0,
  status text not null default 'UPLOADING' check (status in ('UPLOADING', 'DRY_RUN_QUEUED', 'DRY_RUNNING',
    'DRY_RUN_DONE', 'APPLY_QUEUED', 'APPLYING', 'APPLIED', 'FAILED')),
  -- The phase under way or last finished: DRY_RUN writes only the report, APPLY writes the records.
  phase text not null default 'DRY_RUN' check (phase in ('DRY_RUN', 'APPLY')),
  rows_done int not null default 0,
  bytes_done bigint not null default 0,
  rows_total int,
  phase_started_at timestamptz,
  -- Counts of the phase under way (rows, rejected, created, updated, unchanged, protected) and the finished ones.
  counts jsonb not null default '{}',
  dry_run_counts jsonb,
  applied_counts jsonb,
  error text,
  -- Null when loaded from the command line (`npm run import`) by the operator of the installation.
  uploaded_by int references staff(oid),
  uploaded_at timestamptz not null default now(),
  applied_by int references staff(oid),
  applied_at timestamptz,
  finished_at timestamptz
);
create index data_import_recent_idx on data_import(oid desc);

create table data_import_part (
  import_oid int not null references data_import(oid) on delete cascade,
  seq int not null,
  bytes bytea not null,
  primary key (import_oid, seq)
);

-- The report, row by row: REJECTED (refused, with the column and why), UPDATED (what changed), PROTECTED (paid or
-- held, left alone). A phase's issues are replaced when that phase runs again.
create table data_import_issue (
  oid bigserial primary key,
  import_oid int not null references data_import(oid) on delete cascade,
  phase text not null,
  section text not null check (section in ('REJECTED', 'UPDATED', 'PROTECTED')),
  row_no int not null,
  source_key text,
  column_header text,
  value text,
  reason text not null
);
create index data_import_issue_idx on data_import_issue(import_oid, phase, section, row_no);

-- Source keys already seen by a phase of an import: a key seen twice in one file is a duplicate, also across a
-- restart in the middle of the file.
create table data_import_seen (
  import_oid int not null references data_import(oid) on delete cascade,
  phase text not null,
  source_key text not null,
  row_no int not null,
  primary key (import_oid, phase, source_key)
);

-- The file's side of the reconciliation, summed per chunk in the chunk's transaction.
create table data_import_total (
  import_oid int not null references data_import(oid) on delete cascade,
  section text not null check (section in ('ACCRUALS', 'COLLECTIONS')),
  revenue_code int not null,
  year int not null,
  file_count int not null default 0,
  file_kurus bigint not null default 0,
  primary key (import_oid, section, revenue_code, year)
);

-- Which of our records a row of the source system became: (kind, source key) → record, with the hash of the row
-- as last imported, so the same file again changes nothing and a newer one updates what changed. `file_kurus` is
-- what the file said is open (accruals) or paid (collection lines), for the reconciliation.
create table import_key (
  kind text not null,
  source_key text not null,
  record_oid int not null,
  row_hash text not null,
  import_oid int not null references data_import(oid),
  row_no int not null,
  file_kurus bigint,
  revenue_code int,
  year int,
  -- A collection line's accrual.
  ref_oid int,
  primary key (kind, source_key)
);
create index import_key_record_idx on import_key(kind, record_oid);
create index import_key_import_idx on import_key(import_oid, kind);

insert into role_permission (role_code, permission) values
  ('SISTEM_YONETICISI', 'data.import'),
  ('GELIR', 'data.import');
