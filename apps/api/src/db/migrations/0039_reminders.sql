-- Reminders before due dates (ADR 0046). A member's own schedule within the municipality's rule, and the record
-- of every reminder sent: its unique key (member, obligation, channel, due date) is what makes a reminder go out
-- exactly once, however many instances sweep at the same time. A new due date is a new reminder.
create table reminder_preference (
  member_oid int primary key references member(oid) on delete cascade,
  days_before int check (days_before between 1 and 30),
  sms boolean not null default true,
  email boolean not null default true,
  updated_at timestamptz not null default now()
);

create table reminder_sent (
  oid serial primary key,
  member_oid int not null references member(oid) on delete cascade,
  obligation_uid text not null,
  channel text not null check (channel in ('SMS', 'EMAIL')),
  due_date date not null,
  sent_on date not null,
  created_at timestamptz not null default now(),
  unique (member_oid, obligation_uid, channel, due_date)
);
create index reminder_sent_day_idx on reminder_sent(sent_on);
