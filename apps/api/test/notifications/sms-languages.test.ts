import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, testMemberPid } from '../../src/modules/demo/members.js';
import { AccountSms, enqueueSms, MembershipSms } from '../../src/modules/notifications/index.js';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';

let t: IdentityApp;
beforeAll(async () => {
  t = await openIdentityApp();
});
afterAll(async () => {
  await t?.close();
});

interface Received {
  msg: string;
  coding: string;
  parts: number;
}
const received = async (no: string) => (await t.inbox(no))[0] as unknown as Received;

/** A demo member who chose `language` at sign-in (the Dil cookie), reached at `gsm`. */
async function memberReading(n: number, language: 'tr' | 'en' | 'ar', gsm: string): Promise<number> {
  const agent = new Agent(t);
  agent.cookies.set('ebs_lang', { value: language, raw: `ebs_lang=${language}` });
  expect((await agent.login(testMemberPid(n), DEMO_PASSWORD)).status).toBe(200);
  const member = await t.database.db
    .selectFrom('member')
    .select(['registry_oid', 'language'])
    .where('pid_no', '=', testMemberPid(n))
    .executeTakeFirstOrThrow();
  expect(member.language).toBe(language);
  await t.database.db.updateTable('registry').set({ gsm_number: gsm }).where('oid', '=', member.registry_oid).execute();
  return member.registry_oid;
}

const sendTo = async (registryOid: number, gsm: string, text: Parameters<typeof enqueueSms>[1][number]['SmsText']) => {
  await enqueueSms(t.database.db, [
    { RegistryOid: registryOid, GsmNumber: gsm, SmsText: text, smsType: 6, messageCode: 7001 },
  ]);
  expect(await t.flushSms()).toBe(1);
};

describe('an SMS reaches the phone as written in the member’s language', () => {
  it('Arabic arrives unchanged, sent as Unicode and billed in UCS-2 messages', async () => {
    const gsm = '5329990301';
    const registryOid = await memberReading(4, 'ar', gsm);
    const text = AccountSms.code('123456');
    await sendTo(registryOid, gsm, text);
    expect(await received(gsm)).toMatchObject({ msg: text.ar, coding: 'ucs2', parts: 1 });
    expect(text.ar).toMatch(/[\u0600-\u06FF]/);

    // A notice with a long reason is cut to two UCS-2 messages and still arrives whole.
    const notice = MembershipSms.disabled('سبب طويل جدًا '.repeat(30));
    await sendTo(registryOid, gsm, notice);
    expect(await received(gsm)).toMatchObject({ msg: notice.ar, coding: 'ucs2', parts: 2 });
  });

  it.each([
    [5, 'tr', '5329990302', 'E-Belediye doğrulama kodunuz: 654321', 'turkish'],
    [6, 'en', '5329990303', 'Your E-Belediye verification code: 654321', 'gsm7'],
  ] as const)(
    'demo member %i gets the code as written in the language chosen: Turkish in the Turkish table, English in GSM-7',
    async (n, language, gsm, msg, coding) => {
      await sendTo(await memberReading(n, language, gsm), gsm, AccountSms.code('654321'));
      expect(await received(gsm)).toMatchObject({ msg, coding, parts: 1 });
    },
  );

  it('arrives as question marks when the portal and the gateway disagree on the Unicode value, so the mistake shows', async () => {
    const gsm = '5329990304';
    const registryOid = await memberReading(7, 'ar', gsm);
    const unicode = t.settings.integrations.sms.unicodeEncoding;
    // The contract's value left out: the gateway falls back to GSM-7 and the phone shows question marks.
    t.settings.integrations.sms.unicodeEncoding = '';
    try {
      await sendTo(registryOid, gsm, AccountSms.code('999888'));
    } finally {
      t.settings.integrations.sms.unicodeEncoding = unicode;
    }
    const { msg, coding } = await received(gsm);
    expect(coding).toBe('gsm7');
    expect(msg).not.toMatch(/[\u0600-\u06FF]/);
    expect(msg).toMatch(/^\?+ [?\s]+E-Belediye: 999888$/);
  });
});
