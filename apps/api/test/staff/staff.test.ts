import { AuthMessages, ErrorCodes, StaffMessages } from '@e-belediye/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_TOTP_SECRET, staffModule } from '../../src/modules/staff/index.js';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';
import { codeOf, OfficeAgent } from './office.js';

let t: IdentityApp;
beforeAll(async () => {
  t = await openIdentityApp();
});
afterAll(async () => {
  await t?.close();
});
// Each step's code is good once per account; tests that are not about replay start from a clean slate.
beforeEach(async () => {
  await t.database.db.updateTable('staff').set({ last_totp_step: null }).execute();
});

const oidOf = async (username: string) =>
  (await t.database.db.selectFrom('staff').select('oid').where('username', '=', username).executeTakeFirstOrThrow())
    .oid;
const auditOf = (event: string, recordId: number) =>
  t.database.db
    .selectFrom('audit_event')
    .selectAll()
    .where('event', '=', event)
    .where('record_type', '=', 'staff')
    .where('record_id', '=', String(recordId))
    .orderBy('oid', 'desc')
    .execute();
const office = () => new OfficeAgent(t);
/** An administrator whose sign-in (password + code) is itself the fresh confirmation sensitive acts need. */
async function admin() {
  const a = office();
  expect((await a.signIn('yonetici')).status).toBe(200);
  return a;
}
/** Moves a session's times into the past, as if the minutes had gone by. */
const age = (column: 'last_seen_at' | 'expires_at' | 'reauth_at', minutes: number) =>
  t.database.db
    .updateTable('staff_session')
    .set({ [column]: sql<Date>`now() - make_interval(mins => ${minutes})` })
    .execute();

describe('staff sign-in with a TOTP second factor', () => {
  it('opens a staff session with the password and a current code, in its own cookies', async () => {
    const a = office();
    const res = await a.signIn('yonetici');
    expect(res.status).toBe(200);
    expect(res.body.Staff).toMatchObject({ UserName: 'yonetici', EnrolmentRequired: false, RegionCode: null });
    expect(res.body.Staff.Permissions).toContain('staff.admin');
    const session = a.cookies.get('ebs_office');
    expect(session?.raw).toMatch(/HttpOnly/i);
    expect(a.cookies.get('ebs_office_csrf')?.value).toBe(res.body.CsrfToken);
    // The member cookies are not touched: the office session is separate.
    expect(a.cookies.has('ebs_session')).toBe(false);
    const who = await a.office.GetStaffSession();
    expect(who.body.Staff?.UserName).toBe('yonetici');
    const idle = Date.parse(who.body.Staff?.IdleDeadline ?? '') - Date.now();
    expect(idle).toBeGreaterThan(14 * 60_000);
    expect(idle).toBeLessThanOrEqual(15 * 60_000);
    const rows = await auditOf('STAFF_LOGIN', await oidOf('yonetici'));
    expect(rows[0]).toMatchObject({ staff_oid: await oidOf('yonetici'), ip: expect.any(String) });
  });

  it('refuses a wrong code, a wrong password and a missing code in Turkish, and audits the failures', async () => {
    const a = office();
    const good = codeOf(DEMO_TOTP_SECRET);
    const wrong = good === '000000' ? '111111' : '000000';
    const res = await a.staffLogin({ username: 'kalem', password: 'Ofis.2026', code: wrong });
    expect(res.status).toBe(401);
    expect(res.body.Message).toBe(StaffMessages.wrongCredentials);
    const badPassword = await a.staffLogin({ username: 'kalem', password: 'Yanlis.2026', code: good });
    expect(badPassword.status).toBe(401);
    expect(badPassword.body.Message).toBe(StaffMessages.wrongCredentials);
    const noCode = await a.staffLogin({ username: 'kalem', password: 'Ofis.2026' });
    expect(noCode.status).toBe(400);
    expect(noCode.body.Message).toBe(StaffMessages.codeRequired);
    expect(a.cookies.has('ebs_office')).toBe(false);
    const failures = await auditOf('STAFF_LOGIN_FAILED', await oidOf('kalem'));
    expect(failures.slice(0, 2).map((r) => (r.detail as { reason: string }).reason)).toEqual([
      'password',
      'second_factor',
    ]);
  });

  it('refuses a code that was already used (replay), even from another browser', async () => {
    const code = codeOf(DEMO_TOTP_SECRET);
    const first = await office().staffLogin({ username: 'muhasebe', password: 'Ofis.2026', code });
    expect(first.status).toBe(200);
    const again = await office().staffLogin({ username: 'muhasebe', password: 'Ofis.2026', code });
    expect(again.status).toBe(401);
    expect(again.body.Message).toBe(StaffMessages.wrongCredentials);
  });

  it('refuses a login without a human check or with one already spent, even with the right password and code', async () => {
    const a = office();
    const code = codeOf(DEMO_TOTP_SECRET);
    const without = await a.office.StaffLogin({ username: 'kalem', password: 'Ofis.2026', code });
    expect(without.status).toBe(400);
    // The first step spends its proof; the code step cannot present the same one again.
    const verification = await a.human();
    const first = await a.office.StaffLogin({ username: 'kalem', password: 'Ofis.2026', verification });
    expect(first.body.Message).toBe(StaffMessages.codeRequired);
    const reused = await a.office.StaffLogin({ username: 'kalem', password: 'Ofis.2026', code, verification });
    expect(reused.status).toBe(400);
    expect(reused.body.Message).toBe(AuthMessages.verificationFailed);
    expect(a.cookies.has('ebs_office')).toBe(false);
  });

  it('asks a harder proof of work from an address with recent failed office logins', async () => {
    await t.database.db.deleteFrom('auth_throttle').execute();
    const a = office();
    const before = await a.api.GetHumanVerificationChallenge();
    expect(before.body.maxnumber).toBe(2000);
    expect((await a.staffLogin({ username: 'kalem', password: 'Yanlis.2026', code: '123456' })).status).toBe(401);
    const after = await a.api.GetHumanVerificationChallenge();
    expect(after.body.maxnumber).toBe(4000);
    await t.database.db.deleteFrom('auth_throttle').execute();
  });

  it('locks an account after repeated failures', async () => {
    const a = office();
    for (let i = 0; i < 5; i++) {
      await a.staffLogin({ username: 'denetci', password: 'Yanlis.2026', code: '123456' });
    }
    const locked = await a.signIn('denetci');
    expect(locked.status).toBe(429);
  });
});

