import {
  ErrorCodes,
  type PaymentBankCode,
  PaymentBanks,
  pauseMessage,
  type paymentCalls,
  paymentPause,
} from '@e-belediye/contracts';
import type { Settings } from '../../config/settings.js';
import type { Database } from '../../db/index.js';
import type { CallContext, Handlers } from '../../http/calls.js';
import { AppError, notFound } from '../../http/errors.js';
import { requireSession } from '../auth/sessions.js';
import { openDebts, registryOfMember, todayInIstanbul } from '../debts/service.js';
import { verifyReceipt } from '../receipts/index.js';
import { completeThreeD, type PaymentDeps, querySettle, startPayment } from './flow.js';
import {
  createOrder,
  lockHolder,
  maskName,
  needsCard,
  orderRow,
  orderView,
  type PayerScope,
  payerNameOf,
  replaceLines,
  unsettledOrders,
} from './orders.js';
import { issuePaymentToken, readPaymentToken } from './tokens.js';
import { CardVault } from './vault.js';

const vaults = new WeakMap<Settings, CardVault>();

/** The card vault lives as long as the app (one per settings object, so test apps never share one). */
export function paymentDeps(ctx: Pick<CallContext, 'database' | 'settings'>, log: PaymentDeps['log']): PaymentDeps {
  let vault = vaults.get(ctx.settings);
  if (!vault) {
    vault = new CardVault();
    vaults.set(ctx.settings, vault);
  }
  return { database: ctx.database, settings: ctx.settings, vault, log };
}

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
  const session = requireSession(ctx.request);
  return {
    registryOid: await registryOfMember(ctx.database, session.memberOid),
    memberOid: session.memberOid,
    channel: 'DEBT',
  };
}

/** An order already names its payer: the calls that continue it need nothing more than its number. */
async function scopeOfOrder(database: Database, orderNo: string): Promise<PayerScope> {
  const o = await orderRow(database, orderNo);
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

async function registryName(database: Database, registryOid: number): Promise<string> {
  const r = await database.db
    .selectFrom('registry')
    .select(['name', 'surname'])
    .where('oid', '=', registryOid)
    .executeTakeFirstOrThrow();
  return maskName(payerNameOf(r));
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
          IsDefault: code === active,
        };
      }),
      Paused: pause ? { ...pause, Message: pauseMessage(pause) } : null,
    };
  },

  async GetFastPaymentDebts({ pidNo, subscriberNo, verification }, { database, settings }) {
    if (Boolean(pidNo) === Boolean(subscriberNo))
      throw new AppError(400, ErrorCodes.validation, FastPaymentMessages.oneKey);
    const registry = pidNo
      ? await database.db
          .selectFrom('registry')
          .select('oid')
          .where('pid_no', '=', pidNo)
          .orderBy('oid')
          .executeTakeFirst()
      : await database.db
          .selectFrom('subscription')
          .select('registry_oid as oid')
          .where('subscriber_no', '=', subscriberNo ?? '')
          .executeTakeFirst();
    const debts = registry ? await openDebts(database, registry.oid, todayInIstanbul()) : [];
    // A water subscriber pays that meter's bills; the owner's other debts are not shown to whoever has the number.
    const shown = subscriberNo ? debts.filter((d) => d.SubscriberNo === subscriberNo) : debts;
    if (!registry || shown.length === 0) throw notFound(FastPaymentMessages.noDebt);
    return {
      Token: issuePaymentToken(settings, { registryOid: registry.oid, channel: 'FAST' }),
      PayerName: await registryName(database, registry.oid),
      Debts: shown,
    };
  },

  async GetMatrimonyFee({ pidNo, applicationNo, verification }, { database, settings }) {
    const fee = await database.db
      .selectFrom('accrual as a')
      .innerJoin('registry as r', 'r.oid', 'a.registry_oid')
      .select(['a.oid', 'a.registry_oid', 'a.paid_kurus', 'a.principal_kurus'])
      .where('a.application_no', '=', applicationNo)
      .where('a.revenue_code', '=', 83)
      .where('r.pid_no', '=', pidNo)
      .executeTakeFirst();
    if (!fee) throw notFound(FastPaymentMessages.noApplication);
    if (fee.paid_kurus >= fee.principal_kurus)
      throw new AppError(409, ErrorCodes.conflict, FastPaymentMessages.applicationPaid);
    const debts = (await openDebts(database, fee.registry_oid, todayInIstanbul(), 83)).filter(
      (d) => d.AccrualOid === fee.oid,
    );
    return {
      Token: issuePaymentToken(settings, { registryOid: fee.registry_oid, channel: 'MATRIMONY', accrualOid: fee.oid }),
      PayerName: await registryName(database, fee.registry_oid),
      Debts: debts,
    };
  },

  async IsOnlinePaymentAccrumentsTriedBefore({ accrualOids, paymentToken }, ctx) {
    const scope = await payerScope(ctx, paymentToken);
    const holder = await lockHolder(ctx.database, accrualOids);
    const mine = holder && holder.registry_oid === scope.registryOid ? holder : undefined;
    return { Tried: Boolean(holder), OrderNo: mine?.order_no ?? null, Status: holder?.status ?? null };
  },

  async CheckRegistryUnpaidOnlinePayment({ paymentToken }, ctx) {
    const scope = await payerScope(ctx, paymentToken);
    const orders = await unsettledOrders(ctx.database, scope.registryOid);
    return Promise.all(orders.map((o) => orderView(ctx.database, o)));
  },

  async GetOrderNumberForOnlinePayment({ accrualOids, bankCode, paymentToken }, ctx) {
    const scope = await payerScope(ctx, paymentToken);
    const orderNo = await createOrder(ctx.database, ctx.settings, scope, {
      accrualOids,
      bankCode,
      clientIp: ctx.request.ip,
    });
    return orderView(ctx.database, orderNo);
  },

  async SaveOnlinePaymentAccrument({ orderNo, accrualOids }, { database, settings }) {
    await replaceLines(database, settings, await scopeOfOrder(database, orderNo), orderNo, accrualOids);
    return orderView(database, orderNo);
  },

  async GetOnlinePaymentAccrumentList({ orderNo }, { database }) {
    return orderView(database, orderNo);
  },

  async SaveOnlinePaymentRequest({ orderNo, card }, ctx) {
    const scope = await scopeOfOrder(ctx.database, orderNo);
    const form = await startPayment(paymentDeps(ctx, ctx.request.log), scope, orderNo, card);
    return { Form: { Action: form.action, Method: form.method, Fields: form.fields } };
  },

  async CompleteThreeDPaymentOperation({ orderNo, mpiResponse }, ctx) {
    await completeThreeD(paymentDeps(ctx, ctx.request.log), orderNo, mpiResponse);
    return orderView(ctx.database, orderNo);
  },

  async QueryOnlinePaymentOrderStatus({ orderNo }, ctx) {
    await querySettle(paymentDeps(ctx, ctx.request.log), orderNo);
    return orderView(ctx.database, orderNo);
  },

  async ControlCollection({ orderNo }, { database }) {
    const payment = await orderView(database, orderNo);
    return { Collected: payment.Status === 'PAID' && payment.ReceiptNo !== null, Payment: payment };
  },

  async VerifyReceipt({ code }, { database, settings }) {
    return verifyReceipt(database, settings, code);
  },
};
