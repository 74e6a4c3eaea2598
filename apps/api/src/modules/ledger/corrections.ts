import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { conflict, notFound } from '../../http/errors.js';
import { type Holder, hold } from './holds.js';

type Reader = Database['db'] | Transaction<DB>;

export const CorrectionMessages = {
  missing: 'Düzeltilecek tahakkuk bulunamadı.',
  cancelled: 'Bu tahakkuk iptal edilmiş ya da başka bir kararla düzeltilmiş; yeniden düzeltilemez.',
  tooMuch: 'Düzeltilmiş tutar, tahakkuk eden tutardan büyük olamaz.',
} as const;

/** One accrual as an objection sees it: whose, what, how much, how much paid, and whether it is live. */
export async function accrualForCase(db: Reader, accrualOid: number) {
  return db
    .selectFrom('accrual as a')
    .innerJoin('revenue_type as t', 't.code', 'a.revenue_code')
    .select([
      'a.oid',
      'a.registry_oid',
      'a.subscription_oid',
      'a.revenue_code',
      't.name as revenue_name',
      'a.year',
      'a.installment_no',
      'a.due_date',
      'a.description',
      'a.principal_kurus',
      'a.paid_kurus',
      'a.cancelled_at',
      'a.disputed_since',
      'a.source',
    ])
    .where('a.oid', '=', accrualOid)
    .executeTakeFirst();
}

/**
 * Marks the debt as under objection from `since` ('YYYY-MM-DD'), in the caller's transaction; `stopFee` also stops
 * its gecikme zammı at that day while the case is open (ADR 0049). The debt stays payable.
 */
export async function markDisputed(trx: Transaction<DB>, accrualOid: number, since: string, stopFee: boolean) {
  await trx
    .updateTable('accrual')
    .set({ disputed_since: since, late_fee_until: stopFee ? since : null })
    .where('oid', '=', accrualOid)
    .execute();
}

/** The case is over: the debt leaves "itirazlı" and its fee counts as the law says for the whole time again. */
export async function clearDisputed(trx: Transaction<DB>, accrualOid: number) {
  await trx
    .updateTable('accrual')
    .set({ disputed_since: null, late_fee_until: null })
    .where('oid', '=', accrualOid)
    .execute();
}

/** What each collection paid of this accrual's principal, newest first: where an overpayment goes back to. */
export async function paymentsOf(db: Reader, accrualOid: number) {
  const rows = await db
    .selectFrom('collection_line as l')
    .innerJoin('collection as c', 'c.oid', 'l.collection_oid')
    .select(['l.collection_oid', 'l.principal_kurus', 'l.late_fee_kurus'])
    .where('l.accrual_oid', '=', accrualOid)
    .orderBy('c.collected_at', 'desc')
    .orderBy('c.oid', 'desc')
    .execute();
  return rows.map((r) => ({
    collectionOid: r.collection_oid,
    principalKurus: r.principal_kurus,
    lateFeeKurus: r.late_fee_kurus,
  }));
}

export interface Correction {
  /** The accrual that replaces the wrong one (null when the corrected amount is zero). */
  correctedOid: number | null;
  /** What had been paid of the wrong accrual. */
  paidKurus: number;
  /** How much of it the corrected accrual keeps as paid. */
  carriedKurus: number;
  /** Paid beyond the corrected amount: to be refunded or set against other debts. */
  overpaidKurus: number;
}

/**
 * Replaces an accrual by its corrected amount, all in the caller's transaction: the wrong accrual is locked, held
 * for `holder` (a payment, a plan or a netting holding it wins with a 409, whichever came first; the hold stays,
 * so none can take it afterwards), cancelled with the reason, and the corrected accrual — same owner, revenue,
 * year, installment and due date, so gecikme zammı runs from the same vade — takes over what was paid, up to its
 * amount. The rest is overpaid; the caller decides where it goes.
 */
export async function correctAccrual(
  trx: Transaction<DB>,
  input: { accrualOid: number; correctedKurus: number; reason: string; holder: Holder },
): Promise<Correction> {
  const row = await trx
    .selectFrom('accrual')
    .selectAll()
    .where('oid', '=', input.accrualOid)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(CorrectionMessages.missing);
  if (row.cancelled_at !== null) throw conflict(CorrectionMessages.cancelled);
  if (input.correctedKurus > row.principal_kurus) throw conflict(CorrectionMessages.tooMuch);
  await hold(trx, input.holder, [row.oid]);
  await trx
    .updateTable('accrual')
    .set({ cancelled_at: sql<Date>`now()`, cancel_reason: input.reason, disputed_since: null, late_fee_until: null })
    .where('oid', '=', row.oid)
    .execute();
  const carried = Math.min(row.paid_kurus, input.correctedKurus);
  let correctedOid: number | null = null;
  if (input.correctedKurus > 0) {
    const created = await trx
      .insertInto('accrual')
      .values({
        registry_oid: row.registry_oid,
        subscription_oid: row.subscription_oid,
        revenue_code: row.revenue_code,
        year: row.year,
        installment_no: row.installment_no,
        due_date: row.due_date,
        principal_kurus: input.correctedKurus,
        paid_kurus: carried,
        source: row.source,
        description: `${row.description} (düzeltilmiş)`,
        corrects_oid: row.oid,
      })
      .returning('oid')
      .executeTakeFirstOrThrow();
    correctedOid = created.oid;
  }
  return { correctedOid, paidKurus: row.paid_kurus, carriedKurus: carried, overpaidKurus: row.paid_kurus - carried };
}
