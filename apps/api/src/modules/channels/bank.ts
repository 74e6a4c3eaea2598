import type { bankChannelCalls } from '@e-belediye/contracts';
import type { CallContext, Handlers } from '../../http/calls.js';
import { notFound } from '../../http/errors.js';
import { createOrder, orderView, type PayerScope, paymentDeps, startPayment } from '../payments/index.js';
import { memberOfToken } from './members.js';

const UNKNOWN_ORDER = 'Bu kanalın başlattığı böyle bir ödeme bulunamadı.';

const channelOid = (ctx: CallContext) => (ctx.principal?.kind === 'channel' ? ctx.principal.channelOid : 0);

export const bankHandlers: Handlers<typeof bankChannelCalls> = {
  async StartThreeDPayment({ memberToken, accrualOids, bankCode, card }, ctx) {
    const member = await memberOfToken(ctx, memberToken);
    // The web's own order: priced by the server, its debts held against any other payment, settled once.
    const scope: PayerScope = { registryOid: member.registry_oid, memberOid: member.oid, channel: 'DEBT' };
    const orderNo = await createOrder(ctx.database, ctx.settings, scope, {
      accrualOids,
      bankCode,
      clientIp: ctx.request.ip,
    });
    await ctx.database.db
      .insertInto('channel_payment')
      .values({ order_no: orderNo, channel_oid: channelOid(ctx) })
      .execute();
    const form = await startPayment(paymentDeps(ctx, ctx.request.log), scope, orderNo, card);
    const caller = { memberOid: member.oid, browserOrders: new Set<string>() };
    return {
      Payment: await orderView(ctx.database, orderNo, caller),
      Form: { Action: form.action, Method: form.method, Fields: form.fields },
    };
  },

  async GetPaymentOutcome({ orderNo }, ctx) {
    const ours = await ctx.database.db
      .selectFrom('channel_payment as c')
      .innerJoin('online_payment as o', 'o.order_no', 'c.order_no')
      .select('o.member_oid')
      .where('c.order_no', '=', orderNo)
      .where('c.channel_oid', '=', channelOid(ctx))
      .executeTakeFirst();
    if (!ours) throw notFound(UNKNOWN_ORDER);
    const p = await orderView(ctx.database, orderNo, { memberOid: ours.member_oid, browserOrders: new Set() });
    return {
      OrderNo: p.OrderNo,
      Status: p.Status,
      AmountKurus: p.AmountKurus,
      Reason: p.Reason,
      ReceiptNo: p.ReceiptNo,
      VerificationCode: p.VerificationCode,
      CollectedAt: p.CollectedAt,
    };
  },
};
