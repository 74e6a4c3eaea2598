import type { Accrument, Debt } from '@e-belediye/contracts';
import type { Transaction } from 'kysely';
import type { Database, Prepared } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { type LateFeeRate, lateFeeKurus } from './lateFee.js';

type Reader = Database['db'] | Transaction<DB>;

/**
 * Whose debts: a registry and the water meters it holds (the water module knows which). A meter's bills belong
 * to the meter's holder, every other accrual to its registry, so each accrual has exactly one owner.
 */
export interface DebtOwner {
  registryOid: number;
  /** Subscription oid → subscriber number. */
  meters: ReadonlyMap<number, string>;
}

interface Narrowing {
  openOnly?: boolean;
  revenueCodes?: readonly number[];
  year?: number;
}

/**
 * The owner's accruals as a union of two index lookups — the registry's own accruals off any meter, and its
 * meters' bills — so a read costs what one owner has, never what the whole town owes. The two sides are
 * disjoint (subscription_oid null or not), so no accrual appears twice.
 */
function ownerAccruals(db: Reader, owner: DebtOwner, narrow: Narrowing) {
  const side = () =>
    db
      .selectFrom('accrual as a')
      .innerJoin('revenue_type as t', 't.code', 'a.revenue_code')
      .select([
        'a.oid',
        'a.subscription_oid',
        'a.revenue_code',
        't.name as revenue_name',
        't.late_fee_applies',
        'a.year',
        'a.installment_no',
        'a.due_date',
        'a.description',
        'a.principal_kurus',
        'a.paid_kurus',
        'a.disputed_since',
        'a.late_fee_until',
      ])
      // A cancelled accrual is owed by nobody: no debt list shows it.
      .where('a.cancelled_at', 'is', null)
      .$if(Boolean(narrow.openOnly), (q) => q.whereRef('a.paid_kurus', '<', 'a.principal_kurus'))
      .$if(narrow.revenueCodes !== undefined, (q) => q.where('a.revenue_code', 'in', [...narrow.revenueCodes!]))
      .$if(narrow.year !== undefined, (q) => q.where('a.year', '=', narrow.year!));
  const own = side().where('a.registry_oid', '=', owner.registryOid).where('a.subscription_oid', 'is', null);
  const meterOids = [...owner.meters.keys()];
  const both = meterOids.length ? own.unionAll(side().where('a.subscription_oid', 'in', meterOids)) : own;
  return db.selectFrom(both.as('x')).selectAll();
}

const subscriberNo = (owner: DebtOwner, subscriptionOid: number | null) =>
  subscriptionOid === null ? null : (owner.meters.get(subscriptionOid) ?? null);

/** How long an instance trusts the rates it read: they change by law, written ahead of their first day. */
const RATES_KEPT_MS = 60_000;
const ratesRead = new WeakMap<Reader, { at: number; rates: Promise<LateFeeRate[]> }>();

/** The gecikme zammı rates, read once a minute per database rather than on every debt list. */
export function lateFeeRates(db: Reader): Promise<LateFeeRate[]> {
  const kept = ratesRead.get(db);
  if (kept && Date.now() - kept.at < RATES_KEPT_MS) return kept.rates;
  const rates = db
    .selectFrom('late_fee_rate')
    .select(['valid_from as validFrom', 'monthly_rate_bp as monthlyRateBp'])
    .orderBy('valid_from')
    .execute();
  ratesRead.set(db, { at: Date.now(), rates });
  // A failed read is not kept: the next list asks again.
  rates.catch(() => ratesRead.delete(db));
  return rates;
}

type OwnerRow = Awaited<ReturnType<ReturnType<typeof ownerAccruals>['execute']>>[number];

/** What every debt list says of an accrual: which one, what for, when due, which meter. */
const identity = (r: OwnerRow, subscriberNo: string | null) => ({
  AccrualOid: r.oid,
  RevenueCode: r.revenue_code,
  RevenueName: r.revenue_name,
  Year: r.year,
  InstallmentNo: r.installment_no,
  DueDate: r.due_date,
  Description: r.description,
  SubscriberNo: subscriberNo,
});

/** An open accrual as a debt with gecikme zammı as of `asOf` ('YYYY-MM-DD'). */
function debtOf(r: OwnerRow, subscriberNo: string | null, asOf: string, rates: LateFeeRate[]): Debt {
  const principal = r.principal_kurus - r.paid_kurus;
  // While an objection stops the fee (ADR 0049), it counts up to the day the case was opened.
  const feeDate = r.late_fee_until !== null && r.late_fee_until < asOf ? r.late_fee_until : asOf;
  const fee = lateFeeKurus(
    { principalKurus: principal, dueDate: r.due_date, calculationDate: feeDate, lateFeeApplies: r.late_fee_applies },
    rates,
  );
  return {
    ...identity(r, subscriberNo),
    PrincipalKurus: principal,
    LateFeeKurus: fee,
    TotalKurus: principal + fee,
    IsOverdue: r.due_date < asOf,
    UnderObjection: r.disputed_since !== null,
  };
}

/**
 * The open debts of a registry and of the meters it holds, in one prepared statement: the member's debt inquiry,
 * the call a town makes most (ADR 0060). PostgreSQL may keep one generic plan for it, made without the values, so
 * each side names its index lookup outright: the registry's own open accruals, and the open bills of the meters
 * listed first (an array, never a join the plan could turn into a scan of every meter's bills); a bill's subscriber
 * number is read by the meter's key.
 */
