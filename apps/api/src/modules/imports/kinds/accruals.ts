import { type AccrualImportRow, accrualImport, EstateRevenueCodes, ImportReasons } from '@e-belediye/contracts';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { changesText } from '../changes.js';
import {
  type ChunkResult,
  headerOf,
  type IssueDraft,
  type KindEngine,
  type TotalDraft,
  type ValidRow,
} from '../engine.js';
import { anyOf, knownKeys, saveKeys } from '../keys.js';
import { type WriteColumn, writeRecords } from '../write.js';
import { linkDeclaredAccruals } from './declared-links.js';

const KIND = 'accruals';
/** Where an imported accrual came from, as the ledger's `source` names it. */
export const IMPORT_SOURCE = 'AKTARIM';

const ESTATE_CODES = new Set<number>(Object.values(EstateRevenueCodes));

const openOf = (r: AccrualImportRow) => r.principalKurus - r.paidKurus;

/** Codes looked up once per chunk: a handful of rows in the whole town. */
async function byCode(trx: Transaction<DB>, table: 'registry' | 'subscription', codes: string[]) {
  const list = [...new Set(codes)];
  if (!list.length) return new Map<string, { oid: number; registry_oid: number }>();
  if (table === 'registry') {
    const rows = await trx
      .selectFrom('registry')
      .select(['oid', 'registry_no'])
      .where(anyOf('registry_no', list))
      .execute();
    return new Map(rows.map((r) => [r.registry_no, { oid: r.oid, registry_oid: r.oid }]));
  }
  const rows = await trx
    .selectFrom('subscription')
    .select(['oid', 'subscriber_no', 'registry_oid'])
    .where(anyOf('subscriber_no', list))
    .execute();
  return new Map(rows.map((r) => [r.subscriber_no, { oid: r.oid, registry_oid: r.registry_oid }]));
}

/**
 * Why an accrual may not be rewritten: paid in the portal, held (a card payment, a plan, a netting, a bank
 * collection, an objection), in a restructuring plan, or cancelled. Null when an import may update it.
 */
async function protections(trx: Transaction<DB>, oids: number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  if (!oids.length) return out;
  const { rows } = await sql<{ oid: number; paid: boolean; cancelled: boolean; held: boolean; planned: boolean }>`
    select a.oid,
      a.paid_kurus > 0 or exists (select 1 from collection_line cl where cl.accrual_oid = a.oid) as paid,
      a.cancelled_at is not null as cancelled,
      exists (select 1 from accrual_hold h where h.accrual_oid = a.oid and h.released_at is null) as held,
      exists (select 1 from restructuring_plan_debt d where d.accrual_oid = a.oid) as planned
    from accrual a where a.oid = any(${oids}::int[])`.execute(trx);
  for (const r of rows) {
    const reason = r.cancelled
      ? ImportReasons.protectedCancelled
      : r.held
        ? ImportReasons.protectedHeld
        : r.planned
          ? ImportReasons.protectedPlan
          : r.paid
            ? ImportReasons.protectedPaid
            : null;
    if (reason) out.set(r.oid, reason);
  }
  return out;
}

type Columns = {
  registry_oid: number;
  subscription_oid: number | null;
  revenue_code: number;
  year: number;
  installment_no: number;
  due_date: string;
  principal_kurus: number;
  paid_kurus: number;
  description: string;
};
const COLUMNS: WriteColumn<Columns>[] = [
  ['registry_oid', 'int'],
  ['subscription_oid', 'int'],
  ['revenue_code', 'int'],
  ['year', 'int'],
  ['installment_no', 'int'],
  ['due_date', 'date'],
  ['principal_kurus', 'bigint'],
  ['paid_kurus', 'bigint'],
  ['description', 'text'],
];
const HEADERS: Partial<Record<keyof Columns, keyof AccrualImportRow>> = {
  registry_oid: 'registryNo',
  subscription_oid: 'subscriberNo',
  revenue_code: 'revenueCode',
  year: 'year',
  installment_no: 'installmentNo',
  due_date: 'dueDate',
  principal_kurus: 'principalKurus',
  paid_kurus: 'paidKurus',
  description: 'description',
};

