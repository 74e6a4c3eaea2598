import { ImportReasons, type MeterImportRow, meterImport, WaterImportReasons } from '@e-belediye/contracts';
import { sql } from 'kysely';
import { changesText } from '../changes.js';
import { type ChunkResult, headerOf, type IssueDraft, type KindEngine, type ValidRow } from '../engine.js';
import { anyOf, knownKeys, saveKeys } from '../keys.js';
import { subscriptionsByNo } from './meters-of.js';
import { reportOf } from './report.js';

const KIND = 'meters';
type Row = ValidRow<MeterImportRow>;

type Columns = {
  meter_no: string;
  meter_seal_no: string | null;
  installed_date: string | null;
};
const HEADER: Record<keyof Columns, keyof MeterImportRow> = {
  meter_no: 'serialNo',
  meter_seal_no: 'sealNo',
  installed_date: 'installedOn',
};

/**
 * Meters: the serial number, seal and fitting day of a subscription's meter, kept on the subscription (a meter is
 * what a subscription bills by, ADR 0008). A newer file with another meter for the subscription records the change.
 */
export const meterEngine: KindEngine<MeterImportRow> = {
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
    const oids = [...subscriptions.values()].map((s) => s.oid);
    const current = new Map(
      (oids.length
        ? await trx
            .selectFrom('subscription')
            .select(['oid', 'meter_no', 'meter_seal_no', 'meter_installed_on'])
            .where(anyOf('oid', oids))
            .execute()
        : []
      ).map((s) => [s.oid, s]),
    );
    const report = reportOf<MeterImportRow>(meterImport, issues);
    const changes: { r: Row; oid: number; cols: Columns; isNew: boolean }[] = [];
    const inChunk = new Set<number>();
    let unchanged = 0;
    let rejected = 0;
    for (const r of rows) {
      const subscription = subscriptions.get(r.row.subscriberNo);
      const reason = !subscription
        ? ImportReasons.unknownSubscription
        : inChunk.has(subscription.oid)
          ? WaterImportReasons.meterTwice
          : null;
      if (!subscription || reason) {
        rejected++;
        report.reject(r, 'subscriberNo', reason ?? ImportReasons.unknownSubscription);
        continue;
      }
      inChunk.add(subscription.oid);
      const mine = known.get(r.sourceKey);
      if (mine && mine.rowHash === r.hash && mine.recordOid === subscription.oid) {
        unchanged++;
        continue;
      }
      const cols = { meter_no: r.row.serialNo, meter_seal_no: r.row.sealNo, installed_date: r.row.installedOn };
      changes.push({ r, oid: subscription.oid, cols, isNew: !mine });
    }
    for (const c of changes.filter((x) => !x.isNew)) {
      const s = current.get(c.oid);
      report.updated(
        c.r,
        changesText(s ? { ...s, installed_date: s.meter_installed_on } : {}, c.cols, (k) =>
          headerOf(meterImport, HEADER[k]),
        ),
      );
    }
    if (!dryRun && changes.length) {
      const col = <T>(f: (x: (typeof changes)[number]) => T) => changes.map(f);
      await sql`
        update subscription s set meter_no = v.n, meter_seal_no = v.m, meter_installed_on = v.d
        from unnest(${col((x) => x.oid)}::int[], ${col((x) => x.cols.meter_no)}::text[],
          ${col((x) => x.cols.meter_seal_no)}::text[], ${col((x) => x.cols.installed_date)}::date[]) as v(o, n, m, d)
        where s.oid = v.o`.execute(trx);
      await saveKeys(
        trx,
        KIND,
        importOid,
        changes.map((c) => ({ sourceKey: c.r.sourceKey, recordOid: c.oid, rowHash: c.r.hash, rowNo: c.r.rowNo })),
      );
    }
    const created = changes.filter((c) => c.isNew).length;
    return {
      issues,
      counts: { Rejected: rejected, Created: created, Updated: changes.length - created, Unchanged: unchanged },
    };
  },
};
