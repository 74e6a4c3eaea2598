import { createHmac } from 'node:crypto';
import { ErrorMessages, maskIdentityNumber, RegistrySearchLimits, RegistrySearchMessages } from '@e-belediye/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../src/http/access.js';
import { typedApi } from '../support/api.js';
import { Agent, eDevlet, type IdentityApp, openIdentityApp } from '../support/identity.js';
import { recoverHiddenDigits, withinOneMinute } from '../support/masked.js';

const DEMO = { pidNo: '10000000146', password: 'Demo.2026' };

/** Staff stand-ins by header; without one the caller is whoever the member session says. */
const staff: Record<string, Principal> = {};
const desk = (oid: number, permissions: string[], regionCode: string | null = null): Principal & { kind: 'staff' } => ({
  kind: 'staff',
  staffOid: oid,
  permissions: new Set(permissions),
  regionCode,
});

let t: IdentityApp;
let demo: { memberOid: number; districtCode: string; countyCode: string; otherDistrict: string };

beforeAll(async () => {
  t = await openIdentityApp({
    principalOf: (request, access) => {
      const as = request.headers['x-staff'];
      if (typeof as === 'string') return staff[as] ?? null;
      const office = request.staffSession;
      if (access?.kind === 'staff') {
        return office
          ? { kind: 'staff', staffOid: office.staffOid, permissions: office.permissions, regionCode: office.regionCode }
          : null;
      }
      return request.session ? { kind: 'member', memberOid: request.session.memberOid } : null;
    },
  });
  staff.reader = desk(101, ['members.read']);
  staff.personal = desk(102, ['members.read', 'members.personal']);
  staff.manager = desk(103, ['members.read', 'members.manage']);
  staff.outsider = desk(104, ['payments.reconcile']);
  const row = await t.database.db
    .selectFrom('member as m')
    .innerJoin('registry as r', 'r.oid', 'm.registry_oid')
    .innerJoin('street as s', 's.code', 'r.street_code')
    .innerJoin('district as d', 'd.code', 's.district_code')
    .select(['m.oid', 'd.code', 'd.county_code'])
    .where('m.pid_no', '=', DEMO.pidNo)
    .executeTakeFirstOrThrow();
  const other = await t.database.db
    .selectFrom('district')
    .select('code')
    .where('code', '!=', row.code)
    .orderBy('code')
    .executeTakeFirstOrThrow();
  demo = { memberOid: row.oid, districtCode: row.code, countyCode: row.county_code, otherDistrict: other.code };
  staff.ownRegion = desk(105, ['members.read', 'members.manage'], row.county_code);
  staff.otherRegion = desk(106, ['members.read', 'members.manage'], other.code);
});
afterAll(async () => {
  await t?.close();
});