export const accrualEngine: KindEngine<AccrualImportRow> = {
  async process(trx, rows: ValidRow<AccrualImportRow>[], { importOid, dryRun, fresh }): Promise<ChunkResult> {
    const issues: IssueDraft[] = [];
    const known = await knownKeys(
      trx,
      KIND,
      rows.map((r) => r.sourceKey),
      fresh,
    );
    const registries = await byCode(
      trx,
      'registry',
      rows.map((r) => r.row.registryNo),
    );
    const meters = await byCode(
      trx,
      'subscription',
      rows.flatMap((r) => (r.row.subscriberNo ? [r.row.subscriberNo] : [])),
    );
    const revenues = new Set((await trx.selectFrom('revenue_type').select('code').execute()).map((r) => r.code));
    const guarded = await protections(
      trx,
      [...known.values()].map((k) => k.recordOid),
    );
    const reject = (r: ValidRow<AccrualImportRow>, key: keyof AccrualImportRow, reason: string) =>
      issues.push({
        section: 'REJECTED',
        rowNo: r.rowNo,
        sourceKey: r.sourceKey,
        column: headerOf(accrualImport, key),
        value: r.cells[key] ?? null,
        reason,
      });
    const creates: { r: ValidRow<AccrualImportRow>; cols: Columns }[] = [];
    const updates: { r: ValidRow<AccrualImportRow>; oid: number; cols: Columns }[] = [];
    const totals: TotalDraft[] = [];
    const keys: Parameters<typeof saveKeys>[3] = [];
    let unchanged = 0;
    let rejected = 0;
    let protectedRows = 0;
    for (const r of rows) {
      const open = openOf(r.row);
      // The file's side of the reconciliation counts every well-formed row, refused or not.
      if (open > 0)
        totals.push({ section: 'ACCRUALS', revenueCode: r.row.revenueCode, year: r.row.year, count: 1, kurus: open });
      const registry = registries.get(r.row.registryNo);
      if (!registry) {
        rejected++;
        reject(r, 'registryNo', ImportReasons.unknownRegistry);
        continue;
      }
      const meter = r.row.subscriberNo ? meters.get(r.row.subscriberNo) : null;
      if (meter === undefined) {
        rejected++;
        reject(r, 'subscriberNo', ImportReasons.unknownSubscription);
        continue;
      }
      if (!revenues.has(r.row.revenueCode)) {
        rejected++;
        reject(r, 'revenueCode', ImportReasons.unknownRevenue);
        continue;
      }
      const cols: Columns = {
        // A meter's bills belong to the meter's holder (ADR 0008).
        registry_oid: meter ? meter.registry_oid : registry.oid,
        subscription_oid: meter ? meter.oid : null,
        revenue_code: r.row.revenueCode,
        year: r.row.year,
        installment_no: r.row.installmentNo,
        due_date: r.row.dueDate,
        principal_kurus: r.row.principalKurus,
        paid_kurus: r.row.paidKurus,
        description: r.row.description ?? `${r.row.year}/${r.row.installmentNo}`,
      };
      const mine = known.get(r.sourceKey);
      const key = {
        sourceKey: r.sourceKey,
        rowHash: r.hash,
        rowNo: r.rowNo,
        fileKurus: open,
        revenueCode: r.row.revenueCode,
        year: r.row.year,
      };
      if (!mine) {
        creates.push({ r, cols });
        continue;
      }
      if (mine.rowHash === r.hash) {
        unchanged++;
        keys.push({ ...key, recordOid: mine.recordOid });
        continue;
      }
      const guard = guarded.get(mine.recordOid);
      if (guard) {
        protectedRows++;
        issues.push({
          section: 'PROTECTED',
          rowNo: r.rowNo,
          sourceKey: r.sourceKey,
          column: null,
          value: null,
          reason: guard,
        });
        // The key keeps its old hash (the portal still holds the old values) but the file's amount, for the reconciliation.
        keys.push({ ...key, rowHash: mine.rowHash, recordOid: mine.recordOid });
        continue;
      }
      updates.push({ r, oid: mine.recordOid, cols });
      keys.push({ ...key, recordOid: mine.recordOid });
    }
    if (updates.length) {
      const current = new Map(
        (
          await trx
            .selectFrom('accrual')
            .selectAll()
            .where(
              anyOf(
                'oid',
                updates.map((u) => u.oid),
              ),
            )
            .execute()
        ).map((c) => [c.oid, c]),
      );
      for (const u of updates) {
        const before = current.get(u.oid) as unknown as Partial<Columns>;
        issues.push({
          section: 'UPDATED',
          rowNo: u.r.rowNo,
          sourceKey: u.r.sourceKey,
          column: null,
          value: null,
          reason:
            changesText(before ?? {}, u.cols, (k) => headerOf(accrualImport, HEADERS[k] ?? 'sourceKey')) ??
            'Kaydın kaynak değerleri değişti.',
        });
      }
    }
    if (!dryRun) {
      const oids = await writeRecords(trx, {
        table: 'accrual',
        sequence: 'accrual_oid_seq',
        columns: COLUMNS,
        creates,
        updates,
        constants: { source: IMPORT_SOURCE },
      });
      creates.forEach((c, i) => {
        keys.push({
          sourceKey: c.r.sourceKey,
          recordOid: oids[i],
          rowHash: c.r.hash,
          rowNo: c.r.rowNo,
          fileKurus: openOf(c.r.row),
          revenueCode: c.r.row.revenueCode,
          year: c.r.row.year,
        });
      });
      // An emlak vergisi accrual finds the imported declaration it was accrued from (ADR 0053).
      const estate = [...creates.map((c, i) => ({ oid: oids[i], cols: c.cols })), ...updates].filter(
        (x) => x.cols.subscription_oid === null && ESTATE_CODES.has(x.cols.revenue_code),
      );
      if (estate.length) await linkDeclaredAccruals(trx, { accrualOids: estate.map((x) => x.oid) });
      await saveKeys(trx, KIND, importOid, keys);
    }
    return {
      issues,
      totals,
      counts: {
        Rejected: rejected,
        Created: creates.length,
        Updated: updates.length,
        Unchanged: unchanged,
        Protected: protectedRows,
      },
    };
  },
};
