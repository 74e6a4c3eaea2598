import { addMonths, campaignTerms, computePlan, indexAmountKurus } from '@e-belediye/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSettings } from '../../src/config/settings.js';
import {
  closeRemainders,
  HeldReasons,
  HoldMessages,
  lateFeeKurus,
  lateFeeRates,
  recordCollection,
} from '../../src/modules/ledger/index.js';
import { createOrder } from '../../src/modules/payments/orders.js';
import { PlanMessages, reviewPlans } from '../../src/modules/restructuring/index.js';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';
import { addDays, lawDraft, oldDebts, openTestCampaign, registryOfPid, today } from './support.js';

const zeynep = { pidNo: '10000000146', gsm: '5550000101' };
const mehmet = { pidNo: '23456789060' };
const NO_PAUSE = {
  OperationPauseStartHours: 0,
  OperationPauseStartMinute: 0,
  OperationPauseFinishHours: 0,
  OperationPauseFinishMinute: 0,
};

let t: IdentityApp;
let citizen: Agent;
let registryOid: number;
let debts: number[];
let othersDebt: number;
const lastYear = Number(today.slice(0, 4)) - 1;

beforeAll(async () => {
  t = await openIdentityApp({ settings: { app: NO_PAUSE, payments: { oldestFirst: false } } });
  await openTestCampaign(t.database);
  registryOid = await registryOfPid(t.database, zeynep.pidNo);
  debts = await oldDebts(
    t.database,
    registryOid,
    Array.from({ length: 16 }, (_, i) => `${lastYear - 1 - (i % 2)}-${String(1 + (i % 12)).padStart(2, '0')}-15`),
  );
  [othersDebt] = await oldDebts(t.database, await registryOfPid(t.database, mehmet.pidNo), [`${lastYear}-03-31`]);
  citizen = new Agent(t);
  expect((await citizen.login(zeynep.pidNo, 'Demo.2026')).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

/** A fresh debt of the list for each test. */
const take = (n = 1) => debts.splice(0, n);
const selection = (accrualOids: number[], installmentCount = 6, installmentMethod: 1 | 2 = 1) => ({
  accrualOids,
  installmentCount,
  installmentMethod,
});
const planCount = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from restructuring_plan`.execute(t.database.db)).rows[0].n);

/** Asks for the consent code and reads it from the SMS gateway's inbox, as the citizen reads their phone. */
async function consent(sel: ReturnType<typeof selection>) {
  // The phone's earlier codes are put back beyond the throttle's window: the test asks far more often than a person.
  await sql`update sms_challenge set created_at = created_at - interval '1 hour'`.execute(t.database.db);
  const sent = await citizen.api.SendRestructuringConsentCode(sel);
  expect(sent.status).toBe(200);
  await t.flushSms();
  // The inbox lists the newest message first.
  const last = (await t.inbox(zeynep.gsm)).find((m) => m.msg.includes('onay kodunuz'));
  const code = /(\d{6})/.exec(last?.msg ?? '')?.[1];
  expect(code).toBeDefined();
  return { challengeId: sent.body.ChallengeId, smsCode: code!, termsAccepted: true as const };
}

async function apply(sel: ReturnType<typeof selection>) {
  const res = await citizen.api.AuthorizedSaveDebtRestructuringInstallments({ ...sel, ...(await consent(sel)) });
  expect(res.body.Message).toBeUndefined();
  expect(res.status).toBe(200);
  return res.body;
}

describe('the citizen sees the campaign and what it would cost', () => {
  it('shows the open campaign with its options', async () => {
    const res = await citizen.api.GetCurrentRestructuringParameter();
    expect(res.status).toBe(200);
    expect(res.body.Campaign).toMatchObject({ LawNo: '7326', Status: 'OPEN', ToleratedMissesPerYear: 2 });
    expect(res.body.Campaign?.Options.map((o) => o.Installments)).toEqual([1, 2, 6, 12, 18]);
  });

  it('lists old debts with the late fee forgiven and the index amount that replaces it', async () => {
    const all = await citizen.api.GetDebtListWillBeRestructured({ installmentMethod: 1 });
    const late = await citizen.api.GetDebtListWillBeRestructured({ installmentMethod: 2 });
    expect(all.status).toBe(200);
    const mine = all.body.Debts.find((d) => d.AccrualOid === debts[0]);
    expect(mine).toBeDefined();
    expect(mine!.LateFeeKurus).toBeGreaterThan(0);
    const draft = lawDraft();
    expect(mine!.IndexKurus).toBe(
      indexAmountKurus(
        { lawDate: draft.lawDate, fallbackMonthlyBp: 35, indexMonths: draft.indexMonths },
        { dueDate: mine!.DueDate, principalKurus: mine!.PrincipalKurus },
      ),
    );
    expect(all.body.Debts.every((d) => d.DueDate <= draft.cutOffDate)).toBe(true);
    // Late debts are those a late fee runs on: a subset of all debts.
    expect(late.body.Debts.every((d) => d.LateFeeKurus > 0)).toBe(true);
    expect(late.body.Debts.every((d) => all.body.Debts.some((a) => a.AccrualOid === d.AccrualOid))).toBe(true);
    expect(all.body.Debts.some((d) => d.AccrualOid === othersDebt)).toBe(false);
  });

  it('simulates each option to the kuruş the shared plan arithmetic gives, installments adding up', async () => {
    const oids = debts.slice(0, 3);
    const list = (await citizen.api.GetDebtListWillBeRestructured({ installmentMethod: 1 })).body.Debts;
    const draft = lawDraft();
    for (const count of [1, 6, 18]) {
      const res = await citizen.api.AuthorizedAdjustDebtRestructuringInstallments(selection(oids, count));
      expect(res.status).toBe(200);
      const expected = computePlan(
        { ...draft, options: draft.options },
        list
          .filter((d) => oids.includes(d.AccrualOid))
          .map((d) => ({
            accrualOid: d.AccrualOid,
            dueDate: d.DueDate,
            principalKurus: d.PrincipalKurus,
            lateFeeKurus: d.LateFeeKurus,
          })),
        draft.options.find((o) => o.installments === count)!,
      );
      expect(res.body.TotalKurus).toBe(expected.totalKurus);
      expect(res.body.Rows.map((r) => r.TotalKurus)).toEqual(expected.rows.map((r) => r.totalKurus));
      expect(res.body.Rows.reduce((s, r) => s + r.TotalKurus, 0)).toBe(res.body.TotalKurus);
      expect(res.body.Rows.map((r) => r.DueDate)).toEqual(expected.rows.map((r) => r.dueDate));
    }
    const cash = await citizen.api.AuthorizedAdjustDebtRestructuringInstallments(selection(oids, 1));
    expect(cash.body.IndexDiscountKurus).toBe(Math.round(cash.body.IndexKurus * 0.9));
    expect(cash.body.TotalKurus).toBeLessThan(cash.body.PayTodayKurus);
  });

  it('refuses, in Turkish, an option the campaign does not offer, an empty selection and another member’s debt', async () => {
    const [mine] = debts;
    const option = await citizen.api.AuthorizedAdjustDebtRestructuringInstallments(selection([mine!], 5));
    expect(option).toMatchObject({ status: 400, body: { Message: 'Bu kampanyada 5 taksit seçeneği yok.' } });
    const empty = await citizen.api.AuthorizedAdjustDebtRestructuringInstallments(selection([]));
    expect(empty.status).toBe(400);
    expect(empty.body.Message).toMatch(/En az bir borç seçiniz/);
    const foreign = await citizen.api.AuthorizedAdjustDebtRestructuringInstallments(selection([othersDebt]));
    expect(foreign.status).toBe(400);
    expect(foreign.body.Message).toMatch(/size ait değil/);
    const sent = await citizen.api.SendRestructuringConsentCode(selection([othersDebt]));
    expect(sent.status).toBe(400);
  });

  it('anyone not signed in is refused', async () => {
    const anonymous = new Agent(t);
    expect((await anonymous.api.GetDebtListWillBeRestructured({ installmentMethod: 1 })).status).toBe(401);
  });
});

describe('applying with the SMS consent', () => {
  it('saves the plan: old debts leave the list, installments are accrued, the plan and its PDF are there', async () => {
    const oids = take(3);
    const simulated = (await citizen.api.AuthorizedAdjustDebtRestructuringInstallments(selection(oids, 6))).body;
    const saved = await apply(selection(oids, 6));
    expect(saved.PlanNo).toMatch(/^YP-\d{4}-\d{6}$/);

    const open = (await citizen.api.GetDebtListWithRevenueCode({})).body;
    expect(open.some((d) => oids.includes(d.AccrualOid))).toBe(false);
    const installments = open.filter((d) => d.Description.includes(saved.PlanNo));
    expect(installments.map((d) => d.PrincipalKurus)).toEqual(simulated.Rows.map((r) => r.TotalKurus));
    expect(installments.every((d) => d.RevenueCode === 90)).toBe(true);

    const detail = await citizen.api.AuthorizedGetRestructuringDetailInfo({ planOid: saved.PlanOid });
    expect(detail.body.Plan).toMatchObject({
      PlanNo: saved.PlanNo,
      Status: 'ACTIVE',
      TotalKurus: simulated.TotalKurus,
      PaidKurus: 0,
      Missed: [],
    });
    expect(detail.body.Plan?.Rows.map((r) => r.State)).toEqual(Array(6).fill('DUE'));
    expect(detail.body.Plans.map((p) => p.PlanOid)).toContain(saved.PlanOid);

    const cookie = [...citizen.cookies].map(([k, v]) => `${k}=${v.value}`).join('; ');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/restructuring/plan/${saved.PlanOid}`,
      headers: { cookie },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const stranger = await t.app.inject({ method: 'GET', url: `/api/restructuring/plan/${saved.PlanOid}` });
    expect(stranger.statusCode).toBe(401);

    const verified = await t.api.VerifyRestructuringPlan({ verificationCode: saved.VerificationCode });
    expect(verified.body).toMatchObject({ PlanNo: saved.PlanNo, Installments: 6, TotalKurus: simulated.TotalKurus });
    expect(verified.body.HolderName).not.toBe('Zeynep Arslan');

    // The citizen is told by SMS.
    await t.flushSms();
    expect((await t.inbox(zeynep.gsm)).some((m) => m.msg.includes(saved.PlanNo))).toBe(true);
  });

  it('a wrong code, a code for another selection, or no consent to the terms saves nothing', async () => {
    const oids = take(2);
    const before = await planCount();
    const proof = await consent(selection(oids, 6));
    const wrong = await citizen.api.AuthorizedSaveDebtRestructuringInstallments({
      ...selection(oids, 6),
      ...proof,
      smsCode: proof.smsCode === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    const other = await citizen.api.AuthorizedSaveDebtRestructuringInstallments({ ...selection(oids, 12), ...proof });
    expect(other).toMatchObject({ status: 400, body: { Message: expect.stringMatching(/başka bir seçim/) } });
    const terms = await citizen.api.AuthorizedSaveDebtRestructuringInstallments({
      ...selection(oids, 6),
      ...proof,
      termsAccepted: false as unknown as true,
    });
    expect(terms.status).toBe(400);
    expect(await planCount()).toBe(before);
    const open = (await citizen.api.GetDebtListWithRevenueCode({})).body;
    expect(oids.every((oid) => open.some((d) => d.AccrualOid === oid))).toBe(true);
  });

  it('after the deadline nobody can apply, and the page says when the campaign ended', async () => {
    const oids = take(1);
    const proof = await consent(selection(oids, 6));
    const closedOn = addDays(today, -1);
    const campaign = (await citizen.api.GetCurrentRestructuringParameter()).body.Campaign!;
    const before = await planCount();
    await t.database.db
      .updateTable('restructuring_campaign')
      .set({ application_deadline: closedOn, first_due_date: addMonths(closedOn, 1) })
      .where('oid', '=', campaign.CampaignOid)
      .execute();
    try {
      const late = await citizen.api.AuthorizedSaveDebtRestructuringInstallments({ ...selection(oids, 6), ...proof });
      expect(late.status).toBe(409);
      expect(late.body.Message).toMatch(/son başvuru tarihi .* idi; başvuru süresi sona erdi/);
      expect(await planCount()).toBe(before);
    } finally {
      await t.database.db
        .updateTable('restructuring_campaign')
        .set({ application_deadline: lawDraft().applicationDeadline, first_due_date: lawDraft().firstDueDate })
        .where('oid', '=', campaign.CampaignOid)
        .execute();
    }
  });
});

describe('a plan and a card payment never share a debt', () => {
  const settings = () => loadSettings({ logLevel: 'silent', app: NO_PAUSE, payments: { oldestFirst: false } }, {});
  const scope = () => ({ registryOid, memberOid: null, channel: 'DEBT' as const });

  it('a debt in a saved plan cannot be paid outside it', async () => {
    const oids = take(1);
    await apply(selection(oids, 2));
    const refused = await createOrder(t.database, settings(), scope(), {
      accrualOids: oids,
      clientIp: '127.0.0.1',
    }).catch((e: unknown) => e);
    // The refusal says the plan holds it and how to pay it, not "paid or not yours".
    expect(refused).toMatchObject({ statusCode: 409, message: HoldMessages.RESTRUCTURING_PLAN });
    expect(HoldMessages.RESTRUCTURING_PLAN).toContain('planın taksitlerinden ödeyiniz');
  });

  it('a debt in a card payment at the bank cannot be restructured; nothing is saved', async () => {
    const oids = take(2);
    await createOrder(t.database, settings(), scope(), { accrualOids: [oids[1]!], clientIp: '127.0.0.1' });
    // The debt at the bank is not offered, but shown with what holds it and how it is freed…
    const list = (await citizen.api.GetDebtListWillBeRestructured({ installmentMethod: 1 })).body;
    expect(list.Debts.some((d) => d.AccrualOid === oids[1])).toBe(false);
    expect(list.Held.find((d) => d.AccrualOid === oids[1])?.Reason).toBe(HeldReasons.PAYMENT_ORDER);
    expect(HeldReasons.PAYMENT_ORDER).toContain('Borç Sorgulama sayfasından iptal edebilirsiniz');
    // …and an application naming it is refused with the same reason, not "not eligible or not yours".
    const res = await citizen.api.AuthorizedAdjustDebtRestructuringInstallments(selection(oids, 6));
    expect(res.status).toBe(409);
    expect(res.body.Message).toBe(HoldMessages.PAYMENT_ORDER);
    expect(res.body.Message).not.toContain('size ait değil');
  });

  it('racing: a payment order and an application on the same debt — exactly one wins, the other saves nothing', async () => {
    for (let round = 0; round < 3; round++) {
      const oids = take(1);
      const before = await planCount();
      const sel = selection(oids, 6);
      const proof = await consent(sel);
      const results = await Promise.allSettled([
        createOrder(t.database, settings(), scope(), { accrualOids: oids, clientIp: '127.0.0.1' }),
        citizen.api.AuthorizedSaveDebtRestructuringInstallments({ ...sel, ...proof }).then((r) => {
          if (r.status !== 200) throw Object.assign(new Error(r.body.Message), { statusCode: r.status });
          return r.body;
        }),
      ]);
      const won = results.filter((r) => r.status === 'fulfilled');
      expect(won).toHaveLength(1);
      const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect([400, 409]).toContain(lost.reason.statusCode);
      const holders = await t.database.db
        .selectFrom('accrual_hold')
        .select('holder_kind')
        .where('accrual_oid', '=', oids[0]!)
        .where('released_at', 'is', null)
        .execute();
      expect(holders).toHaveLength(1);
      const planSaved = results[1].status === 'fulfilled';
      expect(holders[0]?.holder_kind).toBe(planSaved ? 'RESTRUCTURING_PLAN' : 'PAYMENT_ORDER');
      expect(await planCount()).toBe(before + (planSaved ? 1 : 0));
      // The application either no longer finds the debt free or meets the payment's hold.
      if (!planSaved) expect([PlanMessages.selection, HoldMessages.PAYMENT_ORDER]).toContain(lost.reason.message);
    }
  });
});

describe('paying and breaking', () => {
  /** Pays one installment in full, as a settled card payment records it. */
  async function pay(accrualOid: number, kurus: number) {
    await t.database.db.transaction().execute((trx) =>
      recordCollection(trx, {
        registryOid,
        collectionType: 4,
        channel: 'DEBT',
        lines: [{ accrualOid, principalKurus: kurus, lateFeeKurus: 0 }],
      }),
    );
  }

  it('a paid installment shows as paid', async () => {
    const saved = await apply(selection(take(2), 6));
    const plan = (await citizen.api.AuthorizedGetRestructuringDetailInfo({ planOid: saved.PlanOid })).body.Plan!;
    await pay(plan.Rows[0]!.AccrualOid!, plan.Rows[0]!.TotalKurus);
    const after = (await citizen.api.AuthorizedGetRestructuringDetailInfo({ planOid: saved.PlanOid })).body.Plan!;
    expect(after.Rows.map((r) => r.State)).toEqual(['PAID', 'DUE', 'DUE', 'DUE', 'DUE', 'DUE']);
    expect(after.PaidKurus).toBe(plan.Rows[0]!.TotalKurus);
  });

  it('missed installments beyond the tolerance break the plan: the unpaid part comes back with its late fee', async () => {
    const oids = take(2);
    const old = (await citizen.api.GetDebtListWillBeRestructured({ installmentMethod: 1 })).body.Debts.filter((d) =>
      oids.includes(d.AccrualOid),
    );
    const saved = await apply(selection(oids, 6));
    const plan = (await citizen.api.AuthorizedGetRestructuringDetailInfo({ planOid: saved.PlanOid })).body.Plan!;
    await pay(plan.Rows[0]!.AccrualOid!, plan.Rows[0]!.TotalKurus);

    // The day after the second installment: it is missed, and the first two must be paid.
    const clock = addDays(plan.Rows[1]!.DueDate, 1);
    // The day before changes nothing.
    expect(await reviewPlans(t.database, plan.Rows[1]!.DueDate)).not.toContain(saved.PlanOid);
    expect(await reviewPlans(t.database, clock)).toContain(saved.PlanOid);

    const broken = (await citizen.api.AuthorizedGetRestructuringDetailInfo({ planOid: saved.PlanOid })).body.Plan!;
    expect(broken.Status).toBe('BROKEN');
    expect(broken.Rows.map((r) => r.State)).toEqual([
      'PAID',
      'CANCELLED',
      'CANCELLED',
      'CANCELLED',
      'CANCELLED',
      'CANCELLED',
    ]);

    const open = (await citizen.api.GetDebtListWithRevenueCode({})).body;
    expect(open.some((d) => d.Description.includes(saved.PlanNo) && d.RevenueCode === 90)).toBe(false);
    const revived = open.filter((d) => d.Description.includes(`bozulan yapılandırma ${saved.PlanNo}`));
    // What the first installment paid of the principal is set off against the oldest debt first.
    const principal = old.reduce((s, d) => s + d.PrincipalKurus, 0);
    expect(revived.reduce((s, d) => s + d.PrincipalKurus, 0)).toBe(principal - plan.Rows[0]!.PrincipalKurus);
    expect(revived.every((d) => old.some((o) => o.DueDate === d.DueDate))).toBe(true);
    expect(revived.every((d) => d.LateFeeKurus > 0)).toBe(true);

    await t.flushSms();
    expect(
      (await t.inbox(zeynep.gsm)).some((m) =>
        m.msg.includes(`${saved.PlanNo} numaralı yapılandırma planınız ödenmeyen`),
      ),
    ).toBe(true);
    // A second review leaves a broken plan alone.
    expect(await reviewPlans(t.database, clock)).not.toContain(saved.PlanOid);
  });
});

describe('a debt paid in part', () => {
  const payPart = (accrualOid: number, kurus: number) =>
    t.database.db.transaction().execute((trx) =>
      recordCollection(trx, {
        registryOid,
        collectionType: 4,
        channel: 'DEBT',
        lines: [{ accrualOid, principalKurus: kurus, lateFeeKurus: 0 }],
      }),
    );

  it('is restructured for what is still owed: the paid part stays paid, the late fee runs on the remainder, the plan adds up to the kuruş', async () => {
    const due = `${lastYear - 1}-05-31`;
    const [oid] = await oldDebts(t.database, registryOid, [due], 100_001);
    const paid = 33_333;
    const remainder = 100_001 - paid;
    await payPart(oid!, paid);

    const listed = (await citizen.api.GetDebtListWillBeRestructured({ installmentMethod: 1 })).body.Debts.find(
      (d) => d.AccrualOid === oid,
    );
    const fee = lateFeeKurus(
      { principalKurus: remainder, dueDate: due, calculationDate: today, lateFeeApplies: true },
      await lateFeeRates(t.database.db),
    );
    expect(fee).toBeGreaterThan(0);
    expect(listed).toMatchObject({ PrincipalKurus: remainder, LateFeeKurus: fee });

    const campaign = (await citizen.api.GetCurrentRestructuringParameter()).body.Campaign!;
    const simulated = (await citizen.api.AuthorizedAdjustDebtRestructuringInstallments(selection([oid!], 6))).body;
    expect(simulated.PrincipalKurus).toBe(remainder);
    expect(simulated.IndexKurus).toBe(
      indexAmountKurus(campaignTerms(campaign), { dueDate: due, principalKurus: remainder }),
    );
    expect(simulated.Rows.reduce((s, r) => s + r.PrincipalKurus, 0)).toBe(remainder);
    expect(simulated.Rows.reduce((s, r) => s + r.TotalKurus, 0)).toBe(simulated.TotalKurus);

    const saved = await apply(selection([oid!], 6));
    const plan = (await citizen.api.AuthorizedGetRestructuringDetailInfo({ planOid: saved.PlanOid })).body.Plan!;
    expect(plan.PrincipalKurus).toBe(remainder);
    expect(plan.Debts).toEqual([expect.objectContaining({ AccrualOid: oid, PrincipalKurus: remainder })]);
    expect(plan.Rows.reduce((s, r) => s + r.TotalKurus, 0)).toBe(plan.TotalKurus);

    // The debt keeps what was paid, as paid, with its receipt; the remainder is closed into the plan on its own row.
    const rows = await t.database.db
      .selectFrom('accrual')
      .select(['oid', 'principal_kurus', 'paid_kurus', 'cancelled_at', 'cancel_reason', 'due_date'])
      .where('registry_oid', '=', registryOid)
      .where('due_date', '=', due)
      .where('description', 'like', 'Emlak vergisi%')
      .orderBy('oid')
      .execute();
    const original = rows.find((r) => r.oid === oid)!;
    expect(original).toMatchObject({ principal_kurus: paid, paid_kurus: paid, cancelled_at: null });
    const closed = rows.filter((r) => r.oid !== oid);
    expect(closed).toEqual([
      expect.objectContaining({
        principal_kurus: remainder,
        paid_kurus: 0,
        cancel_reason: `Yapılandırma planı ${saved.PlanNo}`,
      }),
    ]);
    expect(original.principal_kurus + closed[0]!.principal_kurus).toBe(100_001);
    const receipt = await t.database.db
      .selectFrom('collection_line')
      .select('principal_kurus')
      .where('accrual_oid', '=', oid!)
      .execute();
    expect(receipt).toEqual([{ principal_kurus: paid }]);
    const open = (await citizen.api.GetDebtListWithRevenueCode({})).body;
    expect(open.some((d) => d.AccrualOid === oid)).toBe(false);
  });

  it('the ledger refuses to close a remainder that changed since it was priced', async () => {
    const [oid] = await oldDebts(t.database, registryOid, [`${lastYear - 1}-06-30`], 40_000);
    await payPart(oid!, 10_000);
    const close = (remainingKurus: number) =>
      t.database.db
        .transaction()
        .execute((trx) => closeRemainders(trx, [{ accrualOid: oid!, remainingKurus }], 'Deneme'));
    await expect(close(40_000)).rejects.toMatchObject({ statusCode: 409 });
    const row = await t.database.db
      .selectFrom('accrual')
      .select(['principal_kurus', 'cancelled_at'])
      .where('oid', '=', oid!)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ principal_kurus: 40_000, cancelled_at: null });
  });
});

