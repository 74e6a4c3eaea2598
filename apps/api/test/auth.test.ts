import { AuthMessages, tcknCheckDigits } from '@e-belediye/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, type IdentityApp, openIdentityApp } from './support/identity.js';

const ZEYNEP = { pid: '10000000146', password: 'Demo.2026', gsm: '5550000101' };
let t: IdentityApp;
beforeAll(async () => {
  // app.inject() connects from 127.0.0.1: standing in for the proxy lets a test name the client's address.
  t = await openIdentityApp({ settings: { trustedProxies: ['127.0.0.1'] } });
});
afterAll(async () => {
  await t?.close();
});

describe('login with national ID and password', () => {
  it('logs in a demo member and sets HttpOnly, SameSite session cookies; the session answers who is in', async () => {
    const a = new Agent(t);
    const res = await a.login(ZEYNEP.pid, ZEYNEP.password);
    expect(res.status).toBe(200);
    expect(res.body.Member.NameSurname).toBe('Zeynep Arslan');
    const session = res.setCookies.find((c) => c.startsWith('ebs_session='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Max-Age=\d+/); // Beni Hatırla → persistent
    expect(a.cookies.get('ebs_session')!.value.length).toBeGreaterThanOrEqual(43); // 256 random bits
    const info = await a.call<{ Member: { UserName: string } }>('GetSessionInfo');
    expect(info.body.Member.UserName).toBe(ZEYNEP.pid);
  });

  it('without "Beni Hatırla" the session cookie ends with the browser', async () => {
    const res = await new Agent(t).login(ZEYNEP.pid, ZEYNEP.password, false);
    const session = res.setCookies.find((c) => c.startsWith('ebs_session='))!;
    expect(session).not.toMatch(/Max-Age|Expires/);
  });

  it('a wrong password and an unknown ID get the same answer', async () => {
    const a = new Agent(t);
    const wrong = await a.login(ZEYNEP.pid, 'yanlis-sifre');
    const unknown = await a.login('11111111110', 'yanlis-sifre');
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ Code: 'error_unauthenticated', Message: 'Kullanıcı adı veya şifre hatalı.' });
    }
  });

  it('refuses a login without, or with a reused, human verification', async () => {
    const a = new Agent(t);
    const none = await a.call('ValidateUser', { pidNo: ZEYNEP.pid, password: ZEYNEP.password });
    expect(none.status).toBe(400);
    expect(none.body.Message).toContain('İnsan doğrulaması');
    const payload = await a.human();
    const first = await a.call('ValidateUser', { pidNo: ZEYNEP.pid, password: ZEYNEP.password, verification: payload });
    expect(first.status).toBe(200);
    const replay = await a.call('ValidateUser', {
      pidNo: ZEYNEP.pid,
      password: ZEYNEP.password,
      verification: payload,
    });
    expect(replay).toMatchObject({ status: 400, body: { Message: AuthMessages.verificationFailed } });
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64').toString()), number: 1 }),
    ).toString('base64');
    const bad = await a.call('ValidateUser', { pidNo: ZEYNEP.pid, password: ZEYNEP.password, verification: forged });
    expect(bad.status).toBe(400);
  });

  it('gives a new session id at every login, and the old one stops working (no fixation)', async () => {
    const a = new Agent(t);
    await a.login(ZEYNEP.pid, ZEYNEP.password);
    const before = { ...Object.fromEntries(a.cookies) };
    await a.login(ZEYNEP.pid, ZEYNEP.password);
    expect(a.cookies.get('ebs_session')!.value).not.toBe(before.ebs_session.value);
    const old = new Agent(t);
    old.cookies.set('ebs_session', before.ebs_session);
    old.cookies.set('ebs_csrf', before.ebs_csrf);
    expect((await old.call<{ Member: unknown }>('GetSessionInfo')).body.Member).toBeNull();
  });

  it('locks an account for a short time after repeated failures, and the lock ends by itself', async () => {
    const a = new Agent(t);
    const pid = '23456789060'; // Mehmet Yıldız, a demo member
    for (let i = 0; i < 5; i++) expect((await a.login(pid, `yanlis-${i}`)).status).toBe(401);
    const locked = await a.login(pid, 'Demo.2026');
    expect(locked.status).toBe(429);
    expect((locked.body as unknown as { Message: string }).Message).toBe(AuthMessages.locked(1));
    // The lock is minutes, not forever: once it passes, the right password works again.
    await sql`update auth_throttle set locked_until = now() - interval '1 second'`.execute(t.database.db);
    expect((await a.login(pid, 'Demo.2026')).status).toBe(200);
  });

  it('locks an IP that fails 50 logins within the hour, whatever IDs it tries', async () => {
    const a = new Agent(t);
    const ip = { 'x-forwarded-for': '203.0.113.50' };
    // Fifty different (unknown) IDs: no account lock interferes, only the address is counted.
    for (let i = 0; i < 50; i++) {
      const first9 = String(200000000 + i * 7919);
      const pidNo = first9 + tcknCheckDigits(first9);
      const res = await a.call('ValidateUser', { pidNo, password: `x${i}`, verification: await a.human() }, ip);
      expect(res.status).toBe(401);
    }
    const locked = await a.call(
      'ValidateUser',
      { pidNo: '10000000146', password: 'Demo.2026', verification: await a.human() },
      ip,
    );
    expect(locked.status).toBe(429);
    // Another address is not affected.
    expect((await new Agent(t).login('10000000146', 'Demo.2026')).status).toBe(200);
  });

  it('ends idle sessions', async () => {
    const a = new Agent(t);
    await a.login(ZEYNEP.pid, ZEYNEP.password, false);
    await sql`update member_session set last_seen_at = now() - interval '31 minutes' where not persistent`.execute(
      t.database.db,
    );
    expect((await a.call('GetUserOfEMunicipality')).status).toBe(401);
  });

  it('logout ends the session on the server and clears the cookies', async () => {
    const a = new Agent(t);
    await a.login(ZEYNEP.pid, ZEYNEP.password);
    const saved = new Map(a.cookies);
    expect((await a.call('Logout')).body).toEqual({ Result: true });
    expect(a.cookies.has('ebs_session')).toBe(false);
    const replay = new Agent(t);
    replay.cookies = saved;
    expect((await replay.call('GetUserOfEMunicipality')).status).toBe(401);
  });
});

