-- A member's own detail record: how the municipality may reach them and the address they want mail at.
create table member_detail (
  member_oid int primary key references member(oid),
  sms_allowed boolean not null,
  email_allowed boolean not null,
  street_code text references street(code),
  outer_door_oid int references outer_door(oid),
  inner_door_oid int references inner_door(oid),
  address_note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Each e-Devlet exchange, kept on the server: the browser holds only a random reference (its SHA-256 is stored).
-- The access token is kept only until the login is saved or expires; the row stays as the record of the login.
create table edevlet_login (
  oid serial primary key,
  reference_hash text not null unique,
  access_token text,
  kimlik_no text,
  result_code text,
  registry_oid int references registry(oid),
  member_oid int references member(oid),
  ip text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  saved_at timestamptz
);
create index edevlet_login_member_idx on edevlet_login(member_oid);
