import { ImportReasons, type ReadingImportRow, readingImport, WaterImportReasons } from '@e-belediye/contracts';
import { sql } from 'kysely';
import { changesText } from '../changes.js';
import { type ChunkResult, headerOf, type IssueDraft, type KindEngine, type ValidRow } from '../engine.js';
import { knownKeys, saveKeys } from '../keys.js';
import { type WriteColumn, writeRecords } from '../write.js';
import { subscriptionsByNo } from './meters-of.js';
import { keyWrites, reportOf } from './report.js';

const KIND = 'readings';
type Row = ValidRow<ReadingImportRow>;

/** A reading's columns; the `_date` names make the report write Turkish days. */
type Columns = {
  subscription_oid: number;
  period_date: string;
  read_date: string;
  meter_index: number;
  consumption_m3: number;
};
const COLUMNS: WriteColumn<Columns>[] = [
  ['subscription_oid', 'int'],
  ['period', 'date', (c) => c.period_date],
  ['read_on', 'date', (c) => c.read_date],
  ['meter_index', 'int'],
  ['consumption_m3', 'int'],
];
const HEADER: Record<keyof Columns, keyof ReadingImportRow> = {
  subscription_oid: 'subscriberNo',
  period_date: 'period',
  read_date: 'readOn',
  meter_index: 'meterIndex',
  consumption_m3: 'consumptionM3',
};

type Stored = {
  oid: number;
  subscription_oid: number;
  period_date: string;
  read_date: string | null;
  meter_index: number;
  consumption_m3: number;
  accrual_oid: number | null;
  locked: boolean;
};

const periodOf = (p: { year: number; month: number }) => `${p.year}-${String(p.month).padStart(2, '0')}-01`;

/**
 * Meter readings: one per subscription and month, keyed by the source. A month the portal read itself is not
 * overwritten (refused), and a reading whose bill is paid or being paid stays as it was billed (protected).
 */
export const readingEngine: KindEngine<ReadingImportRow> = {
  async process(trx, rows: Row[], { importOid, dryRun }): Promise<ChunkResult> {
    const issues: IssueDraft[] = [];
    const known = await knownKeys(
      trx,
      KIND,
      rows.map((r) => r.sourceKey),
    );
    const subscriptions = await subscriptionsByNo(
      trx,
      rows.map((r) => r.row.subscriberNo),
    );
    const subOids = [...subscriptions.values()].map((s) => s.oid);
    const mineOids = [...known.values()].map((k) => k.recordOid);
    const { rows: stored } = await sql<Stored>`
      select w.oid, w.subscription_oid, to_char(w.period, 'YYYY-MM-DD') as period_date,
        to_char(w.read_on, 'YYYY-MM-DD') as read_date, w.meter_index, w.consumption_m3, w.accrual_oid,
        (a.oid is not null and (a.paid_kurus > 0
          or exists (select 1 from accrual_hold h where h.accrual_oid = a.oid and h.released_at is null))) as locked
      from water_reading w left join accrual a on a.oid = w.accrual_oid
      where w.subscription_oid = any(${subOids}::int[]) or w.oid = any(${mineOids}::int[])`.execute(trx);
    const byOid = new Map(stored.map((s) => [s.oid, s]));
    const byMonth = new Map(stored.map((s) => [`${s.subscription_oid}:${s.period_date}`, s.oid]));
    const report = reportOf<ReadingImportRow>(readingImport, issues);
    const creates: { r: Row; cols: Columns }[] = [];
    const updates: { r: Row; oid: number; cols: Columns }[] = [];
    let unchanged = 0;
    let rejected = 0;
    let protectedRows = 0;
    for (const r of rows) {
      const subscription = subscriptions.get(r.row.subscriberNo);
      if (!subscription) {
        rejected++;
        report.reject(r, 'subscriberNo', ImportReasons.unknownSubscription);
        continue;
      }
      const mine = known.get(r.sourceKey);
      const cols: Columns = {
        subscription_oid: subscription.oid,
        period_date: periodOf(r.row.period),
        read_date: r.row.readOn,
        meter_index: r.row.meterIndex,
        consumption_m3: r.row.consumptionM3,
      };
      const month = `${cols.subscription_oid}:${cols.period_date}`;
      const holder = byMonth.get(month);
      if (holder !== undefined && holder !== mine?.recordOid) {
        rejected++;
        report.reject(r, 'period', WaterImportReasons.readingExists);
        continue;
      }
      byMonth.set(month, mine?.recordOid ?? -r.rowNo);
      if (!mine) creates.push({ r, cols });
      else if (mine.rowHash === r.hash) unchanged++;
      else if (byOid.get(mine.recordOid)?.locked) {
        protectedRows++;
        report.kept(r, WaterImportReasons.readingBilled);
      } else updates.push({ r, oid: mine.recordOid, cols });
    }
    for (const u of updates)
      report.updated(
        u.r,
        changesText({ ...byOid.get(u.oid) } as Partial<Columns>, u.cols, (k) => headerOf(readingImport, HEADER[k])),
      );
    if (!dryRun) {
      if (updates.length) {
        // A reading moved to another month or meter leaves its old place first, so the months stay unique.
        await sql`update water_reading set period = '1900-01-01'::date + oid where oid = any(${updates.map((u) => u.oid)}::int[])`.execute(
          trx,
        );
      }
      const oids = await writeRecords(trx, {
        table: 'water_reading',
        sequence: 'water_reading_oid_seq',
        columns: COLUMNS,
        creates,
        updates,
      });
      await saveKeys(trx, KIND, importOid, keyWrites(creates, oids, updates));
    }
    return {
      issues,
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
