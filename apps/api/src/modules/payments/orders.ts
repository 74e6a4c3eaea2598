import {
  cardEntryOf,
  checkOldestFirst,
  type Debt,
  ErrorCodes,
  type OnlinePayment,
  type OrderStatus,
  type PaymentBankCode,
  PaymentBanks,
  type PaymentChannel,
  pauseMessage,
  paymentPause,
  todayInIstanbul,
} from '@e-belediye/contracts';
import type { Transaction } from 'kysely';
import type { Settings } from '../../config/settings.js';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { conflict, invalid, notFound } from '../../http/errors.js';
import type { BankConfig } from '../../integrations/banks/types.js';
import { randomCode } from '../../lib/codes.js';
import {
  accrualFacts,
  collectionOfPayment,
  type Holder,
  HoldMessages,
  hold,
  holderOf,
  openDebts,
  ownHeldDebt,
  release,
} from '../ledger/index.js';
import type { CardPaymentFacts } from '../receipts/index.js';
import { maskName, payerName, registryByOid } from '../registries/index.js';
import { debtOwner } from '../water/index.js';
import { type OrderCaller, owns, seesPayerName } from './ownership.js';

export interface PayerScope {
  registryOid: number;
  memberOid: number | null;
  channel: PaymentChannel;
  /** MATRIMONY: the only accrual this payer may pay. */
  accrualOid?: number;
}

export const PaymentMessages = {
  unknownBank: 'Bu banka ile kartlı ödeme alınmamaktadır. Lütfen başka bir banka seçiniz.',
  stale: 'Seçtiğiniz borçlardan bazıları ödenmiş ya da size ait değil. Lütfen borç listesini yenileyiniz.',
  oldestFirst: (name: string) =>
    `${name} borçlarında önce vadesi en eski olanlar ödenmelidir. Lütfen seçiminizi vade sırasına göre yapınız.`,
  /** The ledger's own words for a debt an order holds: one sentence wherever a citizen meets it. */
  inProgress: HoldMessages.PAYMENT_ORDER,
  notEditable: 'Bu ödeme bankaya gönderildi; borç seçimi artık değiştirilemez. Yeni bir ödeme başlatınız.',
  expired: 'Ödeme süresi doldu. Lütfen borçlarınızı yeniden seçerek ödemeyi başlatınız.',
  notMatrimony: 'Bu ödeme ekranında yalnızca nikah ücreti ödenebilir.',
  unknownOrder: 'Bu numarayla bir ödeme bulunamadı.',
} as const;

/** Refuses payments during the daily pause window (screens show the same window from the same rule). */
export function assertNotPaused(settings: Settings, now = new Date()): void {
  const pause = paymentPause(settings.app, now);
  if (pause) throw conflict(pauseMessage(pause), ErrorCodes.paymentPaused);
}

export function bankFor(settings: Settings, code?: string): BankConfig {
  const bank = settings.payments.banks[(code ?? settings.app.ActiveBankMerchantCode) as PaymentBankCode];
  if (!bank) throw invalid(PaymentMessages.unknownBank);
  return bank;
}

/** 'EB' + yymmdd + 12 random characters (60 bits): the order number is also the key the result pages use. */
export function newOrderNo(now = new Date()): string {
  const day = todayInIstanbul(now).replace(/-/g, '').slice(2);
  return `EB${day}${randomCode(12)}`;
}

