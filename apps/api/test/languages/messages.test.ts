import { addDays, formatKurus, type Obligation, trDay } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailHtml } from '../../src/integrations/mail/html.js';
import { REMINDER_MESSAGE, sendReminders } from '../../src/modules/calendar/index.js';
import { notifyCitizen, WaterSms } from '../../src/modules/notifications/index.js';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';

let t: IdentityApp;
let demo: Agent;
let memberOid: number;
let registryOid: number;
let first: Obligation;
let today: string;
const DAY = 11;

beforeAll(async () => {
  t = await openIdentityApp();
  demo = new Agent(t);
  const login = await demo.login('10000000146', 'Demo.2026');
  expect(login.status).toBe(200);
  memberOid = login.body.Member.Oid;
  registryOid = (
    await t.database.db
      .selectFrom('member')
      .select('registry_oid')
      .where('oid', '=', memberOid)
      .executeTakeFirstOrThrow()
  ).registry_oid;
  const res = await demo.call<{ Items: Obligation[] }>('GetMyObligations');
  first = res.body.Items.filter((o) => o.AccrualOid !== null && !o.IsOverdue && o.Hold === null)[0]!;
  today = addDays(first.DueDate, -1);
  expect((await demo.call('CreateUserDetail', { smsAllowed: true, emailAllowed: true })).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

async function remind(language: 'tr' | 'ar') {
  expect((await demo.api.SetUserLanguage({ language })).status).toBe(200);
  await t.database.db.deleteFrom('reminder_sent').execute();
  await t.database.db.deleteFrom('sms_outbox').execute();
  await t.database.db.deleteFrom('email_outbox').execute();
  await sendReminders(t.database, t.settings, { today, hour: DAY }, memberOid);
  const sms = await t.database.db
    .selectFrom('sms_outbox')
    .select('sms_text')
    .where('message_code', '=', REMINDER_MESSAGE)
    .execute();
  const mail = await t.database.db
    .selectFrom('email_outbox')
    .select(['subject', 'body', 'language'])
    .where('message_code', '=', REMINDER_MESSAGE)
    .execute();
  return { sms: sms.map((s) => s.sms_text), mail };
}

const ARABIC = /[\u0600-\u06FF]/;

describe("SMS and e-mail in the member's chosen language", () => {
  it("sends a Turkish member's due-date reminder by SMS and e-mail in Turkish, the SMS amount in TL", async () => {
    const { sms, mail } = await remind('tr');
    const town = t.settings.app.MunicipalityName;
    const link = `${t.settings.publicUrl}${first.ActionPath}`;
    // "TL", not "₺": the lira sign would send the whole SMS as UCS-2 (ADR 0059).
    const amount = first.TotalKurus !== null ? `, tutar ${formatKurus(first.TotalKurus)} TL` : '';
    const act = first.TotalKurus !== null ? 'ödeyebilirsiniz' : 'işlem yapabilirsiniz';
    expect(sms).toContain(
      `${town}: ${first.Title} son günü ${trDay(first.DueDate)}${amount}. ${link} adresinden ${act}.`,
    );
    expect(mail.map((m) => m.subject)).toContain(`Son gün yaklaşıyor: ${first.Title} (${trDay(first.DueDate)})`);
    for (const m of mail) {
      expect(m.language).toBe('tr');
      expect(m.body.startsWith('Sayın üyemiz,')).toBe(true);
    }
    for (const text of sms) expect(text).not.toMatch(ARABIC);
  });

  it("sends an Arabic member's due-date reminder by SMS and e-mail in Arabic, with the same link and day", async () => {
    const { sms, mail } = await remind('ar');
    expect(sms.length).toBeGreaterThan(0);
    for (const text of sms) {
      expect(text).toMatch(ARABIC);
      expect(text).not.toMatch(/son günü|adresinden/);
      expect(text.length).toBeLessThanOrEqual(201);
    }
    expect(sms.some((s) => s.includes(`${t.settings.publicUrl}${first.ActionPath}`))).toBe(true);
    expect(sms.some((s) => s.includes(trDay(first.DueDate)))).toBe(true);
    expect(mail.length).toBe(sms.length);
    for (const m of mail) {
      expect(m.language).toBe('ar');
      expect(m.subject).toMatch(/^اقترب آخر موعد/);
      expect(m.body).toMatch(/^عضونا الكريم/);
    }
  });

  it('writes a notice to an Arabic member in Arabic, subject included, and to a registry without a member in Turkish', async () => {
    await demo.api.SetUserLanguage({ language: 'ar' });
    await t.database.db.deleteFrom('sms_outbox').execute();
    await t.database.db.deleteFrom('email_outbox').execute();
    const text = WaterSms.step('Belediye', WaterSms.assigned, '2026-1');
    await notifyCitizen(t.database.db, { registryOid, text, messageCode: 7030 });
    await notifyCitizen(t.database.db, { gsmNumber: '5551112233', email: 'x@example.org', text, messageCode: 7030 });
    const sms = await t.database.db
      .selectFrom('sms_outbox')
      .select(['sms_text', 'registry_oid'])
      .orderBy('oid')
      .execute();
    expect(sms.map((s) => s.sms_text)).toEqual([text.ar, text.tr]);
    const mail = await t.database.db
      .selectFrom('email_outbox')
      .select(['subject', 'language'])
      .orderBy('oid')
      .execute();
    expect(mail).toHaveLength(2);
    expect(mail[1]).toEqual({ subject: 'E-Belediye bildirimi: Su aboneliği', language: 'tr' });
    expect(mail[0]).toEqual({ subject: 'إشعار من E-Belediye: اشتراك المياه', language: 'ar' });
  });

  it("draws an Arabic e-mail's HTML right to left, keeping the sender's Turkish identity and the unsubscribe link", () => {
    const html = mailHtml(t.settings, {
      subject: 'اقترب آخر موعد',
      text: 'عضونا الكريم',
      unsubscribeUrl: 'https://example.org/u',
      language: 'ar',
    });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('لا أرغب في تلقي هذه التذكيرات');
    expect(html).toContain(`lang="tr" dir="ltr" style="margin:0">${t.settings.app.MunicipalityName}`);
    expect(mailHtml(t.settings, { subject: 's', text: 'x' })).toContain('<html lang="tr">');
  });
});
