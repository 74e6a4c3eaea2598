-- A declaration version the office makes on an accepted objection (ADR 0049): the case it was made on and the
-- clerk who made it. The citizen's own versions leave both empty.
alter table declaration add column objection_oid int references objection(oid);
alter table declaration add column amended_by int references staff(oid);
-- One version per case: the desk's second click finds the first.
create unique index declaration_objection_idx on declaration(objection_oid) where objection_oid is not null;

-- The case's timeline names the new version.
alter table objection_event drop constraint objection_event_kind_check;
alter table objection_event add constraint objection_event_kind_check
  check (kind in ('RECEIVED', 'INFO_REQUESTED', 'ANSWERED', 'DECISION_PROPOSED', 'DECIDED', 'DECLARATION_AMENDED'));
