import { cardEntryOf, ErrorCodes } from '@e-belediye/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Settings } from '../../config/settings.js';
import type { Database } from '../../db/index.js';
import { AppError, conflict, invalid, notFound } from '../../http/errors.js';
import {
  BankDeclinedError,
  type BankGateway,
  type BrowserForm,
  CARD_FROM_BROWSER,
  type Card,
  createGateway,
  type PaymentOrder,
} from '../../integrations/banks/index.js';
import { IntegrationError } from '../../integrations/http.js';
import { callbackEvidence } from './evidence.js';
import {
  assertNotPaused,
  bankFor,
  type OrderRow,
  orderOfPayer,
  orderRow,
  type PayerScope,
  PaymentMessages,
} from './orders.js';
import { logEvent, settle } from './settle.js';
import { bankReturnToken } from './tokens.js';
import type { CardHold } from './vault.js';

export interface PaymentDeps {
  database: Database;
  settings: Settings;
  vault: CardHold;
  log: FastifyBaseLogger;
}

export const FlowMessages = {
  cardRequired: 'Lütfen kart bilgilerinizi giriniz.',
  cardNotHere:
    'Bu bankada kart bilgileri sunucumuza gönderilmez; tarayıcınız onları doğrudan bankaya iletir. ' +
    'Lütfen sayfayı yenileyerek yeniden deneyiniz.',
  bankUnreachable:
    'Bankaya şu anda ulaşılamıyor; kartınızdan herhangi bir tutar çekilmedi. Lütfen biraz sonra tekrar deneyiniz.',
  provisionLost:
    'Ödeme doğrulaması süresi içinde tamamlanamadı; kartınızdan herhangi bir tutar çekilmedi. ' +
    'Lütfen ödemeyi yeniden başlatınız.',
  notSent: 'Ödeme bankaya gönderilmeden süresi doldu.',
  noAnswer: 'Bankadan süresi içinde sonuç alınamadı; kartınızdan herhangi bir tutar çekilmedi.',
  bankRefused: 'Bankanız ödemeyi onaylamadı. Lütfen kart bilgilerinizi kontrol ederek tekrar deneyiniz.',
  cancelled: 'Ödemeyi iptal ettiniz; kartınızdan herhangi bir tutar çekilmedi. Borçlarınızı yeniden ödeyebilirsiniz.',
  cancelTooLate:
    'Bankanız ödemeyi şu anda sonuçlandırıyor; iptal edilemez. Sonuç birkaç saniye içinde bu sayfada görünür.',
  cancelUnanswered:
    'Bankanıza şu anda ulaşılamadığı için ödemenin durumu öğrenilemedi ve iptal edilemedi. Lütfen biraz sonra ' +
    'tekrar deneyiniz; yanıt gelmezse ödeme belirtilen saatte kendiliğinden sonuçlanır.',
} as const;

const gatewayCache = new WeakMap<Settings, Map<string, BankGateway>>();

/** One gateway per configured bank; an order is always finished with the bank it started with. */
export function gatewayFor(settings: Settings, bankCode: string): BankGateway {
  const byCode = gatewayCache.get(settings) ?? new Map<string, BankGateway>();
  gatewayCache.set(settings, byCode);
  const gw = byCode.get(bankCode) ?? createGateway(bankFor(settings, bankCode));
  byCode.set(bankCode, gw);
  return gw;
}

/** The bank returns the browser here, to okUrl and failUrl alike; the verdict decides, not the URL. */
export const callbackUrl = (settings: Settings, orderNo: string) => `${settings.publicUrl}/payment/3d/${orderNo}`;

function bankOrder(settings: Settings, o: OrderRow): PaymentOrder {
  const back = callbackUrl(settings, o.order_no);
  return {
    orderNo: o.order_no,
    amountKurus: o.amount_kurus,
    currency: 'TRY',
    okUrl: back,
    failUrl: back,
    lang: 'tr',
    clientIp: o.client_ip ?? '127.0.0.1',
    returnToken: bankReturnToken(settings, o.order_no),
  };
}

const masked = (n: string) => `${n.slice(0, 6)}${'*'.repeat(Math.max(0, n.length - 10))}${n.slice(-4)}`;

/**
 * SaveOnlinePaymentRequest: the order is marked as sent before the bank sees it, so a crash in between leaves
 * an order the settlement job asks the bank about — never a charge we do not know of.
 */
