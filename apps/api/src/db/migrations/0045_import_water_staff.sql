-- What the importer's remaining kinds carry that the portal had no place for (ADR 0053).

-- A subscription's meter: its serial number was the only field; the seal and the day it was fitted come with the
-- previous system's meter register.
alter table subscription add column if not exists meter_seal_no text;
alter table subscription add column if not exists meter_installed_on date;

-- A reading has an id of its own (an imported reading is keyed by it) and the day it was read.
alter table water_reading add column if not exists oid serial;
create unique index if not exists water_reading_oid_idx on water_reading(oid);
alter table water_reading add column if not exists read_on date;

-- A staff member's phone and unit, as the previous system's personnel list holds them.
alter table staff add column if not exists phone text;
alter table staff add column if not exists unit_name text;
