-- SendShortMessage has a group of its own, 'sms', which a kiosk or mobile key never holds: those keys ship inside
-- apps anyone can unpack (ADR 0028). A bank channel that held 'sicil' keeps its short messages under 'sms'.
alter table channel drop constraint channel_scopes_check;
alter table channel add constraint channel_scopes_check
  check (scopes <@ array['menus', 'uyelik', 'edevlet', 'sicil', 'sms', 'tahsilat', 'banka', 'parametre']::text[]);
update channel set scopes = array_append(scopes, 'sms')
  where kind not in ('kiosk', 'mobile') and 'sicil' = any(scopes) and not ('sms' = any(scopes));
alter table channel add constraint channel_sms_server_only
  check (kind not in ('kiosk', 'mobile') or not ('sms' = any(scopes)));

-- Uses counted per subject and fixed window (registry searches per staff account and per channel key, a key's
-- short messages to numbers the registry does not hold), one upsert per use so every instance shares the count.
-- The subject names its window ('…:minute', '…:hour'): a minute and an hour can start at the same instant.
create table use_count (
  subject text not null,
  window_start timestamptz not null,
  uses integer not null,
  primary key (subject, window_start)
);
create index use_count_window_idx on use_count(window_start);
