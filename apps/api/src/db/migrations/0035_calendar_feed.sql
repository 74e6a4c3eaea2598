-- A member's calendar feed (ADR 0046): the address carries a long random token; only its SHA-256 is kept, so a
-- leaked database does not open anyone's calendar. One live address per member: renewing replaces the row, and
-- the old token answers 404 at once.
create table calendar_feed (
  member_oid int primary key references member(oid) on delete cascade,
  token_hash text not null unique,
  show_amounts boolean not null default true,
  created_at timestamptz not null default now()
);
