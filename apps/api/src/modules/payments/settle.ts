import { sql, type Updateable } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { safeRaw } from '../../integrations/banks/sanitize.js';
import { todayInIstanbul } from '../debts/service.js';
import { randomCode } from './codes.js';
import type { OrderRow, Tx } from './orders.js';

export type Outcome =
  | {
      kind: 'paid';
      amountKurus: number;
      authCode?: string;
      hostRef?: string;
      transId?: string;
      bankResultCode?: string;
    }
  | { kind: 'failed'; reason: string; bankResultCode?: string }
  | { kind: 'expired'; reason: string };

export type SettleResult = 'recorded' | 'unchanged' | 'refund-required';

const OPEN = new Set(['NEW', 'PENDING', 'PROVISIONING']);
const COLLECTION_TYPE_3D = 4;

export const SettleMessages = {
  refund:
    'Ödemeniz bankadan geç onaylandı ancak borçlarınız bu arada başka bir ödemeyle kapanmış. ' +
    'Tutar kartınıza iade edilecektir; bilgi için belediyemizle iletişime geçebilirsiniz.',
} as const;

/** What the bank said, card data stripped, kept with the order for support and audits. */
export async function logEvent(
  db: Database['db'] | Tx,
  order: { oid: number; order_no: string } | { oid: null; order_no: string | null },
  kind: string,
  outcome: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  const clean = Object.fromEntries(
    Object.entries(detail).map(([k, v]) => [k, typeof v === 'object' && v ? safeRaw(v as Record<string, string>) : v]),
  );
  await db
    .insertInto('online_payment_event')
    .values({ online_payment_oid: order.oid, order_no: order.order_no, kind, outcome, detail: JSON.stringify(clean) })
    .execute();
}

/** Receipt numbers of online payments: 'YYYY-E0000001', apart from the cash desk's 'YYYY-DDDNNN'. */
async function nextReceiptNo(trx: Tx): Promise<string> {
  const r = await sql<{ n: string }>`select nextval('receipt_no_seq') as n`.execute(trx);
  return `${todayInIstanbul().slice(0, 4)}-E${String(r.rows[0].n).padStart(7, '0')}`;
}

/** Money arrived for an order we had given up: it counts only if its debts are still open and free. */
async function debtsStillPayable(trx: Tx, order: OrderRow): Promise<boolean> {
  const lines = await trx
    .selectFrom('online_payment_line as l')
    .innerJoin('accrual as a', 'a.oid', 'l.accrual_oid')
    .select(['l.accrual_oid', 'l.principal_kurus', 'a.principal_kurus as owed', 'a.paid_kurus'])
    .where('l.online_payment_oid', '=', order.oid)
    .execute();
  if (lines.some((l) => l.owed - l.paid_kurus < l.principal_kurus)) return false;
  const taken = await trx
    .selectFrom('online_payment_line')
    .select('accrual_oid')
    .where('locked', '=', true)
    .where(
      'accrual_oid',
      'in',
      lines.map((l) => l.accrual_oid),
    )
    .executeTakeFirst();
  return !taken;
}

/** Writes the order's final state and frees its debts for other orders. */
async function close(trx: Tx, orderOid: number, fields: Updateable<DB['online_payment']>): Promise<void> {
  await trx
    .updateTable('online_payment')
    .set({ ...fields, updated_at: new Date(), next_check_at: null })
    .where('oid', '=', orderOid)
    .execute();
  await trx
    .updateTable('online_payment_line')
    .set({ locked: false })
    .where('online_payment_oid', '=', orderOid)
    .execute();
}

/** Collection, its lines, the accruals' paid amounts and the receipt: all or nothing. */
async function record(trx: Tx, order: OrderRow, outcome: Extract<Outcome, { kind: 'paid' }>): Promise<void> {
  const lines = await trx
    .selectFrom('online_payment_line')
    .select(['accrual_oid', 'principal_kurus', 'late_fee_kurus'])
    .where('online_payment_oid', '=', order.oid)
    .execute();
  const collection = await trx
    .insertInto('collection')
    .values({
      receipt_no: await nextReceiptNo(trx),
      registry_oid: order.registry_oid,
      collected_at: new Date(),
      collection_type: COLLECTION_TYPE_3D,
      channel: 'İNTERNET',
      total_kurus: order.amount_kurus,
      online_payment_oid: order.oid,
      verification_code: randomCode(10),
    })
    .returning('oid')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('collection_line')
    .values(lines.map((l) => ({ collection_oid: collection.oid, ...l })))
    .execute();
  for (const l of lines) {
    await trx
      .updateTable('accrual')
      .set({ paid_kurus: sql`least(principal_kurus, paid_kurus + ${l.principal_kurus})` })
      .where('oid', '=', l.accrual_oid)
      .execute();
  }
  await close(trx, order.oid, {
    status: 'PAID',
    fail_reason: null,
    auth_code: outcome.authCode ?? null,
    host_ref: outcome.hostRef ?? null,
    trans_id: outcome.transId ?? null,
    bank_result_code: outcome.bankResultCode ?? '00',
  });
}

/**
 * The one place an order changes its final state, in one transaction under the order's row lock: the same
 * outcome twice, a late or an out-of-order one finds the order settled and changes nothing.
 */
export async function settle(
  database: Database,
  orderNo: string,
  outcome: Outcome,
  source: string,
): Promise<SettleResult> {
  return database.db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('online_payment')
      .selectAll()
      .where('order_no', '=', orderNo)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const open = OPEN.has(order.status);
    if (outcome.kind === 'paid') {
      if (order.status === 'PAID') {
        await logEvent(trx, order, source, 'duplicate-ignored');
        return 'unchanged';
      }
      if (!open && !(await debtsStillPayable(trx, order))) {
        await trx
          .updateTable('online_payment')
          .set({ fail_reason: SettleMessages.refund, updated_at: new Date() })
          .where('oid', '=', order.oid)
          .execute();
        await logEvent(trx, order, source, 'refund-required', { amountKurus: outcome.amountKurus });
        return 'refund-required';
      }
      if (!open) {
        await trx
          .updateTable('online_payment_line')
          .set({ locked: true })
          .where('online_payment_oid', '=', order.oid)
          .execute();
      }
      await record(trx, order, outcome);
      await logEvent(trx, order, source, 'paid', { authCode: outcome.authCode, transId: outcome.transId });
      return 'recorded';
    }
    if (!open) {
      await logEvent(trx, order, source, `${outcome.kind}-ignored`, { status: order.status });
      return 'unchanged';
    }
    await close(trx, order.oid, {
      status: outcome.kind === 'failed' ? 'FAILED' : 'EXPIRED',
      fail_reason: outcome.reason,
      bank_result_code: outcome.kind === 'failed' ? (outcome.bankResultCode ?? null) : order.bank_result_code,
    });
    await logEvent(trx, order, source, outcome.kind, {
      reason: outcome.reason,
      bankResultCode: outcome.kind === 'failed' ? outcome.bankResultCode : undefined,
    });
    return 'recorded';
  });
}
