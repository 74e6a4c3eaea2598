import {
  addDays,
  type CancellationAct,
  type CancellationDetail,
  type CancellationStatus,
  CancellationStatuses,
  finalBill,
  formatDateTr,
  formatTry,
  istanbulDateOf,
  lineStatusOf,
  type NettingLine,
  nextStatus,
  nextWorkingDay,
  refundOf,
  type StaffAuditAction,
  todayInIstanbul,
  updatedDeposit,
  waterBillItems,
} from '@e-belediye/contracts';
import type { Transaction, Updateable } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { CallContext } from '../../http/calls.js';
import { conflict, forbidden, invalid, notFound } from '../../http/errors.js';
import { auditPersonalDataRead, auditStaffAct } from '../audit/index.js';
import { clientIp } from '../auth/index.js';
import { cancelAccruals, createAccruals, hold, openDebts, recordCollection, release } from '../ledger/index.js';
import { type MessageText, notifyCitizen, WaterSms } from '../notifications/index.js';
import { payerName } from '../registries/index.js';
import { WATER_MESSAGE } from './start.js';
import { type CancellationRow, cancellationView } from './views.js';

const RECORD = 'water_cancellation';

/** The audit log's name of each act of the desk. */
const AUDITED: Record<CancellationAct, StaffAuditAction> = {
  assign: 'WATER_CANCELLATION_ASSIGN',
  reject: 'WATER_CANCELLATION_REJECT',
  cut: 'WATER_CANCELLATION_CUT',
  bill: 'WATER_CANCELLATION_BILL',
  computeRefund: 'WATER_CANCELLATION_COMPUTE_REFUND',
  approveRefund: 'WATER_CANCELLATION_APPROVE_REFUND',
  sendRefund: 'WATER_CANCELLATION_SEND_REFUND',
};
const ACTS: CancellationAct[] = ['assign', 'cut', 'reject', 'bill', 'computeRefund', 'approveRefund', 'sendRefund'];

function staffOf(ctx: CallContext) {
  if (ctx.principal?.kind !== 'staff') throw forbidden();
  return ctx.principal.staffOid;
}

/** The meter's last billed index: where the final bill starts counting. */
async function lastIndex(db: Transaction<DB> | CallContext['database']['db'], subscriptionOid: number) {
  const r = await db
    .selectFrom('water_reading')
    .select('meter_index')
    .where('subscription_oid', '=', subscriptionOid)
    .orderBy('period', 'desc')
    .executeTakeFirst();
  return r?.meter_index ?? 0;
}

/** An application as the desk sees it. */
async function detail(db: CallContext['database']['db'], row: CancellationRow): Promise<CancellationDetail> {
  const info = await db
    .selectFrom('subscription as s')
    .innerJoin('registry as r', 'r.oid', 's.registry_oid')
    .leftJoin('bank_branch as b', (j) => j.on('b.oid', '=', row.bank_branch_oid ?? -1))
    .leftJoin('bank as k', 'k.code', 'b.bank_code')
    .select(['s.tariff_name', 's.meter_no', 's.deposit_kurus', 'r.name', 'r.surname', 'r.pid_no'])
    .select(['k.name as bank_name', 'b.name as branch_name'])
    .where('s.oid', '=', row.subscription_oid)
    .executeTakeFirstOrThrow();
  const status = row.status as CancellationStatus;
  return {
    ...(await cancellationView(db, row)),
    Oid: row.oid,
    SubscriberName: payerName(info),
    IdentityNumber: info.pid_no,
    TariffName: info.tariff_name,
    MeterNo: info.meter_no,
    GsmNumber: row.gsm_number,
    Email: row.email,
    Address: row.address,
    Iban: row.iban,
    IbanOwner: row.iban_owner,
    BankName: info.bank_name,
    BranchName: info.branch_name,
    FieldTeam: row.field_team,
    LastIndex: await lastIndex(db, row.subscription_oid),
    DepositPaidKurus: row.deposit_paid_kurus ?? info.deposit_kurus,
    IdentifiedBy: row.identified_by,
    NextActs: ACTS.filter((a) => nextStatus(status, a, row.refund_kurus).ok),
  };
}