/** The selected debts with today's late fee, checked against the payer's open debts. */
async function priceSelection(
  database: Database,
  settings: Settings,
  scope: PayerScope,
  accrualOids: readonly number[],
): Promise<Debt[]> {
  const chosen = new Set(accrualOids);
  if (scope.channel === 'MATRIMONY' && (chosen.size !== 1 || !chosen.has(scope.accrualOid ?? -1))) {
    throw invalid(PaymentMessages.notMatrimony);
  }
  const all = await openDebts(database, scope.registryOid, todayInIstanbul());
  const selected = all.filter((d) => chosen.has(d.AccrualOid));
  if (selected.length !== chosen.size) {
    // A debt of one's own that a plan holds has left the list: say so, rather than "paid or not yours".
    const missing = [...chosen].filter((oid) => !selected.some((d) => d.AccrualOid === oid));
    const held = await ownHeldDebt(database.db, await debtOwner(database, scope.registryOid), missing);
    throw conflict(held ? HoldMessages[held.holder.kind] : PaymentMessages.stale);
  }
  const skipped = settings.payments.oldestFirst && scope.channel !== 'MATRIMONY' ? checkOldestFirst(all, chosen) : null;
  if (skipped) throw invalid(PaymentMessages.oldestFirst(skipped.RevenueName));
  return selected;
}

export type Tx = Transaction<DB>;

/** An order that may still be paid: it holds its debts until it ends. */
export const OPEN_ORDER: ReadonlySet<string> = new Set(['NEW', 'PENDING', 'PROVISIONING']);

/** The ledger's name for an order while it holds debts. */
export const orderHolder = (orderOid: number): Holder => ({ kind: 'PAYMENT_ORDER', oid: orderOid });

/**
 * Holds the debts for this order and writes its lines. Another NEW order of the same payer (a page left before
 * paying) gives its debts up; one already sent to the bank keeps them until it settles, and any other holder (a
 * restructuring plan, a deposit netting) keeps them too.
 */
async function holdLines(trx: Tx, orderOid: number, registryOid: number, debts: readonly Debt[]): Promise<void> {
  const oids = debts.map((d) => d.AccrualOid);
  const orderOids = (await holderOf(trx, oids))
    .filter((h) => h.holder.kind === 'PAYMENT_ORDER' && h.holder.oid !== orderOid)
    .map((h) => h.holder.oid);
  // Locked, so an order the sweep or a bank's answer is ending right now is read once it has ended: an ended order
  // gave its debts up in the same transaction, and is no reason to refuse (another instance may be ending it).
  const others = orderOids.length
    ? (
        await trx
          .selectFrom('online_payment')
          .select(['oid', 'status', 'registry_oid'])
          .where('oid', 'in', [...new Set(orderOids)])
          .forUpdate()
          .execute()
      ).filter((o) => OPEN_ORDER.has(o.status))
    : [];
  if (others.some((o) => o.status !== 'NEW' || o.registry_oid !== registryOid)) {
    throw conflict(PaymentMessages.inProgress);
  }
  for (const stale of others) {
    await trx
      .updateTable('online_payment')
      .set({ status: 'EXPIRED', fail_reason: 'Yerine yeni bir ödeme başlatıldı.', updated_at: new Date() })
      .where('oid', '=', stale.oid)
      .execute();
    await release(trx, orderHolder(stale.oid));
  }
  await hold(trx, orderHolder(orderOid), oids);
  await trx
    .insertInto('online_payment_line')
    .values(
      debts.map((d) => ({
        online_payment_oid: orderOid,
        accrual_oid: d.AccrualOid,
        principal_kurus: d.PrincipalKurus,
        late_fee_kurus: d.LateFeeKurus,
      })),
    )
    .execute();
}

const total = (debts: readonly Debt[]) => debts.reduce((s, d) => s + d.TotalKurus, 0);

export async function createOrder(
  database: Database,
  settings: Settings,
  scope: PayerScope,
  input: { accrualOids: readonly number[]; bankCode?: string; clientIp: string },
): Promise<string> {
  assertNotPaused(settings);
  const bank = bankFor(settings, input.bankCode);
  const debts = await priceSelection(database, settings, scope, input.accrualOids);
  const orderNo = newOrderNo();
  await database.db.transaction().execute(async (trx) => {
    const order = await trx
      .insertInto('online_payment')
      .values({
        order_no: orderNo,
        registry_oid: scope.registryOid,
        member_oid: scope.memberOid,
        channel: scope.channel,
        bank_code: bank.bankCode,
        protocol: bank.protocol,
        store_type: bank.storeType,
        amount_kurus: total(debts),
        client_ip: input.clientIp,
        expires_at: new Date(Date.now() + settings.payments.orderTtlMinutes * 60_000),
      })
      .returning('oid')
      .executeTakeFirstOrThrow();
    await holdLines(trx, order.oid, scope.registryOid, debts);
  });
  return orderNo;
}

