-- Staff acts, and staff reads of personal data (KVKK), join the audit log with the record they touched and its
-- before/after. staff_oid has no foreign key: the log outlives the accounts it names.
alter table audit_event add column staff_oid int;
alter table audit_event add column record_type text;
alter table audit_event add column record_id text;
alter table audit_event add column before jsonb;
alter table audit_event add column after jsonb;
create index audit_event_staff_idx on audit_event(staff_oid, at desc) where staff_oid is not null;
create index audit_event_record_idx on audit_event(record_type, record_id, at desc) where record_type is not null;
create index audit_event_at_idx on audit_event(at desc);

-- Append-only, for the API's own database user too: no row is changed, deleted or truncated.
create function audit_event_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_event is append-only';
end
$$;
create trigger audit_event_no_change before update or delete on audit_event
  for each row execute function audit_event_append_only();
create trigger audit_event_no_truncate before truncate on audit_event
  for each statement execute function audit_event_append_only();