/** The desk's queue: oldest first, by status, or one application by its number. */
export async function queue(
  ctx: CallContext,
  input: { status?: CancellationStatus | null; applicationNo?: string; page: number; pageSize: number },
) {
  const size = input.pageSize;
  const page = input.page - 1;
  let q = ctx.database.db
    .selectFrom('water_cancellation as c')
    .innerJoin('subscription as s', 's.oid', 'c.subscription_oid')
    .innerJoin('registry as r', 'r.oid', 'c.registry_oid');
  if (input.status) q = q.where('c.status', '=', input.status);
  if (input.applicationNo) q = q.where('c.application_no', '=', input.applicationNo.trim());
  const [rows, total] = await Promise.all([
    q
      .select(['c.oid', 'c.application_no', 'c.status', 'c.cutting_date', 'c.field_team', 'c.created_at'])
      .select(['s.subscriber_no', 's.tariff_name', 'r.name', 'r.surname'])
      .orderBy('c.created_at')
      .orderBy('c.oid')
      .limit(size)
      .offset(page * size)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    TotalCount: Number(total.n),
    Items: rows.map((r) => ({
      Oid: r.oid,
      ApplicationNo: r.application_no,
      SubscriberNo: r.subscriber_no,
      // The queue names the subscriber as the desk needs to; the full record is a logged personal-data read.
      SubscriberName: payerName(r),
      TariffName: r.tariff_name,
      Status: r.status as CancellationStatus,
      StatusName: CancellationStatuses[r.status as CancellationStatus],
      CuttingDate: r.cutting_date,
      FieldTeam: r.field_team,
      CreatedAt: new Date(r.created_at).toISOString(),
    })),
  };
}

async function rowOf(db: CallContext['database']['db'], oid: number) {
  const row = await db.selectFrom('water_cancellation').selectAll().where('oid', '=', oid).executeTakeFirst();
  if (!row) throw notFound('Fesih başvurusu bulunamadı.');
  return row;
}

/** One application in full; the read of the subscriber's data is recorded. */
export async function readCancellation(ctx: CallContext, oid: number) {
  const row = await rowOf(ctx.database.db, oid);
  await auditPersonalDataRead(ctx.database.db, staffOf(ctx), {
    recordType: RECORD,
    recordId: oid,
    memberOid: row.member_oid,
    ip: clientIp(ctx.request),
    unmasked: true,
  });
  return detail(ctx.database.db, row);
}

interface Step {
  /** Columns the step sets besides the status. */
  set?: Updateable<DB['water_cancellation']>;
  note?: string | null;
  /** The SMS to the subscriber, without the municipality's name. */
  sms: MessageText;
}

/**
 * One step of the desk, whole or not at all: the row locked, the move checked against the status machine (so a
 * step is never skipped or done twice, even by two clerks at once), the step's own work, the timeline, the line
 * status, the audit row and the SMS.
 */
async function step(
  ctx: CallContext,
  oid: number,
  act: CancellationAct,
  work: (trx: Transaction<DB>, row: CancellationRow) => Promise<Step>,
) {
  const staffOid = staffOf(ctx);
  const row = await ctx.database.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('water_cancellation')
      .selectAll()
      .where('oid', '=', oid)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound('Fesih başvurusu bulunamadı.');
    const first = nextStatus(before.status as CancellationStatus, act, before.refund_kurus);
    if (!first.ok) throw conflict(first.message);
    const done = await work(trx, before);
    const refund = done.set?.refund_kurus ?? before.refund_kurus;
    const move = nextStatus(before.status as CancellationStatus, act, refund);
    if (!move.ok) throw conflict(move.message);
    const after = await trx
      .updateTable('water_cancellation')
      .set({ ...done.set, status: move.status, updated_at: new Date() })
      .where('oid', '=', oid)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('water_cancellation_event')
      .values({ cancellation_oid: oid, status: move.status, note: done.note ?? null, staff_oid: staffOid })
      .execute();
    await trx
      .updateTable('subscription')
      .set({ line_status: lineStatusOf(move.status) })
      .where('oid', '=', before.subscription_oid)
      .execute();
    await auditStaffAct(trx, staffOid, {
      action: AUDITED[act],
      recordType: RECORD,
      recordId: oid,
      memberOid: before.member_oid,
      ip: clientIp(ctx.request),
      before: { status: before.status },
      after: { status: after.status, ...done.set },
    });
    await notifyCitizen(trx, {
      registryOid: before.registry_oid,
      gsmNumber: before.gsm_number,
      email: before.email,
      messageCode: WATER_MESSAGE,
      text: WaterSms.step(ctx.settings.app.MunicipalityName, done.sms, before.application_no),
    });
    return after;
  });
  return detail(ctx.database.db, row);
}

export const assign = (ctx: CallContext, oid: number, fieldTeam: string) =>
  step(ctx, oid, 'assign', async () => ({
    set: { field_team: fieldTeam },
    note: fieldTeam,
    sms: WaterSms.assigned,
  }));

export const reject = (ctx: CallContext, oid: number, reason: string) =>
  step(ctx, oid, 'reject', async () => ({
    set: { reject_reason: reason },
    note: reason,
    sms: WaterSms.rejected(reason),
  }));

