import { checkOldestFirst, type Debt } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../src/http/access.js';
import { hold, openDebts, recordCollection } from '../../src/modules/ledger/index.js';
import { debtOwner } from '../../src/modules/water/index.js';
import { openDeskApp } from './desk-app.js';

/** Two clerks of the revenue desk (one proposes, the other approves), one of finance, and the demo member. */
const staff: Record<string, Principal & { kind: 'staff' }> = {
  gelir: { kind: 'staff', staffOid: 4601, permissions: new Set(['objections.decide']), regionCode: null },
  gelir2: { kind: 'staff', staffOid: 4602, permissions: new Set(['objections.decide']), regionCode: null },
  muhasebe: { kind: 'staff', staffOid: 4603, permissions: new Set(['payments.reconcile']), regionCode: null },
};

let t: Awaited<ReturnType<typeof openDeskApp>>['t'];
let memberOid: number;
let registryOid: number;
let as: Awaited<ReturnType<typeof openDeskApp>>['as'];
let member: Awaited<ReturnType<typeof openDeskApp>>['member'];
const THRESHOLD = 1_000_000;

let serial = 0;
/** A building tax of the member, paid `paidKurus` of by a card receipt that also paid `otherKurus` of another debt. */
async function buildingTax(principalKurus: number, paidKurus = 0, otherKurus = 0) {
  serial++;
  const [oid, other] = (
    await t.database.db
      .insertInto('accrual')
      .values([
        {
          registry_oid: registryOid,
          revenue_code: 1,
          year: 2026,
          installment_no: 1,
          due_date: `2026-05-${String((serial % 28) + 1).padStart(2, '0')}`,
          principal_kurus: principalKurus,
          source: 'TAHAKKUK',
          description: `İtiraz testi bina ${serial}`,
        },
        {
          registry_oid: registryOid,
          revenue_code: 20,
          year: 2026,
          installment_no: 1,
          due_date: '2026-03-31',
          principal_kurus: Math.max(otherKurus, 1),
          source: 'TAHAKKUK',
          description: `İtiraz testi ilan ${serial}`,
        },
      ])
      .returning('oid')
      .execute()
  ).map((r) => r.oid);
  let collectionOid: number | null = null;
  if (paidKurus > 0) {
    collectionOid = await t.database.db.transaction().execute(async (trx) => {
      const c = await recordCollection(trx, {
        registryOid,
        collectionType: 4,
        channel: 'İNTERNET',
        lines: [
          { accrualOid: oid, principalKurus: paidKurus, lateFeeKurus: 0 },
          ...(otherKurus > 0 ? [{ accrualOid: other, principalKurus: otherKurus, lateFeeKurus: 0 }] : []),
        ],
      });
      return c.oid;
    });
  }
  return { oid, other, collectionOid };
}

const open = (accrualOid: number, extra: object = {}) =>
  member<{ CaseNo: string; VerificationCode: string }>('OpenObjection', {
    accrualOid,
    reason: 'AREA_OR_USE',
    explanation: 'Bina geçen yıl yıkıldı, yıkım ruhsatı ektedir.',
    ...extra,
  });

const caseOid = async (caseNo: string) =>
  (await t.database.db.selectFrom('objection').select('oid').where('case_no', '=', caseNo).executeTakeFirstOrThrow())
    .oid;

const accrualRows = (oids: number[]) =>
  t.database.db
    .selectFrom('accrual')
    .select(['oid', 'principal_kurus', 'paid_kurus', 'cancelled_at', 'corrects_oid', 'disputed_since'])
    .where((eb) => eb.or([eb('oid', 'in', oids), eb('corrects_oid', 'in', oids)]))
    .orderBy('oid')
    .execute();

const refundsOf = (collectionOid: number) =>
  t.database.db
    .selectFrom('refund_request')
    .select(['amount_kurus', 'status'])
    .where('collection_oid', '=', collectionOid)
    .execute();

beforeAll(async () => {
  ({ t, memberOid, registryOid, as, member } = await openDeskApp({
    staff,
    memberPid: '10000000146',
    secondApprovalOverKurus: THRESHOLD,
  }));
});
afterAll(async () => {
  await t?.close();
});

