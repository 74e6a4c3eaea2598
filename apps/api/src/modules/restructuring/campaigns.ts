import { type Campaign, type CampaignDraft, campaignTerms, todayInIstanbul } from '@e-belediye/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.js';
import { conflict, invalid, notFound } from '../../http/errors.js';

type Reader = Kysely<DB> | Transaction<DB>;

const trDate = (iso: string) => iso.split('-').reverse().join('.');

/** Revenue code of an installment accrual ("Yapılandırma Taksiti"): no campaign restructures a plan again. */
export const INSTALLMENT_REVENUE_CODE = 90;
/** Deposits (revenue kind 3) are returned, not owed: no campaign covers them. */
const DEPOSIT_KIND = 3;

/** The revenue kinds a campaign may cover, by code. */
export async function coverableRevenues(db: Reader) {
  const rows = await db
    .selectFrom('revenue_type')
    .select(['code', 'name'])
    .where('code', '<>', INSTALLMENT_REVENUE_CODE)
    .where('kind', '<>', DEPOSIT_KIND)
    .orderBy('code')
    .execute();
  return rows.map((r) => ({ Code: r.code, Name: r.name }));
}
export type Draft = z.output<typeof CampaignDraft>;

export const CampaignMessages = {
  none: 'Şu anda açık bir yapılandırma kampanyası yok.',
  deadline: (day: string) => `Bu kampanyanın son başvuru tarihi ${trDate(day)} idi; başvuru süresi sona erdi.`,
  notYet: (day: string) => `Bu kampanyaya başvurular ${trDate(day)} tarihinde başlar.`,
  revenue: 'Seçilen gelir türlerinden biri kampanyaya alınamaz (yapılandırma taksiti ya da güvence bedeli).',
  oneOpen: 'Açık bir yapılandırma kampanyası zaten var. Yenisini açmadan önce onu kapatınız.',
  stale: 'Kampanya siz çalışırken değiştirildi. Son sürümü açıp yeniden deneyin.',
  closed: 'Bu kampanya kapatılmış; değiştirilemez.',
  missing: 'Kampanya bulunamadı.',
} as const;

/** A campaign as the contract shows it, with its options and index months. */
export async function campaignView(db: Reader, oid: number): Promise<Campaign | null> {
  const row = await db.selectFrom('restructuring_campaign').selectAll().where('oid', '=', oid).executeTakeFirst();
  if (!row) return null;
  const [options, months, revenues] = await Promise.all([
    db.selectFrom('restructuring_option').selectAll().where('campaign_oid', '=', oid).orderBy('installments').execute(),
    db.selectFrom('restructuring_index_month').selectAll().where('campaign_oid', '=', oid).orderBy('month').execute(),
    db
      .selectFrom('restructuring_campaign_revenue as r')
      .innerJoin('revenue_type as t', 't.code', 'r.revenue_code')
      .select(['t.code', 't.name'])
      .where('r.campaign_oid', '=', oid)
      .orderBy('t.code')
      .execute(),
  ]);
  return {
    CampaignOid: row.oid,
    Version: row.version,
    Status: row.status,
    LawNo: row.law_no,
    LawTitle: row.law_title,
    Title: row.title,
    LawDate: row.law_date,
    CutOffDate: row.cut_off_date,
    Revenues: revenues.map((r) => ({ Code: r.code, Name: r.name })),
    ApplicationStart: row.application_start,
    ApplicationDeadline: row.application_deadline,
    FirstDueDate: row.first_due_date,
    IntervalMonths: row.interval_months,
    CoefficientsFromLaw: row.coefficients_from_law,
    FallbackMonthlyBp: row.fallback_monthly_bp,
    IndexMonths: months.map((m) => ({ Month: m.month, ChangeBp: m.change_bp })),
    Options: options.map((o) => ({
      Installments: o.installments,
      CoefficientBp: o.coefficient_bp,
      IndexDiscountBp: o.index_discount_bp,
    })),
    ToleratedMissesPerYear: row.tolerated_misses_per_year,
    Terms: row.terms,
    ClosedAt: row.closed_at?.toISOString() ?? null,
  };
}

/** The campaign's numbers as the plan arithmetic takes them. */
export const termsOf = campaignTerms;

/** The open campaign, if any. */
export async function openCampaign(db: Reader): Promise<Campaign | null> {
  const row = await db
    .selectFrom('restructuring_campaign')
    .select('oid')
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
  return row ? campaignView(db, row.oid) : null;
}

/** The day the last campaign stopped taking applications: its deadline, or the day it was closed if earlier. */
export async function lastEndedOn(db: Reader, today: string): Promise<string | null> {
  const rows = await db
    .selectFrom('restructuring_campaign')
    .select(['application_deadline', 'closed_at'])
    .orderBy('oid', 'desc')
    .limit(5)
    .execute();
  const ends = rows
    .map((r) => {
      const closed = r.closed_at ? todayInIstanbul(r.closed_at) : undefined;
      return closed && closed < r.application_deadline ? closed : r.application_deadline;
    })
    .filter((d) => d <= today)
    .sort();
  return ends.at(-1) ?? null;
}

/** The campaign a citizen may apply under today; a Turkish 409 when there is none or today is outside its window. */
export async function applicableCampaign(db: Reader, today: string): Promise<Campaign> {
  const c = await openCampaign(db);
  if (!c) throw conflict(CampaignMessages.none);
  if (today < c.ApplicationStart) throw conflict(CampaignMessages.notYet(c.ApplicationStart));
  if (today > c.ApplicationDeadline) throw conflict(CampaignMessages.deadline(c.ApplicationDeadline));
  return c;
}

