-- A member the office registered as a mali müşavir, with their chamber registration number. Withdrawal deletes the
-- row; the audit log keeps who registered and withdrew whom, and when.
create table if not exists accountant_registration (
  member_oid int primary key references member(oid),
  chamber_no text not null,
  registered_at timestamptz not null default now(),
  registered_by_staff_oid int references staff(oid)
);
