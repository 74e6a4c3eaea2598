import {
  addDays,
  CollectionChannelNames,
  type CollectionGroup,
  istanbulDayStart,
  MAX_RECONCILIATION_DAYS,
  type PaymentBankCode,
  PaymentBanks,
  type ReconciledCollection,
} from '@e-belediye/contracts';
import type { Database } from '../../db/index.js';
import { invalid } from '../../http/errors.js';
import { collectionsBetween, collectionTypeName, type DaybookEntry } from '../ledger/index.js';
import { ordersBank } from '../payments/index.js';
import { refundedOf } from './refunds.js';

export const DaybookMessages = {
  order: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
  span: `Tek seferde en çok ${MAX_RECONCILIATION_DAYS} günlük tahsilat görüntülenebilir.`,
} as const;

const DAY = 86_400_000;
const nextDay = (date: string) => addDays(date, 1);

/** Whole Turkish days from dateFrom to dateTo (inclusive), as the instants that bound them. */
export function dayRange(dateFrom: string, dateTo: string = dateFrom) {
  if (dateTo < dateFrom) throw invalid(DaybookMessages.order);
  const days = (Date.parse(dateTo) - Date.parse(dateFrom)) / DAY + 1;
  if (days > MAX_RECONCILIATION_DAYS) throw invalid(DaybookMessages.span);
  return { dateFrom, dateTo, from: istanbulDayStart(dateFrom), to: istanbulDayStart(nextDay(dateTo)) };
}

export const bankName = (code: string) => PaymentBanks[code as PaymentBankCode]?.name ?? code;
export const channelName = (channel: string) => CollectionChannelNames[channel] ?? channel;

/** A receipt with the bank its card order went through and what has been refunded against it. */
export interface BookedCollection extends DaybookEntry {
  bankCode: string | null;
  orderNo: string | null;
  refundedKurus: number;
}

/** The receipts of the range, each with its bank (card orders only) and refunds so far. */
export async function bookOf(database: Database, range: { from: Date; to: Date }): Promise<BookedCollection[]> {
  const entries = await collectionsBetween(database, range.from, range.to);
  const orderOids = entries.flatMap((e) => (e.onlinePaymentOid === null ? [] : [e.onlinePaymentOid]));
  const [orders, refunded] = await Promise.all([
    ordersBank(database, orderOids),
    refundedOf(
      database,
      entries.map((e) => e.oid),
    ),
  ]);
  return entries.map((e) => {
    const order = e.onlinePaymentOid === null ? undefined : orders.get(e.onlinePaymentOid);
    return {
      ...e,
      bankCode: order?.bankCode ?? null,
      orderNo: order?.orderNo ?? null,
      refundedKurus: refunded.get(e.oid) ?? 0,
    };
  });
}

/** "İnternet (kredi kartı) · T.C. Ziraat Bankası", or the channel alone when no bank is known. */
export const groupLabel = (channel: string, bankCode: string | null) =>
  bankCode ? `${channelName(channel)} · ${bankName(bankCode)}` : channelName(channel);

const groupKey = (channel: string, bankCode: string | null) => `${channel}\u0000${bankCode ?? ''}`;

/**
 * Totals per channel and bank, in a stable order (channel, then bank). Every receipt falls in exactly one group,
 * so the groups add up to the day's receipts.
 */
export function groupsOf(book: readonly BookedCollection[]): CollectionGroup[] {
  const groups = new Map<string, CollectionGroup>();
  for (const c of book) {
    const key = groupKey(c.channel, c.bankCode);
    let g = groups.get(key);
    if (!g) {
      g = {
        Channel: c.channel,
        BankCode: c.bankCode,
        Label: groupLabel(c.channel, c.bankCode),
        Count: 0,
        TotalKurus: 0,
        RefundedKurus: 0,
      };
      groups.set(key, g);
    }
    g.Count += 1;
    g.TotalKurus += c.totalKurus;
    g.RefundedKurus += c.refundedKurus;
  }
  return [...groups.values()].sort(
    (a, b) => a.Channel.localeCompare(b.Channel, 'tr') || (a.BankCode ?? '').localeCompare(b.BankCode ?? ''),
  );
}

/** The receipts of one group, as the drill-down lists them. */
export const inGroup = (book: readonly BookedCollection[], channel: string, bankCode: string | null) =>
  book.filter((c) => c.channel === channel && c.bankCode === bankCode);

export const reconciled = (c: BookedCollection): ReconciledCollection => ({
  CollectionOid: c.oid,
  ReceiptNo: c.receiptNo,
  CollectedAt: c.collectedAt.toISOString(),
  Channel: c.channel,
  BankCode: c.bankCode,
  CollectionTypeName: collectionTypeName(c.collectionType),
  OrderNo: c.orderNo,
  TotalKurus: c.totalKurus,
  RefundedKurus: c.refundedKurus,
});

export const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);
