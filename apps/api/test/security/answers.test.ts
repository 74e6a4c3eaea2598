import { AuthMessages } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { population } from '../../src/modules/demo/members.js';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';
import { captureLog } from '../support/log.js';

/** What every answer says besides its body: caching, the content security policy, a 500's support code. */
let t: IdentityApp;
const { lines: logLines, stream: logStream } = captureLog();

beforeAll(async () => {
  t = await openIdentityApp({ logStream, settings: { logLevel: 'info' } });
  // A call that fails as an unforeseen bug would.
  t.app.post('/api/BrokenOnPurpose', async () => {
    throw new Error('kırık');
  });
});
afterAll(async () => {
  await t?.close();
});

describe('caching', () => {
  it('no answer under /api/ may be kept by a cache: calls, errors, unknown calls, receipts', async () => {
    const member = new Agent(t);
    await member.login('10000000146', 'Demo.2026');
    const asMember = {
      cookie: [...member.cookies].map(([k, v]) => `${k}=${v.value}`).join('; '),
      'x-csrf-token': member.cookies.get('ebs_csrf')!.value,
    };
    const post = (call: string, payload: object, headers = {}) =>
      t.app.inject({ method: 'POST', url: `/api/${call}`, payload, headers });
    const answers = {
      profile: await post('GetUserOfEMunicipality', {}, asMember),
      session: await post('GetSessionInfo', {}),
      invalid: await post('GetOnlinePaymentAccrumentList', { orderNo: 'x' }),
      unknownCall: await post('NoSuchCall', {}),
      receipt: await t.app.inject({ method: 'GET', url: '/api/receipt/order/EB260101ZZZZZZZZZZZZ' }),
    };
    expect(answers.profile.statusCode).toBe(200);
    for (const [what, res] of Object.entries(answers))
      expect(res.headers['cache-control'], what).toMatch(/\bno-store\b/);
  });
});

describe('content security policy', () => {
  it('allows no <base> and posts forms only to our origin and the configured banks’ gates', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/AppSetting.json' });
    const directives = new Map(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    const gates = new Set(Object.values(t.settings.payments.banks).map((b) => new URL(b!.gateUrl).origin));
    expect(directives.get('form-action')).toEqual(["'self'", ...gates]);
  });
});

describe('an unforeseen failure', () => {
  it('answers 500 with a support code, the request id its error is logged under', async () => {
    const from = logLines.length;
    const res = await t.app.inject({ method: 'POST', url: '/api/BrokenOnPurpose', payload: {} });
    expect(res.statusCode).toBe(500);
    const { Code, Message } = res.json<{ Code: string; Message: string }>();
    expect(Code).toBe('error_server');
    const code = /\(Destek kodu: (req-[0-9a-f]{8})\)$/.exec(Message)?.[1];
    expect(code, Message).toBeDefined();
    expect(Message).not.toContain('kırık');
    const errors = logLines
      .slice(from)
      .map((l) => JSON.parse(l) as { level: number; reqId?: string; err?: { stack?: string } })
      .filter((l) => l.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0].reqId).toBe(code);
    expect(errors[0].err?.stack).toContain('kırık');
  });
});

describe('registration', () => {
  const zeynep = population()[0];
  const birth = (iso: string) => ({
    yearOfBirth: Number(iso.slice(0, 4)),
    monthOfBirth: Number(iso.slice(5, 7)),
    dayOfBirth: Number(iso.slice(8, 10)),
  });
  const apply = async (dateOfBirth: string) => {
    const a = new Agent(t);
    return a.call<{ Message: string }>('CreateUser', {
      chkCorporateRegistry: false,
      userPidNo: zeynep.tckn,
      ...birth(dateOfBirth),
      userGsmNumber: zeynep.gsm,
      userEmail: 'zeynep@example.com',
      password: 'Guclu.Sifre.2026',
      agreement: true,
      verification: await a.human(),
    });
  };

  it('tells whether an ID is a member only to someone the population registry confirms', async () => {
    expect(await apply('1901-01-01')).toMatchObject({
      status: 400,
      body: { Message: AuthMessages.identityNotVerified },
    });
    expect(await apply(zeynep.dogumTarihi)).toMatchObject({
      status: 409,
      body: { Message: AuthMessages.alreadyMember },
    });
  });
});
