-- Requests and complaints (istek / şikayet): the categories staff keep, the reports citizens file, each report's
-- timeline and the people who follow it. Text is stored exactly as typed; every page renders it escaped.

-- A category (parent null) or one of its subcategories. Removing one only takes it out of use, so old reports
-- keep their category. target_days: the municipality's own promise; a report answered later is flagged late.
create table complaint_category (
  oid serial primary key,
  parent_oid int references complaint_category(oid),
  name text not null,
  target_days int not null default 15 check (target_days between 1 and 90),
  active boolean not null default true,
  sort_order int not null default 0
);
create unique index complaint_category_name_idx on complaint_category(coalesce(parent_oid, 0), lower(name));

create table complaint (
  oid serial primary key,
  tracking_no text not null unique,
  kind text not null check (kind in ('REQUEST', 'COMPLAINT', 'SUGGESTION', 'INFORMATION')),
  category_oid int not null references complaint_category(oid),
  subcategory_oid int references complaint_category(oid),
  subject text not null,
  description text not null,
  district_code text not null references district(code),
  street_code text not null references street(code),
  outer_door_oid int references outer_door(oid),
  landmark text,
  contact_name text not null,
  gsm_number text not null,
  email text,
  written_answer boolean not null default false,
  member_oid int references member(oid),
  registry_oid int references registry(oid),
  -- Where it came from: the per-address limit counts by it.
  ip text not null,
  status text not null default 'RECEIVED'
    check (status in ('RECEIVED', 'ASSIGNED', 'IN_PROGRESS', 'ANSWERED', 'RESOLVED', 'CLOSED', 'MERGED')),
  department text,
  merged_into_oid int references complaint(oid),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The first answer (time to answer) and the latest one (the reopening window runs from it).
  first_answered_at timestamptz,
  answered_at timestamptz,
  rating int check (rating between 1 and 5),
  rating_comment text,
  check ((status = 'MERGED') = (merged_into_oid is not null))
);
create index complaint_similar_idx on complaint(street_code, category_oid) where status in ('RECEIVED', 'ASSIGNED', 'IN_PROGRESS');
create index complaint_queue_idx on complaint(status, created_at);
create index complaint_member_idx on complaint(member_oid) where member_oid is not null;
create index complaint_gsm_idx on complaint(gsm_number, created_at);
create index complaint_ip_idx on complaint(ip, created_at);

-- What happened to a report, in order. Internal notes (public = false) are for staff only.
create table complaint_event (
  oid serial primary key,
  complaint_oid int not null references complaint(oid),
  at timestamptz not null default now(),
  kind text not null
    check (kind in ('RECEIVED', 'ASSIGNED', 'STATUS', 'NOTE', 'INFO_ADDED', 'REOPENED', 'MERGED', 'RATED', 'CLOSED')),
  status text,
  text text,
  public boolean not null default true,
  by_citizen boolean not null default false,
  department text,
  staff_oid int references staff(oid),
  -- The files that came with this entry (name, type, size and id of each), as the timeline shows them.
  files jsonb not null default '[]'
);
create index complaint_event_complaint_idx on complaint_event(complaint_oid, at);

-- People told of every change besides the one who filed it: a citizen who found the report among the similar
-- ones, and the citizen of a duplicate merged into it.
create table complaint_follower (
  complaint_oid int not null references complaint(oid),
  gsm_number text not null,
  email text,
  member_oid int references member(oid),
  created_at timestamptz not null default now(),
  primary key (complaint_oid, gsm_number)
);
create index complaint_follower_member_idx on complaint_follower(member_oid) where member_oid is not null;

insert into complaint_category (oid, parent_oid, name, target_days, sort_order) values
  (1, null, 'Yol ve kaldırım', 15, 1),
  (2, null, 'Aydınlatma', 7, 2),
  (3, null, 'Temizlik ve atık', 3, 3),
  (4, null, 'Su ve kanalizasyon', 5, 4),
  (5, null, 'Park ve yeşil alan', 15, 5),
  (6, null, 'Gürültü', 7, 6),
  (7, null, 'Sokak hayvanları', 5, 7),
  (8, null, 'İmar ve yapı', 30, 8),
  (9, null, 'Diğer', 15, 9),
  (10, 1, 'Çukur ve bozuk asfalt', 15, 1),
  (11, 1, 'Kaldırım ve bordür', 15, 2),
  (12, 1, 'Trafik levhası', 10, 3),
  (13, 2, 'Yanmayan sokak lambası', 7, 1),
  (14, 2, 'Park aydınlatması', 7, 2),
  (15, 3, 'Çöp toplanmadı', 2, 1),
  (16, 3, 'Moloz ve iri atık', 5, 2),
  (17, 3, 'Sokak temizliği', 3, 3),
  (18, 4, 'Su kesintisi', 2, 1),
  (19, 4, 'Kanalizasyon taşması', 2, 2),
  (20, 4, 'Izgara ve rögar', 5, 3),
  (21, 5, 'Budama ve ağaç', 15, 1),
  (22, 5, 'Oyun alanı', 10, 2),
  (23, 6, 'İş yeri gürültüsü', 7, 1),
  (24, 6, 'İnşaat gürültüsü', 7, 2),
  (25, 7, 'Yaralı hayvan', 2, 1),
  (26, 7, 'Besleme ve barınak', 10, 2),
  (27, 8, 'Kaçak yapı', 30, 1),
  (28, 8, 'İşgal (kaldırım, yol)', 15, 2);
select setval(pg_get_serial_sequence('complaint_category', 'oid'), 28);