export async function startPayment(
  deps: PaymentDeps,
  scope: PayerScope,
  orderNo: string,
  card: Card | undefined,
): Promise<BrowserForm> {
  const { database, settings } = deps;
  assertNotPaused(settings);
  const order = await orderOfPayer(database, orderNo, scope);
  if (order.status !== 'NEW') throw conflict(PaymentMessages.notEditable);
  if (new Date(order.expires_at).getTime() <= Date.now()) {
    await settle(database, orderNo, { kind: 'expired', reason: FlowMessages.notSent }, 'start');
    throw conflict(PaymentMessages.expired);
  }
  // Only the PayFlex MPI needs the card on our server (enrollment); EstV3 forms get it from the browser.
  const entry = cardEntryOf(order.protocol, order.store_type);
  const takesCard = entry === 'THROUGH_SERVER';
  if (takesCard && !card) throw invalid(FlowMessages.cardRequired);
  if (!takesCard && card) throw invalid(FlowMessages.cardNotHere);
  const now = Date.now();
  const sent = await database.db
    .updateTable('online_payment')
    .set({
      status: 'PENDING',
      sent_at: new Date(now),
      updated_at: new Date(now),
      next_check_at: new Date(now + settings.payments.firstCheckSeconds * 1000),
      card_masked: takesCard && card ? masked(card.number) : null,
    })
    .where('oid', '=', order.oid)
    .where('status', '=', 'NEW')
    .returning('oid')
    .executeTakeFirst();
  if (!sent) throw conflict(PaymentMessages.notEditable);
  const gateway = gatewayFor(settings, order.bank_code);
  try {
    const form = await gateway.paymentForm(
      bankOrder(settings, order),
      entry === 'DIRECT_TO_BANK' ? CARD_FROM_BROWSER : card,
    );
    if (order.protocol === 'payflex' && card) await deps.vault.put(orderNo, card);
    await logEvent(database.db, order, 'start', 'form-issued', { action: form.action });
    return form;
  } catch (e) {
    const reason = e instanceof BankDeclinedError ? e.reason : FlowMessages.bankUnreachable;
    deps.log.warn({ orderNo, err: e instanceof Error ? e.message : String(e) }, 'payment could not start');
    await settle(
      database,
      orderNo,
      { kind: 'failed', reason, bankResultCode: e instanceof BankDeclinedError ? e.bankCode : undefined },
      'start',
    );
    throw new AppError(e instanceof BankDeclinedError ? 402 : 502, ErrorCodes.paymentDeclined, reason);
  }
}

/**
 * The bank's 3-D Secure return (CompleteThreeDPaymentOperation). Bad hash or another amount are rejected and
 * logged with the order; the order then waits for the settlement job, which asks the bank itself. An unknown
 * order is a 404 that stores nothing: anyone can post here, and nothing they send may cost us disk.
 */
export async function completeThreeD(deps: PaymentDeps, orderNo: string, fields: Record<string, string>) {
  const { database, settings, log } = deps;
  const order = await database.db
    .selectFrom('online_payment')
    .selectAll()
    .where('order_no', '=', orderNo)
    .executeTakeFirst();
  if (!order) {
    log.warn({ orderNo: orderNo.slice(0, 40) }, 'bank callback for an unknown order');
    throw notFound(PaymentMessages.unknownOrder);
  }
  const gateway = gatewayFor(settings, order.bank_code);
  const verdict = gateway.verifyCallback(fields, {
    orderNo,
    amountKurus: order.amount_kurus,
    returnToken: bankReturnToken(settings, orderNo),
  });
  switch (verdict.kind) {
    case 'invalid':
      await logEvent(database.db, order, 'callback', 'rejected', {
        reason: verdict.reason,
        fields: callbackEvidence(order.protocol, fields),
      });
      log.warn({ orderNo, reason: verdict.reason }, 'bank callback rejected');
      // The payer is waiting on the result page: ask the bank now rather than at the next sweep. In EstV3's 3D
      // model only our provision charges, and a rejected return is never provisioned: once the bank reports the
      // 3-D Secure step done without a sale, no charge will come, so the debts are freed now, not at expiry.
      if (order.status === 'PENDING')
        await querySettle(deps, orderNo, {
          authenticatedIsFinal: order.protocol === 'estv3' && order.store_type === '3d',
        });
      return;
    case 'declined':
      // A "no" fails the order only once the bank confirms it holds no charge: PayFlex's is unsigned, and EstV3's
      // may be an earlier attempt's (the bank keeps an order open after a failed 3-D Secure) arriving after the
      // payer paid in the same order.
      if (!(await bankHoldsNoCharge(deps, order))) return;
      await settle(
        database,
        orderNo,
        { kind: 'failed', reason: verdict.reason, bankResultCode: verdict.bankCode },
        'callback',
      );
      return;
    case 'reported':
      // The hosted page's result is unsigned: a "yes" is recorded only as the bank reports it, a "no" fails the
      // order only once the bank confirms it holds no charge.
      if (verdict.approved) {
        if (order.status === 'PENDING') await querySettle(deps, orderNo);
        return;
      }
      if (!(await bankHoldsNoCharge(deps, order))) return;
      await settle(
        database,
        orderNo,
        { kind: 'failed', reason: verdict.reason ?? FlowMessages.bankRefused, bankResultCode: verdict.bankCode },
        'callback',
      );
      return;
    case 'paid':
      await settle(
        database,
        orderNo,
        {
          kind: 'paid',
          amountKurus: verdict.amountKurus,
          authCode: verdict.authCode,
          hostRef: verdict.hostRef,
          transId: verdict.transId,
        },
        'callback',
      );
      return;
    case 'authenticated':
      return provisionOnce(deps, order, verdict);
  }
}

