import {
  cardEntryOf,
  type PaymentBankCode,
  PaymentBanks,
  pauseMessage,
  type paymentCalls,
  paymentPause,
  todayInIstanbul,
} from '@e-belediye/contracts';
import type { Database } from '../../db/index.js';
import { type CallContext, type Handlers, memberOf } from '../../http/calls.js';
import { conflict, invalid, notFound } from '../../http/errors.js';
import { accrualByApplication, openDebts } from '../ledger/index.js';
import { verifyReceipt } from '../receipts/index.js';
import { maskName, payerName, registryByOid, registryByPid, sessionRegistry } from '../registries/index.js';
import { debtOwner, subscriptionByNo } from '../water/index.js';
import { paymentDeps } from './deps.js';
import { cancelOrder, completeThreeD, querySettle, startPayment } from './flow.js';
import {
  createOrder,
  forFastPayer,
  needsCard,
  type OrderRow,
  orderAtBankHolding,
  orderView,
  ownedOrder,
  type PayerScope,
  replaceLines,
  unsettledOrders,
} from './orders.js';
import { orderCaller, owns, rememberBrowserOrder } from './ownership.js';
import { issuePaymentToken, readPaymentToken } from './tokens.js';

/** Evlendirme (nikah) ücreti: the one fee paid by application number. */
const MATRIMONY_REVENUE_CODE = 83;

export const FastPaymentMessages = {
  oneKey: 'T.C. Kimlik No / Vergi No ya da abone numarasından yalnızca birini giriniz.',
  noDebt: 'Bu bilgilerle ödenecek açık borç bulunamadı.',
  noApplication: 'Bu T.C. Kimlik No ve başvuru numarasıyla bir nikah başvurusu bulunamadı.',
  applicationPaid: 'Bu nikah başvurusunun ücreti ödenmiştir. Makbuzunuzu belediyemizden alabilirsiniz.',
} as const;

/** Logged-in members pay their own registry's debts; everyone else carries a token from a verified lookup. */
async function payerScope(ctx: CallContext, token?: string): Promise<PayerScope> {
  if (token) {
    const t = readPaymentToken(ctx.settings, token);
    return { registryOid: t.registryOid, memberOid: null, channel: t.channel, accrualOid: t.accrualOid };
  }
  // The member the registry admitted: the owner when someone acts for them under a grant (ADR 0048).
  const memberOid = memberOf(ctx);
  return {
    // Read with the session (ADR 0057): no round trip of its own.
    registryOid: await sessionRegistry(ctx),
    memberOid,
    channel: 'DEBT',
  };
}

/** An order already names its payer: the calls that continue it need only its owner. */
async function scopeOfOrder(database: Database, o: OrderRow): Promise<PayerScope> {
  const line =
    o.channel === 'MATRIMONY'
      ? await database.db
          .selectFrom('online_payment_line')
          .select('accrual_oid')
          .where('online_payment_oid', '=', o.oid)
          .executeTakeFirst()
      : undefined;
  return { registryOid: o.registry_oid, memberOid: o.member_oid, channel: o.channel, accrualOid: line?.accrual_oid };
}

async function maskedPayerName(database: Database, registryOid: number): Promise<string> {
  const r = await registryByOid(database, registryOid);
  return r ? maskName(payerName(r)) : '-';
}