const REGISTRY_OPEN_DEBTS: Prepared = {
  name: 'registry_open_debts',
  text: `select x.* from (
      select a.oid, a.subscription_oid, null::text as subscriber_no, a.revenue_code, t.name as revenue_name,
        t.late_fee_applies, a.year, a.installment_no, a.due_date, a.description, a.principal_kurus, a.paid_kurus,
        a.disputed_since, a.late_fee_until
      from accrual a inner join revenue_type t on t.code = a.revenue_code
      where a.registry_oid = $1 and a.subscription_oid is null and a.cancelled_at is null
        and a.paid_kurus < a.principal_kurus and ($2::int[] is null or a.revenue_code = any($2::int[]))
      union all
      select a.oid, a.subscription_oid,
        (select s.subscriber_no from subscription s where s.oid = a.subscription_oid) as subscriber_no,
        a.revenue_code, t.name as revenue_name, t.late_fee_applies, a.year, a.installment_no, a.due_date,
        a.description, a.principal_kurus, a.paid_kurus, a.disputed_since, a.late_fee_until
      from accrual a inner join revenue_type t on t.code = a.revenue_code
      where a.subscription_oid = any(array(select m.oid from subscription m where m.registry_oid = $1))
        and a.cancelled_at is null and a.paid_kurus < a.principal_kurus
        and ($2::int[] is null or a.revenue_code = any($2::int[]))
    ) as x order by x.due_date, x.oid`,
};

type OpenRow = OwnerRow & { subscriber_no: string | null };

async function openRows(database: Database, owner: DebtOwner | number, codes?: readonly number[]): Promise<OpenRow[]> {
  if (typeof owner === 'number') return database.prepared<OpenRow>(REGISTRY_OPEN_DEBTS, [owner, codes ?? null]);
  const rows = await ownerAccruals(database.db, owner, { openOnly: true, revenueCodes: codes })
    .orderBy('x.due_date')
    .orderBy('x.oid')
    .execute();
  return rows.map((r) => ({ ...r, subscriber_no: subscriberNo(owner, r.subscription_oid) }));
}

/**
 * The open debts with gecikme zammı as of `asOf` ('YYYY-MM-DD'), oldest due first: of an owner whose meters are
 * known, or of a registry (its oid) and the meters it holds, read in one prepared statement.
 */
export async function openDebts(
  database: Database,
  owner: DebtOwner | number,
  asOf: string,
  revenueCodes?: number | readonly number[],
): Promise<Debt[]> {
  const codes = typeof revenueCodes === 'number' ? [revenueCodes] : revenueCodes;
  if (codes?.length === 0) return [];
  const [rows, rates] = await Promise.all([openRows(database, owner, codes), lateFeeRates(database.db)]);
  return rows.map((r) => debtOf(r, r.subscriber_no, asOf, rates));
}

const ACCRUAL_LIST_LIMIT = 1000;

/** Every accrual of the owner, paid or not, with what was paid and what remains; newest due first. */
export async function accruals(database: Database, owner: DebtOwner, year?: number): Promise<Accrument[]> {
  const rows = await ownerAccruals(database.db, owner, { year })
    .orderBy('x.due_date', 'desc')
    .orderBy('x.oid', 'desc')
    .limit(ACCRUAL_LIST_LIMIT)
    .execute();
  return rows.map((r) => ({
    ...identity(r, subscriberNo(owner, r.subscription_oid)),
    AccruedKurus: r.principal_kurus,
    PaidKurus: r.paid_kurus,
    RemainingKurus: r.principal_kurus - r.paid_kurus,
    Status: r.paid_kurus >= r.principal_kurus ? 'PAID' : r.paid_kurus > 0 ? 'PARTIAL' : 'OPEN',
  }));
}

/** What a payment line or a receipt line says about its debt, by accrual oid. */
export async function accrualFacts(db: Reader, accrualOids: readonly number[]) {
  const rows = accrualOids.length
    ? await db
        .selectFrom('accrual as a')
        .innerJoin('revenue_type as t', 't.code', 'a.revenue_code')
        .select([
          'a.oid',
          'a.revenue_code',
          't.name as revenue_name',
          'a.description',
          'a.year',
          'a.installment_no',
          'a.due_date',
        ])
        .where('a.oid', 'in', [...new Set(accrualOids)])
        .execute()
    : [];
  return new Map(rows.map((r) => [r.oid, r]));
}

/** What is still owed of each debt, in kuruş; a cancelled debt owes nothing. */
export async function remainingOf(db: Reader, accrualOids: readonly number[]): Promise<Map<number, number>> {
  if (accrualOids.length === 0) return new Map();
  const rows = await db
    .selectFrom('accrual')
    .select(['oid', 'principal_kurus', 'paid_kurus', 'cancelled_at'])
    .where('oid', 'in', [...new Set(accrualOids)])
    .execute();
  return new Map(rows.map((r) => [r.oid, r.cancelled_at === null ? r.principal_kurus - r.paid_kurus : 0]));
}

/** A fee accrued for an application (a marriage, say), found by the number the office handed out. */
export async function accrualByApplication(database: Database, applicationNo: string, revenueCode: number) {
  const row = await database.db
    .selectFrom('accrual')
    .select(['oid', 'registry_oid', 'principal_kurus', 'paid_kurus'])
    .where('application_no', '=', applicationNo)
    .where('revenue_code', '=', revenueCode)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return row && { oid: row.oid, registryOid: row.registry_oid, remainingKurus: row.principal_kurus - row.paid_kurus };
}