/** Only the callback that moves PENDING → PROVISIONING charges the card; a duplicate finds it taken. */
async function provisionOnce(
  deps: PaymentDeps,
  order: OrderRow,
  auth: Parameters<BankGateway['provision']>[1],
): Promise<void> {
  const { database, settings, log } = deps;
  const claimed = await database.db
    .updateTable('online_payment')
    .set({ status: 'PROVISIONING', updated_at: new Date() })
    .where('oid', '=', order.oid)
    .where('status', '=', 'PENDING')
    .returning('oid')
    .executeTakeFirst();
  if (!claimed) {
    await logEvent(database.db, order, 'callback', 'duplicate-ignored', { status: order.status });
    return;
  }
  const card = order.protocol === 'payflex' ? await deps.vault.take(order.order_no) : undefined;
  if (order.protocol === 'payflex' && !card) {
    await settle(database, order.order_no, { kind: 'failed', reason: FlowMessages.provisionLost }, 'provision');
    return;
  }
  try {
    const result = await gatewayFor(settings, order.bank_code).provision(bankOrder(settings, order), auth, card);
    if (result.approved) {
      await settle(
        database,
        order.order_no,
        {
          kind: 'paid',
          amountKurus: order.amount_kurus,
          authCode: result.authCode,
          hostRef: result.hostRef,
          transId: result.transId,
          bankResultCode: result.procReturnCode,
        },
        'provision',
      );
    } else {
      await settle(
        database,
        order.order_no,
        { kind: 'failed', reason: result.reason ?? FlowMessages.bankRefused, bankResultCode: result.procReturnCode },
        'provision',
      );
    }
  } catch (e) {
    if (e instanceof BankDeclinedError) {
      await settle(
        database,
        order.order_no,
        { kind: 'failed', reason: e.reason, bankResultCode: e.bankCode },
        'provision',
      );
      return;
    }
    // Timeout or a broken answer: the charge may have happened. The settlement job asks the bank soon.
    log.warn({ orderNo: order.order_no, err: e instanceof Error ? e.message : String(e) }, 'provision unanswered');
    await logEvent(database.db, order, 'provision', 'unanswered', {
      error: e instanceof IntegrationError ? e.message : 'error',
    });
    await database.db
      .updateTable('online_payment')
      .set({ next_check_at: new Date(Date.now() + 5_000) })
      .where('oid', '=', order.oid)
      .execute();
  }
}

/**
 * Asks the bank before an unsigned decline fails the order. A charge it reports is recorded (querySettle); no
 * answer leaves the order to the settlement job.
 */
async function bankHoldsNoCharge(deps: PaymentDeps, order: OrderRow): Promise<boolean> {
  let status: Awaited<ReturnType<BankGateway['queryStatus']>>;
  try {
    status = await gatewayFor(deps.settings, order.bank_code).queryStatus(order.order_no);
  } catch (e) {
    deps.log.warn({ orderNo: order.order_no, err: e instanceof Error ? e.message : String(e) }, 'decline unconfirmed');
    await logEvent(deps.database.db, order, 'status', 'unanswered');
    return false;
  }
  await logEvent(deps.database.db, order, 'status', status.state, { raw: status.raw ?? {} });
  if (status.state !== 'paid') return true;
  await querySettle(deps, order.order_no);
  return false;
}

/**
 * QueryOnlinePaymentOrderStatus and the settlement job: asks the bank about an order without a result and
 * settles it. An order is given up only when the bank says it holds no charge, or at expiry when it never did.
 */