describe('CSRF and origin protection', () => {
  it('a state-changing call with a session needs the CSRF token', async () => {
    const a = new Agent(t);
    await a.login(ZEYNEP.pid, ZEYNEP.password);
    const res = await a.call(
      'UpdateUserForEMunicipality',
      { currentPassword: ZEYNEP.password },
      { 'x-csrf-token': 'forged' },
    );
    expect(res).toMatchObject({ status: 403, body: { Code: 'error_csrf', Message: AuthMessages.csrf } });
    expect((await a.call('UpdateUserForEMunicipality', { currentPassword: ZEYNEP.password })).status).toBe(200);
  });

  it('refuses calls from another origin and bodies a cross-site form could send', async () => {
    const a = new Agent(t);
    a.origin = 'https://kotu-site.example';
    expect((await a.call('RetrieveBanksWithoutAuthorization')).status).toBe(403);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/ValidateUser',
      payload: 'pidNo=10000000146',
      headers: { 'content-type': 'text/plain' },
    });
    expect(form.statusCode).toBe(415);
  });
});

describe('password reset by SMS', () => {
  it('never reveals whether an ID exists or the phone matches', async () => {
    const a = new Agent(t);
    for (const [pidNo, gsmNumber] of [
      ['11111111110', '5321234567'],
      [ZEYNEP.pid, '5321234567'],
    ]) {
      const res = await a.call('SendPasswordForMember', { pidNo, gsmNumber, verification: await a.human() });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ Message: AuthMessages.passwordSent });
    }
    const queued = await t.database.db
      .selectFrom('sms_outbox')
      .selectAll()
      .where('gsm_number', '=', '5321234567')
      .execute();
    expect(queued).toEqual([]);
  });

  it('sends a 6-character password through the outbox; it works, the old one does not, only a hash is kept', async () => {
    const a = new Agent(t);
    const pid = '31845207606'; // Elif Kaya
    const res = await a.call('SendPasswordForMember', {
      pidNo: pid,
      gsmNumber: '(555) 000 01 03',
      verification: await a.human(),
    });
    expect(res.body).toEqual({ Message: 'Yeni şifreniz sms olarak cep telefonunuza gönderilmiştir.' });
    const [queued] = await t.database.db
      .selectFrom('sms_outbox')
      .selectAll()
      .where('gsm_number', '=', '5550000103')
      .execute();
    expect(queued).toMatchObject({ sms_type: 7, message_code: 7001, status: 'PENDING' });
    expect(await t.flushSms()).toBeGreaterThanOrEqual(1);
    const [sms] = await t.inbox('5550000103');
    const password = /^E-Belediye girişi için yeni şifreniz: ([A-Za-z0-9]{6})$/.exec(sms.msg)?.[1];
    expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{6}$/);
    expect((await a.login(pid, 'Demo.2026')).status).toBe(401);
    expect((await a.login(pid, password!)).status).toBe(200);
    const member = await t.database.db
      .selectFrom('member')
      .select('password_hash')
      .where('pid_no', '=', pid)
      .executeTakeFirstOrThrow();
    expect(member.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    const sent = await t.database.db
      .selectFrom('sms_outbox')
      .select(['status', 'sms_text'])
      .where('oid', '=', queued.oid)
      .executeTakeFirstOrThrow();
    expect(sent).toEqual({ status: 'SENT', sms_text: 'E-Belediye girişi için yeni şifreniz: ******' });
  });

  it('retries an SMS the gateway failed to take', async () => {
    const a = new Agent(t);
    await fetch(`${t.simUrl}/netgsm/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"failNext":1,"mode":"error"}',
    });
    await a.call('SendPasswordForMember', {
      pidNo: '23456789060',
      gsmNumber: '5550000102',
      verification: await a.human(),
    });
    expect(await t.flushSms()).toBe(0);
    const failed = await t.database.db
      .selectFrom('sms_outbox')
      .selectAll()
      .where('gsm_number', '=', '5550000102')
      .executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(failed.last_error).toContain('SMS');
    await sql`update sms_outbox set next_attempt_at = now()`.execute(t.database.db);
    expect(await t.flushSms()).toBe(1);
    expect((await t.inbox('5550000102')).length).toBe(1);
  });
});

/** Resets a member's password by SMS and reads the new one from the message the phone received. */
async function resetBySms(a: Agent, pidNo: string, gsmNumber: string): Promise<string> {
  // Every reset counts and keeps a minute's gap, right pair or wrong: each of these comes an hour later.
  await t.database.db.deleteFrom('auth_throttle').execute();
  const before = new Set((await t.inbox(gsmNumber)).map((m) => m.msg));
  await a.call('SendPasswordForMember', { pidNo, gsmNumber, verification: await a.human() });
  await t.flushSms();
  const sms = (await t.inbox(gsmNumber)).find((m) => !before.has(m.msg));
  return /yeni şifreniz: ([A-Za-z0-9]{6})$/.exec(sms?.msg ?? '')?.[1] ?? '';
}

describe('new password after an SMS reset', () => {
  it('the SMS password logs in only to the profile until the member sets a new one', async () => {
    const a = new Agent(t);
    const pid = '23456789060';
    const password = await resetBySms(a, pid, '5550000102');
    const login = await a.login(pid, password);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ MustChangePassword: true });
    expect((await a.call('GetSessionInfo')).body).toMatchObject({ MustChangePassword: true });
    const refused = await a.call('GetAccrumentListForEMunicipality', {});
    expect(refused).toMatchObject({
      status: 403,
      body: { Code: 'error_forbidden', Message: 'Güvenliğiniz için önce yeni bir şifre belirleyiniz.' },
    });
    expect((await a.call('GetUserOfEMunicipality')).status).toBe(200);
    const same = await a.call('UpdateUserForEMunicipality', {
      currentPassword: password,
      newPassword: `${password}xy`,
    });
    expect(same.status).toBe(200);
    expect((await a.call('GetSessionInfo')).body).toMatchObject({ MustChangePassword: false });
    expect((await a.call('GetAccrumentListForEMunicipality', {})).status).toBe(200);
    const again = await new Agent(t).login(pid, `${password}xy`);
    expect(again.body).toMatchObject({ MustChangePassword: false });
  });

  it('keeps the SMS password from being kept as the new one', async () => {
    const a = new Agent(t);
    const pid = '10000000146';
    const password = await resetBySms(a, pid, '5550000101');
    await a.login(pid, password);
    const kept = await a.call('UpdateUserForEMunicipality', { currentPassword: password, email: 'z@example.com' });
    expect(kept).toMatchObject({ status: 400, body: { Message: AuthMessages.mustChangePassword } });
    const set = await a.call('UpdateUserForEMunicipality', { currentPassword: password, newPassword: ZEYNEP.password });
    expect(set.status).toBe(200);
  });
});

describe('human check sized to the risk', () => {
  it('an account or IP with recent failures gets the raised size; a clean caller the normal one', async () => {
    // An hour after the resets above, which count for their address whether or not they were right.
    await t.database.db.deleteFrom('auth_throttle').execute();
    const a = new Agent(t);
    const ip = { 'x-forwarded-for': '198.51.100.77' };
    const size = async (pidNo?: string, headers = ip) =>
      (await a.call<{ maxnumber: number }>('GetHumanVerificationChallenge', pidNo ? { pidNo } : {}, headers)).body
        .maxnumber;
    expect(await size()).toBe(2000);
    expect(await size(ZEYNEP.pid)).toBe(2000);
    await a.call(
      'ValidateUser',
      { pidNo: ZEYNEP.pid, password: 'yanlis-sifre', verification: await a.human() },
      { 'x-forwarded-for': '198.51.100.78' },
    );
    expect(await size(ZEYNEP.pid)).toBe(4000); // the account failed, from another IP
    expect(await size()).toBe(2000);
    expect(await size(undefined, { 'x-forwarded-for': '198.51.100.78' })).toBe(4000); // the IP failed
    await t.database.db.deleteFrom('auth_throttle').execute();
  });
});

describe('audit', () => {
  it('records logins, failures and resets with masked identity numbers only', async () => {
    const rows = await t.database.db.selectFrom('audit_event').select(['event', 'pid_masked']).execute();
    const events = new Set(rows.map((r) => r.event));
    for (const e of ['LOGIN', 'LOGIN_FAILED', 'PASSWORD_RESET', 'PASSWORD_RESET_REFUSED', 'LOGOUT'])
      expect(events).toContain(e);
    expect(rows.every((r) => r.pid_masked === null || /^\d{3}\*+\d{2}$/.test(r.pid_masked))).toBe(true);
    const dump = JSON.stringify(await t.database.db.selectFrom('audit_event').selectAll().execute());
    expect(dump).not.toContain(ZEYNEP.pid);
  });
});
