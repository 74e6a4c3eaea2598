-- The key map is written once per imported row, tens of millions of rows in a first load (ADR 0044). Its
-- `import_oid` only tells which import last wrote a key (the reconciliation reads it); imports are never deleted,
-- so the check of that reference on every row, an eighth of a bulk apply's database time, is dropped.
alter table import_key drop constraint if exists import_key_import_oid_fkey;
-- The duplicate check of a file now runs in memory (rebuilt from the file on a resume): its table goes.
drop table if exists data_import_seen;