/** Changes the debts of an order that has not gone to the bank yet. */
export async function replaceLines(
  database: Database,
  settings: Settings,
  scope: PayerScope,
  orderNo: string,
  accrualOids: readonly number[],
): Promise<void> {
  const order = await orderOfPayer(database, orderNo, scope);
  if (order.status !== 'NEW') throw conflict(PaymentMessages.notEditable);
  const debts = await priceSelection(database, settings, scope, accrualOids);
  await database.db.transaction().execute(async (trx) => {
    const still = await trx
      .updateTable('online_payment')
      .set({ amount_kurus: total(debts), updated_at: new Date() })
      .where('oid', '=', order.oid)
      .where('status', '=', 'NEW')
      .returning('oid')
      .executeTakeFirst();
    if (!still) throw conflict(PaymentMessages.notEditable);
    // The order gives up its old selection before it holds the new one.
    await trx.deleteFrom('online_payment_line').where('online_payment_oid', '=', order.oid).execute();
    await release(trx, orderHolder(order.oid));
    await holdLines(trx, order.oid, scope.registryOid, debts);
  });
}

export async function orderRow(database: Database | Tx, orderNo: string) {
  const db = 'db' in database ? database.db : database;
  const row = await db.selectFrom('online_payment').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
  if (!row) throw notFound(PaymentMessages.unknownOrder);
  return row;
}
export type OrderRow = Awaited<ReturnType<typeof orderRow>>;

/** Orders are changed only for the payer who opened them (session or payment token). */
export async function orderOfPayer(database: Database, orderNo: string, scope: PayerScope): Promise<OrderRow> {
  const row = await orderRow(database, orderNo);
  if (row.registry_oid !== scope.registryOid) throw notFound(PaymentMessages.unknownOrder);
  return row;
}

/** The order, when this caller owns it; to anyone else it does not exist (the number is no credential). */
export async function ownedOrder(database: Database, orderNo: string, caller: OrderCaller): Promise<OrderRow> {
  const row = await orderRow(database, orderNo);
  if (!owns(caller, row)) throw notFound(PaymentMessages.unknownOrder);
  return row;
}

const masked = (text: string, keep: number) => '*'.repeat(Math.max(0, text.length - keep)) + text.slice(-keep);

/**
 * What someone who only typed an ID or a subscriber number needs of a debt: its kind, period and amount. The
 * ledger's own description (a street address, a shop, a meter number) and the subscriber number stay hidden.
 */
export function forFastPayer<T extends Pick<Debt, 'RevenueName' | 'Year' | 'InstallmentNo' | 'Description'>>(
  d: T & { SubscriberNo?: string | null },
): T {
  return {
    ...d,
    Description: `${d.Year} Yılı ${d.RevenueName}, ${d.InstallmentNo}. dönem`,
    ...(d.SubscriberNo ? { SubscriberNo: masked(d.SubscriberNo, 3) } : {}),
  };
}

