import { CampaignDraftMessages } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../src/http/access.js';
import { type IdentityApp, openIdentityApp } from '../support/identity.js';
import { lawDraft } from './support.js';

/** The revenue clerk who runs campaigns, and a colleague of another desk. */
const callers: Record<string, Principal> = {
  gelir: { kind: 'staff', staffOid: 5151, permissions: new Set(['restructuring.campaigns']), regionCode: null },
  other: { kind: 'staff', staffOid: 5252, permissions: new Set(['members.read']), regionCode: null },
};

let t: IdentityApp;
beforeAll(async () => {
  t = await openIdentityApp({ principalOf: (request) => callers[String(request.headers['x-test-as'])] ?? null });
  // A clerk who confirmed their password and code a moment ago, as the office's re-authentication leaves them.
  t.app.addHook('preHandler', async (request) => {
    if (request.headers['x-test-reauth']) Object.assign(request, { staffSession: { reauthAt: new Date() } });
  });
});
afterAll(async () => {
  await t?.close();
});

async function as<T = Record<string, unknown>>(who: string, name: string, body: object, reauth = true) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${name}`,
    payload: body,
    headers: { 'x-test-as': who, ...(reauth ? { 'x-test-reauth': '1' } : {}) },
  });
  return { status: res.statusCode, body: res.json() as T & { Code?: string; Message?: string } };
}
const gelir = <T = Record<string, unknown>>(name: string, body: object) => as<T>('gelir', name, body);

const audit = (recordType: string) =>
  t.database.db
    .selectFrom('audit_event')
    .select(['event', 'staff_oid', 'record_id', 'before', 'after', 'detail'])
    .where('record_type', '=', recordType)
    .orderBy('oid')
    .execute();

type Campaign = {
  CampaignOid: number;
  Status: string;
  Version: number;
  LawNo: string;
  Title: string;
  PlanCount: number;
  IntervalMonths: number;
  CoefficientsFromLaw: boolean;
  CutOffDate: string;
  LawDate: string;
  Terms: string;
  Revenues: Array<{ Code: number; Name: string }>;
  Options: Array<{ Installments: number; CoefficientBp: number; IndexDiscountBp: number }>;
};
type Campaigns = Campaign[];

const offered = (c: Campaign | undefined) => c?.Options.map((o) => [o.Installments, o.CoefficientBp]);

describe('the restructuring desk', () => {
  it('the demo’s campaigns say which law each follows and offer what that law offers', async () => {
    const res = await gelir<Campaigns>('GetRestructuringCampaigns', {});
    expect(res.status).toBe(200);
    expect(res.body.map((c) => [c.LawNo, c.Status, c.PlanCount])).toEqual([
      ['7326', 'OPEN', 0],
      ['7440', 'CLOSED', 0],
      ['7256', 'CLOSED', 2],
    ]);
    const [open, water, previous] = res.body;
    // 7326 and 7256: bi-monthly, the law's coefficients 1,045 / 1,083 / 1,105 / 1,150 (reference 6.1).
    for (const c of [open, previous]) {
      expect(c?.Title).toMatch(new RegExp(`^${c?.LawNo} sayılı Kanun örneğinde`));
      expect(c).toMatchObject({ IntervalMonths: 2, CoefficientsFromLaw: true });
      expect(offered(c)).toEqual([
        [1, 10000],
        [2, 10000],
        [6, 10450],
        [9, 10830],
        [12, 11050],
        [18, 11500],
      ]);
    }
    // 7440: cash or 12/18/24/36/48 monthly, water and waste water due by the end of the year before the law;
    // the reference has no coefficients for it, and the campaign says they are the municipality's own.
    expect(water?.Title).toMatch(/^7440 sayılı Kanun örneğinde su ve atık su/);
    expect(water).toMatchObject({ IntervalMonths: 1, CoefficientsFromLaw: false });
    expect(water?.Options.map((o) => o.Installments)).toEqual([1, 12, 18, 24, 36, 48]);
    expect(water?.Revenues.map((r) => r.Code)).toEqual([30, 31]);
    expect(water?.CutOffDate).toBe(`${Number(water!.LawDate.slice(0, 4)) - 1}-12-31`);
    expect(water?.Terms).toMatch(/katsayılar belediyemizce belirlenmiştir/);
  });

  it('offers the revenue kinds a campaign may cover, never a plan’s installments or a deposit', async () => {
    const res = await gelir<Array<{ Code: number; Name: string }>>('GetRestructuringRevenueKinds', {});
    expect(res.status).toBe(200);
    const codes = res.body.map((r) => r.Code);
    expect(codes).toEqual(expect.arrayContaining([1, 10, 30, 31]));
    expect(codes).not.toContain(90);
    expect(codes).not.toContain(32);
  });

  it('refuses a campaign the law cannot have, each time saying what is wrong in Turkish', async () => {
    await t.database.db
      .updateTable('restructuring_campaign')
      .set({ status: 'CLOSED', closed_at: new Date() })
      .where('status', '=', 'OPEN')
      .execute();
    const base = lawDraft();
    const option = (installments: number, coefficientBp: number, indexDiscountBp = 0) => ({
      installments,
      coefficientBp,
      indexDiscountBp,
    });
    const cases: Array<[string, object, string]> = [
      ['a coefficient under 1', { options: [option(6, 9990)] }, CampaignDraftMessages.coefficient],
      ['a count of zero', { options: [option(0, 10450)] }, CampaignDraftMessages.count],
      ['a negative count', { options: [option(-6, 10450)] }, CampaignDraftMessages.count],
      ['a count twice', { options: [option(6, 10450), option(6, 10830)] }, CampaignDraftMessages.sameCount],
      ['no option', { options: [] }, CampaignDraftMessages.noOption],
      ['a discount over 100 %', { options: [option(1, 10000, 10001)] }, CampaignDraftMessages.discount],
      ['installments every three months', { intervalMonths: 3 }, CampaignDraftMessages.period],
      ['no revenue kind', { revenueCodes: [] }, CampaignDraftMessages.noRevenue],
      [
        'a window that ends before it starts',
        { applicationStart: base.applicationDeadline, applicationDeadline: base.applicationStart },
        CampaignDraftMessages.window,
      ],
      ['a window that opens before the law', { applicationStart: '2000-01-01' }, CampaignDraftMessages.startBeforeLaw],
      ['debts due after the law', { cutOffDate: '2099-01-01' }, CampaignDraftMessages.cutOff],
      ['a first installment before the deadline', { firstDueDate: base.lawDate }, CampaignDraftMessages.firstDue],
    ];
    for (const [what, change, message] of cases) {
      const res = await gelir('OpenRestructuringCampaign', { draft: { ...base, ...change } });
      expect([what, res.status, res.body.Message]).toEqual([what, 400, expect.stringContaining(message)]);
    }
    const installment = await gelir('OpenRestructuringCampaign', { draft: { ...base, revenueCodes: [1, 90] } });
    expect(installment).toMatchObject({
      status: 400,
      body: { Message: expect.stringMatching(/yapılandırma taksiti/) },
    });
    const opened = await gelir<{ CampaignOid: number }>('OpenRestructuringCampaign', { draft: base });
    expect(opened.status).toBe(200);
  });

  it('lists the plans, the broken one with its reason; reading one is in the audit log', async () => {
    const list = await gelir<{ Items: Array<{ PlanOid: number; Status: string; HolderName: string }> }>(
      'GetRestructuringPlanDeskList',
      { criteria: { status: 'BROKEN' } },
    );
    expect(list.status).toBe(200);
    expect(list.body.Items).toHaveLength(1);
    const [broken] = list.body.Items;
    const detail = await gelir<{ Status: string; StatusReason: string; Rows: Array<{ State: string }> }>(
      'GetRestructuringPlanDesk',
      { planOid: broken!.PlanOid },
    );
    expect(detail.body.Status).toBe('BROKEN');
    expect(detail.body.StatusReason).toMatch(/Ödenmeyen taksitler/);
    expect(detail.body.Rows.map((r) => r.State)).toEqual([
      'PAID',
      'PAID',
      'CANCELLED',
      'CANCELLED',
      'CANCELLED',
      'CANCELLED',
    ]);
    const reads = await audit('restructuring_plan');
    expect(reads.at(-1)).toMatchObject({
      event: 'PERSONAL_DATA_READ',
      staff_oid: 5151,
      record_id: String(broken!.PlanOid),
    });

    const running = await gelir<{ Items: Array<{ Status: string }> }>('GetRestructuringPlanDeskList', {
      criteria: { status: 'ACTIVE' },
    });
    expect(running.body.Items.length).toBeGreaterThanOrEqual(1);
  });

  it('a colleague of another desk is refused', async () => {
    expect((await as('other', 'GetRestructuringCampaigns', {})).status).toBe(403);
  });

  it('opening a second campaign while one is open is refused; a law with its dates out of order too', async () => {
    const twice = await gelir('OpenRestructuringCampaign', { draft: lawDraft() });
    expect(twice).toMatchObject({ status: 409, body: { Message: expect.stringMatching(/zaten var/) } });
    const bad = await gelir('OpenRestructuringCampaign', {
      draft: { ...lawDraft(), cutOffDate: '2099-01-01', options: [] },
    });
    expect(bad.status).toBe(400);
  });

  it('a correction is a new version, kept and audited; closing asks for the password and code again', async () => {
    const [open] = (await gelir<Campaigns>('GetRestructuringCampaigns', {})).body;
    const draft = { ...lawDraft(), title: 'Düzeltilmiş kampanya başlığı' };
    const updated = await gelir('UpdateRestructuringCampaign', {
      campaignOid: open!.CampaignOid,
      version: open!.Version,
      draft,
      reason: 'Başlık kanun metnine göre düzeltildi.',
    });
    expect(updated).toMatchObject({ status: 200, body: { Version: open!.Version + 1 } });
    const stale = await gelir('UpdateRestructuringCampaign', {
      campaignOid: open!.CampaignOid,
      version: open!.Version,
      draft,
      reason: 'Eski sürümden ikinci bir düzeltme.',
    });
    expect(stale.status).toBe(409);
    const versions = await t.database.db
      .selectFrom('restructuring_campaign_version')
      .select(['version', 'reason'])
      .where('campaign_oid', '=', open!.CampaignOid)
      .orderBy('version')
      .execute();
    expect(versions.map((v) => v.version)).toEqual([1, 2]);

    const unconfirmed = await as(
      'gelir',
      'CloseRestructuringCampaign',
      { campaignOid: open!.CampaignOid, version: 2, reason: 'Başvuru süresi sona erdi.' },
      false,
    );
    expect(unconfirmed).toMatchObject({ status: 403, body: { Code: 'reauth_required' } });
    const closed = await gelir('CloseRestructuringCampaign', {
      campaignOid: open!.CampaignOid,
      version: 2,
      reason: 'Başvuru süresi sona erdi.',
    });
    expect(closed).toMatchObject({ status: 200, body: { Version: 3 } });
    expect((await audit('restructuring_campaign')).map((a) => a.event).slice(-2)).toEqual([
      'RESTRUCTURING_CAMPAIGN_UPDATED',
      'RESTRUCTURING_CAMPAIGN_CLOSED',
    ]);

    const reopened = await gelir<{ CampaignOid: number }>('OpenRestructuringCampaign', { draft: lawDraft() });
    expect(reopened.status).toBe(200);
    expect((await audit('restructuring_campaign')).at(-1)).toMatchObject({
      event: 'RESTRUCTURING_CAMPAIGN_OPENED',
      staff_oid: 5151,
      record_id: String(reopened.body.CampaignOid),
    });
  });

  it('cancelling a running plan with a reason brings the old debts back and tells the citizen', async () => {
    const [running] = (
      await gelir<{ Items: Array<{ PlanOid: number; PlanNo: string }> }>('GetRestructuringPlanDeskList', {
        criteria: { status: 'ACTIVE' },
      })
    ).body.Items;
    const reason = 'Mükellefin yazılı talebi üzerine iptal edildi.';
    const cancelled = await gelir('CancelRestructuringPlan', { planOid: running!.PlanOid, reason });
    expect(cancelled).toMatchObject({ status: 200, body: { Status: 'CANCELLED' } });
    const again = await gelir('CancelRestructuringPlan', { planOid: running!.PlanOid, reason });
    expect(again.status).toBe(409);
    const detail = await gelir<{ Status: string; StatusReason: string }>('GetRestructuringPlanDesk', {
      planOid: running!.PlanOid,
    });
    expect(detail.body).toMatchObject({ Status: 'CANCELLED', StatusReason: reason });
    const revived = await t.database.db
      .selectFrom('restructuring_plan_debt')
      .select('revived_accrual_oid')
      .where('plan_oid', '=', running!.PlanOid)
      .execute();
    expect(revived.some((r) => r.revived_accrual_oid !== null)).toBe(true);
    const plan = await t.database.db
      .selectFrom('restructuring_plan')
      .select('registry_oid')
      .where('oid', '=', running!.PlanOid)
      .executeTakeFirstOrThrow();
    const sms = await t.database.db
      .selectFrom('sms_outbox')
      .select('sms_text')
      .where('registry_oid', '=', plan.registry_oid)
      .execute();
    expect(
      sms.some((s) => s.sms_text.includes(`${running!.PlanNo} numaralı yapılandırma planınız belediyece iptal`)),
    ).toBe(true);
    expect((await audit('restructuring_plan')).find((a) => a.event === 'RESTRUCTURING_PLAN_CANCELLED')).toMatchObject({
      staff_oid: 5151,
      detail: { reason },
    });
  });
});
