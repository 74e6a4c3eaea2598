import { paymentCalls } from '@e-belediye/contracts';
import type { Database } from '../../db/index.js';
import { defineModule } from '../../http/module.js';
import { paymentHandlers } from './calls.js';
import { paymentJobs } from './jobs.js';
import { registerPaymentRoutes } from './routes.js';
import { SettleMessages } from './settle.js';

/** Card payments: orders that hold their debts, the banks' 3-D Secure flow, settlement exactly once. */
export { bankFormOrigins } from './banks.js';
export { paymentDeps } from './deps.js';
export { settleDue, startPayment } from './flow.js';
/** The second host's BankaApi opens and reads orders exactly as the web's calls do. */
export { createOrder, orderView, type PayerScope } from './orders.js';

/** The order number and bank of these orders, by order oid: the bank each card collection came through. */
export async function ordersBank(database: Database, oids: readonly number[]) {
  const out = new Map<number, { orderNo: string; bankCode: string }>();
  for (let i = 0; i < oids.length; i += 5000) {
    const rows = await database.db
      .selectFrom('online_payment')
      .select(['oid', 'order_no', 'bank_code'])
      .where('oid', 'in', oids.slice(i, i + 5000))
      .execute();
    for (const r of rows) out.set(r.oid, { orderNo: r.order_no, bankCode: r.bank_code });
  }
  return out;
}

/**
 * Orders that need a person: still unsettled at the bank, abandoned past their expiry without the sweep closing
 * them, or charged by the bank after their debts were paid otherwise (the money must go back). Each with the
 * last thing the bank said (status query, provision or return), as the events table keeps it.
 */
export async function orderExceptions(database: Database, limit = 500) {
  const orders = await database.db
    .selectFrom('online_payment')
    .select(['oid', 'order_no', 'status', 'bank_code', 'amount_kurus', 'created_at', 'check_count', 'next_check_at'])
    .select(['fail_reason', 'bank_result_code'])
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['PENDING', 'PROVISIONING']),
        eb.and([eb('status', '=', 'NEW'), eb('expires_at', '<=', new Date())]),
        eb.and([eb('status', 'in', ['FAILED', 'EXPIRED']), eb('fail_reason', '=', SettleMessages.refund)]),
      ]),
    )
    .orderBy('created_at')
    .limit(limit)
    .execute();
  if (orders.length === 0) return [];
  const events = await database.db
    .selectFrom('online_payment_event')
    .select(['online_payment_oid', 'at', 'kind', 'outcome', 'detail'])
    .distinctOn('online_payment_oid')
    .where(
      'online_payment_oid',
      'in',
      orders.map((o) => o.oid),
    )
    .where('kind', '!=', 'start')
    .orderBy('online_payment_oid')
    .orderBy('at', 'desc')
    .orderBy('oid', 'desc')
    .execute();
  const last = new Map(events.map((e) => [e.online_payment_oid, e]));
  return orders.map((o) => ({
    ...o,
    refundRequired: o.fail_reason === SettleMessages.refund,
    lastEvent: last.get(o.oid) ?? null,
  }));
}

export const paymentsModule = defineModule({
  name: 'payments',
  calls: paymentCalls,
  handlers: paymentHandlers,
  routes: (app, deps) => registerPaymentRoutes(app, deps.database, deps.settings),
  jobs: paymentJobs,
});
