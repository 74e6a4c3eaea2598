import { AuthMessages } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySmsCode } from '../../src/modules/verification/index.js';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';
import { captureLog } from '../support/log.js';

let t: IdentityApp;
const log = captureLog();
const logText = () => log.lines.join('\n');

beforeAll(async () => {
  t = await openIdentityApp({ logStream: log.stream, settings: { logLevel: 'info' } });
});
afterAll(async () => {
  await t?.close();
});

describe('SendSms', () => {
  it('sends a code to the typed phone through the SMS gateway; the code verifies the phone once', async () => {
    const a = new Agent(t);
    const res = await a.api.SendSms({ gsmNumber: '(532) 111 22 33', verification: await a.human() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ MaskedGsm: '(5**) *** ** 33' });
    expect(await t.flushSms()).toBeGreaterThanOrEqual(1);
    const [sms] = await t.inbox('5321112233');
    const code = /: (\d{6})$/.exec(sms.msg)![1];
    const vouched = await verifySmsCode(t.database.db, {
      challengeId: res.body.ChallengeId,
      purpose: 'phone',
      code,
    });
    expect(vouched).toEqual({ subject: '5321112233', gsmNumber: '5321112233' });
    // The log names the phone masked and never the code.
    expect(logText()).toContain('(5**) *** ** 33');
    expect(logText()).not.toContain('5321112233');
    expect(logText()).not.toContain(code);
  });

  it('refuses without a solved human check and sends nothing', async () => {
    const a = new Agent(t);
    const res = await a.call('SendSms', { gsmNumber: '5321112244', verification: 'x'.repeat(40) });
    expect(res).toMatchObject({ status: 400, body: { Message: AuthMessages.verificationFailed } });
    const queued = await t.database.db
      .selectFrom('sms_outbox')
      .select('oid')
      .where('gsm_number', '=', '5321112244')
      .execute();
    expect(queued).toEqual([]);
  });

  it('a second code to the same phone within a minute is refused with 429 in Turkish', async () => {
    const a = new Agent(t);
    expect((await a.api.SendSms({ gsmNumber: '5321112255', verification: await a.human() })).status).toBe(200);
    const again = await a.api.SendSms({ gsmNumber: '5321112255', verification: await a.human() });
    expect(again.status).toBe(429);
    expect(again.body.Message).toMatch(/saniye bekleyiniz/);
  });
});