describe('enrolment and recovery codes', () => {
  it('a new staff member enrols with a QR code, gets ten recovery codes, and each works once', async () => {
    const boss = await admin();
    const created = await boss.office.CreateStaff({
      username: 'yeni.kalem',
      displayName: 'Yeni Kalem',
      roleCodes: ['YAZI_ISLERI'],
    });
    expect(created.status).toBe(200);
    const password = created.body.InitialPassword ?? '';
    expect(password).toHaveLength(16);
    const oid = created.body.Staff.Oid;
    expect(created.body.Staff).toMatchObject({ TotpEnrolled: false, RoleCodes: ['YAZI_ISLERI'], Status: 'ACTIVE' });
    expect((await auditOf('STAFF_CREATED', oid))[0]).toMatchObject({ staff_oid: await oidOf('yonetici') });

    const a = office();
    const first = await a.staffLogin({ username: 'yeni.kalem', password });
    expect(first.status).toBe(200);
    expect(first.body.Staff).toMatchObject({ EnrolmentRequired: true, Permissions: [] });
    // Before the second factor nothing but enrolment is open.
    expect((await a.office.GetResolutionVersions({ resolutionOid: 1 })).status).toBe(403);

    const start = await a.office.StartStaffTotpEnrolment();
    expect(start.status).toBe(200);
    expect(start.body.OtpauthUri).toMatch(/^otpauth:\/\/totp\/.*yeni\.kalem\?secret=/);
    expect(start.body.QrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(start.body.QrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    const stored = await t.database.db
      .selectFrom('staff')
      .select(['totp_pending_secret', 'totp_secret'])
      .where('oid', '=', oid)
      .executeTakeFirstOrThrow();
    expect(stored.totp_pending_secret).not.toContain(start.body.Secret);

    const wrong = codeOf(start.body.Secret) === '000000' ? '111111' : '000000';
    const refused = await a.office.ConfirmStaffTotpEnrolment({ code: wrong });
    expect(refused.status).toBe(400);
    expect(refused.body.Message).toBe(StaffMessages.wrongCode);
    const confirmed = await a.office.ConfirmStaffTotpEnrolment({ code: codeOf(start.body.Secret) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.RecoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.RecoveryCodes).size).toBe(10);
    expect(confirmed.body.Staff).toMatchObject({ EnrolmentRequired: false, Permissions: ['resolutions.publish'] });
    expect((await a.office.StartStaffTotpEnrolment()).status).toBe(409);
    expect(await auditOf('STAFF_TOTP_ENROLLED', oid)).toHaveLength(1);
    // The codes are kept only as hashes.
    const hashes = await t.database.db
      .selectFrom('staff_recovery_code')
      .select('code_hash')
      .where('staff_oid', '=', oid)
      .execute();
    expect(hashes.map((h) => h.code_hash)).not.toContain(confirmed.body.RecoveryCodes[0]);

    // Without the code now, a password alone is no longer enough.
    expect((await office().staffLogin({ username: 'yeni.kalem', password })).status).toBe(400);
    const recovery = confirmed.body.RecoveryCodes[0];
    const withRecovery = await office().staffLogin({
      username: 'yeni.kalem',
      password,
      recoveryCode: recovery.toLowerCase(),
    });
    expect(withRecovery.status).toBe(200);
    expect(withRecovery.body.RecoveryCodesLeft).toBe(9);
    const reused = await office().staffLogin({ username: 'yeni.kalem', password, recoveryCode: recovery });
    expect(reused.status).toBe(401);
  });

  it('after a reset of the second factor the account signs in with the password and enrols again', async () => {
    const boss = await admin();
    const kalem = office();
    expect((await kalem.signIn('kalem')).status).toBe(200);
    const oid = await oidOf('kalem');
    const reset = await boss.office.ResetStaffSecondFactor({ staffOid: oid });
    expect(reset.status).toBe(200);
    expect(reset.body.Staff.TotpEnrolled).toBe(false);
    // The sessions of the account end with it.
    expect((await kalem.office.GetStaffSession()).body.Staff).toBeNull();
    const again = await office().staffLogin({ username: 'kalem', password: 'Ofis.2026' });
    expect(again.body.Staff.EnrolmentRequired).toBe(true);
    const [row] = await auditOf('STAFF_2FA_RESET', oid);
    expect(row).toMatchObject({ staff_oid: await oidOf('yonetici') });
    expect(row.after).toEqual({ TotpEnrolled: false });
  });
});

describe('staff sessions', () => {
  it('end after the idle minutes', async () => {
    const a = office();
    await a.signIn('uyeisleri');
    expect((await a.office.GetStaffSession()).body.Staff).not.toBeNull();
    await age('last_seen_at', 16);
    expect((await a.office.GetStaffSession()).body.Staff).toBeNull();
    expect((await a.office.GetRoleList()).status).toBe(401);
  });

  it('are not kept alive by looking at them, only by calls', async () => {
    const a = office();
    await a.signIn('uyeisleri');
    await age('last_seen_at', 10);
    await a.office.GetStaffSession();
    const [row] = await t.database.db
      .selectFrom('staff_session')
      .select(sql<number>`extract(epoch from now() - last_seen_at)`.as('idle'))
      .execute();
    expect(Number(row.idle)).toBeGreaterThan(9 * 60);
    await a.office.GetRoleList();
    const [after] = await t.database.db
      .selectFrom('staff_session')
      .select(sql<number>`extract(epoch from now() - last_seen_at)`.as('idle'))
      .orderBy('last_seen_at', 'desc')
      .execute();
    expect(Number(after.idle)).toBeLessThan(60);
  });

  it('end at the absolute limit however active', async () => {
    const a = office();
    await a.signIn('uyeisleri');
    await age('expires_at', 1);
    expect((await a.office.GetStaffSession()).body.Staff).toBeNull();
  });

  it('end at logout', async () => {
    const a = office();
    await a.signIn('uyeisleri');
    expect((await a.office.StaffLogout()).body.Result).toBe(true);
    expect(a.cookies.has('ebs_office')).toBe(false);
    expect((await a.office.GetStaffSession()).body.Staff).toBeNull();
  });

  it('need the office CSRF token for staff calls', async () => {
    const a = await admin();
    const res = await a.call('GetRoleList', {});
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ Code: ErrorCodes.csrf });
    expect((await a.office.GetRoleList()).status).toBe(200);
  });

  it('a member session cannot make staff calls, and a staff session cannot make member calls', async () => {
    const member = new Agent(t);
    expect((await member.login('10000000146', 'Demo.2026')).status).toBe(200);
    // A signed-in citizen is told the call is the staff's (403), not asked to log in; still before the body is read.
    const asMember = await member.api.GetStaffList({});
    expect(asMember.status).toBe(403);
    expect(asMember.body).toMatchObject({
      Code: ErrorCodes.forbidden,
      Message: 'Bu işlem belediye personeline özeldir.',
    });
    const malformed = await member.call('GetStaffList', { criteria: 'yanlış' });
    expect(malformed.status).toBe(403);
    expect(malformed.body).toMatchObject({ Message: 'Bu işlem belediye personeline özeldir.' });
    const staff = await admin();
    const asStaff = await staff.office.GetUserOfEMunicipality({});
    expect(asStaff.status).toBe(401);
  });
});