export async function querySettle(
  deps: PaymentDeps,
  orderNo: string,
  options: { authenticatedIsFinal?: boolean; payerCancels?: boolean } = {},
): Promise<void> {
  const { database, settings, log } = deps;
  const order = await orderRow(database, orderNo);
  const expired = new Date(order.expires_at).getTime() <= Date.now();
  if (order.status === 'NEW') {
    if (expired) await settle(database, orderNo, { kind: 'expired', reason: FlowMessages.notSent }, 'status');
    return;
  }
  if (order.status !== 'PENDING' && order.status !== 'PROVISIONING') return;
  await database.db
    .updateTable('online_payment')
    .set((eb) => ({
      check_count: eb('check_count', '+', 1),
      next_check_at: new Date(Date.now() + settings.payments.checkIntervalSeconds * 1000),
    }))
    .where('oid', '=', order.oid)
    .execute();
  let status: Awaited<ReturnType<BankGateway['queryStatus']>>;
  try {
    status = await gatewayFor(settings, order.bank_code).queryStatus(orderNo);
  } catch (e) {
    // Without an answer nothing is decided, not even at expiry: the money may be at the bank.
    log.warn({ orderNo, err: e instanceof Error ? e.message : String(e) }, 'order status query failed');
    await logEvent(database.db, order, 'status', 'unanswered');
    return;
  }
  await logEvent(database.db, order, 'status', status.state, { raw: status.raw ?? {} });
  if (status.state === 'paid') {
    if (status.amountKurus !== undefined && status.amountKurus !== order.amount_kurus) {
      log.error({ orderNo, bank: status.amountKurus, ours: order.amount_kurus }, 'bank reports another amount');
      await logEvent(database.db, order, 'status', 'amount-mismatch', { bankAmount: status.amountKurus });
      return;
    }
    await settle(
      database,
      orderNo,
      { kind: 'paid', amountKurus: order.amount_kurus, authCode: status.authCode, transId: status.transId },
      'status',
    );
  } else if (options.payerCancels && order.status === 'PENDING') {
    // The bank holds no charge and the payer gave up at its page: whatever it answers short of "paid" ends it.
    await settle(database, orderNo, { kind: 'failed', reason: FlowMessages.cancelled }, 'payer');
  } else if (
    status.state === 'failed' ||
    status.state === 'cancelled' ||
    (options.authenticatedIsFinal && status.state === 'pending' && order.status === 'PENDING')
  ) {
    await settle(database, orderNo, { kind: 'failed', reason: FlowMessages.bankRefused }, 'status');
  } else if (expired) {
    await settle(database, orderNo, { kind: 'expired', reason: FlowMessages.noAnswer }, 'status');
  }
}

/**
 * CancelOnlinePaymentOrder: the payer left the bank's page. The bank is asked first, by the same query as the
 * settlement job: a charge it reports is recorded (once, by settle), anything else fails the order and frees its
 * debts at once. An order being provisioned or a bank that does not answer cannot be cancelled: the charge may be
 * under way, and the settlement job decides by expiry at the latest.
 */
export async function cancelOrder(deps: PaymentDeps, order: OrderRow): Promise<void> {
  const { database, vault } = deps;
  if (order.status === 'PROVISIONING') throw conflict(FlowMessages.cancelTooLate);
  if (order.status === 'NEW') {
    // Never sent: the bank has nothing to be asked about.
    await settle(database, order.order_no, { kind: 'failed', reason: FlowMessages.cancelled }, 'payer');
    return;
  }
  if (order.status !== 'PENDING') return;
  await vault.take(order.order_no);
  await querySettle(deps, order.order_no, { payerCancels: true });
  const after = await orderRow(database, order.order_no);
  if (after.status === 'PENDING') throw conflict(FlowMessages.cancelUnanswered);
  if (after.status === 'PROVISIONING') throw conflict(FlowMessages.cancelTooLate);
}

/**
 * Orders whose turn to be asked about has come, and NEW ones past expiry; oldest first, a few at a time. They are
 * claimed by moving next_check_at on under `for update skip locked`, so two instances never ask the bank about
 * the same order at once.
 */
export async function settleDue(deps: PaymentDeps, limit = 20): Promise<number> {
  const { rows: due } = await sql<{ order_no: string }>`
    update online_payment
    set next_check_at = now() + make_interval(secs => ${deps.settings.payments.checkIntervalSeconds})
    where oid = any(array(
      select oid from online_payment
      where (status in ('PENDING', 'PROVISIONING') and next_check_at <= now())
         or (status = 'NEW' and expires_at <= now() and (next_check_at is null or next_check_at <= now()))
      order by next_check_at
      limit ${limit}
      for update skip locked))
    returning order_no`.execute(deps.database.db);
  for (const { order_no } of due) {
    try {
      await querySettle(deps, order_no);
    } catch (e) {
      deps.log.error({ orderNo: order_no, err: e }, 'settlement of an order failed');
    }
  }
  return due.length;
}
