import {
  type AccrualImportRow,
  type BillImportRow,
  billImport,
  ImportReasons,
  WATER_BILL_REVENUE_CODES,
  WaterImportReasons,
} from '@e-belediye/contracts';
import { sql } from 'kysely';
import {
  type ChunkResult,
  headerOf,
  type IssueDraft,
  type KindEngine,
  type TotalDraft,
  type ValidRow,
} from '../engine.js';
import { accrualEngine } from './accruals.js';
import { subscriptionsByNo } from './meters-of.js';

const MONTH = new Intl.DateTimeFormat('tr-TR', { month: 'long', timeZone: 'UTC' });
const monthName = (month: number) => MONTH.format(new Date(Date.UTC(2000, month - 1, 1)));
const LINE_NAME: Record<number, string> = {
  30: 'Su Tüketim Bedeli',
  31: 'Atık Su Bedeli',
  11: 'Çevre Temizlik Vergisi',
  34: 'KDV',
};
/** The water line of a bill: the reading of its month names it. */
const WATER = 30;

/**
 * Water bills: each line of a month's bill is an accrual of the line's revenue kind on the meter, owed by the
 * meter's holder (ADR 0008), for the bill's year with its month as the installment, as the water module reads
 * bills. The lines go through the accrual engine under the accruals' keys, so the collections file names them like
 * any accrual, they reconcile like accruals, and a paid or held line is never rewritten. The month's reading, if
 * imported, is tied to the bill's water line.
 */
export const billEngine: KindEngine<BillImportRow> = {
  async process(trx, rows: ValidRow<BillImportRow>[], ctx): Promise<ChunkResult> {
    const issues: IssueDraft[] = [];
    const totals: TotalDraft[] = [];
    const meters = await subscriptionsByNo(
      trx,
      rows.map((r) => r.row.subscriberNo),
    );
    const lines: ValidRow<AccrualImportRow>[] = [];
    let rejected = 0;
    for (const r of rows) {
      const b = r.row;
      const meter = meters.get(b.subscriberNo);
      const problem = !meter
        ? (['subscriberNo', ImportReasons.unknownSubscription] as const)
        : !WATER_BILL_REVENUE_CODES.includes(b.revenueCode)
          ? (['revenueCode', WaterImportReasons.notWaterRevenue] as const)
          : null;
      if (!meter || problem) {
        // The file's side of the reconciliation counts every well-formed row, refused or not.
        const open = b.principalKurus - b.paidKurus;
        if (open > 0)
          totals.push({ section: 'ACCRUALS', revenueCode: b.revenueCode, year: b.period.year, count: 1, kurus: open });
        const [key, reason] = problem ?? ['subscriberNo', ImportReasons.unknownSubscription];
        rejected++;
        issues.push({
          section: 'REJECTED',
          rowNo: r.rowNo,
          sourceKey: r.sourceKey,
          column: headerOf(billImport, key),
          value: r.cells[key] ?? null,
          reason,
        });
        continue;
      }
      // Named one by one: a checked row's hash is a getter, which a spread would not carry.
      lines.push({
        rowNo: r.rowNo,
        sourceKey: r.sourceKey,
        cells: r.cells,
        hash: r.hash,
        row: {
          sourceKey: b.sourceKey,
          registryNo: meter.registry_no,
          subscriberNo: b.subscriberNo,
          revenueCode: b.revenueCode,
          year: b.period.year,
          installmentNo: b.period.month,
          dueDate: b.dueDate,
          principalKurus: b.principalKurus,
          paidKurus: b.paidKurus,
          description:
            b.description ?? `${b.period.year} ${monthName(b.period.month)} Dönemi ${LINE_NAME[b.revenueCode]}`,
        },
      });
    }
    // A bill's lines are accruals under the accruals' keys, which another file may have brought: always looked up.
    const result = await accrualEngine.process(trx, lines, { ...ctx, fresh: false });
    if (!ctx.dryRun && lines.length) {
      // The month's reading, read before the bill, points at the bill's water line.
      const water = lines.filter((l) => l.row.revenueCode === WATER).map((l) => l.sourceKey);
      if (water.length)
        await sql`
          update water_reading w set accrual_oid = a.oid
          from import_key k join accrual a on a.oid = k.record_oid
          where k.kind = 'accruals' and k.source_key = any(${water}::text[])
            and w.subscription_oid = a.subscription_oid
            and w.period = make_date(a.year, a.installment_no, 1)
            and w.accrual_oid is null`.execute(trx);
    }
    return {
      issues: [...issues, ...result.issues],
      totals: [...totals, ...(result.totals ?? [])],
      counts: { ...result.counts, Rejected: (result.counts.Rejected ?? 0) + rejected },
    };
  },
};
