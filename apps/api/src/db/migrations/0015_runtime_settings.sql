-- Settings the office changes at run time (the pause window, the active bank, the home page's notices). Each save
-- is a new version holding every such key; the latest one overlays the file and environment settings.
-- A save names the version after the one its editor saw: two saves made from the same version cannot both land
-- (the primary key refuses the second), which is the optimistic check.
create table runtime_setting_version (
  version int primary key check (version > 0),
  "values" jsonb not null,
  changed_by int not null references staff(oid),
  changed_at timestamptz not null default now(),
  reason text not null
);
