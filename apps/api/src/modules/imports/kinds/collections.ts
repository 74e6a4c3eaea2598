import { type CollectionImportRow, collectionImport, ImportReasons, istanbulDayStart } from '@e-belediye/contracts';
import { sql } from 'kysely';
import {
  type ChunkResult,
  headerOf,
  type IssueDraft,
  type KindEngine,
  type TotalDraft,
  type ValidRow,
} from '../engine.js';
import { anyOf, knownKeys, nextOids, saveKeys } from '../keys.js';

const KIND = 'collections';
/** A receipt of the old system, by its number: which collection it became. */
const RECEIPT_KIND = 'receipts';

/** "2026-05-31T14:30" or "2026-05-31T14:30:15" on an Istanbul wall clock → the instant. */
const instantOf = (wall: string) =>
  new Date(
    istanbulDayStart(wall.slice(0, 10)).getTime() +
      ((Number(wall.slice(11, 13)) * 60 + Number(wall.slice(14, 16))) * 60 + Number(wall.slice(17, 19) || 0)) * 1000,
  );

/**
 * Collections history: each row is one line of a receipt paying one imported accrual. A receipt becomes one
 * collection (its lines may span chunks: its total grows with them). History is never rewritten: a line imported
 * before and now different is reported, and paid amounts stay those of the accrual file.
 */
