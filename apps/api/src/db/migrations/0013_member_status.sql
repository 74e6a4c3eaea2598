-- Why and when a member's account was last suspended or activated again, and by which staff member (the audit log
-- keeps every change; these columns answer the member's page without reading it). No foreign key to staff: the
-- account outlives the staff accounts that touched it.
alter table member add column status_reason text;
alter table member add column status_changed_at timestamptz;
alter table member add column status_changed_by int;
