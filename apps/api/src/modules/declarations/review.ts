import {
  type DeclarationKind,
  DeclarationKinds,
  DeclarationRates,
  type DeclarationTableChange,
  DeclarationTableNames,
  formatKurus,
} from '@e-belediye/contracts';
import { sql, type Transaction } from 'kysely';
import { fetchPage } from '../../db/paging.js';
import type { DB } from '../../db/schema.js';
import { type CallContext, staffOf } from '../../http/calls.js';
import { conflict, invalid, notFound } from '../../http/errors.js';
import { auditPersonalDataRead, auditStaffAct } from '../audit/index.js';
import { clientIp } from '../auth/index.js';
import { filesOf } from '../files/index.js';
import { DeclarationSms, notifyCitizen } from '../notifications/index.js';
import { payerName } from '../registries/index.js';
import { type OpenYearInput, openYearTables } from './open-year.js';
import { declarationDetail } from './queries.js';
import { forgetTables, ratesRow } from './tables.js';

export const ReviewMessages = {
  notWaiting: 'Bu beyanname inceleme beklemiyor (onaylanmış, iade edilmiş ya da yenisiyle değiştirilmiş).',
  notFound: 'Beyanname bulunamadı.',
  unknownRow: (row: string) => `Tablo satırı bulunamadı: ${row}. Yeni yılın tablosunu önce açın.`,
  noRates: (year: number) => `${year} yılı için oranlar tanımlı değil.`,
} as const;

type ReviewState = 'NEW' | 'AMENDED' | 'WITHDRAWN';

/** The queue: filed or amended versions not yet approved or returned, and withdrawals not yet acknowledged. */
function queue(ctx: CallContext) {
  return ctx.database.db
    .selectFrom('declaration as d')
    .innerJoin('registry as r', 'r.oid', 'd.registry_oid')
    .select([
      'd.oid',
      'd.number',
      'd.kind',
      'd.year',
      'd.version',
      'd.status',
      'd.title',
      'd.total_kurus',
      'd.filed_at',
      'r.name',
      'r.surname',
      'r.registry_no',
      sql<ReviewState>`case when d.status = 'WITHDRAWN' then 'WITHDRAWN' when d.version > 1 then 'AMENDED' else 'NEW' end`.as(
        'review_state',
      ),
      sql<number>`(select count(*)::int from uploaded_file f where f.attached_kind = 'declaration' and f.attached_oid = d.oid)`.as(
        'attachments',
      ),
    ])
    .where('d.reviewed_at', 'is', null)
    .where('d.status', 'in', ['SUBMITTED', 'WITHDRAWN']);
}
type QueueRow = Awaited<ReturnType<ReturnType<typeof queue>['execute']>>[number];

const reviewItem = (r: QueueRow) => ({
  Oid: r.oid,
  Number: r.number,
  Kind: r.kind,
  KindName: DeclarationKinds[r.kind],
  Year: r.year,
  Version: r.version,
  Status: r.status,
  ReviewState: r.review_state,
  DeclarerName: payerName(r),
  RegistryNo: r.registry_no,
  Title: r.title,
  TotalKurus: Number(r.total_kurus),
  FiledAt: r.filed_at.toISOString(),
  AttachmentCount: Number(r.attachments),
});

export async function reviewQueue(
  ctx: CallContext,
  c: {
    state?: ReviewState;
    kind?: DeclarationKind;
    page: number;
    pageSize: number;
    sortDir: 'asc' | 'desc';
    sortBy: 'filed' | 'number' | 'total';
  },
) {
  let q = queue(ctx);
  if (c.state === 'WITHDRAWN') q = q.where('d.status', '=', 'WITHDRAWN');
  if (c.state === 'NEW') q = q.where('d.status', '=', 'SUBMITTED').where('d.version', '=', 1);
  if (c.state === 'AMENDED') q = q.where('d.status', '=', 'SUBMITTED').where('d.version', '>', 1);
  if (c.kind) q = q.where('d.kind', '=', c.kind);
  const order = {
    filed: ['d.filed_at', 'd.oid'],
    number: ['d.number', 'd.version'],
    total: ['d.total_kurus', 'd.oid'],
  }[c.sortBy];
  const { rows, total } = await fetchPage(q, c, order);
  return { Items: rows.map(reviewItem), TotalCount: total };
}

