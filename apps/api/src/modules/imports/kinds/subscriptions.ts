import {
  ImportReasons,
  type SubscriptionImportRow,
  subscriptionImport,
  WaterImportReasons,
} from '@e-belediye/contracts';
import { sql } from 'kysely';
import { changesText } from '../changes.js';
import { type ChunkResult, headerOf, type IssueDraft, type KindEngine, type ValidRow } from '../engine.js';
import { anyOf, knownKeys, saveKeys } from '../keys.js';
import { type WriteColumn, writeRecords } from '../write.js';
import { resolveDoors } from './doors.js';
import { subscriptionsByNo } from './meters-of.js';
import { keyWrites, reportOf } from './report.js';

const KIND = 'subscriptions';
type Row = ValidRow<SubscriptionImportRow>;

/** The subscription's columns a row sets; `start_date` is `started_on` (named so the report writes a Turkish day). */
type Columns = {
  subscriber_no: string;
  registry_oid: number;
  tariff_name: string;
  street_code: string | null;
  outer_door_oid: number | null;
  inner_door_oid: number | null;
  start_date: string;
  deposit_kurus: number;
  line_status: number;
};
const COLUMNS: WriteColumn<Columns>[] = [
  ['subscriber_no', 'text'],
  ['registry_oid', 'int'],
  ['tariff_name', 'text'],
  ['street_code', 'text'],
  ['outer_door_oid', 'int'],
  ['inner_door_oid', 'int'],
  ['started_on', 'date', (c) => c.start_date],
  ['deposit_kurus', 'bigint'],
  ['line_status', 'int'],
];
const HEADER: Record<keyof Columns, keyof SubscriptionImportRow> = {
  subscriber_no: 'subscriberNo',
  registry_oid: 'registryNo',
  tariff_name: 'tariffName',
  street_code: 'streetCode',
  outer_door_oid: 'doorNo',
  inner_door_oid: 'innerDoorNo',
  start_date: 'startedOn',
  deposit_kurus: 'depositKurus',
  line_status: 'lineStatus',
};

/**
 * Water subscriptions: a registry's subscription at an address, keyed by the source and unique by subscriber
 * number. A subscription created here has no meter number until the meter file names it. A newer file that moves
 * a subscription with bills to another registry is refused (its bills are on its holder, ADR 0008): that is a
 * transfer the water desk makes.
 */
export const subscriptionEngine: KindEngine<SubscriptionImportRow> = {
  async process(trx, rows: Row[], { importOid, dryRun }): Promise<ChunkResult> {
    const issues: IssueDraft[] = [];
    const known = await knownKeys(
      trx,
      KIND,
      rows.map((r) => r.sourceKey),
    );
    const registryNos = [...new Set(rows.map((r) => r.row.registryNo))];
    const registries = new Map(
      (
        await trx
          .selectFrom('registry')
          .select(['oid', 'registry_no'])
          .where(anyOf('registry_no', registryNos.length ? registryNos : ['']))
          .execute()
      ).map((r) => [r.registry_no, r.oid]),
    );
    const taken = await subscriptionsByNo(
      trx,
      rows.map((r) => r.row.subscriberNo),
    );
    const tariffs = new Set(
      (await trx.selectFrom('water_tariff').select('tariff_name').distinct().execute()).map((t) => t.tariff_name),
    );
    const doors = await resolveDoors(
      trx,
      rows.map((r) => ({ street: r.row.streetCode, door: r.row.doorNo, inner: r.row.innerDoorNo })),
    );
    const mineOids = [...known.values()].map((k) => k.recordOid);
    const current = new Map(
      (mineOids.length
        ? await trx.selectFrom('subscription').selectAll().where(anyOf('oid', mineOids)).execute()
        : []
      ).map((s) => [s.oid, s]),
    );
    const billed = new Set(
      mineOids.length
        ? (
            await sql<{ oid: number }>`
              select distinct subscription_oid as oid from accrual where subscription_oid = any(${mineOids}::int[])`.execute(
              trx,
            )
          ).rows.map((b) => b.oid)
        : [],
    );
    // A subscription with a cancellation case (not refused) belongs to the water desk until the case ends.
    const cancelling = new Set(
      mineOids.length
        ? (
            await trx
              .selectFrom('water_cancellation')
              .select('subscription_oid')
              .where('subscription_oid', 'in', mineOids)
              .where('status', '!=', 'REJECTED')
              .execute()
          ).map((c) => c.subscription_oid)
        : [],
    );
    const report = reportOf<SubscriptionImportRow>(subscriptionImport, issues);
    const creates: { r: Row; cols: Columns }[] = [];
    const updates: { r: Row; oid: number; cols: Columns }[] = [];
    const inChunk = new Set<string>();
    let unchanged = 0;
    let rejected = 0;
    let protectedRows = 0;
    for (const [i, r] of rows.entries()) {
      const p = r.row;
      const fail = (key: keyof SubscriptionImportRow, reason: string) => {
        rejected++;
        report.reject(r, key, reason);
      };
      const mine = known.get(r.sourceKey);
      const registryOid = registries.get(p.registryNo);
      const holder = taken.get(p.subscriberNo);
      const door = doors[i];
      if (registryOid === undefined) fail('registryNo', ImportReasons.unknownRegistry);
      else if (!tariffs.has(p.tariffName)) fail('tariffName', WaterImportReasons.unknownTariff);
      else if (door.problem) fail(door.problem.column, door.problem.reason);
      else if (inChunk.has(p.subscriberNo) || (holder && holder.oid !== mine?.recordOid))
        fail('subscriberNo', WaterImportReasons.subscriberNoTaken);
      else {
        inChunk.add(p.subscriberNo);
        const cols: Columns = {
          subscriber_no: p.subscriberNo,
          registry_oid: registryOid,
          tariff_name: p.tariffName,
          street_code: door.street,
          outer_door_oid: door.outer,
          inner_door_oid: door.inner,
          start_date: p.startedOn,
          deposit_kurus: p.depositKurus,
          line_status: p.lineStatus,
        };
        if (!mine) creates.push({ r, cols });
        else if (mine.rowHash === r.hash) unchanged++;
        else if (cancelling.has(mine.recordOid)) {
          protectedRows++;
          report.kept(r, WaterImportReasons.underCancellation);
        } else if (current.get(mine.recordOid)?.registry_oid !== registryOid && billed.has(mine.recordOid)) {
          protectedRows++;
          report.kept(r, WaterImportReasons.holderHasBills, 'registryNo');
        } else updates.push({ r, oid: mine.recordOid, cols });
      }
    }
    for (const u of updates) {
      const s = current.get(u.oid);
      const before: Partial<Columns> = s ? { ...s, start_date: s.started_on } : {};
      report.updated(
        u.r,
        changesText(before, u.cols, (k) => headerOf(subscriptionImport, HEADER[k])),
      );
    }
    if (!dryRun) {
      const oids = await writeRecords(trx, {
        table: 'subscription',
        sequence: 'subscription_oid_seq',
        columns: COLUMNS,
        creates,
        updates,
        // The meter comes with the meters file.
        constants: { meter_no: '' },
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
