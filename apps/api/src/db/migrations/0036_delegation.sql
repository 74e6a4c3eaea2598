-- A member lets another member act on their registry: which scopes, until which Istanbul day, and the grant's life
-- (waiting for the grantee, running, declined, revoked by either side, suspended by the office). Every call made
-- under a grant is kept beside it, so the owner and the grantee read the same list of what was done.
create table delegation_grant (
  oid serial primary key,
  owner_member_oid int not null references member(oid),
  grantee_member_oid int not null references member(oid),
  scopes text[] not null,
  expires_on date not null,
  status text not null default 'PENDING'
    check (status in ('PENDING', 'ACTIVE', 'DECLINED', 'REVOKED', 'SUSPENDED')),
  created_at timestamptz not null default now(),
  accepted_at timestamptz,
  ended_at timestamptz,
  ended_by_member_oid int references member(oid),
  ended_by_staff_oid int,
  end_reason text,
  check (owner_member_oid <> grantee_member_oid)
);
create index delegation_grant_owner_idx on delegation_grant(owner_member_oid, oid desc);
create index delegation_grant_grantee_idx on delegation_grant(grantee_member_oid, oid desc);

create table delegation_act (
  oid serial primary key,
  grant_oid int not null references delegation_grant(oid),
  call text not null,
  scope text not null,
  -- The order, declaration or application the act made (an order number for a payment), for the receipt.
  reference text,
  at timestamptz not null default now()
);
create index delegation_act_grant_idx on delegation_act(grant_oid, oid desc);
create index delegation_act_reference_idx on delegation_act(reference) where reference is not null;
