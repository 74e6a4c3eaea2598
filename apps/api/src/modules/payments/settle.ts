import type { Updateable } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { countPaymentOutcome } from '../../http/metrics.js';
import { safeRaw } from '../../integrations/banks/sanitize.js';
import { tellOwnerOfPayment } from '../delegation/index.js';
import { HoldConflict, hold, recordCollection, release, remainingOf } from '../ledger/index.js';
import { OPEN_ORDER, type OrderRow, orderHolder, type Tx } from './orders.js';

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

const orderLines = (trx: Tx, orderOid: number) =>
  trx
    .selectFrom('online_payment_line')
    .select(['accrual_oid', 'principal_kurus', 'late_fee_kurus'])
    .where('online_payment_oid', '=', orderOid)
    .execute();

/**
 * Money arrived for an order we had given up: it counts only if its debts still owe what it paid and nobody
 * else holds them; then the order holds them again.
 */
async function retakeDebts(trx: Tx, order: OrderRow): Promise<boolean> {
  const lines = await orderLines(trx, order.oid);
  const remaining = await remainingOf(
    trx,
    lines.map((l) => l.accrual_oid),
  );
  if (lines.some((l) => (remaining.get(l.accrual_oid) ?? 0) < l.principal_kurus)) return false;
  try {
    await hold(
      trx,
      orderHolder(order.oid),
      lines.map((l) => l.accrual_oid),
    );
    return true;
  } catch (e) {
    if (e instanceof HoldConflict) return false;
    throw e;
  }
}

/** Writes the order's final state and frees its debts for other owners. */
async function close(trx: Tx, orderOid: number, fields: Updateable<DB['online_payment']>): Promise<void> {
  await trx
    .updateTable('online_payment')
    .set({ ...fields, updated_at: new Date(), next_check_at: null })
    .where('oid', '=', orderOid)
    .execute();
  await release(trx, orderHolder(orderOid));
}

/** The collection (its lines, the debts' paid amounts, the receipt) and the order's end: all or nothing. */
async function record(trx: Tx, order: OrderRow, outcome: Extract<Outcome, { kind: 'paid' }>): Promise<void> {
  const lines = await orderLines(trx, order.oid);
  await recordCollection(trx, {
    registryOid: order.registry_oid,
    collectionType: COLLECTION_TYPE_3D,
    channel: 'İNTERNET',
    onlinePaymentOid: order.oid,
    lines: lines.map((l) => ({
      accrualOid: l.accrual_oid,
      principalKurus: l.principal_kurus,
      lateFeeKurus: l.late_fee_kurus,
    })),
  });
  await close(trx, order.oid, {
    status: 'PAID',
    fail_reason: null,
    auth_code: outcome.authCode ?? null,
    host_ref: outcome.hostRef ?? null,
    trans_id: outcome.transId ?? null,
    bank_result_code: outcome.bankResultCode ?? '00',
  });
  // The owner's SMS on a payment made for them rides in the same transaction: told if and only if it was paid.
  await tellOwnerOfPayment(trx, order);
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
  let bankCode = '';
  const result = await database.db.transaction().execute(async (trx): Promise<SettleResult> => {
    const order = await trx
      .selectFrom('online_payment')
      .selectAll()
      .where('order_no', '=', orderNo)
      .forUpdate()
      .executeTakeFirstOrThrow();
    bankCode = order.bank_code;
    const open = OPEN_ORDER.has(order.status);
    if (outcome.kind === 'paid') {
      if (order.status === 'PAID') {
        await logEvent(trx, order, source, 'duplicate-ignored');
        return 'unchanged';
      }
      if (!open && !(await retakeDebts(trx, order))) {
        await trx
          .updateTable('online_payment')
          .set({ fail_reason: SettleMessages.refund, updated_at: new Date() })
          .where('oid', '=', order.oid)
          .execute();
        await logEvent(trx, order, source, 'refund-required', { amountKurus: outcome.amountKurus });
        return 'refund-required';
      }
      await record(trx, order, outcome);
      await logEvent(trx, order, source, 'paid', { authCode: outcome.authCode, transId: outcome.transId });
      return 'recorded';
    }
    // A return's "no" is about 3-D Secure: once our provision is charging, only its answer or the bank's status
    // may end the order (a late or earlier-attempt return must not fail an order the bank is charging).
    const provisioning = order.status === 'PROVISIONING' && source === 'callback';
    if (!open || provisioning) {
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
  // Counted once committed, and only when this call decided the order's end (the metrics, ADR 0022).
  if (result !== 'unchanged') countPaymentOutcome(bankCode, result === 'recorded' ? outcome.kind : result);
  return result;
}
