import { asksReauth, type CallDef, type CallName, calls, REAUTH_EFFECTS, StaffMessages } from '@e-belediye/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOTP_SECRET } from '../../src/modules/staff/index.js';
import { openTestApp } from '../support/db.js';
import { type IdentityApp, openIdentityApp } from '../support/identity.js';
import { sample } from '../support/samples.js';
import { standIns } from '../support/stand-ins.js';
import { codeOf, OfficeAgent } from './office.js';

/*
 * Every staff act that creates a credential, widens someone's access or books money asks for the password and a
 * code again. The contract says so call by call (`effect`), the types refuse such a call without `reauth`, and the
 * registry refuses it without a fresh confirmation.
 */

const staffCalls = (Object.entries(calls) as Array<[CallName, CallDef]>).filter(([, d]) => d.access.kind === 'staff');

/**
 * The staff calls that create a credential, widen access or book money, named one by one: a call that moves into
 * or out of this list is a decision to be read in review, not a side effect of editing its definition.
 */
const SENSITIVE: Record<string, 'credential' | 'widen' | 'money'> = {
  CreateStaff: 'credential',
  ResetStaffSecondFactor: 'credential',
  CreateChannel: 'credential',
  RotateChannelKey: 'credential',
  UpdateStaff: 'widen',
  SetStaffStatus: 'widen',
  UpdateUserStatusForEMunicipality: 'widen',
  UpdateChannel: 'widen',
  ApproveCompanyApplication: 'widen',
  RecordRefundRequest: 'money',
  CompleteRefundRequest: 'money',
  IssueWaterFinalBill: 'money',
  ComputeWaterRefund: 'money',
  ApproveWaterRefund: 'money',
  MarkWaterRefundSent: 'money',
  CancelRestructuringPlan: 'money',
  ApplyImport: 'money',
  DecideObjection: 'money',
  ApproveObjectionDecision: 'money',
  AmendDeclarationOnObjection: 'money',
};

describe('staff calls declare what they do', () => {
  it('every staff call names its effect', () => {
    const effects = new Set(['read', 'change', 'self', ...REAUTH_EFFECTS]);
    for (const [name, def] of staffCalls) expect(effects.has(String(def.effect)), name).toBe(true);
  });

  it('the calls that create a credential, widen access or book money are exactly the listed ones, each with reauth', () => {
    const declared = staffCalls
      .filter(([, d]) => (REAUTH_EFFECTS as readonly string[]).includes(String(d.effect)))
      .map(([name, d]) => [name, d.effect]);
    expect(Object.fromEntries(declared)).toEqual(SENSITIVE);
    const lacking = staffCalls.filter(([name, d]) => name in SENSITIVE && d.reauth !== true).map(([name]) => name);
    expect(lacking).toEqual([]);
  });

  it('only one’s own sign-in steps go without a permission', () => {
    const own = staffCalls.filter(([, d]) => d.effect === 'self').map(([name]) => name);
    expect(own.sort()).toEqual(['ConfirmStaffTotpEnrolment', 'StaffReauthenticate', 'StartStaffTotpEnrolment']);
    for (const [name, d] of staffCalls) {
      if (d.effect === 'self') expect(d.access, name).toEqual({ kind: 'staff', permission: null });
    }
  });

  it('an effect that needs a confirmation asks for one even where `reauth` was left out', () => {
    expect(asksReauth({ effect: 'money' })).toBe(true);
    expect(asksReauth({ effect: 'change' })).toBe(false);
    expect(asksReauth({ effect: 'change', reauth: true })).toBe(true);
  });
});

describe('the registry refuses them without a fresh confirmation', () => {
  // Staff with every permission and no staff session, so no confirmation either.
  let t: Awaited<ReturnType<typeof openTestApp>>;
  beforeAll(async () => {
    t = await openTestApp({}, undefined, () => standIns.staff);
  });
  afterAll(() => t?.close());

  it.each(staffCalls.filter(([, d]) => asksReauth(d)))('%s answers 403 reauth_required', async (name) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/${name}`, payload: sample(name) });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual({ Code: 'reauth_required', Message: StaffMessages.reauthRequired });
  });
});

describe('a real office session', () => {
  let t: IdentityApp;
  beforeAll(async () => {
    t = await openIdentityApp();
  });
  afterAll(() => t?.close());

  it('creates and widens a channel key only after password and code, five minutes after sign-in', async () => {
    const a = new OfficeAgent(t);
    expect((await a.signIn('yonetici')).status).toBe(200);
    // The sign-in's own confirmation is past office.reauthMinutes.
    await t.database.db
      .updateTable('staff_session')
      .set({ reauth_at: sql<Date>`now() - make_interval(mins => 6)` })
      .execute();
    const create = {
      name: 'Yeni Banka Kanalı',
      kind: 'bank' as const,
      institutionCode: 'YENIBANKA',
      scopes: ['tahsilat' as const],
      ratePerMinute: 10,
    };
    const refused = await a.office.CreateChannel(create);
    expect(refused.status).toBe(403);
    expect(refused.body.Code).toBe('reauth_required');
    const [bank] = (await a.office.GetChannelList({})).body.Items.filter((c) => c.InstitutionCode === 'VAKIFBANK');
    const widen = { channelOid: bank.Oid, scopes: ['tahsilat' as const, 'parametre' as const, 'banka' as const] };
    const widened = await a.office.UpdateChannel({ ...widen, ratePerMinute: 100_000 });
    expect(widened.status).toBe(403);
    expect(widened.body.Code).toBe('reauth_required');
    const keys = await t.database.db.selectFrom('channel').select(['institution_code', 'rate_per_minute']).execute();
    expect(keys.map((k) => k.institution_code)).not.toContain('YENIBANKA');
    expect(keys.find((k) => k.institution_code === 'VAKIFBANK')?.rate_per_minute).not.toBe(100_000);

    const confirmed = await a.office.StaffReauthenticate({ password: 'Ofis.2026', code: codeOf(DEMO_TOTP_SECRET, 1) });
    expect(confirmed.status).toBe(200);
    expect((await a.office.CreateChannel(create)).status).toBe(200);
    expect((await a.office.UpdateChannel({ ...widen, ratePerMinute: 100_000 })).status).toBe(200);
  });
});
