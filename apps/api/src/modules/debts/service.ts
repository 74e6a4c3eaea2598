import { type Accrument, CollectionTypes, type Debt, WaterLineStatuses } from '@e-belediye/contracts';
import type { Database } from '../../db/index.js';
import { notFound } from '../../http/errors.js';
import { addressText } from '../members/service.js';
import { type LateFeeRate, lateFeeKurus } from './lateFee.js';

/** The registry a member stands for: every debt query is scoped to it, never to an oid from the request. */
export async function registryOfMember(database: Database, memberOid: number): Promise<number> {
  const m = await database.db
    .selectFrom('member')
    .select('registry_oid')
    .where('oid', '=', memberOid)
    .executeTakeFirstOrThrow();
  return m.registry_oid;
}

/** Today in Turkey: a citizen paying at 00:30 Istanbul time owes the fee of the Turkish day, not of UTC's. */
export function todayInIstanbul(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(now);
}

export async function lateFeeRates(database: Database): Promise<LateFeeRate[]> {
  return database.db
    .selectFrom('late_fee_rate')
    .select(['valid_from as validFrom', 'monthly_rate_bp as monthlyRateBp'])
    .orderBy('valid_from')
    .execute();
}

/**
 * Accruals of the registry and of its water subscriptions, with what every debt list shows. Written against
 * accrual's own columns so both halves of the OR can use an index (see migration 0005).
 */
function registryAccruals(database: Database, registryOid: number) {
  return database.db
    .selectFrom('accrual as a')
    .innerJoin('revenue_type as t', 't.code', 'a.revenue_code')
    .leftJoin('subscription as s', 's.oid', 'a.subscription_oid')
    .select([
      'a.oid',
      'a.revenue_code',
      't.name as revenue_name',
      't.late_fee_applies',
      'a.year',
      'a.installment_no',
      'a.due_date',
      'a.description',
      's.subscriber_no',
      'a.principal_kurus',
      'a.paid_kurus',
    ])
    .where((eb) =>
      eb.or([
        eb('a.registry_oid', '=', registryOid),
        eb(
          'a.subscription_oid',
          'in',
          eb.selectFrom('subscription').select('oid').where('registry_oid', '=', registryOid),
        ),
      ]),
    );
}

/** Open accruals of the registry and of its water subscriptions, with gecikme zammı as of `asOf`. */
export async function openDebts(
  database: Database,
  registryOid: number,
  asOf: string,
  revenueCodes?: number | readonly number[],
): Promise<Debt[]> {
  let q = registryAccruals(database, registryOid).whereRef('a.paid_kurus', '<', 'a.principal_kurus');
  if (revenueCodes !== undefined) {
    q = q.where('a.revenue_code', 'in', typeof revenueCodes === 'number' ? [revenueCodes] : [...revenueCodes]);
  }
  const [rows, rates] = await Promise.all([q.orderBy('a.due_date').orderBy('a.oid').execute(), lateFeeRates(database)]);
  return rows.map((r) => {
    const principal = r.principal_kurus - r.paid_kurus;
    const fee = lateFeeKurus(
      { principalKurus: principal, dueDate: r.due_date, calculationDate: asOf, lateFeeApplies: r.late_fee_applies },
      rates,
    );
    return {
      AccrualOid: r.oid,
      RevenueCode: r.revenue_code,
      RevenueName: r.revenue_name,
      Year: r.year,
      InstallmentNo: r.installment_no,
      DueDate: r.due_date,
      Description: r.description,
      SubscriberNo: r.subscriber_no,
      PrincipalKurus: principal,
      LateFeeKurus: fee,
      TotalKurus: principal + fee,
      IsOverdue: r.due_date < asOf,
    };
  });
}

