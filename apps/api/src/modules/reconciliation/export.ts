import { createHash } from 'node:crypto';
import {
  addDays,
  CollectionChannelNames,
  type CollectionExport,
  istanbulDateOf,
  istanbulDayStart,
  maskIdentityNumber,
  type PaymentBankCode,
  PaymentBanks,
  type ReportFile,
  toCsv,
  todayInIstanbul,
} from '@e-belediye/contracts';
import { nextWorkingDay, trDay } from '@e-belediye/contracts/calendar';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import type { JobDefinition } from '../../http/module.js';
import { sum } from './daybook.js';
import { lira, UTF8_BOM } from './report.js';

/** One line of the accounting file: what one receipt collected for one revenue kind. */
export interface AccountingLine {
  receiptNo: string;
  /** The receipt's Istanbul day, 'YYYY-MM-DD'. */
  receiptDate: string;
  revenueCode: number;
  revenueName: string;
  principalKurus: number;
  lateFeeKurus: number;
  /** The payer's T.C. or tax number, masked as on receipts; empty when the registry has none. */
  payerId: string;
  bankName: string;
  bankEftCode: string;
  /** The ledger's channel code: İNTERNET (card), BANKA (bank branch), VEZNE (office). */
  channel: string;
  /** When the money was taken: the bank's own time for a branch collection, the receipt's otherwise. */
  collectionDate: string;
  /** When the money is on the municipality's account: the next working day for card and bank, the day at the desk. */
  valueDate: string;
}

/** The channel as accounting codes it: short, stable, no Turkish letters. */
export const AccountingChannels: Record<string, string> = { İNTERNET: 'KART', BANKA: 'BANKA', VEZNE: 'VEZNE' };

export const AccountingColumns = [
  'Kayıt Tipi',
  'Makbuz No',
  'Makbuz Tarihi',
  'Gelir Kodu',
  'Gelir Adı',
  'Asıl (kuruş)',
  'Asıl (TL)',
  'Gecikme Zammı (kuruş)',
  'Gecikme Zammı (TL)',
  'Toplam (kuruş)',
  'Toplam (TL)',
  'Mükellef No (maskeli)',
  'Banka Adı',
  'Banka EFT Kodu',
  'Kanal Kodu',
  'Kanal Adı',
  'Tahsilat Tarihi',
  'Valör Tarihi',
] as const;

export interface AccountingFile {
  fileName: string;
  content: string;
  checksum: string;
  receiptCount: number;
  lineCount: number;
  totalKurus: number;
}

/**
 * The day's file: a title row, a header record (H) with the day, the counts and the total, one detail record (D)
 * per receipt and revenue kind, and a trailer record (T) repeating the count and total so a reader knows the file
 * arrived whole. `;`-separated, UTF-8 with a byte order mark, CRLF. Nothing in it depends on when it was made, so
 * the same receipts always give the same bytes.
 */
export function accountingFile(day: string, lines: readonly AccountingLine[], version = 1): AccountingFile {
  const totalKurus = sum(lines.map((l) => l.principalKurus + l.lateFeeKurus));
  const receiptCount = new Set(lines.map((l) => l.receiptNo)).size;
  const details = lines.map((l) => [
    'D',
    l.receiptNo,
    trDay(l.receiptDate),
    String(l.revenueCode),
    l.revenueName,
    String(l.principalKurus),
    lira(l.principalKurus),
    String(l.lateFeeKurus),
    lira(l.lateFeeKurus),
    String(l.principalKurus + l.lateFeeKurus),
    lira(l.principalKurus + l.lateFeeKurus),
    l.payerId,
    l.bankName,
    l.bankEftCode,
    AccountingChannels[l.channel] ?? l.channel,
    CollectionChannelNames[l.channel] ?? l.channel,
    trDay(l.collectionDate),
    trDay(l.valueDate),
  ]);
  const header = ['H', trDay(day), String(lines.length), String(receiptCount), String(totalKurus), lira(totalKurus)];
  const trailer = ['T', String(lines.length), String(totalKurus), lira(totalKurus)];
  const content = `${UTF8_BOM}${toCsv([...AccountingColumns], [header, ...details, trailer])}`;
  return {
    fileName: `tahsilat-muhasebe-${day}${version > 1 ? `-v${version}` : ''}.csv`,
    content,
    checksum: createHash('sha256').update(content, 'utf8').digest('hex'),
    receiptCount,
    lineCount: lines.length,
    totalKurus,
  };
}

