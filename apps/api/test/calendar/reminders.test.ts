import { addDays, type Obligation } from '@e-belediye/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REMINDER_MESSAGE, sendReminders } from '../../src/modules/calendar/index.js';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';

let t: IdentityApp;
let demo: Agent;
let memberOid: number;
let upcoming: Obligation[];
/** A day when at least two of the member's debts are due within the default three days. */
let today: string;
const DAY = 11;

beforeAll(async () => {
  t = await openIdentityApp();
  demo = new Agent(t);
  const login = await demo.login('10000000146', 'Demo.2026');
  expect(login.status).toBe(200);
  memberOid = login.body.Member.Oid;
  const res = await demo.call<{ Items: Obligation[] }>('GetMyObligations');
  upcoming = res.body.Items.filter((o) => o.AccrualOid !== null && !o.IsOverdue && o.Hold === null);
  expect(upcoming.length).toBeGreaterThan(1);
  today = addDays(upcoming[0].DueDate, -1);
});
afterAll(async () => {
  await t?.close();
});

const consent = async (sms: boolean, email: boolean) =>
  expect((await demo.call('CreateUserDetail', { smsAllowed: sms, emailAllowed: email })).status).toBe(200);

const sentRows = () =>
  t.database.db.selectFrom('reminder_sent').selectAll().where('member_oid', '=', memberOid).execute();
const outboxSms = () =>
  t.database.db.selectFrom('sms_outbox').select(['sms_text']).where('message_code', '=', REMINDER_MESSAGE).execute();
const outboxMail = () =>
  t.database.db
    .selectFrom('email_outbox')
    .select(['body', 'subject'])
    .where('message_code', '=', REMINDER_MESSAGE)
    .execute();

beforeEach(async () => {
  await t.database.db.deleteFrom('reminder_sent').execute();
  await t.database.db.deleteFrom('sms_outbox').where('message_code', '=', REMINDER_MESSAGE).execute();
  await t.database.db.deleteFrom('email_outbox').where('message_code', '=', REMINDER_MESSAGE).execute();
  await t.database.db.deleteFrom('reminder_preference').execute();
});

describe('reminders before a due date', () => {
  it('sends nothing to a member who did not consent on /UserUpdate', async () => {
    await consent(false, false);
    const result = await sendReminders(t.database, t.settings, { today, hour: DAY }, memberOid);
    expect(result.sent).toBe(0);
    expect(await sentRows()).toHaveLength(0);
  });

  it('sends by SMS and e-mail what falls due within the days before, each with a link to pay it', async () => {
    await consent(true, true);
    await sendReminders(t.database, t.settings, { today, hour: DAY }, memberOid);
    const rows = await sentRows();
    const within = upcoming.filter((o) => o.DueDate <= addDays(today, 3));
    expect(new Set(rows.map((r) => r.obligation_uid))).toEqual(new Set(within.map((o) => o.Uid)));
    expect(rows.filter((r) => r.channel === 'SMS')).toHaveLength(within.length);
    const sms = await outboxSms();
    expect(sms.some((s) => s.sms_text.includes(`/DebtQuestioning?borc=${within[0].AccrualOid} adresinden`))).toBe(true);
    for (const s of sms) expect(s.sms_text.length).toBeLessThanOrEqual(298);
    const mails = await outboxMail();
    expect(mails.length).toBe(within.length);
    expect(mails[0].subject).toMatch(/^Son gün yaklaşıyor/);
  });

  it('uses only the channels consented to', async () => {
    await consent(true, false);
    await sendReminders(t.database, t.settings, { today, hour: DAY }, memberOid);
    expect(new Set((await sentRows()).map((r) => r.channel))).toEqual(new Set(['SMS']));
  });

  it('sends nothing in quiet hours, at night or early in the morning', async () => {
    await consent(true, true);
    for (const hour of [21, 23, 0, 8]) {
      expect((await sendReminders(t.database, t.settings, { today, hour }, memberOid)).quiet).toBe(true);
    }
    expect(await sentRows()).toHaveLength(0);
  });

  it('sends once per obligation, channel and due date however often it sweeps', async () => {
    await consent(true, true);
    await sendReminders(t.database, t.settings, { today, hour: DAY }, memberOid);
    const first = (await sentRows()).length;
    expect(first).toBeGreaterThan(0);
    expect((await sendReminders(t.database, t.settings, { today, hour: DAY + 1 }, memberOid)).sent).toBe(0);
    expect(await sentRows()).toHaveLength(first);
    expect(await outboxSms()).toHaveLength(first / 2);
  });

  it('sends exactly once when two instances sweep at the same moment', async () => {
    await consent(true, true);
    const [a, b] = await Promise.all([
      sendReminders(t.database, t.settings, { today, hour: DAY }, memberOid),
      sendReminders(t.database, t.settings, { today, hour: DAY }, memberOid),
    ]);
    const rows = await sentRows();
    expect(a.sent + b.sent).toBe(rows.length);
    expect(await outboxSms()).toHaveLength(rows.length / 2);
    expect(await outboxMail()).toHaveLength(rows.length / 2);
  });

  it('sends nothing for a debt held by an open payment, nor for one that is paid', async () => {
    await consent(true, false);
    const [held, paid] = upcoming;
    await t.database.db
      .insertInto('accrual_hold')
      .values({ accrual_oid: held.AccrualOid!, holder_kind: 'PAYMENT_ORDER', holder_oid: 999_999 })
      .execute();
    const before = await t.database.db
      .selectFrom('accrual')
      .select(['principal_kurus'])
      .where('oid', '=', paid.AccrualOid!)
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('accrual')
      .set({ paid_kurus: before.principal_kurus })
      .where('oid', '=', paid.AccrualOid!)
      .execute();
    try {
      await sendReminders(t.database, t.settings, { today: addDays(paid.DueDate, -1), hour: DAY }, memberOid);
      const uids = (await sentRows()).map((r) => r.obligation_uid);
      expect(uids).not.toContain(held.Uid);
      expect(uids).not.toContain(paid.Uid);
    } finally {
      await t.database.db.deleteFrom('accrual_hold').where('holder_oid', '=', 999_999).execute();
      await t.database.db.updateTable('accrual').set({ paid_kurus: 0 }).where('oid', '=', paid.AccrualOid!).execute();
    }
  });

  it("follows the member's own days before, shown in the schedule with the day each goes out", async () => {
    await consent(true, true);
    const saved = await demo.call<{ DaysBefore: number | null; Upcoming: Array<{ SendOn: string; DueDate: string }> }>(
      'SaveMyReminderSchedule',
      { daysBefore: 7, sms: true, email: false },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.DaysBefore).toBe(7);
    expect(saved.body.Upcoming.every((u) => u.SendOn >= addDays(u.DueDate, -7))).toBe(true);
    const wrong = await demo.call<{ Code: string }>('SaveMyReminderSchedule', {
      daysBefore: 5,
      sms: true,
      email: true,
    });
    expect(wrong.status).toBe(400);
    await sendReminders(t.database, t.settings, { today: addDays(upcoming[0].DueDate, -6), hour: DAY }, memberOid);
    const rows = await sentRows();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.channel === 'SMS')).toBe(true);
  });
});