/** Every accrual of the registry and its water subscriptions, paid or not, newest due first. */
export async function accruments(database: Database, registryOid: number, year?: number): Promise<Accrument[]> {
  let q = registryAccruals(database, registryOid);
  if (year !== undefined) q = q.where('a.year', '=', year);
  const rows = await q.orderBy('a.due_date', 'desc').orderBy('a.oid', 'desc').limit(1000).execute();
  return rows.map((r) => ({
    AccrualOid: r.oid,
    RevenueCode: r.revenue_code,
    RevenueName: r.revenue_name,
    Year: r.year,
    InstallmentNo: r.installment_no,
    DueDate: r.due_date,
    Description: r.description,
    SubscriberNo: r.subscriber_no,
    AccruedKurus: r.principal_kurus,
    PaidKurus: r.paid_kurus,
    RemainingKurus: r.principal_kurus - r.paid_kurus,
    Status: r.paid_kurus >= r.principal_kurus ? 'PAID' : r.paid_kurus > 0 ? 'PARTIAL' : 'OPEN',
  }));
}

export async function subscriberAddress(database: Database, registryOid: number, subscriberNo: string) {
  const s = await database.db
    .selectFrom('subscription')
    .selectAll()
    .where('subscriber_no', '=', subscriberNo)
    .where('registry_oid', '=', registryOid)
    .executeTakeFirst();
  if (!s) throw notFound('Bu numarayla size ait bir su aboneliği bulunamadı.');
  return {
    SubscriberNo: s.subscriber_no,
    Address: await addressText(database, s.inner_door_oid, s.outer_door_oid, s.street_code),
  };
}

export async function subscriptions(database: Database, registryOid: number) {
  const rows = await database.db
    .selectFrom('subscription')
    .selectAll()
    .where('registry_oid', '=', registryOid)
    .orderBy('subscriber_no')
    .execute();
  return Promise.all(
    rows.map(async (s) => ({
      Oid: s.oid,
      SubscriberNo: s.subscriber_no,
      TariffName: s.tariff_name,
      LineStatus: s.line_status,
      LineStatusName: WaterLineStatuses[s.line_status as keyof typeof WaterLineStatuses] ?? String(s.line_status),
      Address: await addressText(database, s.inner_door_oid, s.outer_door_oid, s.street_code),
      DepositKurus: s.deposit_kurus,
    })),
  );
}

const HISTORY_LIMIT = 200;

/** Paid history, newest first; the lines say what each receipt settled. */
export async function collections(database: Database, registryOid: number, year?: number) {
  let q = database.db.selectFrom('collection').selectAll().where('registry_oid', '=', registryOid);
  if (year !== undefined) {
    // Calendar years in Turkish time, so a receipt of 31 December 23:30 belongs to that year.
    q = q
      .where('collected_at', '>=', new Date(`${year}-01-01T00:00:00+03:00`))
      .where('collected_at', '<', new Date(`${year + 1}-01-01T00:00:00+03:00`));
  }
  const heads = await q.orderBy('collected_at', 'desc').orderBy('oid', 'desc').limit(HISTORY_LIMIT).execute();
  const lines = heads.length
    ? await database.db
        .selectFrom('collection_line as l')
        .innerJoin('accrual as a', 'a.oid', 'l.accrual_oid')
        .select(['l.collection_oid', 'a.description', 'l.principal_kurus', 'l.late_fee_kurus'])
        .where(
          'l.collection_oid',
          'in',
          heads.map((h) => h.oid),
        )
        .orderBy('a.due_date')
        .execute()
    : [];
  return heads.map((c) => ({
    CollectionOid: c.oid,
    ReceiptNo: c.receipt_no,
    CollectedAt: new Date(c.collected_at).toISOString(),
    CollectionTypeName: CollectionTypes[c.collection_type as keyof typeof CollectionTypes] ?? String(c.collection_type),
    Channel: c.channel,
    TotalKurus: c.total_kurus,
    Lines: lines
      .filter((l) => l.collection_oid === c.oid)
      .map((l) => ({ Description: l.description, PrincipalKurus: l.principal_kurus, LateFeeKurus: l.late_fee_kurus })),
  }));
}