const cardBank = (code: string | null) => (code ? (PaymentBanks[code as PaymentBankCode]?.name ?? code) : '');

/**
 * The day's receipts split by revenue kind, oldest receipt first. A storno removes a receipt the same day, so
 * after the day closes its receipts are final; refunds are separate acts booked when paid and do not change it.
 */
export async function accountingLines(database: Database, day: string): Promise<AccountingLine[]> {
  // The day's lines summed per receipt and revenue kind first, then each sum joined to its receipt, payer and bank.
  const sums = database.db
    .selectFrom('collection_line as l')
    .innerJoin('collection as day', 'day.oid', 'l.collection_oid')
    .innerJoin('accrual as a', 'a.oid', 'l.accrual_oid')
    .select([
      'l.collection_oid',
      'a.revenue_code',
      sql<number>`sum(l.principal_kurus)`.as('principal_kurus'),
      sql<number>`sum(l.late_fee_kurus)`.as('late_fee_kurus'),
    ])
    .where('day.collected_at', '>=', istanbulDayStart(day))
    .where('day.collected_at', '<', istanbulDayStart(addDays(day, 1)))
    .groupBy(['l.collection_oid', 'a.revenue_code']);
  const rows = await database.db
    .selectFrom(sums.as('k'))
    .innerJoin('collection as c', 'c.oid', 'k.collection_oid')
    .leftJoin('revenue_type as rt', 'rt.code', 'k.revenue_code')
    .innerJoin('registry as r', 'r.oid', 'c.registry_oid')
    .leftJoin('online_payment as op', 'op.oid', 'c.online_payment_oid')
    .leftJoin('bank_collection as bc', 'bc.collection_oid', 'c.oid')
    .leftJoin('channel as ch', 'ch.oid', 'bc.channel_oid')
    // A bank channel is registered under its EFT code; a channel with another code leaves the column empty.
    .leftJoin('bank as b', 'b.code', 'ch.institution_code')
    .select([
      'c.receipt_no',
      'c.collected_at',
      'c.channel',
      'k.revenue_code',
      'k.principal_kurus',
      'k.late_fee_kurus',
      'rt.name as revenue_name',
      'r.pid_no',
      'op.bank_code as card_bank_code',
      'bc.bank_name as branch_bank_name',
      'bc.bank_collected_at',
      'b.code as branch_eft_code',
    ])
    .orderBy('c.collected_at')
    .orderBy('c.oid')
    .orderBy('k.revenue_code')
    .execute();
  return rows.map((r) => {
    const received = istanbulDateOf(new Date(r.collected_at));
    const office = r.channel === 'VEZNE';
    return {
      receiptNo: r.receipt_no,
      receiptDate: received,
      revenueCode: r.revenue_code,
      revenueName: r.revenue_name ?? String(r.revenue_code),
      principalKurus: Number(r.principal_kurus),
      lateFeeKurus: Number(r.late_fee_kurus),
      payerId: r.pid_no ? maskIdentityNumber(r.pid_no) : '',
      bankName: r.branch_bank_name ?? cardBank(r.card_bank_code),
      bankEftCode: r.branch_bank_name ? (r.branch_eft_code ?? '') : (r.card_bank_code ?? ''),
      channel: r.channel,
      collectionDate: r.bank_collected_at ? istanbulDateOf(new Date(r.bank_collected_at)) : received,
      valueDate: office ? received : nextWorkingDay(addDays(received, 1)),
    };
  });
}

/**
 * Writes the day's file unless the newest stored version already has these bytes: running again for the same day
 * stores nothing, a day whose receipts changed gets the next version. Two workers at once collide on (day,
 * version) and the second stores nothing. Returns the version the day now has (0: a day without receipts).
 */
