import { type bankDifferenceCalls, type collectionChannelCalls, todayInIstanbul } from '@e-belediye/contracts';
import type { CallContext, Handlers } from '../../http/calls.js';
import { unauthenticated } from '../../http/errors.js';
import { clientIp } from '../auth/index.js';
import { holderOf } from '../ledger/index.js';
import { cancelCollection, collect } from './collect.js';
import { bankOf, payerDebts } from './payer.js';
import { bankDay, receiptOf } from './receipts.js';
import { differences, reconcile, resolveDifference } from './reconcile.js';

export const collectionChannelHandlers: Handlers<typeof collectionChannelCalls> = {
  async GetDebts(input, ctx) {
    const asOf = todayInIstanbul();
    const payer = await payerDebts(ctx.database, input, asOf);
    const holds = new Map(
      (
        await holderOf(
          ctx.database.db,
          payer.debts.map((d) => d.AccrualOid),
        )
      ).map((h) => [h.accrualOid, h.holder.kind]),
    );
    const Debts = payer.debts.map((d) => ({
      AccrualOid: d.AccrualOid,
      RevenueCode: d.RevenueCode,
      RevenueName: d.RevenueName,
      Year: d.Year,
      InstallmentNo: d.InstallmentNo,
      DueDate: d.DueDate,
      SubscriberNo: d.SubscriberNo,
      PrincipalKurus: d.PrincipalKurus,
      LateFeeKurus: d.LateFeeKurus,
      TotalKurus: d.TotalKurus,
      Collectable: !holds.has(d.AccrualOid),
      HeldBy: holds.get(d.AccrualOid) ?? null,
    }));
    return {
      PayerName: payer.payerName,
      AsOf: asOf,
      Debts,
      TotalKurus: Debts.reduce((s, d) => s + d.TotalKurus, 0),
    };
  },

  async Collect(input, ctx) {
    return collect(ctx.database, ctx.settings, await bankOf(ctx), input);
  },

  async CancelCollection({ bankReference }, ctx) {
    return cancelCollection(ctx.database, await bankOf(ctx), bankReference);
  },

  async GetCollections({ date }, ctx) {
    const bank = await bankOf(ctx);
    const rows = await bankDay(ctx.database, bank.channelOid, date);
    const live = rows.filter((r) => r.status === 'COLLECTED');
    return {
      Date: date,
      Items: rows.map(receiptOf),
      Count: live.length,
      TotalKurus: live.reduce((s, r) => s + r.total_kurus, 0),
    };
  },

  async Reconcile({ date, items }, ctx) {
    return reconcile(ctx.database, await bankOf(ctx), date, items);
  },
};

/** The staff member making the call; the registry has checked the permission already. */
function actor({ principal, request }: Pick<CallContext, 'principal' | 'request'>) {
  if (principal?.kind !== 'staff') throw unauthenticated();
  return { staffOid: principal.staffOid, ip: clientIp(request) };
}

export const bankDifferenceHandlers: Handlers<typeof bankDifferenceCalls> = {
  async GetBankReconciliationDifferences({ status, page, pageSize }, ctx) {
    actor(ctx);
    return differences(ctx.database, status, page, pageSize);
  },

  async ResolveBankReconciliationDifference({ differenceOid, note }, ctx) {
    return resolveDifference(ctx.database, actor(ctx), differenceOid, note);
  },
};