describe('re-authentication before sensitive acts', () => {
  it('is asked when the last confirmation is older than the limit, and satisfied by password and code', async () => {
    const a = await admin();
    await age('reauth_at', 6);
    const refused = await a.office.SetStaffStatus({ staffOid: await oidOf('gelir'), status: 'DISABLED' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ Code: 'reauth_required', Message: StaffMessages.reauthRequired });
    const wrong = await a.office.StaffReauthenticate({ password: 'Yanlis.2026', code: codeOf(DEMO_TOTP_SECRET, 1) });
    expect(wrong.status).toBe(400);
    const ok = await a.office.StaffReauthenticate({ password: 'Ofis.2026', code: codeOf(DEMO_TOTP_SECRET, 1) });
    expect(ok.status).toBe(200);
    expect(Date.parse(ok.body.ReauthUntil)).toBeGreaterThan(Date.now() + 4 * 60_000);
    const done = await a.office.SetStaffStatus({ staffOid: await oidOf('gelir'), status: 'DISABLED' });
    expect(done.status).toBe(200);
  });
});

describe('the demo secret', () => {
  it('stops the portal from starting under an https public URL while an account uses it', async () => {
    const https = { ...t.settings, publicUrl: 'https://belediye.example' };
    const start = (settings: typeof t.settings) =>
      staffModule.routes?.({} as FastifyInstance, { database: t.database, settings });
    await expect(start(https)).rejects.toThrow(/Tanıtım TOTP anahtarı.*yonetici/);
    await expect(start(t.settings)).resolves.toBeUndefined();
  });
});

