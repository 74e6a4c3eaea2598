import { WATER_BILL_REVENUE_CODES, type WaterBillLines, waterBillOf } from '@e-belediye/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { openDebts } from '../ledger/index.js';

/** Bills with consumption go back this many months: the chart and the table of "Aboneliklerim". */
const MONTHS = 24;

const monthOf = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

interface BillAccrual {
  oid: number;
  revenueCode: number;
  principalKurus: number;
  paidKurus: number;
  dueDate: string;
}

/**
 * A meter's bill accruals by month ('YYYY-MM'): every line of a bill (water, atık su, ÇTV, VAT) is an accrual of
 * the bill's year and month; `oids` narrows them to one bill's.
 */
async function billAccruals(db: Kysely<DB>, subscriptionOid: number, oids?: readonly number[]) {
  let q = db
    .selectFrom('accrual')
    .select(['oid', 'year', 'installment_no', 'revenue_code', 'principal_kurus', 'paid_kurus', 'due_date'])
    .where('subscription_oid', '=', subscriptionOid)
    .where('revenue_code', 'in', WATER_BILL_REVENUE_CODES)
    .where('cancelled_at', 'is', null);
  if (oids) q = q.where('oid', 'in', [...oids]);
  const byMonth = new Map<string, BillAccrual[]>();
  for (const a of await q.execute()) {
    const month = monthOf(a.year, a.installment_no);
    byMonth.set(month, [
      ...(byMonth.get(month) ?? []),
      {
        oid: a.oid,
        revenueCode: a.revenue_code,
        principalKurus: Number(a.principal_kurus),
        paidKurus: Number(a.paid_kurus),
        dueDate: String(a.due_date),
      },
    ]);
  }
  return byMonth;
}

/** The lines of a cancellation's final bill, read back from its accruals and its reading; null before it is issued. */
export async function finalBillLines(
  db: Kysely<DB>,
  row: { subscription_oid: number; cut_on: string | null; final_bill_accrual_oids: number[] | null },
): Promise<WaterBillLines | null> {
  const oids = row.final_bill_accrual_oids;
  if (!oids || !row.cut_on) return null;
  // A meter that had not moved was billed nothing: no accrual, no m³.
  if (oids.length === 0) return waterBillOf(0, []);
  const month = row.cut_on.slice(0, 7);
  const [accruals, readings] = await Promise.all([
    billAccruals(db, row.subscription_oid, oids),
    db
      .selectFrom('water_reading')
      .select(['consumption_m3', 'accrual_oid'])
      .where('subscription_oid', '=', row.subscription_oid)
      .where((eb) => eb.or([eb('accrual_oid', 'in', oids), eb('period', '=', `${month}-01`)]))
      .execute(),
  ]);
  // The final reading names the bill's water accrual; a month already read by a monthly bill names another.
  const reading = readings.find((r) => r.accrual_oid !== null && oids.includes(r.accrual_oid)) ?? readings[0];
  return waterBillOf(reading?.consumption_m3 ?? 0, accruals.get(month) ?? []);
}

/** The last 24 months' readings of one of the registry's meters, with each bill's lines and payment. */
export async function subscriptionBills(database: Database, registryOid: number, subscriberNo: string, today: string) {
  const s = await database.db
    .selectFrom('subscription')
    .select(['oid', 'subscriber_no'])
    .where('subscriber_no', '=', subscriberNo)
    .where('registry_oid', '=', registryOid)
    .executeTakeFirst();
  if (!s) throw notFound('Bu numarayla size ait bir su aboneliği bulunamadı.');
  const [rows, accruals] = await Promise.all([
    database.db
      .selectFrom('water_reading')
      .select(['period', 'meter_index', 'consumption_m3'])
      .where('subscription_oid', '=', s.oid)
      .orderBy('period', 'desc')
      .limit(MONTHS)
      .execute(),
    billAccruals(database.db, s.oid),
  ]);
  const debts = (await openDebts(database, { registryOid, meters: new Map([[s.oid, s.subscriber_no]]) }, today)).filter(
    (d) => d.SubscriberNo === s.subscriber_no,
  );
  return {
    SubscriberNo: s.subscriber_no,
    Bills: rows.reverse().map((r) => {
      const month = String(r.period).slice(0, 7);
      const lines = accruals.get(month) ?? [];
      return {
        ...waterBillOf(r.consumption_m3, lines),
        Period: month,
        MeterIndex: r.meter_index,
        PaidKurus: lines.reduce((sum, a) => sum + a.paidKurus, 0),
        DueDate: lines.find((a) => a.revenueCode === 30)?.dueDate ?? lines[0]?.dueDate ?? null,
        AccrualOid: (lines.find((a) => a.revenueCode === 30) ?? lines[0])?.oid ?? null,
      };
    }),
    OpenDebtKurus: debts.reduce((sum, d) => sum + d.TotalKurus, 0),
  };
}
