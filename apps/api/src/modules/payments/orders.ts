import {
  type Debt,
  ErrorCodes,
  type OnlinePayment,
  type OrderStatus,
  type PaymentBankCode,
  PaymentBanks,
  type PaymentChannel,
  pauseMessage,
  paymentPause,
} from '@e-belediye/contracts';
import type { Transaction } from 'kysely';
import type { Settings } from '../../config/settings.js';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { AppError, notFound } from '../../http/errors.js';
import type { BankConfig } from '../../integrations/banks/types.js';
import { openDebts, todayInIstanbul } from '../debts/service.js';
import { randomCode } from './codes.js';

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
  inProgress:
    'Seçtiğiniz borçlardan biri için bankada süren bir ödeme var. Sonucu birkaç dakika içinde kesinleşir; ' +
    'lütfen daha sonra tekrar deneyiniz.',
  notEditable: 'Bu ödeme bankaya gönderildi; borç seçimi artık değiştirilemez. Yeni bir ödeme başlatınız.',
  expired: 'Ödeme süresi doldu. Lütfen borçlarınızı yeniden seçerek ödemeyi başlatınız.',
  notMatrimony: 'Bu ödeme ekranında yalnızca nikah ücreti ödenebilir.',
} as const;

/** Refuses payments during the daily pause window (screens show the same window from the same rule). */
export function assertNotPaused(settings: Settings, now = new Date()): void {
  const pause = paymentPause(settings.app, now);
  if (pause) throw new AppError(409, 'error_payment_paused', pauseMessage(pause));
}

export function bankFor(settings: Settings, code?: string): BankConfig {
  const bank = settings.payments.banks[(code ?? settings.app.ActiveBankMerchantCode) as PaymentBankCode];
  if (!bank) throw new AppError(400, ErrorCodes.validation, PaymentMessages.unknownBank);
  return bank;
}

/** 'EB' + yymmdd + 12 random characters (60 bits): the order number is also the key the result pages use. */
export function newOrderNo(now = new Date()): string {
  const day = todayInIstanbul(now).replace(/-/g, '').slice(2);
  return `EB${day}${randomCode(12)}`;
}

/** Within one revenue type (and water meter) a partial payment must leave only later debts open. */
function checkOldestFirst(all: readonly Debt[], chosen: ReadonlySet<number>): void {
  const key = (d: Debt) => `${d.RevenueCode}|${d.SubscriberNo ?? ''}`;
  const latestChosen = new Map<string, string>();
  for (const d of all) {
    if (!chosen.has(d.AccrualOid)) continue;
    const k = key(d);
    if ((latestChosen.get(k) ?? '') < d.DueDate) latestChosen.set(k, d.DueDate);
  }
  for (const d of all) {
    if (chosen.has(d.AccrualOid)) continue;
    const latest = latestChosen.get(key(d));
    if (latest && d.DueDate < latest)
      throw new AppError(400, ErrorCodes.validation, PaymentMessages.oldestFirst(d.RevenueName));
  }
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
    throw new AppError(400, ErrorCodes.validation, PaymentMessages.notMatrimony);
  }
  const all = await openDebts(database, scope.registryOid, todayInIstanbul());
  const selected = all.filter((d) => chosen.has(d.AccrualOid));
  if (selected.length !== chosen.size) throw new AppError(409, ErrorCodes.conflict, PaymentMessages.stale);
  if (settings.payments.oldestFirst && scope.channel !== 'MATRIMONY') checkOldestFirst(all, chosen);
  return selected;
}

export type Tx = Transaction<DB>;

/**
 * Locks the debts for this order. Another NEW order of the same payer (a page left before paying) gives its
 * debts up; one already sent to the bank keeps them until it settles.
 */
async function lockLines(trx: Tx, orderOid: number, registryOid: number, debts: readonly Debt[]): Promise<void> {
  const oids = debts.map((d) => d.AccrualOid);
  const holders = await trx
    .selectFrom('online_payment_line as l')
    .innerJoin('online_payment as o', 'o.oid', 'l.online_payment_oid')
    .select(['o.oid', 'o.status', 'o.registry_oid'])
    .where('l.locked', '=', true)
    .where('l.accrual_oid', 'in', oids)
    .where('o.oid', '<>', orderOid)
    .execute();
  for (const h of holders) {
    if (h.status !== 'NEW' || h.registry_oid !== registryOid) {
      throw new AppError(409, ErrorCodes.conflict, PaymentMessages.inProgress);
    }
  }
  const stale = [...new Set(holders.map((h) => h.oid))];
  if (stale.length) {
    await trx
      .updateTable('online_payment')
      .set({ status: 'EXPIRED', fail_reason: 'Yerine yeni bir ödeme başlatıldı.', updated_at: new Date() })
      .where('oid', 'in', stale)
      .execute();
    await trx
      .updateTable('online_payment_line')
      .set({ locked: false })
      .where('online_payment_oid', 'in', stale)
      .execute();
  }
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

/** Unique-index races (two tabs at once) read as the same conflict the citizen would get one call later. */
async function asConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if ((e as { code?: string }).code === '23505')
      throw new AppError(409, ErrorCodes.conflict, PaymentMessages.inProgress);
    throw e;
  }
}

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
  await asConflict(() =>
    database.db.transaction().execute(async (trx) => {
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
      await lockLines(trx, order.oid, scope.registryOid, debts);
    }),
  );
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
  if (order.status !== 'NEW') throw new AppError(409, ErrorCodes.conflict, PaymentMessages.notEditable);
  const debts = await priceSelection(database, settings, scope, accrualOids);
  await asConflict(() =>
    database.db.transaction().execute(async (trx) => {
      const still = await trx
        .updateTable('online_payment')
        .set({ amount_kurus: total(debts), updated_at: new Date() })
        .where('oid', '=', order.oid)
        .where('status', '=', 'NEW')
        .returning('oid')
        .executeTakeFirst();
      if (!still) throw new AppError(409, ErrorCodes.conflict, PaymentMessages.notEditable);
      await trx.deleteFrom('online_payment_line').where('online_payment_oid', '=', order.oid).execute();
      await lockLines(trx, order.oid, scope.registryOid, debts);
    }),
  );
}

