-- The owner's choice, per grant, to get an SMS on each payment or filing the grantee makes for them.
alter table delegation_grant add column if not exists notify_acts boolean not null default false;
-- A declaration version filed or amended under a grant names who acted (the registry's owner stays the declarer).
alter table declaration add column if not exists acted_by_member_oid int references member(oid);