/** Why a cut before the subscriber's chosen day is refused without a reason (ADR 0040). */
export const tooEarlyCut = (chosen: string) =>
  `Kesim tarihi: Abonenin seçtiği hat kesme tarihinden (${formatDateTr(chosen)}) önce. Abone daha erken kesim ` +
  'istediyse ya da başka bir zorunluluk varsa erken kesim gerekçesini yazınız; gerekçe aboneye SMS ile bildirilir.';

/**
 * The line as the field team cut it. The subscriber chose the day water stops; a cut before it is recorded only with
 * the clerk's reason, which goes to the timeline and the subscriber's SMS. A later day needs none:
 * the subscriber keeps water and owes only the metered m³.
 */
export const recordCut = (
  ctx: CallContext,
  oid: number,
  cut: { cutOn: string; finalIndex: number; earlyCutReason: string | null },
) =>
  step(ctx, oid, 'cut', async (trx, row) => {
    const { cutOn, finalIndex } = cut;
    const today = todayInIstanbul();
    if (cutOn > today) throw invalid('Kesim tarihi: İleri bir tarih olamaz; hat kesildikten sonra kaydediniz.');
    if (cutOn < istanbulDateOf(row.created_at)) {
      throw invalid('Kesim tarihi: Başvuru tarihinden önce olamaz.');
    }
    const early = cutOn < row.cutting_date;
    if (early && !cut.earlyCutReason) throw invalid(tooEarlyCut(row.cutting_date));
    const last = await lastIndex(trx, row.subscription_oid);
    if (finalIndex < last) {
      throw invalid(`Son sayaç endeksi: Son faturalanan endeksten (${last}) küçük olamaz.`);
    }
    const reason = early ? cut.earlyCutReason : null;
    return {
      set: { cut_on: cutOn, final_index: finalIndex },
      note: reason ? `Son endeks ${finalIndex}; seçilen tarihten önce kesildi: ${reason}` : `Son endeks ${finalIndex}`,
      sms: reason ? WaterSms.cutEarly(cutOn, row.cutting_date, finalIndex, reason) : WaterSms.cut(cutOn, finalIndex),
    };
  });

/** The tariff of the subscription's type in force in `year` (the latest one before it when none is set yet). */
async function tariffFor(trx: Transaction<DB>, tariffName: string, year: number) {
  const t = await trx
    .selectFrom('water_tariff')
    .selectAll()
    .where('tariff_name', '=', tariffName)
    .where('year', '<=', year)
    .orderBy('year', 'desc')
    .executeTakeFirst();
  if (!t) throw conflict(`${tariffName} abone türü için ${year} yılı su tarifesi tanımlı değil.`);
  return t;
}

export const issueFinalBill = (ctx: CallContext, oid: number) =>
  step(ctx, oid, 'bill', async (trx, row) => {
    const sub = await trx
      .selectFrom('subscription')
      .selectAll()
      .where('oid', '=', row.subscription_oid)
      .executeTakeFirstOrThrow();
    const cutOn = row.cut_on!;
    const year = Number(cutOn.slice(0, 4));
    const t = await tariffFor(trx, sub.tariff_name, year);
    const last = await lastIndex(trx, sub.oid);
    const prices = {
      waterKurus: t.water_kurus,
      wastewaterKurus: t.wastewater_kurus,
      ctvKurus: t.ctv_kurus,
      vatBp: t.vat_bp,
    };
    const bill = finalBill(last, row.final_index!, prices);
    const base = {
      registryOid: sub.registry_oid,
      subscriptionOid: sub.oid,
      year,
      installmentNo: Number(cutOn.slice(5, 7)),
      dueDate: nextWorkingDay(addDays(todayInIstanbul(), 15)),
      source: 'ABONELIK',
    };
    const items = waterBillItems(bill, prices, 'Kesin Hesap');
    const oids = await createAccruals(
      trx,
      items.map((i) => ({ ...base, ...i })),
    );
    await trx
      .insertInto('water_reading')
      .values({
        subscription_oid: sub.oid,
        period: `${cutOn.slice(0, 7)}-01`,
        meter_index: row.final_index!,
        consumption_m3: bill.ConsumptionM3,
        accrual_oid: oids[0] ?? null,
      })
      .onConflict((oc) => oc.columns(['subscription_oid', 'period']).doNothing())
      .execute();
    return {
      set: { final_bill_kurus: bill.TotalKurus, final_bill_accrual_oids: oids },
      note: `${bill.ConsumptionM3} m³`,
      sms: WaterSms.billed(bill.ConsumptionM3, bill.TotalKurus),
    };
  });