const columns = (d: Draft) => ({
  law_no: d.lawNo,
  law_title: d.lawTitle,
  title: d.title,
  law_date: d.lawDate,
  cut_off_date: d.cutOffDate,
  application_start: d.applicationStart,
  application_deadline: d.applicationDeadline,
  first_due_date: d.firstDueDate,
  interval_months: d.intervalMonths,
  coefficients_from_law: d.coefficientsFromLaw,
  fallback_monthly_bp: d.fallbackMonthlyBp,
  tolerated_misses_per_year: d.toleratedMissesPerYear,
  terms: d.terms,
});

async function writeParts(trx: Transaction<DB>, oid: number, d: Draft) {
  const coverable = new Set((await coverableRevenues(trx)).map((r) => r.Code));
  if (d.revenueCodes.some((code) => !coverable.has(code))) throw invalid(CampaignMessages.revenue);
  await trx.deleteFrom('restructuring_option').where('campaign_oid', '=', oid).execute();
  await trx.deleteFrom('restructuring_index_month').where('campaign_oid', '=', oid).execute();
  await trx.deleteFrom('restructuring_campaign_revenue').where('campaign_oid', '=', oid).execute();
  await trx
    .insertInto('restructuring_campaign_revenue')
    .values(d.revenueCodes.map((code) => ({ campaign_oid: oid, revenue_code: code })))
    .execute();
  await trx
    .insertInto('restructuring_option')
    .values(
      d.options.map((o) => ({
        campaign_oid: oid,
        installments: o.installments,
        coefficient_bp: o.coefficientBp,
        index_discount_bp: o.indexDiscountBp,
      })),
    )
    .execute();
  if (d.indexMonths.length) {
    await trx
      .insertInto('restructuring_index_month')
      .values(d.indexMonths.map((m) => ({ campaign_oid: oid, month: m.month, change_bp: m.changeBp })))
      .execute();
  }
}

/** Keeps the campaign as it now stands as a version, with who and why. */
async function keepVersion(trx: Transaction<DB>, oid: number, staffOid: number | null, reason: string | null) {
  const view = await campaignView(trx, oid);
  if (!view) throw notFound(CampaignMessages.missing);
  await trx
    .insertInto('restructuring_campaign_version')
    .values({
      campaign_oid: oid,
      version: view.Version,
      status: view.Status,
      content: JSON.stringify(view),
      staff_oid: staffOid,
      reason,
    })
    .execute();
  return view;
}

/** Opens a campaign from a law; the partial unique index keeps it the only open one, whatever the timing. */
export async function createCampaign(trx: Transaction<DB>, d: Draft, staffOid: number | null): Promise<Campaign> {
  let oid: number;
  try {
    ({ oid } = await trx
      .insertInto('restructuring_campaign')
      .values({ ...columns(d), opened_by: staffOid })
      .returning('oid')
      .executeTakeFirstOrThrow());
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw conflict(CampaignMessages.oneOpen);
    throw error;
  }
  await writeParts(trx, oid, d);
  return keepVersion(trx, oid, staffOid, null);
}

/** The open campaign for a change, locked; a stale version or a closed campaign is refused. */
async function lockForChange(trx: Transaction<DB>, oid: number, version: number) {
  const row = await trx
    .selectFrom('restructuring_campaign')
    .select(['status', 'version'])
    .where('oid', '=', oid)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(CampaignMessages.missing);
  if (row.status === 'CLOSED') throw conflict(CampaignMessages.closed);
  if (row.version !== version) throw conflict(CampaignMessages.stale);
}

export async function updateCampaign(
  trx: Transaction<DB>,
  oid: number,
  version: number,
  d: Draft,
  staffOid: number,
  reason: string,
) {
  await lockForChange(trx, oid, version);
  const before = await campaignView(trx, oid);
  await trx
    .updateTable('restructuring_campaign')
    .set({ ...columns(d), version: version + 1 })
    .where('oid', '=', oid)
    .execute();
  await writeParts(trx, oid, d);
  return { before, after: await keepVersion(trx, oid, staffOid, reason) };
}

export async function closeCampaign(
  trx: Transaction<DB>,
  oid: number,
  version: number,
  staffOid: number,
  reason: string,
) {
  await lockForChange(trx, oid, version);
  const before = await campaignView(trx, oid);
  await trx
    .updateTable('restructuring_campaign')
    .set({ status: 'CLOSED', closed_at: new Date(), version: version + 1 })
    .where('oid', '=', oid)
    .execute();
  return { before, after: await keepVersion(trx, oid, staffOid, reason) };
}

/** Every campaign, newest first, with how many plans each carries. */
export async function campaignList(db: Reader) {
  const rows = await db
    .selectFrom('restructuring_campaign as c')
    .leftJoin('restructuring_plan as p', 'p.campaign_oid', 'c.oid')
    .select(['c.oid', (eb) => eb.fn.count<string>('p.oid').as('plans')])
    .groupBy('c.oid')
    .orderBy('c.oid', 'desc')
    .execute();
  const views = await Promise.all(rows.map((r) => campaignView(db, r.oid)));
  return views.map((v, i) => ({ ...v!, PlanCount: Number(rows[i]!.plans) }));
}
