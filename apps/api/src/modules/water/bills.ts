import type { Database } from '../../db/index.js';
import { notFound } from '../../http/errors.js';
import { openDebts } from '../ledger/index.js';

/** Bills with consumption go back this many months: the chart and the table of "Aboneliklerim". */
const MONTHS = 24;

/** The last 24 months' readings of one of the registry's meters, with each bill's amount and payment. */
export async function subscriptionBills(database: Database, registryOid: number, subscriberNo: string, today: string) {
  const s = await database.db
    .selectFrom('subscription')
    .select(['oid', 'subscriber_no'])
    .where('subscriber_no', '=', subscriberNo)
    .where('registry_oid', '=', registryOid)
    .executeTakeFirst();
  if (!s) throw notFound('Bu numarayla size ait bir su aboneliği bulunamadı.');
  const rows = await database.db
    .selectFrom('water_reading as r')
    .leftJoin('accrual as a', 'a.oid', 'r.accrual_oid')
    // The atık su bill of the same month belongs to the same reading.
    .leftJoin('accrual as w', (j) =>
      j
        .onRef('w.subscription_oid', '=', 'r.subscription_oid')
        .on('w.revenue_code', '=', 31)
        .onRef('w.year', '=', 'a.year')
        .onRef('w.installment_no', '=', 'a.installment_no'),
    )
    .select(['r.period', 'r.meter_index', 'r.consumption_m3', 'a.due_date'])
    .select((eb) => [
      eb.fn.coalesce('a.principal_kurus', eb.lit(0)).as('water'),
      eb.fn.coalesce('w.principal_kurus', eb.lit(0)).as('wastewater'),
      eb.fn.coalesce('a.paid_kurus', eb.lit(0)).as('water_paid'),
      eb.fn.coalesce('w.paid_kurus', eb.lit(0)).as('wastewater_paid'),
    ])
    .where('r.subscription_oid', '=', s.oid)
    .orderBy('r.period', 'desc')
    .limit(MONTHS)
    .execute();
  const debts = (await openDebts(database, { registryOid, meters: new Map([[s.oid, s.subscriber_no]]) }, today)).filter(
    (d) => d.SubscriberNo === s.subscriber_no,
  );
  return {
    SubscriberNo: s.subscriber_no,
    Bills: rows.reverse().map((r) => ({
      Period: String(r.period).slice(0, 7),
      MeterIndex: r.meter_index,
      ConsumptionM3: r.consumption_m3,
      AmountKurus: Number(r.water) + Number(r.wastewater),
      PaidKurus: Number(r.water_paid) + Number(r.wastewater_paid),
      DueDate: r.due_date,
    })),
    OpenDebtKurus: debts.reduce((sum, d) => sum + d.TotalKurus, 0),
  };
}