/** The office reads a declaration: the read of a person's data is recorded. */
export async function declarationForReview(ctx: CallContext, oid: number) {
  const detail = await declarationDetail(ctx.database, oid, null);
  await auditPersonalDataRead(ctx.database.db, staffOf(ctx), {
    recordType: 'declaration',
    recordId: oid,
    ip: clientIp(ctx.request),
    unmasked: true,
  });
  return detail;
}

async function lockWaiting(trx: Transaction<DB>, oid: number) {
  const row = await trx.selectFrom('declaration').selectAll().where('oid', '=', oid).forUpdate().executeTakeFirst();
  if (!row) throw notFound(ReviewMessages.notFound);
  if (row.reviewed_at !== null || (row.status !== 'SUBMITTED' && row.status !== 'WITHDRAWN')) {
    throw conflict(ReviewMessages.notWaiting);
  }
  return row;
}

async function itemOf(ctx: CallContext, oid: number) {
  const row = await ctx.database.db
    .selectFrom('declaration as d')
    .innerJoin('registry as r', 'r.oid', 'd.registry_oid')
    .select([
      'd.oid',
      'd.number',
      'd.kind',
      'd.year',
      'd.version',
      'd.status',
      'd.title',
      'd.total_kurus',
      'd.filed_at',
      'r.name',
      'r.surname',
      'r.registry_no',
    ])
    .where('d.oid', '=', oid)
    .executeTakeFirstOrThrow();
  const files = await filesOf(ctx.database.db, { kind: 'declaration', oid });
  return reviewItem({
    ...row,
    review_state: row.status === 'WITHDRAWN' ? 'WITHDRAWN' : row.version > 1 ? 'AMENDED' : 'NEW',
    attachments: files.length,
  });
}

/** Approves a filed version (or acknowledges a withdrawal): it leaves the queue, the citizen can no longer change it. */
export async function approveDeclaration(ctx: CallContext, oid: number, note: string | undefined) {
  const staffOid = staffOf(ctx);
  await ctx.database.db.transaction().execute(async (trx) => {
    const row = await lockWaiting(trx, oid);
    const status = row.status === 'SUBMITTED' ? 'APPROVED' : 'WITHDRAWN';
    await trx
      .updateTable('declaration')
      .set({ status, reviewed_at: new Date(), reviewed_by: staffOid, updated_at: new Date() })
      .where('oid', '=', oid)
      .execute();
    await auditStaffAct(trx, staffOid, {
      action: row.status === 'SUBMITTED' ? 'DECLARATION_APPROVED' : 'DECLARATION_WITHDRAWAL_ACKNOWLEDGED',
      recordType: 'declaration',
      recordId: oid,
      before: { status: row.status },
      after: { status },
      ip: clientIp(ctx.request),
      memberOid: row.member_oid,
      detail: { number: row.number, version: row.version, ...(note ? { note } : {}) },
    });
  });
  return itemOf(ctx, oid);
}

/** Returns a filed version for correction: the citizen sees the reason and is told by SMS (and e-mail). */
export async function returnDeclaration(ctx: CallContext, oid: number, reason: string) {
  const staffOid = staffOf(ctx);
  await ctx.database.db.transaction().execute(async (trx) => {
    const row = await lockWaiting(trx, oid);
    if (row.status !== 'SUBMITTED') throw conflict(ReviewMessages.notWaiting);
    await trx
      .updateTable('declaration')
      .set({
        status: 'RETURNED',
        return_reason: reason,
        reviewed_at: new Date(),
        reviewed_by: staffOid,
        updated_at: new Date(),
      })
      .where('oid', '=', oid)
      .execute();
    const declarer = row.declarer as { gsmNumber?: string; email?: string };
    await notifyCitizen(trx, {
      registryOid: row.registry_oid,
      gsmNumber: declarer.gsmNumber ?? null,
      email: declarer.email ?? null,
      text: DeclarationSms.returned(row.number, reason),
      messageCode: 7010,
    });
    await auditStaffAct(trx, staffOid, {
      action: 'DECLARATION_RETURNED',
      recordType: 'declaration',
      recordId: oid,
      before: { status: row.status },
      after: { status: 'RETURNED', reason },
      ip: clientIp(ctx.request),
      memberOid: row.member_oid,
      detail: { number: row.number, version: row.version },
    });
  });
  return itemOf(ctx, oid);
}

// ---------------------------------------------------------------------------------------------------------------
// The calculation tables of a year

type Change = { Row: string; Before: string | null; After: string };
const money = (k: number | string) => `${formatKurus(Number(k))} TL`;

