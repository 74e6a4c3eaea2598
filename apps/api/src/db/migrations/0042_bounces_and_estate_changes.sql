-- Bounces that come back by mail (ADR 0047): a delivery status notification marks its message failed with the
-- status and the remote server's words (addresses masked), and a permanent one (5.x.x) stops e-mail to that address
-- until the member gives another one.
alter table email_outbox add column bounced_at timestamptz;
alter table email_outbox add column bounce_status text;
alter table email_outbox add column bounce_reason text;
create index email_outbox_bounced_idx on email_outbox(bounced_at) where bounced_at is not null;

create table email_suppression (
  -- The address lower-cased: one mailbox, whatever its letter case.
  address text primary key,
  outbox_oid int references email_outbox(oid) on delete set null,
  status text not null,
  reason text not null,
  created_at timestamptz not null default now()
);

-- What the land registry and the building office told the municipality of a registry's property (ADR 0046): an
-- acquisition, a finished building or a change of use obliges its owner to an emlak vergisi declaration by the end
-- of that year (1319 s. Kanun md. 23, 33), unless one was filed for the parcel after the change.
create table estate_change (
  oid serial primary key,
  registry_oid int not null references registry(oid),
  estate_type int not null check (estate_type in (1, 2, 3)),
  change_kind text not null check (change_kind in ('ACQUISITION', 'BUILDING_COMPLETED', 'USE_CHANGE')),
  change_date date not null,
  ada text not null,
  parsel text not null,
  source text not null,
  created_at timestamptz not null default now()
);
create index estate_change_registry_idx on estate_change(registry_oid, change_date);