export const collectionEngine: KindEngine<CollectionImportRow> = {
  async process(trx, rows: ValidRow<CollectionImportRow>[], { importOid, dryRun, fresh }): Promise<ChunkResult> {
    const issues: IssueDraft[] = [];
    const known = await knownKeys(
      trx,
      KIND,
      rows.map((r) => r.sourceKey),
      fresh,
    );
    const accruals = await knownKeys(
      trx,
      'accruals',
      rows.map((r) => r.row.accrualKey),
    );
    const receipts = await knownKeys(
      trx,
      RECEIPT_KIND,
      rows.map((r) => r.row.receiptNo),
    );
    const registryNos = [...new Set(rows.map((r) => r.row.registryNo))];
    const registries = new Map(
      registryNos.length
        ? (
            await trx
              .selectFrom('registry')
              .select(['oid', 'registry_no'])
              .where(anyOf('registry_no', registryNos))
              .execute()
          ).map((r) => [r.registry_no, r.oid])
        : [],
    );
    const accrualOids = [...accruals.values()].map((a) => a.recordOid);
    const owners = new Map(
      accrualOids.length
        ? (
            await trx.selectFrom('accrual').select(['oid', 'registry_oid']).where(anyOf('oid', accrualOids)).execute()
          ).map((a) => [a.oid, a.registry_oid])
        : [],
    );
    const receiptNos = rows.map((r) => r.row.receiptNo).filter((n) => !receipts.has(n));
    const foreign = new Map(
      receiptNos.length
        ? (
            await trx
              .selectFrom('collection')
              .select(['oid', 'receipt_no', 'registry_oid'])
              .where(anyOf('receipt_no', [...new Set(receiptNos)]))
              .execute()
          ).map((c) => [c.receipt_no, c])
        : [],
    );
    const receiptOwner = new Map<string, number>();
    if (receipts.size) {
      const rs = await trx
        .selectFrom('collection')
        .select(['oid', 'registry_oid'])
        .where(
          anyOf(
            'oid',
            [...receipts.values()].map((r) => r.recordOid),
          ),
        )
        .execute();
      const byOid = new Map(rs.map((r) => [r.oid, r.registry_oid]));
      for (const [no, k] of receipts) receiptOwner.set(no, byOid.get(k.recordOid)!);
    }
    const reject = (r: ValidRow<CollectionImportRow>, key: keyof CollectionImportRow, reason: string) =>
      issues.push({
        section: 'REJECTED',
        rowNo: r.rowNo,
        sourceKey: r.sourceKey,
        column: headerOf(collectionImport, key),
        value: r.cells[key] ?? null,
        reason,
      });
    const lines: {
      r: ValidRow<CollectionImportRow>;
      registryOid: number;
      accrualOid: number;
      revenueCode: number;
      year: number;
    }[] = [];
    const totals: TotalDraft[] = [];
    const pairs = new Set<string>();
    const seen: Parameters<typeof saveKeys>[3] = [];
    let unchanged = 0;
    let rejected = 0;
    let protectedRows = 0;
    for (const r of rows) {
      const accrual = accruals.get(r.row.accrualKey);
      const amount = r.row.principalKurus + r.row.lateFeeKurus;
      if (accrual?.revenueCode != null && accrual.year != null)
        totals.push({
          section: 'COLLECTIONS',
          revenueCode: accrual.revenueCode,
          year: accrual.year,
          count: 1,
          kurus: amount,
        });
      const mine = known.get(r.sourceKey);
      if (mine) {
        if (mine.rowHash === r.hash) unchanged++;
        else {
          protectedRows++;
          issues.push({
            section: 'PROTECTED',
            rowNo: r.rowNo,
            sourceKey: r.sourceKey,
            column: null,
            value: null,
            reason: ImportReasons.protectedCollection,
          });
        }
        seen.push({ ...mine, rowNo: r.rowNo, fileKurus: amount });
        continue;
      }
      const registryOid = registries.get(r.row.registryNo);
      if (registryOid === undefined) {
        rejected++;
        reject(r, 'registryNo', ImportReasons.unknownRegistry);
        continue;
      }
      if (!accrual) {
        rejected++;
        reject(r, 'accrualKey', ImportReasons.unknownAccrual);
        continue;
      }
      if (owners.get(accrual.recordOid) !== registryOid) {
        rejected++;
        reject(r, 'accrualKey', ImportReasons.accrualOfOtherRegistry);
        continue;
      }
      if (foreign.has(r.row.receiptNo)) {
        rejected++;
        reject(r, 'receiptNo', ImportReasons.receiptNoTaken);
        continue;
      }
      const owner = receiptOwner.get(r.row.receiptNo);
      if (owner !== undefined && owner !== registryOid) {
        rejected++;
        reject(r, 'receiptNo', ImportReasons.receiptOfOtherRegistry);
        continue;
      }
      receiptOwner.set(r.row.receiptNo, registryOid);
      const pair = `${r.row.receiptNo}\u0000${accrual.recordOid}`;
      if (pairs.has(pair)) {
        rejected++;
        reject(r, 'accrualKey', ImportReasons.duplicateKey);
        continue;
      }
      pairs.add(pair);
      lines.push({
        r,
        registryOid,
        accrualOid: accrual.recordOid,
        revenueCode: accrual.revenueCode ?? 0,
        year: accrual.year ?? 0,
      });
    }
    if (!dryRun) await saveKeys(trx, KIND, importOid, seen);
    if (!dryRun && lines.length) {
      // New receipts first (one collection each), then every line, then each receipt's total grows by its lines.
      const fresh = [
        ...new Map(lines.filter((l) => !receipts.has(l.r.row.receiptNo)).map((l) => [l.r.row.receiptNo, l])).values(),
      ];
      const oids = await nextOids(trx, 'collection_oid_seq', fresh.length);
      if (fresh.length) {
        const col = <T>(f: (l: (typeof fresh)[number]) => T) => fresh.map(f);
        await sql`
          insert into collection (oid, receipt_no, registry_oid, collected_at, collection_type, channel, total_kurus)
          select o, n, r, t, ty, ch, 0 from unnest(${oids}::int[], ${col((l) => l.r.row.receiptNo)}::text[],
            ${col((l) => l.registryOid)}::int[], ${col((l) => instantOf(l.r.row.collectedAt).toISOString())}::timestamptz[],
            ${col((l) => l.r.row.collectionType)}::int[], ${col((l) => l.r.row.channel)}::text[]) as v(o, n, r, t, ty, ch)`.execute(
          trx,
        );
        await saveKeys(
          trx,
          RECEIPT_KIND,
          importOid,
          fresh.map((l, i) => ({ sourceKey: l.r.row.receiptNo, recordOid: oids[i], rowHash: '', rowNo: l.r.rowNo })),
        );
        fresh.forEach((l, i) => {
          receipts.set(l.r.row.receiptNo, {
            sourceKey: l.r.row.receiptNo,
            recordOid: oids[i],
            rowHash: '',
            refOid: null,
            revenueCode: null,
            year: null,
          });
        });
      }
      const collectionOf = (l: (typeof lines)[number]) => receipts.get(l.r.row.receiptNo)!.recordOid;
      const col = <T>(f: (l: (typeof lines)[number]) => T) => lines.map(f);
      await sql`
        with v as (
          select * from unnest(${col(collectionOf)}::int[], ${col((l) => l.accrualOid)}::int[],
            ${col((l) => l.r.row.principalKurus)}::bigint[], ${col((l) => l.r.row.lateFeeKurus)}::bigint[]) as v(c, a, p, f)
        ), lines as (
          insert into collection_line (collection_oid, accrual_oid, principal_kurus, late_fee_kurus)
          select c, a, p, f from v
          -- The same receipt paying the same accrual twice, once in an earlier chunk: kept once.
          on conflict do nothing
          returning collection_oid, principal_kurus + late_fee_kurus as amount
        )
        update collection set total_kurus = total_kurus + s.amount
        from (select collection_oid, sum(amount) as amount from lines group by collection_oid) s
        where collection.oid = s.collection_oid`.execute(trx);
      await saveKeys(
        trx,
        KIND,
        importOid,
        lines.map((l) => ({
          sourceKey: l.r.sourceKey,
          recordOid: collectionOf(l),
          rowHash: l.r.hash,
          rowNo: l.r.rowNo,
          fileKurus: l.r.row.principalKurus + l.r.row.lateFeeKurus,
          revenueCode: l.revenueCode,
          year: l.year,
          refOid: l.accrualOid,
        })),
      );
    }
    return {
      issues,
      totals,
      counts: { Rejected: rejected, Created: lines.length, Unchanged: unchanged, Protected: protectedRows },
    };
  },
};
