import { AuthMessages } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { population } from '../src/modules/demo/members.js';
import { Agent, eDevlet, type IdentityApp, openIdentityApp } from './support/identity.js';

let t: IdentityApp;
const people = population();
beforeAll(async () => {
  t = await openIdentityApp();
});
afterAll(async () => {
  await t?.close();
});

const birth = (iso: string) => ({
  yearOfBirth: Number(iso.slice(0, 4)),
  monthOfBirth: Number(iso.slice(5, 7)),
  dayOfBirth: Number(iso.slice(8, 10)),
});

async function apply(a: Agent, person: (typeof people)[number], extra: object = {}) {
  return a.call<{ ApplicationOid: number; GsmNumberMasked: string; Message?: string }>('CreateUser', {
    chkCorporateRegistry: false,
    userPidNo: person.tckn,
    ...birth(person.dogumTarihi),
    userGsmNumber: person.gsm,
    userEmail: `${person.ad.toLowerCase()}@example.com`.replace(/[^a-z@.]/g, ''),
    password: 'Guclu.Sifre.2026',
    agreement: true,
    verification: await a.human(),
    ...extra,
  });
}
async function smsCode(no: string) {
  await t.flushSms();
  const [sms] = await t.inbox(no);
  return /kodunuz: (\d{6})$/.exec(sms.msg)![1];
}

