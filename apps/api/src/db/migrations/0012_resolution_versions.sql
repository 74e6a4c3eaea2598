-- Resolutions are published, edited and withdrawn by the office. A withdrawn resolution leaves the public search
-- but its page still opens (a citizen following an old link learns it was withdrawn, and why).
alter table resolution add column status text not null default 'PUBLISHED' check (status in ('PUBLISHED', 'WITHDRAWN'));
alter table resolution add column version int not null default 1;
alter table resolution add column withdrawal_reason text;
alter table resolution add column updated_at timestamptz not null default now();
-- The staff member of the last change; null for resolutions imported with the demo data.
alter table resolution add column updated_by int;
create index resolution_status_idx on resolution(status, updated_at desc);

-- Every version in full, written by the database itself on each insert and update, so no change goes unkept.
create table resolution_version (
  resolution_oid int not null references resolution(oid),
  version int not null,
  status text not null,
  kind text not null,
  number text not null,
  resolution_date date not null,
  meeting_no int not null,
  agenda_no int not null,
  type_code text not null,
  department text not null,
  subject text not null,
  body text not null,
  withdrawal_reason text,
  staff_oid int,
  at timestamptz not null default now(),
  primary key (resolution_oid, version)
);

create function resolution_next_version() returns trigger language plpgsql as $$
begin
  new.version := old.version + 1;
  new.updated_at := now();
  return new;
end
$$;
create trigger resolution_version_bump before update on resolution
  for each row execute function resolution_next_version();

create function resolution_keep_version() returns trigger language plpgsql as $$
begin
  insert into resolution_version (resolution_oid, version, status, kind, number, resolution_date, meeting_no,
    agenda_no, type_code, department, subject, body, withdrawal_reason, staff_oid, at)
  values (new.oid, new.version, new.status, new.kind, new.number, new.resolution_date, new.meeting_no,
    new.agenda_no, new.type_code, new.department, new.subject, new.body, new.withdrawal_reason, new.updated_by,
    new.updated_at);
  return null;
end
$$;
create trigger resolution_version_keep after insert or update on resolution
  for each row execute function resolution_keep_version();

insert into resolution_version (resolution_oid, version, status, kind, number, resolution_date, meeting_no, agenda_no,
  type_code, department, subject, body)
select oid, version, status, kind, number, resolution_date, meeting_no, agenda_no, type_code, department, subject, body
from resolution;

-- PDF attachments, kept in the database with the resolution; a removed one stays (removed_at) with its history.
create table resolution_attachment (
  oid serial primary key,
  resolution_oid int not null references resolution(oid),
  file_name text not null check (char_length(file_name) between 1 and 25),
  size_bytes int not null check (size_bytes between 1 and 5242880),
  content bytea not null,
  added_by int not null,
  added_at timestamptz not null default now(),
  removed_by int,
  removed_at timestamptz
);
create index resolution_attachment_resolution_idx on resolution_attachment(resolution_oid) where removed_at is null;
