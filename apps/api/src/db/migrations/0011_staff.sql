-- Staff accounts of the back office: separate from members, with their own sessions, a TOTP second factor and
-- roles that group the permissions of the catalogue (packages/contracts/src/staff/permissions.ts).
create table staff (
  oid serial primary key,
  username text not null unique,
  display_name text not null,
  email text,
  password_hash text not null,
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'DISABLED')),
  -- A district or a county code; null sees the whole municipality.
  region_code text,
  -- Encrypted with the server's key; leaves the server only while being enrolled.
  totp_secret text,
  -- Set while an enrolment waits for its first code; replaced by totp_secret once confirmed.
  totp_pending_secret text,
  totp_enrolled_at timestamptz,
  -- The last time step whose code was accepted: that code and older ones are refused (no replay).
  last_totp_step bigint,
  created_at timestamptz not null default now(),
  last_login_at timestamptz
);

create table role (
  code text primary key,
  name text not null
);

create table role_permission (
  role_code text not null references role(code) on delete cascade,
  permission text not null,
  primary key (role_code, permission)
);

create table staff_role (
  staff_oid int not null references staff(oid) on delete cascade,
  role_code text not null references role(code),
  primary key (staff_oid, role_code)
);

create table staff_session (
  id_hash text primary key,
  staff_oid int not null references staff(oid) on delete cascade,
  csrf_token text not null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  -- The last password + TOTP confirmation; sensitive acts need one within office.reauthMinutes.
  reauth_at timestamptz
);
create index staff_session_staff_idx on staff_session(staff_oid);

create table staff_recovery_code (
  oid serial primary key,
  staff_oid int not null references staff(oid) on delete cascade,
  code_hash text not null,
  used_at timestamptz
);
create index staff_recovery_code_staff_idx on staff_recovery_code(staff_oid);

insert into role (code, name) values
  ('SISTEM_YONETICISI', 'Sistem Yöneticisi'),
  ('YAZI_ISLERI', 'Yazı İşleri'),
  ('UYE_ISLERI', 'Üye İşleri'),
  ('MALI_HIZMETLER', 'Mali Hizmetler'),
  ('SU_ISLERI', 'Su İşleri'),
  ('GELIR', 'Gelir'),
  ('ZABITA', 'Zabıta / Halkla İlişkiler'),
  ('INSAN_KAYNAKLARI', 'İnsan Kaynakları'),
  ('DENETCI', 'Denetçi'),
  ('BOLGE_GORUNTULEME', 'Bölge Üye Görüntüleme');

insert into role_permission (role_code, permission) values
  ('SISTEM_YONETICISI', 'staff.admin'),
  ('SISTEM_YONETICISI', 'audit.read'),
  ('SISTEM_YONETICISI', 'settings.edit'),
  ('SISTEM_YONETICISI', 'resolutions.publish'),
  ('SISTEM_YONETICISI', 'members.read'),
  ('SISTEM_YONETICISI', 'members.personal'),
  ('SISTEM_YONETICISI', 'members.manage'),
  ('SISTEM_YONETICISI', 'payments.reconcile'),
  ('SISTEM_YONETICISI', 'declarations.review'),
  ('SISTEM_YONETICISI', 'restructuring.campaigns'),
  ('SISTEM_YONETICISI', 'water.cancellations'),
  ('SISTEM_YONETICISI', 'complaints.handle'),
  ('SISTEM_YONETICISI', 'payroll.import'),
  ('SISTEM_YONETICISI', 'jobs.read'),
  ('YAZI_ISLERI', 'resolutions.publish'),
  ('UYE_ISLERI', 'members.read'),
  ('UYE_ISLERI', 'members.personal'),
  ('UYE_ISLERI', 'members.manage'),
  ('MALI_HIZMETLER', 'payments.reconcile'),
  ('MALI_HIZMETLER', 'members.read'),
  ('SU_ISLERI', 'water.cancellations'),
  ('GELIR', 'declarations.review'),
  ('GELIR', 'restructuring.campaigns'),
  ('ZABITA', 'complaints.handle'),
  ('INSAN_KAYNAKLARI', 'payroll.import'),
  ('DENETCI', 'audit.read'),
  ('DENETCI', 'jobs.read'),
  ('BOLGE_GORUNTULEME', 'members.read');
