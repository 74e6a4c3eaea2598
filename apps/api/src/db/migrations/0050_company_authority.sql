-- A company's authorised person (şirket yetkilisi). A person applies with the company's VKN and title and its
-- signature circular (imza sirküleri, a PDF); a clerk approves or refuses it. Approval gives the person a grant
-- from the company's account, marked as the company's primary authority, under which they manage the company's
-- grants to its staff (ADR 0048).
alter table member drop constraint if exists member_created_via_check;
alter table member add constraint member_created_via_check
  check (created_via in ('PORTAL', 'EDEVLET', 'DEMO', 'COMPANY'));

alter table delegation_grant add column if not exists primary_authority boolean not null default false;
-- One running primary authority per person and company: a renewal updates it.
create unique index if not exists delegation_grant_primary_idx on delegation_grant(owner_member_oid, grantee_member_oid)
  where primary_authority and status in ('PENDING', 'ACTIVE');

create table if not exists company_application (
  oid serial primary key,
  member_oid int not null references member(oid),
  company_registry_oid int not null references registry(oid),
  file_id text not null,
  status text not null default 'WAITING' check (status in ('WAITING', 'APPROVED', 'REFUSED')),
  reason text,
  expires_on date,
  grant_oid int references delegation_grant(oid),
  decided_at timestamptz,
  decided_by_staff_oid int references staff(oid),
  created_at timestamptz not null default now()
);
create index if not exists company_application_status_idx on company_application(status, oid);
create index if not exists company_application_member_idx on company_application(member_oid, oid desc);
-- One waiting application per person and company.
create unique index if not exists company_application_waiting_idx on company_application(member_oid, company_registry_oid)
  where status = 'WAITING';

alter table uploaded_file drop constraint uploaded_file_purpose_check;
alter table uploaded_file add constraint uploaded_file_purpose_check
  check (purpose in ('declaration', 'complaint', 'objection', 'company'));
alter table uploaded_file drop constraint uploaded_file_attached_kind_check;
alter table uploaded_file add constraint uploaded_file_attached_kind_check
  check (attached_kind in ('declaration', 'complaint', 'objection', 'company'));