export const paymentHandlers: Handlers<typeof paymentCalls> = {
  async GetPaymentBanks(_input, { settings }) {
    const pause = paymentPause(settings.app);
    const active = settings.app.ActiveBankMerchantCode;
    const codes = (Object.keys(settings.payments.banks) as PaymentBankCode[]).sort((a, b) =>
      a === active ? -1 : b === active ? 1 : PaymentBanks[a].name.localeCompare(PaymentBanks[b].name, 'tr'),
    );
    return {
      Banks: codes.map((code) => {
        const bank = settings.payments.banks[code]!;
        return {
          BankCode: code,
          BankName: PaymentBanks[code].name,
          Window: PaymentBanks[code].window,
          StoreType: bank.storeType,
          NeedsCard: needsCard(bank.storeType),
          CardEntry: cardEntryOf(bank.protocol, bank.storeType),
          IsDefault: code === active,
        };
      }),
      Paused: pause ? { ...pause, Message: pauseMessage(pause) } : null,
      OldestFirst: settings.payments.oldestFirst,
    };
  },

  async GetFastPaymentDebts({ pidNo, subscriberNo }, { database, settings }) {
    if (Boolean(pidNo) === Boolean(subscriberNo)) throw invalid(FastPaymentMessages.oneKey);
    const registryOid = pidNo
      ? (await registryByPid(database, pidNo))?.oid
      : (await subscriptionByNo(database, subscriberNo ?? ''))?.registryOid;
    const debts = registryOid
      ? await openDebts(database, await debtOwner(database, registryOid), todayInIstanbul())
      : [];
    // A water subscriber pays that meter's bills; the owner's other debts are not shown to whoever has the number.
    const shown = subscriberNo ? debts.filter((d) => d.SubscriberNo === subscriberNo) : debts;
    if (!registryOid || shown.length === 0) throw notFound(FastPaymentMessages.noDebt);
    return {
      Token: issuePaymentToken(settings, { registryOid, channel: 'FAST' }),
      PayerName: await maskedPayerName(database, registryOid),
      Debts: shown.map((d) => forFastPayer(d)),
    };
  },

  async GetMatrimonyFee({ pidNo, applicationNo }, { database, settings }) {
    const fee = await accrualByApplication(database, applicationNo, MATRIMONY_REVENUE_CODE);
    const applicant = fee && (await registryByOid(database, fee.registryOid));
    if (!fee || applicant?.pid_no !== pidNo) throw notFound(FastPaymentMessages.noApplication);
    if (fee.remainingKurus <= 0) throw conflict(FastPaymentMessages.applicationPaid);
    const owner = await debtOwner(database, fee.registryOid);
    const debts = (await openDebts(database, owner, todayInIstanbul(), MATRIMONY_REVENUE_CODE)).filter(
      (d) => d.AccrualOid === fee.oid,
    );
    return {
      Token: issuePaymentToken(settings, { registryOid: fee.registryOid, channel: 'MATRIMONY', accrualOid: fee.oid }),
      PayerName: maskName(payerName(applicant)),
      Debts: debts,
    };
  },

  async IsOnlinePaymentAccrumentsTriedBefore({ accrualOids, paymentToken }, ctx) {
    const scope = await payerScope(ctx, paymentToken);
    // Only about the caller's own debts; the order's number only to its owner.
    const held = await orderAtBankHolding(ctx.database, scope.registryOid, accrualOids);
    const mine = held && owns(orderCaller(ctx), held) ? held : undefined;
    return { Tried: Boolean(held), OrderNo: mine?.order_no ?? null, Status: held?.status ?? null };
  },

  async CheckRegistryUnpaidOnlinePayment({ paymentToken }, ctx) {
    const scope = await payerScope(ctx, paymentToken);
    const orders = await unsettledOrders(ctx.database, scope.registryOid);
    const caller = orderCaller(ctx);
    return Promise.all(orders.map((o) => orderView(ctx.database, o, caller)));
  },

  async GetOrderNumberForOnlinePayment({ accrualOids, bankCode, paymentToken }, ctx) {
    const scope = await payerScope(ctx, paymentToken);
    const orderNo = await createOrder(ctx.database, ctx.settings, scope, {
      accrualOids,
      bankCode,
      clientIp: ctx.request.ip,
    });
    // Without a member the order belongs to this browser: the later calls find it in its cookie.
    if (scope.memberOid === null) rememberBrowserOrder(ctx.settings, ctx.request, ctx.reply, orderNo);
    return orderView(ctx.database, orderNo, orderCaller(ctx));
  },

  async SaveOnlinePaymentAccrument({ orderNo, accrualOids }, ctx) {
    const caller = orderCaller(ctx);
    const order = await ownedOrder(ctx.database, orderNo, caller);
    await replaceLines(ctx.database, ctx.settings, await scopeOfOrder(ctx.database, order), orderNo, accrualOids);
    return orderView(ctx.database, orderNo, caller);
  },

  async GetOnlinePaymentAccrumentList({ orderNo }, ctx) {
    return orderView(ctx.database, orderNo, orderCaller(ctx));
  },

  async SaveOnlinePaymentRequest({ orderNo, card }, ctx) {
    const order = await ownedOrder(ctx.database, orderNo, orderCaller(ctx));
    const scope = await scopeOfOrder(ctx.database, order);
    const form = await startPayment(paymentDeps(ctx, ctx.request.log), scope, orderNo, card);
    return { Form: { Action: form.action, Method: form.method, Fields: form.fields } };
  },

  /** The bank's return relayed by the payer's own page; the bank's POST to /payment/3d needs no owner. */
  async CompleteThreeDPaymentOperation({ orderNo, mpiResponse }, ctx) {
    const caller = orderCaller(ctx);
    await ownedOrder(ctx.database, orderNo, caller);
    await completeThreeD(paymentDeps(ctx, ctx.request.log), orderNo, mpiResponse);
    return orderView(ctx.database, orderNo, caller);
  },

  async QueryOnlinePaymentOrderStatus({ orderNo }, ctx) {
    await querySettle(paymentDeps(ctx, ctx.request.log), orderNo);
    return orderView(ctx.database, orderNo, orderCaller(ctx));
  },

  /** Only the order's opener may cancel it; to anyone else it does not exist. */
  async CancelOnlinePaymentOrder({ orderNo }, ctx) {
    const caller = orderCaller(ctx);
    const order = await ownedOrder(ctx.database, orderNo, caller);
    await cancelOrder(paymentDeps(ctx, ctx.request.log), order);
    return orderView(ctx.database, orderNo, caller);
  },

  async ControlCollection({ orderNo }, ctx) {
    const payment = await orderView(ctx.database, orderNo, orderCaller(ctx));
    return { Collected: payment.Status === 'PAID' && payment.ReceiptNo !== null, Payment: payment };
  },

  async VerifyReceipt({ code }, { database, settings }) {
    return verifyReceipt(database, settings, code);
  },
};