export async function orderRow(database: Database | Tx, orderNo: string) {
  const db = 'db' in database ? database.db : database;
  const row = await db.selectFrom('online_payment').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
  if (!row) throw notFound('Bu numarayla bir ödeme bulunamadı.');
  return row;
}
export type OrderRow = Awaited<ReturnType<typeof orderRow>>;

/** Orders are changed only by the payer who opened them (session or payment token). */
export async function orderOfPayer(database: Database, orderNo: string, scope: PayerScope): Promise<OrderRow> {
  const row = await orderRow(database, orderNo);
  if (row.registry_oid !== scope.registryOid) throw notFound('Bu numarayla bir ödeme bulunamadı.');
  return row;
}

/** "Zeynep Arslan" → "Ze**** Ar****": enough for the payer to recognise, too little for a stranger. */
export function maskName(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => (w.length <= 2 ? `${w[0]}*` : `${w.slice(0, 2)}${'*'.repeat(w.length - 2)}`))
    .join(' ');
}

export const payerNameOf = (r: { name: string; surname: string | null }) =>
  r.surname ? `${r.name} ${r.surname}` : r.name;

/** The order as every payment call returns it. Anyone holding the (unguessable) order number may read it. */
export async function orderView(database: Database, orderNo: string): Promise<OnlinePayment> {
  const o = await orderRow(database, orderNo);
  const [registry, lines, collection] = await Promise.all([
    database.db
      .selectFrom('registry')
      .select(['name', 'surname'])
      .where('oid', '=', o.registry_oid)
      .executeTakeFirstOrThrow(),
    database.db
      .selectFrom('online_payment_line as l')
      .innerJoin('accrual as a', 'a.oid', 'l.accrual_oid')
      .innerJoin('revenue_type as t', 't.code', 'a.revenue_code')
      .select([
        'a.oid',
        'a.revenue_code',
        't.name as revenue_name',
        'a.description',
        'a.year',
        'a.installment_no',
        'a.due_date',
        'l.principal_kurus',
        'l.late_fee_kurus',
      ])
      .where('l.online_payment_oid', '=', o.oid)
      .orderBy('a.due_date')
      .orderBy('a.oid')
      .execute(),
    database.db
      .selectFrom('collection')
      .select(['receipt_no', 'verification_code', 'collected_at'])
      .where('online_payment_oid', '=', o.oid)
      .executeTakeFirst(),
  ]);
  const bank = PaymentBanks[o.bank_code as PaymentBankCode];
  const name = payerNameOf(registry);
  return {
    OrderNo: o.order_no,
    Status: o.status as OrderStatus,
    Channel: o.channel,
    BankCode: o.bank_code as PaymentBankCode,
    BankName: bank?.name ?? o.bank_code,
    Window: bank?.window ?? '/payment-other-banks',
    StoreType: o.store_type,
    NeedsCard: needsCard(o.store_type),
    AmountKurus: o.amount_kurus,
    PayerName: o.channel === 'DEBT' ? name : maskName(name),
    CreatedAt: new Date(o.created_at).toISOString(),
    ExpiresAt: new Date(o.expires_at).toISOString(),
    Reason: o.fail_reason,
    ReceiptNo: collection?.receipt_no ?? null,
    VerificationCode: collection?.verification_code ?? null,
    CollectedAt: collection ? new Date(collection.collected_at).toISOString() : null,
    Lines: lines.map((l) => ({
      AccrualOid: l.oid,
      RevenueCode: l.revenue_code,
      RevenueName: l.revenue_name,
      Description: l.description,
      Year: l.year,
      InstallmentNo: l.installment_no,
      DueDate: l.due_date,
      PrincipalKurus: l.principal_kurus,
      LateFeeKurus: l.late_fee_kurus,
    })),
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

/** The unsettled order (if any) that holds one of these debts. */
export async function lockHolder(database: Database, accrualOids: readonly number[]) {
  return database.db
    .selectFrom('online_payment_line as l')
    .innerJoin('online_payment as o', 'o.oid', 'l.online_payment_oid')
    .select(['o.order_no', 'o.status', 'o.registry_oid'])
    .where('l.locked', '=', true)
    .where('l.accrual_oid', 'in', accrualOids)
    .where('o.status', 'in', ['PENDING', 'PROVISIONING'])
    .executeTakeFirst();
}