/** Next version number of a table's year. */
async function nextVersion(trx: Transaction<DB>, table: string, year: number) {
  const row = await trx
    .selectFrom('declaration_table_version')
    .select((eb) => eb.fn.max('version').as('v'))
    .where('table_name', '=', table)
    .where('year', '=', year)
    .executeTakeFirst();
  return Number(row?.v ?? 0) + 1;
}

/** Applies one change to existing rows (a row the year does not have is refused: open the year first). */
async function applyChange(trx: Transaction<DB>, year: number, change: DeclarationTableChange): Promise<Change[]> {
  const out: Change[] = [];
  const missing = (row: string) => invalid(ReviewMessages.unknownRow(row));
  switch (change.table) {
    case 'STREET_VALUATION':
      for (const r of change.rows) {
        const old = await trx
          .selectFrom('estate_street_valuation')
          .select('unit_value_kurus')
          .where('year', '=', year)
          .where('street_code', '=', r.streetCode)
          .executeTakeFirst();
        if (!old) throw missing(`cadde/sokak ${r.streetCode}`);
        await trx
          .updateTable('estate_street_valuation')
          .set({ unit_value_kurus: r.unitValueKurus })
          .where('year', '=', year)
          .where('street_code', '=', r.streetCode)
          .execute();
        out.push({
          Row: `Cadde/sokak ${r.streetCode}`,
          Before: money(old.unit_value_kurus),
          After: money(r.unitValueKurus),
        });
      }
      return out;
    case 'CONSTRUCTION_COST':
      for (const r of change.rows) {
        const old = await trx
          .selectFrom('estate_construction_cost')
          .select('unit_cost_kurus')
          .where('year', '=', year)
          .where('usage_name', '=', r.usageName)
          .where('construction_type', '=', r.constructionType)
          .where('building_class', '=', r.buildingClass)
          .executeTakeFirst();
        const label = `${r.usageName}, ${r.constructionType}, ${r.buildingClass}`;
        if (!old) throw missing(label);
        await trx
          .updateTable('estate_construction_cost')
          .set({ unit_cost_kurus: r.unitCostKurus })
          .where('year', '=', year)
          .where('usage_name', '=', r.usageName)
          .where('construction_type', '=', r.constructionType)
          .where('building_class', '=', r.buildingClass)
          .execute();
        out.push({ Row: label, Before: money(old.unit_cost_kurus), After: money(r.unitCostKurus) });
      }
      return out;
    case 'ABRASION':
      for (const r of change.rows) {
        const old = await trx
          .selectFrom('estate_abrasion_share')
          .select('share_percent')
          .where('construction_group', '=', r.constructionGroup)
          .where('age_from', '=', r.ageFrom)
          .executeTakeFirst();
        const label = `${r.constructionGroup}. grup, ${r.ageFrom} yaştan`;
        if (!old) throw missing(label);
        await trx
          .updateTable('estate_abrasion_share')
          .set({ share_percent: r.sharePercent })
          .where('construction_group', '=', r.constructionGroup)
          .where('age_from', '=', r.ageFrom)
          .execute();
        out.push({ Row: label, Before: `%${old.share_percent}`, After: `%${r.sharePercent}` });
      }
      return out;
    case 'ECT':
      for (const r of change.rows) {
        const old = await trx
          .selectFrom('ect_annual_price')
          .select('annual_price_kurus')
          .where('year', '=', year)
          .where('building_group', '=', r.buildingGroup)
          .where('degree', '=', r.degree)
          .executeTakeFirst();
        const label = `${r.buildingGroup}. grup, ${r.degree}. derece`;
        if (!old) throw missing(label);
        await trx
          .updateTable('ect_annual_price')
          .set({ annual_price_kurus: r.annualPriceKurus })
          .where('year', '=', year)
          .where('building_group', '=', r.buildingGroup)
          .where('degree', '=', r.degree)
          .execute();
        out.push({ Row: label, Before: money(old.annual_price_kurus), After: money(r.annualPriceKurus) });
      }
      return out;
    case 'AD':
      for (const r of change.rows) {
        const old = await trx
          .selectFrom('ad_tax_group_tariff')
          .select(['unit_price_kurus', 'ad_type_name'])
          .where('process_year', '=', year)
          .where('group_no', '=', r.groupNo)
          .where('ad_type_code', '=', r.adTypeCode)
          .executeTakeFirst();
        const label = `${r.groupNo}. grup, ${old?.ad_type_name ?? r.adTypeCode}`;
        if (!old) throw missing(label);
        await trx
          .updateTable('ad_tax_group_tariff')
          .set({ unit_price_kurus: r.unitPriceKurus })
          .where('process_year', '=', year)
          .where('group_no', '=', r.groupNo)
          .where('ad_type_code', '=', r.adTypeCode)
          .execute();
        out.push({ Row: label, Before: money(old.unit_price_kurus), After: money(r.unitPriceKurus) });
      }
      return out;
    case 'ENTERTAINMENT':
      for (const r of change.rows) {
        const old = await trx
          .selectFrom('entertainment_tariff')
          .select(['daily_kurus', 'rate_bp', 'name'])
          .where('year', '=', year)
          .where('code', '=', r.venueTypeCode)
          .where('group_no', '=', r.groupNo)
          .executeTakeFirst();
        const label = `${old?.name ?? r.venueTypeCode}, ${r.groupNo}. grup`;
        if (!old) throw missing(label);
        await trx
          .updateTable('entertainment_tariff')
          .set({ daily_kurus: r.dailyKurus, rate_bp: r.rateBp })
          .where('year', '=', year)
          .where('code', '=', r.venueTypeCode)
          .where('group_no', '=', r.groupNo)
          .execute();
        out.push({
          Row: label,
          Before: `${money(old.daily_kurus)}/gün, %${old.rate_bp / 100}`,
          After: `${money(r.dailyKurus)}/gün, %${r.rateBp / 100}`,
        });
      }
      return out;
    case 'RATES': {
      const old = await ratesRow(trx, year);
      if (!old) throw invalid(ReviewMessages.noRates(year));
      const next = DeclarationRates.parse({ ...change.rates, Year: year });
      await trx
        .updateTable('declaration_rate')
        .set({ rates: JSON.stringify(next) })
        .where('year', '=', year)
        .execute();
      for (const key of Object.keys(next) as (keyof DeclarationRates)[]) {
        if (key !== 'Year' && old[key] !== next[key])
          out.push({ Row: key, Before: String(old[key]), After: String(next[key]) });
      }
      return out;
    }
  }
}

