-- The language a member reads the portal in (ADR 0056), so SMS, e-mail and the office answer them in it. Set when a
-- signed-in member chooses one and at each sign-in from the choice the browser carries; Turkish until then.
alter table member add column if not exists language text not null default 'tr' check (language in ('tr', 'en', 'ar'));
-- An e-mail keeps the language it was written in, so its HTML part says so (lang, dir) when it is sent.
alter table email_outbox add column if not exists language text not null default 'tr' check (language in ('tr', 'en', 'ar'));
