import { randomBytes } from 'node:crypto';
import { AuthMessages, PayrollMessages, SmsCodeRules, VerificationMessages } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CHANNELS } from '../../src/modules/demo/channels.js';
import { issueSmsCode, verifySmsCode } from '../../src/modules/verification/index.js';
import { codeOf, OfficeAgent } from '../staff/office.js';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';

/**
 * Guesses sent all at once are numbered by the database one after the other: no more of them are checked than
 * one at a time would be (ADR 0031). A guess that was checked answers "wrong"; one refused before its check
 * answers "locked" — so the answers count what was checked.
 */
let t: IdentityApp;
beforeAll(async () => {
  t = await openIdentityApp();
});
afterAll(async () => {
  await t.close();
});

const AT_ONCE = 25;
/** How many failures one account takes before its first lock (throttle.ts: the fifth claim locks). */
const ACCOUNT_LIMIT = 5;
const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, s) => Object.assign(acc, { [s]: (acc[s] ?? 0) + 1 }), {});

/** `n` requests, each with its own browser and solved human check, released together. */
async function atOnce(n: number, send: (a: Agent, i: number) => Promise<{ status: number }>) {
  const prepared = await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const a = new Agent(t);
      const verification = await a.human();
      return { a, i, verification };
    }),
  );
  return Promise.all(prepared.map(({ a, i, verification }) => send(Object.assign(a, { verification }), i)));
}

describe('a citizen’s password guessed in parallel', () => {
  it(`${AT_ONCE} wrong passwords at once: exactly ${ACCOUNT_LIMIT} are checked, the rest refused as locked`, async () => {
    const pidNo = '10000000078';
    const answers = await atOnce(AT_ONCE, async (a, i) => {
      const verification = (a as Agent & { verification: string }).verification;
      return a.call('ValidateUser', { pidNo, password: `Yanlis.${i}.2026`, rememberMe: false, verification });
    });
    expect(tally(answers.map((r) => r.status))).toEqual({ 401: ACCOUNT_LIMIT, 429: AT_ONCE - ACCOUNT_LIMIT });
    const locked = answers.find((r) => r.status === 429) as { body?: unknown } | undefined;
    expect(JSON.stringify(locked?.body)).toContain('dakika sonra tekrar deneyiniz');
  });

  it('through the mobile app’s key: the same count, and the app pays the web’s proof of work', async () => {
    const pidNo = '10000000146';
    const security = { institutionCode: DEMO_CHANNELS.mobile.institutionCode, apiKey: DEMO_CHANNELS.mobile.apiKey };
    const channel = (name: string, body: object) =>
      t.app
        .inject({ method: 'POST', url: `/kanal/api/${name}`, payload: { security, ...body } })
        .then((r) => ({ status: r.statusCode, body: r.json() as Record<string, unknown> }));
    const bare = await channel('ValidateUser', { pidNo, password: 'Yanlis.2026' });
    expect(bare.status).toBe(400);
    const solved = await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        const c = (await channel('GetHumanVerificationChallenge', { pidNo })).body;
        const { solveChallenge } = await import('altcha-lib/v1');
        const s = await solveChallenge(String(c.challenge), String(c.salt), String(c.algorithm), Number(c.maxnumber))
          .promise;
        return Buffer.from(JSON.stringify({ ...c, number: s?.number })).toString('base64');
      }),
    );
    const answers = await Promise.all(
      solved.map((verification, i) => channel('ValidateUser', { pidNo, password: `Yanlis.${i}.2026`, verification })),
    );
    expect(tally(answers.map((r) => r.status))).toEqual({ 401: ACCOUNT_LIMIT, 429: AT_ONCE - ACCOUNT_LIMIT });
  });
});

