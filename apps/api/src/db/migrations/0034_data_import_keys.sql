-- For a database that applied 0034_data_import.sql in its first form: a collection line's key remembers the accrual
-- it paid, and a file loaded from the command line is recorded without a staff member. Both are already so in a
-- database created since.
alter table import_key add column if not exists ref_oid int;
alter table data_import alter column uploaded_by drop not null;