describe('a plan follows its campaign’s law', () => {
  /** 7440's counts, monthly; the reference has no coefficients for 7440, so these stand for the municipality's. */
  const law7440 = () => ({
    ...lawDraft(),
    lawNo: '7440',
    lawTitle:
      'Bazı Alacakların Yeniden Yapılandırılmasına ve 3194 Sayılı İmar Kanununda Değişiklik Yapılmasına Dair Kanun',
    title: '7440 sayılı Kanun örneğinde su ve atık su borçlarının yapılandırılması',
    intervalMonths: 1 as const,
    coefficientsFromLaw: false,
    revenueCodes: [30, 31],
    options: [
      { installments: 1, coefficientBp: 10000, indexDiscountBp: 9000 },
      { installments: 12, coefficientBp: 10600, indexDiscountBp: 0 },
      { installments: 18, coefficientBp: 10900, indexDiscountBp: 0 },
      { installments: 24, coefficientBp: 11200, indexDiscountBp: 0 },
      { installments: 36, coefficientBp: 11800, indexDiscountBp: 0 },
      { installments: 48, coefficientBp: 12400, indexDiscountBp: 0 },
    ],
  });
  const days = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;

  it('monthly 12 to 48 under a 7440-style campaign, bi-monthly 6 to 18 under a 7326 one: each with its coefficients, the installments adding up exactly', async () => {
    const water = await oldDebts(
      t.database,
      registryOid,
      [`${lastYear - 1}-03-31`, `${lastYear - 1}-09-30`],
      80_000,
      30,
    );
    const [property] = await oldDebts(t.database, registryOid, [`${lastYear - 1}-04-30`]);
    const plans = [];
    try {
      for (const draft of [law7440(), lawDraft()]) {
        await openTestCampaign(t.database, draft);
        const campaign = (await citizen.api.GetCurrentRestructuringParameter()).body.Campaign!;
        expect(campaign).toMatchObject({
          IntervalMonths: draft.intervalMonths,
          CoefficientsFromLaw: draft.coefficientsFromLaw,
        });
        const list = (await citizen.api.GetDebtListWillBeRestructured({ installmentMethod: 1 })).body.Debts;
        // The campaign's revenue kinds decide what it covers.
        expect(list.some((d) => d.AccrualOid === property)).toBe(draft.revenueCodes.includes(1));
        expect(water.every((oid) => list.some((d) => d.AccrualOid === oid))).toBe(true);
        const chosen = list.filter((d) => water.includes(d.AccrualOid));
        const res = await citizen.api.AuthorizedAdjustDebtRestructuringInstallments(selection(water, 12));
        expect(res.status).toBe(200);
        const plan = res.body;
        const option = draft.options.find((o) => o.installments === 12)!;
        const expected = computePlan(
          campaignTerms(campaign),
          chosen.map((d) => ({
            accrualOid: d.AccrualOid,
            dueDate: d.DueDate,
            principalKurus: d.PrincipalKurus,
            lateFeeKurus: d.LateFeeKurus,
          })),
          option,
        );
        expect(plan.CoefficientBp).toBe(option.coefficientBp);
        expect(plan.Rows).toHaveLength(12);
        const base = plan.PrincipalKurus + plan.IndexKurus - plan.IndexDiscountKurus;
        expect(plan.TotalKurus).toBe(Math.round((base * option.coefficientBp) / 10_000));
        expect(plan.TotalKurus).toBe(expected.totalKurus);
        expect(plan.Rows.map((r) => [r.DueDate, r.TotalKurus])).toEqual(
          expected.rows.map((r) => [r.dueDate, r.totalKurus]),
        );
        expect(plan.Rows.reduce((s, r) => s + r.TotalKurus, 0)).toBe(plan.TotalKurus);
        expect(plan.Rows.reduce((s, r) => s + r.PrincipalKurus, 0)).toBe(plan.PrincipalKurus);
        // A month apart, or two (a due day moved off a weekend or holiday shifts a gap by a few days at most).
        const gaps = plan.Rows.slice(1).map((r, i) => days(plan.Rows[i]!.DueDate, r.DueDate));
        const month = draft.intervalMonths === 1 ? [26, 35] : [56, 65];
        expect(gaps.every((g) => g >= month[0]! && g <= month[1]!)).toBe(true);
        // What one law offers, the other does not.
        const other = draft.intervalMonths === 1 ? 6 : 48;
        const refused = await citizen.api.AuthorizedAdjustDebtRestructuringInstallments(selection(water, other));
        expect(refused).toMatchObject({
          status: 400,
          body: { Message: `Bu kampanyada ${other} taksit seçeneği yok.` },
        });
        plans.push(plan);
      }
    } finally {
      await openTestCampaign(t.database);
    }
    const [monthly, biMonthly] = plans;
    // Same debts, same law date: the same principal and index amount; only the coefficient tells them apart.
    expect(monthly!.PrincipalKurus).toBe(biMonthly!.PrincipalKurus);
    expect(monthly!.IndexKurus).toBe(biMonthly!.IndexKurus);
    expect([monthly!.CoefficientBp, biMonthly!.CoefficientBp]).toEqual([10600, 11050]);
  });
});

describe('when no campaign is open', () => {
  it('the page hears so and when the last one ended; the debt list is refused in Turkish', async () => {
    await t.database.db
      .updateTable('restructuring_campaign')
      .set({ status: 'CLOSED', closed_at: new Date() })
      .where('status', '=', 'OPEN')
      .execute();
    const now = await citizen.api.GetCurrentRestructuringParameter();
    expect(now.body).toEqual({ Campaign: null, LastEndedOn: today });
    const list = await citizen.api.GetDebtListWillBeRestructured({ installmentMethod: 1 });
    expect(list).toMatchObject({ status: 409, body: { Message: 'Şu anda açık bir yapılandırma kampanyası yok.' } });
  });
});