/** `AT_ONCE` office sign-ins of one clerk with the right password, each with its own browser and human check. */
async function clerkAtOnce(username: string, secondFactor: (i: number) => { code?: string; recoveryCode?: string }) {
  const prepared = await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      const a = new OfficeAgent(t);
      return { a, verification: await a.human() };
    }),
  );
  const answers = await Promise.all(
    prepared.map(({ a, verification }, i) =>
      a.office.StaffLogin({ username, password: 'Ofis.2026', verification, ...secondFactor(i) }),
    ),
  );
  return tally(answers.map((r) => r.status));
}

describe('a clerk’s second factor guessed in parallel', () => {
  it(`the right password and ${AT_ONCE} wrong codes at once: exactly ${ACCOUNT_LIMIT} codes are checked`, async () => {
    const near = new Set([-2, -1, 0, 1, 2].map((o) => codeOf('DEMOSTAFFTOTPKEY', o)));
    const wrong = Array.from({ length: 40 }, (_, i) => String(100000 + i * 7919).slice(0, 6)).filter(
      (c) => !near.has(c),
    );
    expect(await clerkAtOnce('zabita', (i) => ({ code: wrong[i] }))).toEqual({
      401: ACCOUNT_LIMIT,
      429: AT_ONCE - ACCOUNT_LIMIT,
    });
  });

  it(`the right password and ${AT_ONCE} wrong recovery codes at once: exactly ${ACCOUNT_LIMIT} are checked`, async () => {
    const guess = (i: number) => ({ recoveryCode: `YANLIS-KOD-${String(i).padStart(4, '0')}` });
    expect(await clerkAtOnce('gelir', guess)).toEqual({ 401: ACCOUNT_LIMIT, 429: AT_ONCE - ACCOUNT_LIMIT });
  });
});

describe('an SMS code guessed in parallel', () => {
  it(`${AT_ONCE} wrong codes at once: ${SmsCodeRules.maxWrongTries} are compared, then the challenge is spent`, async () => {
    const gsm = '5559876501';
    const challenge = await issueSmsCode(t.database.db, {
      purpose: 'test',
      subject: 's',
      gsmNumber: gsm,
      ip: '10.9.9.9',
    });
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        verifySmsCode(t.database.db, {
          challengeId: challenge.ChallengeId,
          purpose: 'test',
          code: `9${String(i).padStart(5, '0')}`,
        }).then(
          () => 'accepted',
          (e: Error) => e.message,
        ),
      ),
    );
    // Each compared wrong code is told its own number of tries left; every other one only that none is left.
    const told = answers.filter((m) => m !== VerificationMessages.tooManyWrong).sort();
    const left = Array.from({ length: SmsCodeRules.maxWrongTries - 1 }, (_, i) => VerificationMessages.wrong(i + 1));
    expect(told).toEqual(left.sort());
    const row = await t.database.db
      .selectFrom('sms_challenge')
      .select('wrong_tries')
      .where('purpose', '=', 'test')
      .executeTakeFirstOrThrow();
    expect(row.wrong_tries).toBe(SmsCodeRules.maxWrongTries);
  });

  it('the right code sent twice at once opens once', async () => {
    const gsm = '5559876502';
    const challenge = await issueSmsCode(t.database.db, {
      purpose: 'test-twice',
      subject: 's',
      gsmNumber: gsm,
      ip: '10.9.9.8',
    });
    await t.flushSms();
    const code = (await t.inbox(gsm)).at(-1)?.msg.match(/(\d{6})\s*$/)?.[1] ?? '';
    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        verifySmsCode(t.database.db, { challengeId: challenge.ChallengeId, purpose: 'test-twice', code }).then(
          () => 'accepted',
          () => 'refused',
        ),
      ),
    );
    expect(answers.filter((a) => a === 'accepted')).toHaveLength(1);
  });
});

