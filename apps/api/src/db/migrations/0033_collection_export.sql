-- The day's collections as the municipality's accounting system reads them: one file per closed Istanbul day,
-- stored once per content. The export job writes version 1 after the day closes; if the day's receipts change later
-- (a receipt booked into a past day), the next run writes version 2 beside it, so the file accounting already took
-- stays downloadable and the desk shows that a newer one exists.
create table collection_export (
  oid serial primary key,
  day date not null,
  version int not null check (version >= 1),
  -- SHA-256 of the file's bytes, hex: the same day's unchanged receipts give the same checksum on every run.
  checksum text not null,
  file_name text not null,
  -- The file without its leading byte order mark (the download adds it).
  content text not null,
  receipt_count int not null,
  line_count int not null,
  total_kurus bigint not null check (total_kurus >= 0),
  created_at timestamptz not null default now(),
  unique (day, version)
);
create index collection_export_day_idx on collection_export(day desc, version desc);