/** The order as every payment call returns it; whoever is not its owner reads the payer's name masked. */
export async function orderView(database: Database, orderNo: string, caller: OrderCaller): Promise<OnlinePayment> {
  const o = await orderRow(database, orderNo);
  const [registry, lines, collection] = await Promise.all([
    registryByOid(database, o.registry_oid),
    database.db
      .selectFrom('online_payment_line')
      .select(['accrual_oid', 'principal_kurus', 'late_fee_kurus'])
      .where('online_payment_oid', '=', o.oid)
      .execute(),
    collectionOfPayment(database, o.oid),
  ]);
  const facts = await accrualFacts(
    database.db,
    lines.map((l) => l.accrual_oid),
  );
  const described = lines
    .map((l) => ({ ...l, ...facts.get(l.accrual_oid)! }))
    .sort((a, b) => a.due_date.localeCompare(b.due_date) || a.accrual_oid - b.accrual_oid);
  const bank = PaymentBanks[o.bank_code as PaymentBankCode];
  const name = registry ? payerName(registry) : '-';
  // Only the member who owns a debt order reads its payer and its debts' full descriptions.
  const full = seesPayerName(caller, o);
  return {
    OrderNo: o.order_no,
    Status: o.status as OrderStatus,
    Channel: o.channel,
    BankCode: o.bank_code as PaymentBankCode,
    BankName: bank?.name ?? o.bank_code,
    Window: bank?.window ?? '/payment-other-banks',
    StoreType: o.store_type,
    NeedsCard: needsCard(o.store_type),
    CardEntry: cardEntryOf(o.protocol, o.store_type),
    AmountKurus: o.amount_kurus,
    PayerName: full ? name : maskName(name),
    CreatedAt: new Date(o.created_at).toISOString(),
    ExpiresAt: new Date(o.expires_at).toISOString(),
    Cancellable: ['NEW', 'PENDING'].includes(o.status) && owns(caller, o),
    Reason: o.fail_reason,
    ReceiptNo: collection?.receipt_no ?? null,
    // The code opens the receipt (its PDF, by order number): only the order's owner learns it here.
    VerificationCode: owns(caller, o) ? (collection?.verification_code ?? null) : null,
    CollectedAt: collection ? new Date(collection.collected_at).toISOString() : null,
    Lines: described.map((l) => {
      const line = {
        AccrualOid: l.accrual_oid,
        RevenueCode: l.revenue_code,
        RevenueName: l.revenue_name,
        Description: l.description,
        Year: l.year,
        InstallmentNo: l.installment_no,
        DueDate: l.due_date,
        PrincipalKurus: l.principal_kurus,
        LateFeeKurus: l.late_fee_kurus,
      };
      return full ? line : forFastPayer(line);
    }),
  };
}

/** Our page takes the card for the 3D and 3D Pay models; hosted models leave it to the bank's page. */
export const needsCard = (storeType: string) => storeType === '3d' || storeType === '3d_pay';

/** Orders of the payer that went to the bank and have no result yet. */
export async function unsettledOrders(database: Database, registryOid: number): Promise<string[]> {
  const rows = await database.db
    .selectFrom('online_payment')
    .select('order_no')
    .where('registry_oid', '=', registryOid)
    .where('status', 'in', ['PENDING', 'PROVISIONING'])
    .orderBy('created_at', 'desc')
    .limit(20)
    .execute();
  return rows.map((r) => r.order_no);
}

/** The order of this registry at the bank (sent, no result yet), if any, that holds one of these debts. */
export async function orderAtBankHolding(database: Database, registryOid: number, accrualOids: readonly number[]) {
  const orderOids = (await holderOf(database.db, accrualOids))
    .filter((h) => h.holder.kind === 'PAYMENT_ORDER')
    .map((h) => h.holder.oid);
  if (orderOids.length === 0) return undefined;
  return database.db
    .selectFrom('online_payment')
    .select(['order_no', 'status', 'member_oid'])
    .where('oid', 'in', orderOids)
    .where('registry_oid', '=', registryOid)
    .where('status', 'in', ['PENDING', 'PROVISIONING'])
    .orderBy('oid')
    .executeTakeFirst();
}

/** What a card payment adds to its receipt: the order, the bank and its approval, the masked card. */
export async function cardFacts(database: Database, onlinePaymentOid: number): Promise<CardPaymentFacts | undefined> {
  const o = await database.db
    .selectFrom('online_payment')
    .select(['order_no', 'bank_code', 'auth_code', 'card_masked'])
    .where('oid', '=', onlinePaymentOid)
    .executeTakeFirst();
  return o && { orderNo: o.order_no, bankCode: o.bank_code, authCode: o.auth_code, cardMasked: o.card_masked };
}