describe('a sign-up code guessed in parallel', () => {
  it(`${AT_ONCE} wrong codes at once: the application takes exactly its tries, then no code opens it`, async () => {
    const app = await t.database.db
      .insertInto('member_application')
      .values({
        pid_no: '10000000900',
        registry_draft: JSON.stringify({}),
        password_hash: 'x',
        email: 'basvuru@example.org',
        gsm_number: '5559876503',
        code_hash: '00'.repeat(32),
        expires_at: new Date(Date.now() + 5 * 60_000),
      })
      .returning('oid')
      .executeTakeFirstOrThrow();
    await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        new Agent(t).call('CreateUserStatus', { applicationOid: app.oid, code: `1${String(i).padStart(5, '0')}` }),
      ),
    );
    const row = await t.database.db
      .selectFrom('member_application')
      .select('attempts')
      .where('oid', '=', app.oid)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
  });
});

describe('channel keys guessed from one address', () => {
  it('wrong keys lock the address for wrong keys only: a valid key from the same address still works', async () => {
    const security = { institutionCode: DEMO_CHANNELS.kiosk.institutionCode, apiKey: DEMO_CHANNELS.kiosk.apiKey };
    const send = (apiKey: string) =>
      t.app
        .inject({
          method: 'POST',
          url: '/kanal/api/GetMenus',
          payload: { security: { ...security, apiKey } },
          remoteAddress: '10.20.30.40',
        })
        .then((r) => r.statusCode);
    const wrong = await Promise.all(
      Array.from({ length: 60 }, () => send(`ebk_${randomBytes(32).toString('base64url')}`)),
    );
    expect(tally(wrong)).toEqual({ 401: 50, 429: 10 });
    expect(await send(security.apiKey)).toBe(200);
    expect(await send(`ebk_${randomBytes(32).toString('base64url')}`)).toBe(429);
  });
});

describe('identity by T.C. and phone answers alike whether the pair is right or wrong', () => {
  async function askTwice(pidNo: string, gsmNumber: string) {
    const a = new Agent(t);
    const first = await a.api.IsEmployeeActive({ pidNo, gsmNumber, verification: await a.human() });
    const second = await a.api.IsEmployeeActive({ pidNo, gsmNumber, verification: await a.human() });
    return [first, second].map((r) => ({ status: r.status, keys: Object.keys(r.body).sort(), body: r.body }));
  }

  it('payroll: a second request within a minute waits the same for a right and a wrong pair', async () => {
    const right = await askTwice('42519360886', '5550000104');
    const wrong = await askTwice('10000000382', '5550000999');
    expect(right.map((r) => r.status)).toEqual([200, 429]);
    expect(wrong.map((r) => r.status)).toEqual(right.map((r) => r.status));
    expect(right[0].keys).toEqual(wrong[0].keys);
    expect(right[0].body).toMatchObject({ Message: PayrollMessages.codeSent });
    expect(wrong[1].body).toEqual(right[1].body);
  });

  it('password reset: every request counts and waits, right pair or wrong', async () => {
    const registry = await t.database.db
      .selectFrom('registry')
      .select(['pid_no', 'gsm_number'])
      .where('registry_type', '=', 'G')
      .where('gsm_number', 'is not', null)
      .where('pid_no', 'not in', ['10000000146', '10000000078'])
      .orderBy('oid')
      .executeTakeFirstOrThrow();
    const pidNo = registry.pid_no ?? '';
    const ask = async (gsmNumber: string) => {
      const a = new Agent(t);
      return a.api.SendPasswordForMember({ pidNo, gsmNumber, verification: await a.human() });
    };
    const right = [await ask(registry.gsm_number ?? ''), await ask(registry.gsm_number ?? '')];
    expect(right.map((r) => r.status)).toEqual([200, 429]);
    expect(right[0].body).toEqual({ Message: AuthMessages.passwordSent });
    const count = await t.database.db
      .selectFrom('auth_throttle')
      .select('failures')
      .where('key', '=', `reset:acct:${pidNo}`)
      .executeTakeFirstOrThrow();
    // The right pair counted as a wrong one would: nothing tells the two apart afterwards.
    expect(count.failures).toBe(1);
  });
});