const as = (who: string) =>
  typedApi(async (name, body) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/${name}`, payload: body, headers: { 'x-staff': who } });
    return { status: res.statusCode, body: res.json() };
  });
/** RFC 6238 code of the demo staff secret (base32 DEMOSTAFFTOTPKEY) for the current 30-second step. */
function demoTotp() {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...'DEMOSTAFFTOTPKEY'].map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0')).join('');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => Number.parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1] & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** The demo staff member of the members desk (members.read, members.personal, members.manage), signed in. */
async function officeOf(username: string) {
  const office = new Agent(t);
  const login = await office.call<{ Staff: { Oid: number } }>('StaffLogin', {
    username,
    password: 'Ofis.2026',
    code: demoTotp(),
    verification: await office.human(),
  });
  expect(login.status).toBe(200);
  const send = (name: string, body: object) =>
    office.call(name, body, { 'x-csrf-token': office.cookies.get('ebs_office_csrf')?.value ?? '' });
  return { staffOid: login.body.Staff.Oid, api: typedApi(send) };
}
let uyeisleri: Awaited<ReturnType<typeof officeOf>>;

const auditRows = (staffOid: number) =>
  t.database.db.selectFrom('audit_event').selectAll().where('staff_oid', '=', staffOid).orderBy('oid').execute();

describe('members list and registry search', () => {
  it('finds a member by the whole T.C. Kimlik No, masked without members.personal', async () => {
    const res = await as('reader').GetAllUsersForEmunicipality({ search: DEMO.pidNo });
    expect(res.status).toBe(200);
    const found = res.body.Items.find((m) => m.MemberOid === demo.memberOid);
    expect(found).toMatchObject({ UserName: maskIdentityNumber(DEMO.pidNo), NameSurname: 'Ze**** Ar****' });
    expect(res.body.Masked).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain(DEMO.pidNo);
  });

  it('shows the identity number and name unmasked to members.personal, and finds by name insensitive to Turkish letters', async () => {
    const res = await as('personal').GetAllUsersForEmunicipality({ search: 'zeynep ARSLAN' });
    expect(res.body.Items.find((m) => m.MemberOid === demo.memberOid)).toMatchObject({
      UserName: DEMO.pidNo,
      NameSurname: 'Zeynep Arslan',
      Status: 'ACTIVE',
    });
    expect(res.body.Masked).toBe(false);
  });

  it('pages the list and filters by status', async () => {
    const first = await as('reader').GetAllUsersForEmunicipality({ pageIndex: 0, pageSize: 2 });
    const second = await as('reader').GetAllUsersForEmunicipality({ pageIndex: 1, pageSize: 2 });
    expect(first.body.Items).toHaveLength(2);
    expect(first.body.TotalCount).toBeGreaterThan(2);
    expect(second.body.Items[0].MemberOid).not.toBe(first.body.Items[0].MemberOid);
    const disabled = await as('reader').GetAllUsersForEmunicipality({ status: 'DISABLED' });
    expect(disabled.body.Items.every((m) => m.Status === 'DISABLED')).toBe(true);
  });

  it('searches registries by identity number and type, members or not', async () => {
    const res = await as('reader').GetFilteredRegistries({ filter: DEMO.pidNo, registryType: 'G' });
    expect(res.body.Items).toHaveLength(1);
    expect(res.body.Items[0]).toMatchObject({
      PidNo: maskIdentityNumber(DEMO.pidNo),
      MemberOid: demo.memberOid,
      MemberStatus: 'ACTIVE',
    });
    const companies = await as('personal').GetFilteredRegistries({ filter: 'a', registryType: 'T' });
    expect(companies.body.Items.every((r) => r.RegistryType === 'T')).toBe(true);
  });

  it('records every list read as a personal-data read, saying whether it was unmasked', async () => {
    const rows = await auditRows(102);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.event === 'PERSONAL_DATA_READ')).toBe(true);
    expect(rows[0].detail).toMatchObject({ unmasked: true });
    expect(rows[0].record_id).toContain(String(demo.memberOid));
  });
});

describe('searching where the rows come masked', () => {
  let registryOid: number;
  let district: { code: string; name: string };
  let birthYear: number;
  beforeAll(async () => {
    staff.prober = desk(107, ['members.read']);
    staff.namer = desk(108, ['members.read']);
    staff.personalPrefix = desk(109, ['members.read', 'members.personal']);
    staff.busy = desk(110, ['members.read']);
    staff.colleague = desk(111, ['members.read']);
    const row = await t.database.db
      .selectFrom('registry as r')
      .innerJoin('street as s', 's.code', 'r.street_code')
      .innerJoin('district as d', 'd.code', 's.district_code')
      .select(['r.oid', 'd.code', 'd.name', sql<number>`extract(year from r.birth_date)::int`.as('year')])
      .where('r.pid_no', '=', DEMO.pidNo)
      .executeTakeFirstOrThrow();
    registryOid = row.oid;
    district = { code: row.code, name: row.name };
    birthYear = row.year;
  });

  it('gives no digit of a masked T.C. back to searches by its start, on either list', async () => {
    const masked = maskIdentityNumber(DEMO.pidNo);
    const registries = await recoverHiddenDigits(masked, async (filter) => {
      const res = await as('prober').GetFilteredRegistries({ filter, registryType: 'G', pageSize: 100 });
      return { status: res.status, found: res.body.Items?.some((r) => r.RegistryOid === registryOid) ?? false };
    });
    const members = await recoverHiddenDigits(masked, async (search) => {
      const res = await as('prober').GetAllUsersForEmunicipality({ search, pageSize: 100 });
      return { status: res.status, found: res.body.Items?.some((m) => m.MemberOid === demo.memberOid) ?? false };
    });
    expect({ registries, members }).toEqual({
      registries: { learned: 0, calls: 10 },
      members: { learned: 0, calls: 10 },
    });
    const whole = await as('prober').GetFilteredRegistries({ filter: DEMO.pidNo });
    expect(whole.body.Items).toEqual([
      expect.objectContaining({ RegistryOid: registryOid, PidNo: masked, DistrictName: district.name }),
    ]);
  });

  it('still finds by the start of the number for members.personal, whose rows show it whole anyway', async () => {
    const res = await as('personalPrefix').GetFilteredRegistries({ filter: DEMO.pidNo.slice(0, 9), pageSize: 100 });
    expect(res.body.Masked).toBe(false);
    expect(res.body.Items.find((r) => r.RegistryOid === registryOid)?.PidNo).toBe(DEMO.pidNo);
  });

  it('asks a masked name search for a district or birth year, and names the district only when the search did', async () => {
    const nameOnly = await as('namer').GetFilteredRegistries({ filter: 'Zeynep Arslan' });
    expect(nameOnly).toEqual({
      status: 400,
      body: { Code: 'error_validation', Message: RegistrySearchMessages.nameNeedsMore },
    });
    const byYear = await as('namer').GetFilteredRegistries({ filter: 'Zeynep Arslan', birthYear });
    expect(byYear.body.Items.find((r) => r.RegistryOid === registryOid)).toMatchObject({
      Name: 'Ze**** Ar****',
      DistrictName: null,
    });
    const byDistrict = await as('namer').GetFilteredRegistries({
      filter: 'Zeynep Arslan',
      districtCode: district.code,
    });
    expect(byDistrict.body.Items.find((r) => r.RegistryOid === registryOid)?.DistrictName).toBe(district.name);
    const unmasked = await as('personalPrefix').GetFilteredRegistries({ filter: 'Zeynep Arslan' });
    expect(unmasked.body.Items.find((r) => r.RegistryOid === registryOid)?.DistrictName).toBe(district.name);
  });

  it('counts each staff account’s searches: the 31st in a minute is a 429, another account is not held back', async () => {
    await withinOneMinute();
    for (let i = 0; i < RegistrySearchLimits.perMinute; i++) {
      const res = await as('busy').GetFilteredRegistries({ filter: DEMO.pidNo });
      expect(res.status, `search ${i + 1}`).toBe(200);
    }
    const over = await as('busy').GetAllUsersForEmunicipality({ search: DEMO.pidNo });
    expect(over).toEqual({
      status: 429,
      body: { Code: 'error_rate_limited', Message: RegistrySearchMessages.tooMany },
    });
    // Browsing the list names nobody: it is not a search.
    expect((await as('busy').GetAllUsersForEmunicipality({})).status).toBe(200);
    expect((await as('colleague').GetFilteredRegistries({ filter: DEMO.pidNo })).status).toBe(200);
  });
});

describe("a member's page", () => {
  it('shows registry, subscriptions, open debts with totals and payments; masked and audited', async () => {
    const res = await as('reader').GetMemberDossier({ memberOid: demo.memberOid });
    expect(res.status).toBe(200);
    const d = res.body;
    expect(d.Masked).toBe(true);
    expect(d.Registry.PidNo).toBe(maskIdentityNumber(DEMO.pidNo));
    expect(d.Registry.Address).toBeNull();
    expect(d.Debts.Items.length).toBeGreaterThan(0);
    expect(d.Debts.TotalKurus).toBe(d.Debts.Items.reduce((s, x) => s + x.TotalKurus, 0));
    expect(d.Debts.TotalKurus).toBe(d.Debts.PrincipalKurus + d.Debts.LateFeeKurus);
    const read = (await auditRows(101)).at(-1);
    expect(read).toMatchObject({
      event: 'PERSONAL_DATA_READ',
      record_type: 'member',
      record_id: String(demo.memberOid),
      member_oid: demo.memberOid,
    });
  });

  it('shows the address and full identity to members.personal', async () => {
    const res = await as('personal').GetMemberDossier({ memberOid: demo.memberOid });
    expect(res.body.Registry.PidNo).toBe(DEMO.pidNo);
    expect(res.body.Registry.Address).toBeTruthy();
    expect((await auditRows(102)).at(-1)?.detail).toMatchObject({ unmasked: true });
  });

  it('is limited to the region: a member of another district is not in the list and not found by id', async () => {
    const own = await as('ownRegion').GetMemberDossier({ memberOid: demo.memberOid });
    expect(own.status).toBe(200);
    const listed = await as('otherRegion').GetAllUsersForEmunicipality({ search: DEMO.pidNo });
    expect(listed.body.Items).toEqual([]);
    const registries = await as('otherRegion').GetFilteredRegistries({ filter: DEMO.pidNo });
    expect(registries.body.Items).toEqual([]);
    const byId = await as('otherRegion').GetMemberDossier({ memberOid: demo.memberOid });
    expect(byId).toMatchObject({ status: 404, body: { Message: 'Üye bulunamadı.' } });
  });

  it('refuses staff without members.read in Turkish', async () => {
    const res = await as('outsider').GetMemberDossier({ memberOid: demo.memberOid });
    expect(res).toMatchObject({ status: 403, body: { Message: ErrorMessages.forbidden } });
  });
});

describe('suspending and activating a membership', () => {
  beforeAll(async () => {
    uyeisleri = await officeOf('uyeisleri');
  });

  it('needs members.manage, a recent password and code confirmation, and a reason to suspend', async () => {
    const body = { memberOid: demo.memberOid, status: 'DISABLED' as const, reason: 'Yetkisiz deneme' };
    expect((await as('reader').UpdateUserStatusForEMunicipality(body)).status).toBe(403);
    // A staff member holding the permission but with no confirmation in the last minutes is asked for one.
    const unconfirmed = await as('manager').UpdateUserStatusForEMunicipality(body);
    expect(unconfirmed).toMatchObject({ status: 403, body: { Code: 'reauth_required' } });
    const noReason = await uyeisleri.api.UpdateUserStatusForEMunicipality({
      memberOid: demo.memberOid,
      status: 'DISABLED',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.Message).toContain('gerekçe');
  });

  it('suspends: the session ends, password and e-Devlet logins are refused, the member is told by SMS, the act is audited', async () => {
    const member = new Agent(t);
    expect((await member.login(DEMO.pidNo, DEMO.password)).status).toBe(200);
    expect((await member.api.GetUserOfEMunicipality()).status).toBe(200);

    const res = await uyeisleri.api.UpdateUserStatusForEMunicipality({
      memberOid: demo.memberOid,
      status: 'DISABLED',
      reason: 'Hatalı beyan incelemesi',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Status: 'DISABLED', StatusReason: 'Hatalı beyan incelemesi' });

    expect((await member.api.GetUserOfEMunicipality()).status).toBe(401);
    const sessions = await t.database.db
      .selectFrom('member_session')
      .select('id_hash')
      .where('member_oid', '=', demo.memberOid)
      .execute();
    expect(sessions).toEqual([]);
    const again = await new Agent(t).login(DEMO.pidNo, DEMO.password);
    expect(again.status).toBe(401);
    expect(again.body.Member).toBeUndefined();
    const viaEDevlet = new Agent(t);
    const { code, state } = await eDevlet(viaEDevlet, DEMO.pidNo);
    const eDevletLogin = await viaEDevlet.call<{ Outcome: string }>('LoginViaEDevlet', { code, state });
    expect(eDevletLogin.body.Outcome).toBe('FAILED');
    expect((await viaEDevlet.api.GetUserOfEMunicipality()).status).toBe(401);

    const sms = await t.database.db
      .selectFrom('sms_outbox')
      .select(['sms_text', 'status'])
      .where('source_oid', '=', demo.memberOid)
      .orderBy('oid', 'desc')
      .executeTakeFirstOrThrow();
    expect(sms).toMatchObject({ status: 'PENDING' });
    expect(sms.sms_text).toContain('askıya alınmıştır');
    expect(sms.sms_text).toContain('Hatalı beyan incelemesi');

    const act = (await auditRows(uyeisleri.staffOid)).at(-1);
    expect(act).toMatchObject({ event: 'MEMBER_SUSPENDED', record_type: 'member', member_oid: demo.memberOid });
    expect(act?.before).toMatchObject({ Status: 'ACTIVE', UserName: maskIdentityNumber(DEMO.pidNo) });
    expect(act?.after).toMatchObject({ Status: 'DISABLED', StatusReason: 'Hatalı beyan incelemesi' });

    const twice = await uyeisleri.api.UpdateUserStatusForEMunicipality({
      memberOid: demo.memberOid,
      status: 'DISABLED',
      reason: 'İkinci kez',
    });
    expect(twice.status).toBe(409);
  });

  it('gives no new password by SMS to a suspended member', async () => {
    const before = await t.database.db.selectFrom('sms_outbox').select('oid').execute();
    const registry = await t.database.db
      .selectFrom('registry')
      .select('gsm_number')
      .where('pid_no', '=', DEMO.pidNo)
      .executeTakeFirstOrThrow();
    const a = new Agent(t);
    await a.call('SendPasswordForMember', {
      pidNo: DEMO.pidNo,
      gsmNumber: registry.gsm_number,
      verification: await a.human(),
    });
    const after = await t.database.db.selectFrom('sms_outbox').select('oid').execute();
    expect(after.length).toBe(before.length);
    const m = await t.database.db
      .selectFrom('member')
      .select('status')
      .where('oid', '=', demo.memberOid)
      .executeTakeFirstOrThrow();
    expect(m.status).toBe('DISABLED');
  });

  it('activates again: the member logs in and is told, audited with before and after', async () => {
    const res = await uyeisleri.api.UpdateUserStatusForEMunicipality({ memberOid: demo.memberOid, status: 'ACTIVE' });
    expect(res.body).toMatchObject({ Status: 'ACTIVE' });
    expect((await new Agent(t).login(DEMO.pidNo, DEMO.password)).status).toBe(200);
    const act = (await auditRows(uyeisleri.staffOid)).at(-1);
    expect(act).toMatchObject({
      event: 'MEMBER_ACTIVATED',
      before: { Status: 'DISABLED' },
      after: { Status: 'ACTIVE' },
    });
    const sms = await t.database.db
      .selectFrom('sms_outbox')
      .select('sms_text')
      .where('source_oid', '=', demo.memberOid)
      .orderBy('oid', 'desc')
      .executeTakeFirstOrThrow();
    expect(sms.sms_text).toContain('yeniden etkinleştirilmiştir');
  });
});