describe('staff administration', () => {
  it('a disabled account cannot sign in and its sessions end; enabled again it can', async () => {
    const boss = await admin();
    const zabita = office();
    expect((await zabita.signIn('zabita')).status).toBe(200);
    const oid = await oidOf('zabita');
    const off = await boss.office.SetStaffStatus({ staffOid: oid, status: 'DISABLED', reason: 'Görev değişikliği' });
    expect(off.body.Staff.Status).toBe('DISABLED');
    expect((await zabita.office.GetStaffSession()).body.Staff).toBeNull();
    const refused = await office().signIn('zabita', 1);
    expect(refused.status).toBe(403);
    expect(refused.body.Message).toBe(StaffMessages.disabled);
    const [row] = await auditOf('STAFF_STATUS_CHANGED', oid);
    expect(row).toMatchObject({ before: { Status: 'ACTIVE' }, after: { Status: 'DISABLED' } });
    expect(row.detail).toEqual({ reason: 'Görev değişikliği' });
    await boss.office.SetStaffStatus({ staffOid: oid, status: 'ACTIVE' });
    await t.database.db.updateTable('staff').set({ last_totp_step: null }).execute();
    expect((await office().signIn('zabita')).status).toBe(200);
  });

  it('updates roles, region and name; refuses unknown roles and regions; keeps an administrator', async () => {
    const boss = await admin();
    const oid = await oidOf('suisleri');
    const district = await t.database.db
      .selectFrom('district')
      .select(['code', 'name'])
      .orderBy('code')
      .executeTakeFirstOrThrow();
    const updated = await boss.office.UpdateStaff({
      staffOid: oid,
      displayName: 'Emre Çelik Su',
      roleCodes: ['SU_ISLERI', 'DENETCI'],
      regionCode: district.code,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.Staff).toMatchObject({
      DisplayName: 'Emre Çelik Su',
      RoleCodes: ['DENETCI', 'SU_ISLERI'],
      RegionCode: district.code,
      RegionName: district.name,
    });
    const [row] = await auditOf('STAFF_UPDATED', oid);
    expect(row.before).toMatchObject({ RoleCodes: ['SU_ISLERI'], RegionCode: null });
    expect(row.after).toMatchObject({ RoleCodes: ['DENETCI', 'SU_ISLERI'] });
    // The new roles apply to the person's next call.
    const su = office();
    const session = await su.signIn('suisleri');
    expect(session.body.Staff.Permissions).toEqual([
      'audit.read',
      'jobs.read',
      'objections.decide',
      'water.cancellations',
    ]);

    expect((await boss.office.UpdateStaff({ staffOid: oid, roleCodes: ['YOK_BOYLE'] })).body.Message).toBe(
      StaffMessages.unknownRole,
    );
    expect((await boss.office.UpdateStaff({ staffOid: oid, regionCode: 'X99' })).body.Message).toBe(
      StaffMessages.unknownRegion,
    );
    const self = await boss.office.UpdateStaff({ staffOid: await oidOf('yonetici'), roleCodes: ['DENETCI'] });
    expect(self.status).toBe(409);
    expect((await boss.office.UpdateStaff({ staffOid: 999999 })).status).toBe(404);
    const list = await boss.office.GetStaffList({ search: 'Çelik' });
    expect(list.body.Items.map((s) => s.UserName)).toEqual(['suisleri']);
    const roles = await boss.office.GetRoleList();
    expect(roles.body.Roles.find((r) => r.Code === 'MALI_HIZMETLER')?.Permissions.sort()).toEqual([
      'members.read',
      'payments.reconcile',
    ]);
    expect(roles.body.Regions.some((r) => r.Code === district.code)).toBe(true);
  });

  it('refuses a taken username and answers a one-time password only when none was given', async () => {
    const boss = await admin();
    const taken = await boss.office.CreateStaff({ username: 'kalem', displayName: 'İkinci Kalem' });
    expect(taken.status).toBe(409);
    expect(taken.body.Message).toBe(StaffMessages.usernameTaken);
    const given = await boss.office.CreateStaff({
      username: 'sifreli',
      displayName: 'Şifreli Personel',
      password: 'Uzun.Bir.Sifre.2026',
    });
    expect(given.body.InitialPassword).toBeNull();
  });

  it.each([
    ['GetStaffList', {}],
    ['GetRoleList', {}],
    ['CreateStaff', { username: 'deneme', displayName: 'Deneme' }],
    ['UpdateStaff', { staffOid: 1 }],
    ['ResetStaffSecondFactor', { staffOid: 1 }],
    ['SetStaffStatus', { staffOid: 1, status: 'DISABLED' }],
  ] as const)('%s is refused in Turkish to staff without staff.admin', async (name, body) => {
    const a = office();
    expect((await a.signIn('muhasebe')).status).toBe(200);
    const res = await (a.office[name] as (b: object) => Promise<{ status: number; body: object }>)(body);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ Code: ErrorCodes.forbidden, Message: 'Bu işlem için yetkiniz bulunmuyor.' });
  });
});
