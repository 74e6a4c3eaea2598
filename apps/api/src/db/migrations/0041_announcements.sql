-- Announcements to consenting members (ADR 0046): the system administrator sends them, as it holds every desk.
insert into role_permission (role_code, permission) values ('SISTEM_YONETICISI', 'notifications.send');