describe('opening a case', () => {
  it('gives a case number and a verification code, marks the debt "itirazlı" and keeps it payable', async () => {
    const { oid } = await buildingTax(150_000);
    const res = await open(oid);
    expect(res.status).toBe(200);
    expect(res.body.CaseNo).toMatch(/^\d{4}-[2-9A-HJ-NP-Z]{6}$/);
    expect(res.body.VerificationCode).toMatch(/^[A-Z2-9]{10}$/);
    const debts = await openDebts(t.database, await debtOwner(t.database, registryOid), '2026-06-30');
    expect(debts.find((d) => d.AccrualOid === oid)?.UnderObjection).toBe(true);
    const sms = await t.database.db
      .selectFrom('sms_outbox')
      .select('sms_text')
      .where('message_code', '=', 7060)
      .orderBy('oid', 'desc')
      .executeTakeFirstOrThrow();
    expect(sms.sms_text).toContain(res.body.CaseNo);
  });

  it('refuses a reason that does not fit the revenue, and a second open case on the same debt', async () => {
    const { oid } = await buildingTax(80_000);
    const wrong = await open(oid, { reason: 'METER_READING' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.Message).toContain('itiraz nedeni');
    expect((await open(oid)).status).toBe(200);
    const again = await open(oid);
    expect(again.status).toBe(409);
    expect(again.body.Message).toContain('açık bir başvurunuz');
  });

  it('answers 404 for a debt of someone else', async () => {
    const stranger = await t.database.db
      .selectFrom('accrual')
      .select('oid')
      .where('registry_oid', '<>', registryOid)
      .where('subscription_oid', 'is', null)
      .executeTakeFirstOrThrow();
    expect((await open(stranger.oid)).status).toBe(404);
  });
});

describe('what an open case does to the debt', () => {
  it('is skipped by the oldest-first rule: a newer debt may be paid while the older one is under objection', () => {
    const debt = (oid: number, due: string, under = false): Debt => ({
      AccrualOid: oid,
      RevenueCode: 1,
      RevenueName: 'Emlak Vergisi (Bina)',
      Year: 2026,
      InstallmentNo: 1,
      DueDate: due,
      Description: '',
      SubscriberNo: null,
      PrincipalKurus: 1,
      LateFeeKurus: 0,
      TotalKurus: 1,
      IsOverdue: false,
      UnderObjection: under,
    });
    expect(checkOldestFirst([debt(1, '2026-05-31'), debt(2, '2026-11-30')], new Set([2]))?.AccrualOid).toBe(1);
    expect(checkOldestFirst([debt(1, '2026-05-31', true), debt(2, '2026-11-30')], new Set([2]))).toBeNull();
  });

  it('stops gecikme zammı at the day the case opened when the setting says so, and runs it again when decided', async () => {
    const { oid } = await buildingTax(100_000);
    const owner = await debtOwner(t.database, registryOid);
    const feeOn = async (day: string) =>
      (await openDebts(t.database, owner, day)).find((d) => d.AccrualOid === oid)?.LateFeeKurus ?? -1;
    const running = await feeOn('2027-01-15');
    await t.database.db
      .updateTable('accrual')
      .set({ disputed_since: '2026-07-01', late_fee_until: '2026-07-01' })
      .where('oid', '=', oid)
      .execute();
    const stopped = await feeOn('2027-01-15');
    expect(stopped).toBeLessThan(running);
    expect(stopped).toBe(await feeOn('2026-07-01'));
  });
});

describe('the desk decides', () => {
  it('asks for more, waits for the answer, then accepts: the wrong accrual is cancelled and the corrected one accrued, the overpayment asked back', async () => {
    const { oid, collectionOid } = await buildingTax(150_000, 150_000, 20_000);
    const opened = await open(oid);
    const objectionOid = await caseOid(opened.body.CaseNo);
    const before = await accrualRows([oid]);

    const ask = await as('gelir', 'AskObjectionInfo', { objectionOid, question: 'Yıkım tarihini yazar mısınız?' });
    expect(ask.body.Status).toBe('INFO_REQUESTED');
    const early = await as('gelir', 'DecideObjection', {
      objectionOid,
      decision: 'ACCEPTED',
      correctedKurus: 50_000,
      reason: 'Bina yılın başında yıkılmıştır.',
      article: 'VUK md. 116',
    });
    expect(early.status).toBe(409);
    const answer = await member('AnswerObjection', {
      caseNo: opened.body.CaseNo,
      text: 'Yıkım 10.01.2026 tarihinde yapıldı.',
    });
    expect(answer.body.Status).toBe('UNDER_REVIEW');

    const decided = await as('gelir', 'DecideObjection', {
      objectionOid,
      decision: 'ACCEPTED',
      correctedKurus: 50_000,
      reason: 'Bina yılın başında yıkılmıştır; vergi arsa üzerinden alınır.',
      article: 'VUK md. 116, 1319 md. 8',
    });
    expect(decided.status).toBe(200);
    expect(decided.body.Status).toBe('DECIDED');
    const after = await accrualRows([oid]);
    expect(before).toHaveLength(1);
    expect(after).toHaveLength(2);
    const [wrong, corrected] = after;
    expect(wrong.cancelled_at).not.toBeNull();
    expect(wrong.disputed_since).toBeNull();
    expect(corrected).toMatchObject({ principal_kurus: 50_000, paid_kurus: 50_000, corrects_oid: oid });
    expect(await refundsOf(collectionOid!)).toEqual([{ amount_kurus: 100_000, status: 'REQUESTED' }]);

    const view = await member<{
      Timeline: Array<{ Kind: string }>;
      DecisionDetail: { VerificationCode: string; RemedyDays: number };
    }>('GetMyObjection', { caseNo: opened.body.CaseNo });
    expect(view.body.Timeline.map((e) => e.Kind)).toEqual(['RECEIVED', 'INFO_REQUESTED', 'ANSWERED', 'DECIDED']);
    expect(view.body.DecisionDetail.RemedyDays).toBe(30);
    const verified = await as('nobody', 'VerifyObjectionDecision', { code: view.body.DecisionDetail.VerificationCode });
    expect(verified.body).toMatchObject({ CaseNo: opened.body.CaseNo, CorrectedKurus: 50_000, Decision: 'ACCEPTED' });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/objections/${opened.body.CaseNo}/decision.pdf?kod=${view.body.DecisionDetail.VerificationCode}`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const refunds = await as<{ Items: Array<{ CollectionOid: number; AmountKurus: number }> }>(
      'muhasebe',
      'GetRefundRequests',
      {
        status: 'REQUESTED',
      },
    );
    expect(refunds.body.Items.some((r) => r.CollectionOid === collectionOid && r.AmountKurus === 100_000)).toBe(true);
  });

  it('points the clerk to the declaration a debt was accrued from, and to none for a debt of no declaration', async () => {
    const declared = await buildingTax(80_000);
    const plain = await buildingTax(80_000);
    const declaration = await t.database.db
      .insertInto('declaration')
      .values({
        number: `EMLK-2026-9${String(serial).padStart(5, '0')}`,
        registry_oid: registryOid,
        member_oid: memberOid,
        kind: 'ESTATE',
        estate_type: 1,
        year: 2026,
        status: 'APPROVED',
        title: 'İtiraz testi beyanı',
        declarer: {},
        payload: {},
        computed: {},
        total_kurus: 80_000,
        verification_code: `ITRZ${serial}TEST`,
      })
      .returning('oid')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('declaration_accrual')
      .values({ declaration_oid: declaration.oid, accrual_oid: declared.oid })
      .execute();
    const onDeclared = await caseOid((await open(declared.oid)).body.CaseNo);
    const onPlain = await caseOid((await open(plain.oid)).body.CaseNo);
    const desk = (objectionOid: number) =>
      as<{ DeclarationOid: number | null }>('gelir', 'GetObjectionForDesk', { objectionOid });
    expect((await desk(onDeclared)).body.DeclarationOid).toBe(declaration.oid);
    expect((await desk(onPlain)).body.DeclarationOid).toBeNull();
  });

  it('cancels and re-accrues in one transaction: when the refund cannot be asked, nothing of the correction is kept', async () => {
    const { oid, collectionOid } = await buildingTax(90_000, 90_000);
    // Finance has already asked the whole receipt back by hand.
    await as('muhasebe', 'RecordRefundRequest', { collectionOid, amountKurus: 90_000, reason: 'Mükerrer ödeme' });
    const opened = await open(oid);
    const objectionOid = await caseOid(opened.body.CaseNo);
    const res = await as('gelir', 'DecideObjection', {
      objectionOid,
      decision: 'ACCEPTED',
      correctedKurus: 0,
      reason: 'Taşınmaz o yıl başvuranın değildir.',
      article: 'VUK md. 116',
    });
    expect(res.status).toBe(400);
    const rows = await accrualRows([oid]);
    expect(rows).toHaveLength(1);
    expect(rows[0].cancelled_at).toBeNull();
    expect(rows[0].disputed_since).not.toBeNull();
    const status = await t.database.db
      .selectFrom('objection')
      .select('status')
      .where('oid', '=', objectionOid)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('RECEIVED');
    const holds = await t.database.db.selectFrom('accrual_hold').select('oid').where('accrual_oid', '=', oid).execute();
    expect(holds).toHaveLength(0);
  });

  it('never asks back more than was collected for the debt, even when its receipt paid other debts too', async () => {
    const { oid, collectionOid } = await buildingTax(60_000, 40_000, 30_000);
    const opened = await open(oid);
    const res = await as('gelir', 'DecideObjection', {
      objectionOid: await caseOid(opened.body.CaseNo),
      decision: 'ACCEPTED',
      correctedKurus: 0,
      reason: 'Taşınmaz o yıl başvuranın değildir.',
      article: 'VUK md. 116',
    });
    expect(res.status).toBe(200);
    const refunds = await refundsOf(collectionOid!);
    const asked = refunds.reduce((s, r) => s + r.amount_kurus, 0);
    expect(asked).toBe(40_000);
    expect(asked).toBeLessThanOrEqual(70_000);
  });

  it('sets an overpayment against the other debts when the member chose so', async () => {
    const { oid, other, collectionOid } = await buildingTax(50_000, 50_000);
    const opened = await open(oid, { overpaymentChoice: 'NET' });
    const res = await as('gelir', 'DecideObjection', {
      objectionOid: await caseOid(opened.body.CaseNo),
      decision: 'PARTLY_ACCEPTED',
      correctedKurus: 30_000,
      reason: 'Alan kısmen yanlış ölçülmüştür.',
      article: 'VUK md. 116',
    });
    expect(res.status).toBe(200);
    const row = await t.database.db
      .selectFrom('objection')
      .select(['netted_kurus', 'refund_kurus'])
      .where('case_no', '=', opened.body.CaseNo)
      .executeTakeFirstOrThrow();
    expect(row.netted_kurus + row.refund_kurus).toBe(20_000);
    expect(row.netted_kurus).toBeGreaterThan(0);
    expect(await refundsOf(collectionOid!)).toHaveLength(row.refund_kurus > 0 ? 1 : 0);
    const netting = await t.database.db
      .selectFrom('collection_line as l')
      .innerJoin('collection as c', 'c.oid', 'l.collection_oid')
      .select((eb) => eb.fn.sum<string>('l.principal_kurus').as('p'))
      .select((eb) => eb.fn.sum<string>('l.late_fee_kurus').as('f'))
      .where('c.channel', '=', 'MAHSUP')
      .where('c.registry_oid', '=', registryOid)
      .where('l.accrual_oid', '=', other)
      .executeTakeFirst();
    expect(Number(netting?.p ?? 0) + Number(netting?.f ?? 0)).toBeGreaterThanOrEqual(0);
  });

  it('rejects with the article: the debt leaves "itirazlı" and stays as it was', async () => {
    const { oid } = await buildingTax(70_000);
    const opened = await open(oid);
    const res = await as('gelir', 'DecideObjection', {
      objectionOid: await caseOid(opened.body.CaseNo),
      decision: 'REJECTED',
      reason: 'Tapu kaydına göre taşınmaz başvuranındır.',
      article: '1319 md. 3',
    });
    expect(res.status).toBe(200);
    const [row] = await accrualRows([oid]);
    expect(row).toMatchObject({ principal_kurus: 70_000, cancelled_at: null, disputed_since: null });
  });

  it('a decision over the threshold waits for a second clerk; the proposer cannot approve it', async () => {
    const { oid } = await buildingTax(THRESHOLD + 500_000);
    const opened = await open(oid);
    const objectionOid = await caseOid(opened.body.CaseNo);
    const proposed = await as('gelir', 'DecideObjection', {
      objectionOid,
      decision: 'ACCEPTED',
      correctedKurus: 0,
      reason: 'Taşınmaz o yıl başvuranın değildir.',
      article: 'VUK md. 116',
    });
    expect(proposed.body.Status).toBe('PENDING_APPROVAL');
    expect((await accrualRows([oid]))[0].cancelled_at).toBeNull();
    expect((await as('gelir', 'ApproveObjectionDecision', { objectionOid, approve: true })).status).toBe(403);
    const approved = await as('gelir2', 'ApproveObjectionDecision', { objectionOid, approve: true });
    expect(approved.body.Status).toBe('DECIDED');
    expect((await accrualRows([oid]))[0].cancelled_at).not.toBeNull();
    const audit = await t.database.db
      .selectFrom('audit_event')
      .select(['event', 'staff_oid'])
      .where('record_type', '=', 'objection')
      .where('record_id', '=', String(objectionOid))
      .orderBy('oid')
      .execute();
    expect(audit.map((a) => [a.event, a.staff_oid])).toEqual([
      ['OBJECTION_DECISION_PROPOSED', 4601],
      ['OBJECTION_DECIDED', 4602],
    ]);
  });

  it('asks for the password and code again before a decision', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/DecideObjection',
      payload: { objectionOid: 1, decision: 'REJECTED', reason: 'Gerekçe yeterince uzun.', article: 'VUK md. 116' },
      headers: { 'x-test-as': 'gelir' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().Code).toBe('reauth_required');
  });
});

describe('a decision racing a payment or a plan keeps the ledger consistent', () => {
  const decideAll = (objectionOid: number) =>
    as('gelir', 'DecideObjection', {
      objectionOid,
      decision: 'ACCEPTED',
      correctedKurus: 10_000,
      reason: 'Alan yanlış girilmiştir.',
      article: 'VUK md. 116',
    });

  it('a card payment at the bank holding the debt first: the decision waits with a 409 and nothing changes', async () => {
    const { oid } = await buildingTax(40_000);
    const opened = await open(oid);
    await t.database.db.transaction().execute((trx) => hold(trx, { kind: 'PAYMENT_ORDER', oid: 900_001 }, [oid]));
    const res = await decideAll(await caseOid(opened.body.CaseNo));
    expect(res.status).toBe(409);
    const rows = await accrualRows([oid]);
    expect(rows).toHaveLength(1);
    expect(rows[0].cancelled_at).toBeNull();
  });

  it('a plan holding the debt first: the decision is refused the same way', async () => {
    const { oid } = await buildingTax(40_000);
    const opened = await open(oid);
    await t.database.db.transaction().execute((trx) => hold(trx, { kind: 'RESTRUCTURING_PLAN', oid: 900_002 }, [oid]));
    expect((await decideAll(await caseOid(opened.body.CaseNo))).status).toBe(409);
    expect((await accrualRows([oid]))[0].cancelled_at).toBeNull();
  });

  it('the decision first: a payment can no longer hold the corrected-away debt', async () => {
    const { oid } = await buildingTax(40_000);
    const opened = await open(oid);
    expect((await decideAll(await caseOid(opened.body.CaseNo))).status).toBe(200);
    await expect(
      t.database.db.transaction().execute((trx) => hold(trx, { kind: 'PAYMENT_ORDER', oid: 900_003 }, [oid])),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it('both at once: exactly one wins, and the ledger shows only that one', async () => {
    for (let round = 0; round < 4; round++) {
      const { oid } = await buildingTax(40_000);
      const opened = await open(oid);
      const objectionOid = await caseOid(opened.body.CaseNo);
      const [decision, payment] = await Promise.allSettled([
        decideAll(objectionOid),
        t.database.db.transaction().execute((trx) => hold(trx, { kind: 'PAYMENT_ORDER', oid: 910_000 + round }, [oid])),
      ]);
      const decided = decision.status === 'fulfilled' && decision.value.status === 200;
      const paid = payment.status === 'fulfilled';
      expect(decided !== paid).toBe(true);
      const rows = await accrualRows([oid]);
      const live = await t.database.db
        .selectFrom('accrual_hold')
        .select('holder_kind')
        .where('accrual_oid', '=', oid)
        .where('released_at', 'is', null)
        .execute();
      if (decided) {
        expect(rows).toHaveLength(2);
        expect(live).toEqual([{ holder_kind: 'OBJECTION' }]);
      } else {
        expect(rows).toHaveLength(1);
        expect(rows[0].cancelled_at).toBeNull();
        expect(live).toEqual([{ holder_kind: 'PAYMENT_ORDER' }]);
      }
    }
  });
});
