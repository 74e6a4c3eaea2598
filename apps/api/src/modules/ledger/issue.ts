import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { conflict, notFound } from '../../http/errors.js';
import { holderOf } from './holds.js';

/** One amount a service accrues: a declaration's tax, a plan's installment, a water bill. */
export interface NewAccrual {
  registryOid: number;
  subscriptionOid?: number | null;
  revenueCode: number;
  year: number;
  installmentNo: number;
  /** YYYY-MM-DD */
  dueDate: string;
  principalKurus: number;
  /** Where it came from ('BEYAN', 'YAPILANDIRMA', …), kept for the office's reports. */
  source: string;
  description: string;
  /** The number the citizen pays by; unique over all accruals, so each installment needs its own. */
  applicationNo?: string | null;
}

export const CancelMessages = {
  paid: 'Tahsilatı yapılmış bir tahakkuk iptal edilemez.',
  held: 'Ödeme, yapılandırma veya mahsup işleminde olan bir tahakkuk iptal edilemez.',
  missing: 'İptal edilecek tahakkuk bulunamadı.',
  changed: 'Tahakkukun kalan tutarı bu arada değişti.',
} as const;

/** Accrues the items in the caller's transaction; the new oids come back in the items' order. */
export async function createAccruals(trx: Transaction<DB>, items: readonly NewAccrual[]): Promise<number[]> {
  if (items.length === 0) return [];
  const rows = await trx
    .insertInto('accrual')
    .values(
      items.map((i) => ({
        registry_oid: i.registryOid,
        subscription_oid: i.subscriptionOid ?? null,
        revenue_code: i.revenueCode,
        year: i.year,
        installment_no: i.installmentNo,
        due_date: i.dueDate,
        principal_kurus: i.principalKurus,
        source: i.source,
        description: i.description,
        application_no: i.applicationNo ?? null,
      })),
    )
    .returning('oid')
    .execute();
  return rows.map((r) => r.oid);
}

/**
 * Cancels unpaid accruals, all or none, in the caller's transaction: they keep their rows but leave every debt
 * list. One paid in part or held by a payment, a plan or a netting is refused with a 409; cancelling again what
 * is already cancelled changes nothing. The rows are locked first so a collection cannot land in between.
 */
export async function cancelAccruals(
  trx: Transaction<DB>,
  accrualOids: readonly number[],
  reason: string,
): Promise<void> {
  const oids = [...new Set(accrualOids)];
  if (oids.length === 0) return;
  const rows = await trx
    .selectFrom('accrual')
    .select(['oid', 'paid_kurus', 'cancelled_at'])
    .where('oid', 'in', oids)
    .orderBy('oid')
    .forUpdate()
    .execute();
  if (rows.length !== oids.length) throw notFound(CancelMessages.missing);
  const live = rows.filter((r) => r.cancelled_at === null);
  if (live.some((r) => r.paid_kurus > 0)) throw conflict(CancelMessages.paid);
  await refuseHeld(
    trx,
    live.map((r) => r.oid),
  );
  await markCancelled(
    trx,
    live.map((r) => r.oid),
    reason,
  );
}

/** A 409 when a payment, a plan or a netting holds one of the accruals. */
async function refuseHeld(trx: Transaction<DB>, oids: number[]) {
  if ((await holderOf(trx, oids)).length > 0) throw conflict(CancelMessages.held);
}

async function markCancelled(trx: Transaction<DB>, oids: number[], reason: string) {
  if (oids.length === 0) return;
  await trx
    .updateTable('accrual')
    .set({ cancelled_at: sql<Date>`now()`, cancel_reason: reason })
    .where('oid', 'in', oids)
    .execute();
}

/**
 * Closes what is still owed of each accrual, all or none, in the caller's transaction (a restructuring plan takes
 * it over). An unpaid accrual is cancelled whole, as `cancelAccruals` does. One paid in part is split: it keeps
 * what was paid as its amount — so it reads as paid and its receipts still point at a live debt — and its
 * remainder becomes an accrual of its own, cancelled at once with the reason, so the accrued total is kept in the
 * ledger. Each remainder must still be what the caller priced; one paid, cancelled or held meanwhile is refused
 * with a 409. The rows are locked first so a collection cannot land in between.
 */
export async function closeRemainders(
  trx: Transaction<DB>,
  items: ReadonlyArray<{ accrualOid: number; remainingKurus: number }>,
  reason: string,
): Promise<void> {
  const expected = new Map(items.map((i) => [i.accrualOid, i.remainingKurus]));
  if (expected.size === 0) return;
  const rows = await trx
    .selectFrom('accrual')
    .selectAll()
    .where('oid', 'in', [...expected.keys()])
    .orderBy('oid')
    .forUpdate()
    .execute();
  if (rows.length !== expected.size) throw notFound(CancelMessages.missing);
  if (rows.some((r) => r.cancelled_at !== null || r.principal_kurus - r.paid_kurus !== expected.get(r.oid)))
    throw conflict(CancelMessages.changed);
  await refuseHeld(
    trx,
    rows.map((r) => r.oid),
  );
  await markCancelled(
    trx,
    rows.filter((r) => r.paid_kurus === 0).map((r) => r.oid),
    reason,
  );
  for (const r of rows.filter((x) => x.paid_kurus > 0)) {
    await trx
      .insertInto('accrual')
      .values({
        registry_oid: r.registry_oid,
        subscription_oid: r.subscription_oid,
        revenue_code: r.revenue_code,
        year: r.year,
        installment_no: r.installment_no,
        due_date: r.due_date,
        principal_kurus: r.principal_kurus - r.paid_kurus,
        source: r.source,
        description: `${r.description} (kalan)`,
        cancelled_at: sql<Date>`now()`,
        cancel_reason: reason,
      })
      .execute();
    await trx.updateTable('accrual').set({ principal_kurus: r.paid_kurus }).where('oid', '=', r.oid).execute();
  }
}