export async function exportDay(database: Database, day: string): Promise<number> {
  const latest = await database.db
    .selectFrom('collection_export')
    .select(['version', 'checksum'])
    .where('day', '=', day)
    .orderBy('version', 'desc')
    .executeTakeFirst();
  const lines = await accountingLines(database, day);
  if (!latest && lines.length === 0) return 0;
  const version = (latest?.version ?? 0) + 1;
  const file = accountingFile(day, lines, version);
  if (latest?.checksum === file.checksum) return latest.version;
  await database.db
    .insertInto('collection_export')
    .values({
      day,
      version,
      checksum: file.checksum,
      file_name: file.fileName,
      // Stored without its byte order mark, which some drivers drop from text; the download puts it back.
      content: file.content.replace(UTF8_BOM, ''),
      receipt_count: file.receiptCount,
      line_count: file.lineCount,
      total_kurus: file.totalKurus,
    })
    .onConflict((oc) => oc.columns(['day', 'version']).doNothing())
    .execute();
  return version;
}

/** Closed days the job looks back over: a receipt booked late into a past week still reaches accounting. */
export const EXPORT_LOOKBACK_DAYS = 7;

/** The closed days (before today, Istanbul) the export covers on each run, oldest first. */
export const closedDays = (today: string) =>
  Array.from({ length: EXPORT_LOOKBACK_DAYS }, (_, i) => addDays(today, i - EXPORT_LOOKBACK_DAYS));

/**
 * A day closes at midnight Istanbul: from then on a bank can no longer take back its collections (storno is for
 * the same day only), so the day's receipts are final and the file can go to accounting.
 */
export const collectionExportJob: JobDefinition<void> = {
  name: 'reconciliation.export',
  everyMs: 60 * 60 * 1000,
  async run(_payload, ctx) {
    for (const day of closedDays(todayInIstanbul())) await exportDay(ctx.database, day);
  },
};

const view = (r: {
  oid: number;
  day: string;
  version: number;
  checksum: string;
  file_name: string;
  receipt_count: number;
  line_count: number;
  total_kurus: number;
  created_at: Date;
  newest: number;
}): CollectionExport => ({
  ExportOid: r.oid,
  Day: r.day,
  Version: r.version,
  NewerVersion: r.newest > r.version ? r.newest : null,
  FileName: r.file_name,
  ReceiptCount: r.receipt_count,
  LineCount: r.line_count,
  TotalKurus: Number(r.total_kurus),
  Checksum: r.checksum,
  CreatedAt: new Date(r.created_at).toISOString(),
});

/** The stored files, newest day first, each with the newest version of its day. */
export async function collectionExports(database: Database, input: { page: number; pageSize: number }) {
  const [rows, total] = await Promise.all([
    database.db
      .selectFrom('collection_export as e')
      .select([
        'e.oid',
        'e.day',
        'e.version',
        'e.checksum',
        'e.file_name',
        'e.receipt_count',
        'e.line_count',
        'e.total_kurus',
        'e.created_at',
        (eb) =>
          eb
            .selectFrom('collection_export as n')
            .select((n) => n.fn.max<number>('n.version').as('v'))
            .whereRef('n.day', '=', 'e.day')
            .as('newest'),
      ])
      .orderBy('e.day', 'desc')
      .orderBy('e.version', 'desc')
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute(),
    database.db
      .selectFrom('collection_export')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    Items: rows.map((r) => view({ ...r, newest: Number(r.newest ?? r.version) })),
    TotalCount: Number(total.n),
  };
}

/** One stored file with what the audit records about it; undefined when there is no such export. */
export async function collectionExportFile(database: Database, oid: number) {
  const r = await database.db.selectFrom('collection_export').selectAll().where('oid', '=', oid).executeTakeFirst();
  if (!r) return undefined;
  const file: ReportFile = {
    FileName: r.file_name,
    MediaType: 'text/csv; charset=utf-8',
    Encoding: 'utf-8',
    Content: `${UTF8_BOM}${r.content}`,
  };
  return { file, day: r.day, version: r.version, checksum: r.checksum, count: r.line_count, totalKurus: r.total_kurus };
}