/** Saves a change of a year's table: a new version with the rows before and after, audited in the same transaction. */
export async function saveTable(ctx: CallContext, year: number, change: DeclarationTableChange, reason: string) {
  const staffOid = staffOf(ctx);
  const result = await ctx.database.db.transaction().execute(async (trx) => {
    const changes = await applyChange(trx, year, change);
    const version = await nextVersion(trx, change.table, year);
    await trx
      .insertInto('declaration_table_version')
      .values({
        table_name: change.table,
        year,
        version,
        reason,
        staff_oid: staffOid,
        changes: JSON.stringify(changes),
      })
      .execute();
    await auditStaffAct(trx, staffOid, {
      action: 'DECLARATION_TABLE_CHANGED',
      recordType: 'declaration_table',
      recordId: `${change.table}/${year}`,
      before: changes.map((c) => ({ row: c.Row, value: c.Before })),
      after: changes.map((c) => ({ row: c.Row, value: c.After })),
      ip: clientIp(ctx.request),
      detail: { version, reason },
    });
    return { Table: change.table, Year: year, Version: version, ChangedRows: changes.length };
  });
  forgetTables(ctx.database);
  return result;
}

/** The desk's "open the new year": the tables' copy, by the staff member who asked, from where they asked. */
export function openTableYear(ctx: CallContext, input: OpenYearInput) {
  return openYearTables(ctx.database, { staffOid: staffOf(ctx), ip: clientIp(ctx.request) }, input);
}

export async function tableHistory(
  ctx: CallContext,
  filter: { table?: keyof typeof DeclarationTableNames; year?: number },
) {
  const rows = await ctx.database.db
    .selectFrom('declaration_table_version as v')
    .innerJoin('staff as s', 's.oid', 'v.staff_oid')
    .select(['v.table_name', 'v.year', 'v.version', 'v.reason', 'v.changes', 'v.created_at', 's.display_name'])
    .$if(filter.table !== undefined, (q) => q.where('v.table_name', '=', filter.table!))
    .$if(filter.year !== undefined, (q) => q.where('v.year', '=', filter.year!))
    .orderBy('v.created_at', 'desc')
    .orderBy('v.oid', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({
    Table: r.table_name as keyof typeof DeclarationTableNames,
    TableName: DeclarationTableNames[r.table_name as keyof typeof DeclarationTableNames],
    Year: r.year,
    Version: r.version,
    Reason: r.reason,
    StaffName: r.display_name,
    At: r.created_at.toISOString(),
    Changes: r.changes as Change[],
  }));
}
