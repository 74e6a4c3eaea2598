-- Objections to an accrual (itiraz / düzeltme başvurusu, VUK 116–126): a case per accrual, its timeline, and what
-- the ledger keeps of it: the debt is marked disputed while the case is open, and a correction replaces the wrong
-- accrual by the corrected one, which names the accrual it corrects.

-- disputed_since: the day a case on the debt was opened (null when no case is open). late_fee_until: the last day
-- gecikme zammı counts for while the case is open, when the municipality stops the fee during a case (ADR 0049).
alter table accrual add column disputed_since date;
alter table accrual add column late_fee_until date;
alter table accrual add column corrects_oid int references accrual(oid);

-- A decision holds the debt it corrects, so a payment or a plan cannot take it in the same moment.
alter table accrual_hold drop constraint accrual_hold_holder_kind_check;
alter table accrual_hold add constraint accrual_hold_holder_kind_check
  check (holder_kind in ('PAYMENT_ORDER', 'RESTRUCTURING_PLAN', 'DEPOSIT_NETTING', 'BANK_COLLECTION', 'OBJECTION'));

-- Evidence files are the files module's uploads, attached to the case.
alter table uploaded_file drop constraint uploaded_file_purpose_check;
alter table uploaded_file add constraint uploaded_file_purpose_check
  check (purpose in ('declaration', 'complaint', 'objection'));
alter table uploaded_file drop constraint uploaded_file_attached_kind_check;
alter table uploaded_file add constraint uploaded_file_attached_kind_check
  check (attached_kind in ('declaration', 'complaint', 'objection'));

create table objection (
  oid serial primary key,
  case_no text not null unique,
  verification_code text not null unique,
  member_oid int not null references member(oid),
  registry_oid int not null references registry(oid),
  accrual_oid int not null references accrual(oid),
  desk text not null check (desk in ('GELIR', 'SUISLERI')),
  reason text not null,
  explanation text not null,
  receipt_no text,
  overpayment_choice text not null default 'REFUND' check (overpayment_choice in ('REFUND', 'NET')),
  status text not null default 'RECEIVED'
    check (status in ('RECEIVED', 'INFO_REQUESTED', 'UNDER_REVIEW', 'PENDING_APPROVAL', 'DECIDED')),
  -- The legal decision period ends on this day; a case open after it is late.
  decide_by date not null,
  question text,
  decision text check (decision in ('ACCEPTED', 'PARTLY_ACCEPTED', 'REJECTED')),
  accrued_kurus bigint not null,
  corrected_kurus bigint,
  decision_reason text,
  decision_article text,
  decided_by int references staff(oid),
  decided_at timestamptz,
  approved_by int references staff(oid),
  approved_at timestamptz,
  corrected_accrual_oid int references accrual(oid),
  refund_kurus bigint not null default 0,
  netted_kurus bigint not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- One open case per debt: a second objection to the same debt joins the first.
create unique index objection_open_accrual_idx on objection(accrual_oid) where status <> 'DECIDED';
create index objection_member_idx on objection(member_oid, created_at);
create index objection_queue_idx on objection(desk, created_at) where status <> 'DECIDED';

create table objection_event (
  oid serial primary key,
  objection_oid int not null references objection(oid),
  at timestamptz not null default now(),
  kind text not null check (kind in ('RECEIVED', 'INFO_REQUESTED', 'ANSWERED', 'DECISION_PROPOSED', 'DECIDED')),
  text text,
  by_citizen boolean not null default false,
  staff_oid int references staff(oid),
  files jsonb not null default '[]'
);
create index objection_event_case_idx on objection_event(objection_oid, at);

-- The revenue and water desks decide; the system administrator holds every desk's permission, as for the others.
insert into role_permission (role_code, permission) values
  ('GELIR', 'objections.decide'),
  ('SU_ISLERI', 'objections.decide'),
  ('SISTEM_YONETICISI', 'objections.decide');