describe('registration', () => {
  it('refuses an identity the population registry does not confirm', async () => {
    const res = await apply(new Agent(t), people[4], { yearOfBirth: 1901 });
    expect(res).toMatchObject({ status: 400, body: { Message: AuthMessages.identityNotVerified } });
  });

  it('confirms by SMS code and links the member to the registry the municipality already has', async () => {
    const person = people[4];
    const a = new Agent(t);
    const registry = await t.database.db
      .selectFrom('registry')
      .select('oid')
      .where('pid_no', '=', person.tckn)
      .executeTakeFirstOrThrow();
    const res = await apply(a, person);
    expect(res.status).toBe(200);
    expect(res.body.GsmNumberMasked).toBe(`(5**) *** ** ${person.gsm.slice(8)}`);
    const code = await smsCode(person.gsm);
    const sms = await t.database.db
      .selectFrom('sms_outbox')
      .selectAll()
      .where('gsm_number', '=', person.gsm)
      .executeTakeFirstOrThrow();
    expect(sms).toMatchObject({ sms_type: 6, status: 'SENT' });
    const wrong = await a.call('CreateUserStatus', {
      applicationOid: res.body.ApplicationOid,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong).toMatchObject({ status: 400, body: { Message: AuthMessages.wrongCode } });
    const done = await a.call<{ Member: { NameSurname: string; UserDetail: { Registry: { Oid: number } } } }>(
      'CreateUserStatus',
      {
        applicationOid: res.body.ApplicationOid,
        code,
      },
    );
    expect(done.status).toBe(200);
    expect(done.body.Member.UserDetail.Registry.Oid).toBe(registry.oid);
    expect((await a.call('GetUserOfEMunicipality')).status).toBe(200);
    const again = await a.call('CreateUserStatus', { applicationOid: res.body.ApplicationOid, code });
    expect(again.status).toBe(400);
    const twice = await apply(new Agent(t), person);
    expect(twice).toMatchObject({ status: 409, body: { Message: AuthMessages.alreadyMember } });
    expect((await new Agent(t).login(person.tckn, 'Guclu.Sifre.2026')).status).toBe(200);
  });

  it('opens a new registry from the population record for a person the municipality does not know', async () => {
    const person = people[7];
    expect(
      await t.database.db.selectFrom('registry').select('oid').where('pid_no', '=', person.tckn).executeTakeFirst(),
    ).toBeUndefined();
    const a = new Agent(t);
    const res = await apply(a, person);
    const done = await a.call('CreateUserStatus', {
      applicationOid: res.body.ApplicationOid,
      code: await smsCode(person.gsm),
    });
    expect(done.status).toBe(200);
    const r = await t.database.db
      .selectFrom('registry')
      .selectAll()
      .where('pid_no', '=', person.tckn)
      .executeTakeFirstOrThrow();
    expect(r).toMatchObject({
      registry_type: 'G',
      name: person.ad,
      surname: person.soyad,
      father_name: person.babaAdi,
      birth_date: person.dogumTarihi,
    });
    expect(r.registry_no).toMatch(/^S-\d{6}$/);
  });

  it('sends a new code after a minute, at most twice; only the newest code activates', async () => {
    const person = people[6];
    const a = new Agent(t);
    const { body } = await apply(a, person);
    const first = await smsCode(person.gsm);
    const early = await a.call<{ Message: string }>('ResendUserCode', { applicationOid: body.ApplicationOid });
    expect(early.status).toBe(429);
    expect(early.body.Message).toMatch(/^Yeni kodu \d+ saniye sonra isteyebilirsiniz\.$/);
    // A minute has passed since each code was sent.
    const age = () =>
      t.database.db
        .updateTable('member_application')
        .set({ expires_at: new Date(Date.now() + 9 * 60_000 - 1000) })
        .where('oid', '=', body.ApplicationOid)
        .execute();
    await age();
    const again = await a.call('ResendUserCode', { applicationOid: body.ApplicationOid });
    expect(again).toMatchObject({ status: 200, body: { GsmNumberMasked: `(5**) *** ** ${person.gsm.slice(8)}` } });
    // Delivered one by one: two messages queued together may leave the outbox in either order.
    await t.flushSms();
    await age();
    expect((await a.call('ResendUserCode', { applicationOid: body.ApplicationOid })).status).toBe(200);
    await t.flushSms();
    await age();
    const capped = await a.call('ResendUserCode', { applicationOid: body.ApplicationOid });
    expect(capped).toMatchObject({ status: 429, body: { Message: AuthMessages.resendLimit } });
    const newest = await smsCode(person.gsm);
    if (newest !== first) {
      const old = await a.call('CreateUserStatus', { applicationOid: body.ApplicationOid, code: first });
      expect(old).toMatchObject({ status: 400, body: { Message: AuthMessages.wrongCode } });
    }
    const done = await a.call('CreateUserStatus', { applicationOid: body.ApplicationOid, code: newest });
    expect(done.status).toBe(200);
    const later = await a.call('ResendUserCode', { applicationOid: body.ApplicationOid });
    expect(later.status).toBe(400);
  });

  it('registers a company by tax number, tax office and title', async () => {
    const a = new Agent(t);
    const res = await a.call<{ ApplicationOid: number }>('CreateUser', {
      chkCorporateRegistry: true,
      userPidNo: '4840847211',
      taxOfficeCode: '001105',
      userNameOrTitle: 'Yeşilvadi Fırın Gıda Ltd. Şti.',
      userGsmNumber: '5329998877',
      userEmail: 'muhasebe@yesilvadifirin.com.tr',
      password: 'Firin.Sifre.2026',
      agreement: true,
      verification: await a.human(),
    });
    expect(res.status).toBe(200);
    const done = await a.call<{ Member: { NameSurname: string } }>('CreateUserStatus', {
      applicationOid: res.body.ApplicationOid,
      code: await smsCode('5329998877'),
    });
    expect(done.body.Member.NameSurname).toBe('Yeşilvadi Fırın Gıda Ltd. Şti.');
    // The registry page names the tax office, not only its code.
    const own = await a.call<{ Registry: { TaxOfficeCode: string; TaxOfficeName: string } }>('GetUserOfEMunicipality');
    expect(own.body.Registry).toMatchObject({
      TaxOfficeCode: '001105',
      TaxOfficeName: 'Yeşilvadi Vergi Dairesi (001105)',
    });
  });
});

describe('e-Devlet login', () => {
  it('sends the browser to e-Devlet with a random state between 1000 and 1000000', async () => {
    const { body } = await new Agent(t).call<{ Url: string; State: number }>('GetEDevletLoginUrl');
    expect(body.State).toBeGreaterThanOrEqual(1000);
    expect(body.State).toBeLessThanOrEqual(1000000);
    const u = new URL(body.Url);
    expect(u.pathname).toBe('/edevlet/OAuth2AuthorizationServer/AuthorizationController');
    expect(Object.fromEntries(u.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'yesilvadi-ebelediye',
      state: String(body.State),
      redirect_uri: `${t.settings.publicUrl}/e-devlet-girisi`,
    });
  });

  it('logs in a citizen the municipality knows and creates the member on first login', async () => {
    const a = new Agent(t);
    const { code, state, back } = await eDevlet(a, people[3].tckn);
    expect(back.pathname).toBe('/e-devlet-girisi');
    const res = await a.call<{ Outcome: string; Login: { Member: { NameSurname: string } } }>('LoginViaEDevlet', {
      code,
      state,
    });
    expect(res.body.Outcome).toBe('OK');
    expect(res.body.Login.Member.NameSurname).toBe(`${people[3].ad} ${people[3].soyad}`);
    const member = await t.database.db
      .selectFrom('member')
      .selectAll()
      .where('pid_no', '=', people[3].tckn)
      .executeTakeFirstOrThrow();
    expect(member.created_via).toBe('EDEVLET');
    expect((await a.call('GetUserOfEMunicipality')).status).toBe(200);
  });

  it('reports a null token, a wrong result code, an unknown registry and a foreign state', async () => {
    const cases: Array<[string, string, string]> = [
      [people[0].tckn, 'null-token', 'INVALID_TOKEN'],
      [people[0].tckn, 'wrong-code', 'FAILED'],
      [people[8].tckn, 'normal', 'NO_REGISTRY'],
    ];
    for (const [person, fault, outcome] of cases) {
      const a = new Agent(t);
      const { code, state } = await eDevlet(a, person, fault);
      const res = await a.call<{ Outcome: string; Login: unknown }>('LoginViaEDevlet', { code, state });
      expect(res.body).toMatchObject({ Outcome: outcome, Login: null });
    }
    const a = new Agent(t);
    const { code } = await eDevlet(a, people[0].tckn);
    const forged = await a.call<{ Outcome: string }>('LoginViaEDevlet', { code, state: 4242 });
    expect(forged.body.Outcome).toBe('FAILED');
  });
});

describe('registry observation and user update', () => {
  it('shows the member’s registry with the identity masked', async () => {
    const a = new Agent(t);
    await a.login('10000000146', 'Demo.2026');
    const { body } = await a.call<{
      PidNoMasked: string;
      Registry: { RegistryTypeName: string; Addresses: Array<{ Kind: string; Text: string }>; FatherName: string };
    }>('GetUserOfEMunicipality');
    expect(body.PidNoMasked).toBe('100******46');
    expect(body.Registry.RegistryTypeName).toBe('Gerçek kişi');
    expect(body.Registry.FatherName).toBe('Ahmet');
    expect(body.Registry.Addresses.length).toBeGreaterThan(0);
    expect(body.Registry.Addresses.some((x) => x.Kind.startsWith('Su aboneliği'))).toBe(true);
  });

  it('needs the current password for every change, audits it, and a new password ends other sessions', async () => {
    const a = new Agent(t);
    const other = new Agent(t);
    await a.login('23456789060', 'Demo.2026');
    await other.login('23456789060', 'Demo.2026');
    const refused = await a.call('UpdateUserForEMunicipality', {
      currentPassword: 'yanlis',
      email: 'mehmet@ornek.com.tr',
    });
    expect(refused).toMatchObject({ status: 400, body: { Message: 'Mevcut şifreniz hatalı.' } });
    const ok = await a.call<{ Email: string; GsmNumberMasked: string }>('UpdateUserForEMunicipality', {
      currentPassword: 'Demo.2026',
      email: 'mehmet@ornek.com.tr',
      gsmNumber: '(532) 111 22 33',
      newPassword: 'Yeni.Sifre.2026',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ Email: 'mehmet@ornek.com.tr', GsmNumberMasked: '(5**) *** ** 33' });
    expect((await other.call('GetUserOfEMunicipality')).status).toBe(401);
    expect((await a.call('GetUserOfEMunicipality')).status).toBe(200);
    expect((await new Agent(t).login('23456789060', 'Yeni.Sifre.2026')).status).toBe(200);
    const audit = await t.database.db
      .selectFrom('audit_event')
      .select(['event', 'detail'])
      .where('event', '=', 'PROFILE_UPDATED')
      .execute();
    expect(JSON.stringify(audit)).toContain('password_hash');
  });

  it('account calls need a session', async () => {
    for (const name of ['GetUserOfEMunicipality', 'UpdateUserForEMunicipality']) {
      const res = await new Agent(t).call(name, { currentPassword: 'x' });
      expect(res).toMatchObject({ status: 401, body: { Code: 'error_unauthenticated' } });
    }
  });
});

describe('first password of a member who came through e-Devlet', () => {
  type Profile = { HasPassword: boolean; IdentityProvenUntil: string | null };
  async function eDevletLogin(person: (typeof people)[number]) {
    const a = new Agent(t);
    const { code, state } = await eDevlet(a, person.tckn);
    expect((await a.call<{ Outcome: string }>('LoginViaEDevlet', { code, state })).body.Outcome).toBe('OK');
    return a;
  }

  it('is set without a current password within minutes of the e-Devlet login; then the password is needed', async () => {
    const person = people[5];
    const a = await eDevletLogin(person);
    const { body: before } = await a.call<Profile>('GetUserOfEMunicipality');
    expect(before.HasPassword).toBe(false);
    const left = new Date(before.IdentityProvenUntil!).getTime() - Date.now();
    expect(left).toBeGreaterThan(9 * 60_000);
    expect(left).toBeLessThanOrEqual(10 * 60_000);
    const set = await a.call<Profile>('UpdateUserForEMunicipality', { newPassword: 'Ilk.Sifre.2026' });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ HasPassword: true, IdentityProvenUntil: null });
    expect((await new Agent(t).login(person.tckn, 'Ilk.Sifre.2026')).status).toBe(200);
    const again = await a.call('UpdateUserForEMunicipality', { email: 'yeni@example.com' });
    expect(again).toMatchObject({ status: 400, body: { Message: AuthMessages.currentPasswordRequired } });
  });

  it('after the minutes have passed, any text as "current password" is refused; a code to the registered phone sets it', async () => {
    const person = people[3];
    const a = await eDevletLogin(person);
    // The e-Devlet login of this session is now older than the window.
    await t.database.db
      .updateTable('member_session')
      .set({ created_at: new Date(Date.now() - 11 * 60_000) })
      .where('member_oid', '=', (await a.call<{ Member: { Oid: number } }>('GetSessionInfo')).body.Member.Oid)
      .execute();
    expect((await a.call<Profile>('GetUserOfEMunicipality')).body.IdentityProvenUntil).toBeNull();
    for (const body of [
      { newPassword: 'Ilk.Sifre.2026' },
      { currentPassword: 'herhangi', newPassword: 'Ilk.Sifre.2026' },
    ]) {
      const refused = await a.call('UpdateUserForEMunicipality', body);
      expect(refused).toMatchObject({ status: 403, body: { Message: AuthMessages.reproveIdentity } });
    }
    const sent = await a.call<{ ChallengeId: string; MaskedGsm: string }>('SendAccountCode');
    expect(sent.status).toBe(200);
    expect(sent.body.MaskedGsm).toBe(`(5**) *** ** ${person.gsm.slice(8)}`);
    const code = await smsCode(person.gsm);
    const wrong = await a.call('UpdateUserForEMunicipality', {
      newPassword: 'Ilk.Sifre.2026',
      smsChallengeId: sent.body.ChallengeId,
      smsCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    const ok = await a.call<Profile>('UpdateUserForEMunicipality', {
      newPassword: 'Ilk.Sifre.2026',
      smsChallengeId: sent.body.ChallengeId,
      smsCode: code,
    });
    expect(ok).toMatchObject({ status: 200, body: { HasPassword: true } });
    expect((await new Agent(t).login(person.tckn, 'Ilk.Sifre.2026')).status).toBe(200);
    // A member with a password confirms with it; no code is sent.
    expect((await a.call('SendAccountCode')).status).toBe(409);
  });
});

describe('bad input on every identity call is a 400 with a Turkish message, never a 500', () => {
  const cases: Array<[string, object, string]> = [
    ['ValidateUser', { pidNo: '12345', password: 'x', verification: 'x'.repeat(20) }, 'T.C. Kimlik No / Vergi No'],
    [
      'ValidateUser',
      { pidNo: '10000000147', password: 'x', verification: 'x'.repeat(20) },
      'Geçerli bir T.C. Kimlik No',
    ],
    [
      'SendPasswordForMember',
      { pidNo: '10000000146', gsmNumber: '2121234567', verification: 'x'.repeat(20) },
      'Cep telefonu',
    ],
    [
      'CreateUser',
      { userPidNo: '10000000146', userGsmNumber: '5321234567', userEmail: 'yok', password: 'kisa', agreement: false },
      'E-posta',
    ],
    ['CreateUserStatus', { applicationOid: 1, code: '12' }, 'Doğrulama kodu'],
    ['LoginViaEDevlet', { code: '', state: 'abc' }, 'Durum kodu'],
    ['UpdateUserForEMunicipality', { currentPassword: 'x', email: 'eposta' }, 'E-posta'],
  ];
  for (const [name, body, field] of cases) {
    it(`${name} names the wrong field (${field})`, async () => {
      const a = new Agent(t);
      // A member call reads its body for a member only: anyone else is refused before it is validated.
      if (name === 'UpdateUserForEMunicipality') expect((await a.login('10000000146', 'Demo.2026')).status).toBe(200);
      const res = await a.call<{ Code: string; Message: string }>(name, body);
      expect(res.status).toBe(400);
      expect(res.body.Code).toBe('error_validation');
      expect(res.body.Message).toContain(field);
    });
  }
});
