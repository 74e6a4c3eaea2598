-- The owner's choice, per grant, to get an SMS on each payment or filing the grantee makes for them.
alter table delegation_grant add column notify_acts boolean not null default false;