export const computeRefund = (ctx: CallContext, oid: number) =>
  step(ctx, oid, 'computeRefund', async (trx, row) => {
    const sub = await trx
      .selectFrom('subscription')
      .selectAll()
      .where('oid', '=', row.subscription_oid)
      .executeTakeFirstOrThrow();
    // The deposit accruals show what was paid of it; an unpaid one is cancelled with the contract.
    const deposits = await trx
      .selectFrom('accrual')
      .select(['oid', 'principal_kurus', 'paid_kurus'])
      .where('subscription_oid', '=', sub.oid)
      .where('revenue_code', '=', 32)
      .where('cancelled_at', 'is', null)
      .execute();
    const paid = deposits.length ? deposits.reduce((s, d) => s + d.paid_kurus, 0) : sub.deposit_kurus;
    const unpaid = deposits.filter((d) => d.paid_kurus === 0).map((d) => d.oid);
    await cancelAccruals(trx, unpaid, 'Su sözleşmesi feshedildi; ödenmemiş güvence bedeli iptal edildi.');
    const tariff = await tariffFor(trx, sub.tariff_name, Number(todayInIstanbul().slice(0, 4)));
    const deposit = paid > 0 ? updatedDeposit(paid, tariff.deposit_kurus) : 0;
    // Read in the step's transaction: PGlite has one connection, and the final bill was written before it.
    const owner = { registryOid: sub.registry_oid, meters: new Map([[sub.oid, sub.subscriber_no]]) };
    const debts = (await openDebts({ ...ctx.database, db: trx }, owner, todayInIstanbul())).filter(
      (d) => d.SubscriberNo === sub.subscriber_no && d.RevenueCode !== 32 && !unpaid.includes(d.AccrualOid),
    );
    const refund = refundOf(
      deposit,
      debts.map((d) => ({ accrualOid: d.AccrualOid, principalKurus: d.PrincipalKurus, lateFeeKurus: d.LateFeeKurus })),
    );
    // Held for the netting until it is recorded: no card payment can take them meanwhile.
    await hold(
      trx,
      { kind: 'DEPOSIT_NETTING', oid: row.oid },
      refund.lines.map((l) => l.accrualOid),
    );
    return {
      set: {
        deposit_paid_kurus: paid,
        deposit_kurus: refund.DepositKurus,
        netted_kurus: refund.NettedKurus,
        refund_kurus: refund.RefundKurus,
        netting_lines: JSON.stringify(refund.lines),
      },
      note: null,
      sms: WaterSms.refundComputed(refund.DepositKurus, refund.NettedKurus, refund.RefundKurus),
    };
  });

export const approveRefund = (ctx: CallContext, oid: number) =>
  step(ctx, oid, 'approveRefund', async (trx, row) => {
    const lines = ((row.netting_lines as NettingLine[] | null) ?? []).filter(
      (l) => l.principalKurus + l.lateFeeKurus > 0,
    );
    let collectionOid: number | null = null;
    if (lines.length > 0) {
      const c = await recordCollection(trx, {
        registryOid: row.registry_oid,
        collectionType: 5,
        channel: 'GÜVENCE MAHSUBU',
        lines,
      });
      collectionOid = c.oid;
    }
    await release(trx, { kind: 'DEPOSIT_NETTING', oid: row.oid });
    const refund = row.refund_kurus ?? 0;
    return {
      set: { netting_collection_oid: collectionOid },
      sms:
        refund === 0
          ? WaterSms.nettedAll
          : row.deposit_return_type === 1
            ? WaterSms.refundToAccount(refund)
            : WaterSms.refundAtDesk(refund),
    };
  });

export const markRefundSent = (
  ctx: CallContext,
  oid: number,
  sent: { refundKurus: number; iban?: string | null; sentOn: string },
) =>
  step(ctx, oid, 'sendRefund', async (_trx, row) => {
    if (sent.refundKurus !== row.refund_kurus) {
      throw conflict(`İade tutarı onaylanan tutarla (${formatTry(row.refund_kurus ?? 0)}) aynı olmalıdır.`);
    }
    if ((row.iban ?? null) !== (sent.iban ?? null)) {
      throw conflict('IBAN, abonenin başvuruda verdiği ve bankanın doğruladığı IBAN ile aynı olmalıdır.');
    }
    if (sent.sentOn > todayInIstanbul()) throw invalid('Gönderim tarihi: İleri bir tarih olamaz.');
    if (sent.sentOn < istanbulDateOf(row.updated_at)) {
      throw invalid('Gönderim tarihi: İadenin onayından önce olamaz.');
    }
    return {
      set: { refund_sent_on: sent.sentOn },
      note: row.iban ? `IBAN ${row.iban.slice(0, 4)}…${row.iban.slice(-4)}` : 'Vezne',
      sms: row.iban
        ? WaterSms.refundSent(sent.refundKurus, sent.sentOn)
        : WaterSms.refundPaid(sent.refundKurus, sent.sentOn),
    };
  });
