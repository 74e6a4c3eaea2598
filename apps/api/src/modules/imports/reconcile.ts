import type { ImportKind, ImportReconciliation, ReconciliationLine } from '@e-belediye/contracts';
import { sql } from 'kysely';
import type { Db } from './store.js';

interface Side {
  revenue_code: number;
  year: number;
  count: number;
  kurus: number;
}

function lines(file: Side[], portal: Side[], names: Map<number, string>): ReconciliationLine[] {
  const key = (s: Side) => `${s.revenue_code}:${s.year}`;
  const all = new Map<string, ReconciliationLine>();
  const line = (s: Side) =>
    all.get(key(s)) ??
    all
      .set(key(s), {
        RevenueCode: s.revenue_code,
        RevenueName: names.get(s.revenue_code) ?? String(s.revenue_code),
        Year: s.year,
        FileCount: 0,
        FileKurus: 0,
        PortalCount: 0,
        PortalKurus: 0,
        Matches: false,
      })
      .get(key(s))!;
  for (const s of file) Object.assign(line(s), { FileCount: Number(s.count), FileKurus: Number(s.kurus) });
  for (const s of portal) Object.assign(line(s), { PortalCount: Number(s.count), PortalKurus: Number(s.kurus) });
  return [...all.values()]
    .map((l) => ({ ...l, Matches: l.FileCount === l.PortalCount && l.FileKurus === l.PortalKurus }))
    .sort((a, b) => a.RevenueCode - b.RevenueCode || a.Year - b.Year);
}

const DIFFERENT_OPEN = 'Portaldaki açık tutar dosyadakinden farklı.';
const DIFFERENT_PAID = 'Portaldaki tahsilat satırı dosyadakinden farklı.';
const DIFFERENCE_LIMIT = 1000;

/**
 * The file against the portal after an apply. The file's side was summed while the file was read; the portal's
 * side is what the records those source keys point to hold now: open accruals (principal less paid, not
 * cancelled) and collection lines, per revenue kind and year. Every row that differs is listed, refused ones too.
 */
export async function reconciliationOf(db: Db, importOid: number, kind: ImportKind): Promise<ImportReconciliation> {
  const names = new Map(
    (await db.selectFrom('revenue_type').select(['code', 'name']).execute()).map((r) => [r.code, r.name]),
  );
  const fileSide = async (section: 'ACCRUALS' | 'COLLECTIONS') =>
    (
      await db
        .selectFrom('data_import_total')
        .select(['revenue_code', 'year', 'file_count as count', 'file_kurus as kurus'])
        .where('import_oid', '=', importOid)
        .where('section', '=', section)
        .execute()
    ).map((r) => ({ ...r, count: Number(r.count), kurus: Number(r.kurus) }));
  const { rows: openPortal } = await sql<Side>`
    select a.revenue_code, a.year, count(*)::int as count, sum(a.principal_kurus - a.paid_kurus)::bigint as kurus
    from import_key k join accrual a on a.oid = k.record_oid
    where k.kind = 'accruals' and k.import_oid = ${importOid} and a.cancelled_at is null and a.paid_kurus < a.principal_kurus
    group by a.revenue_code, a.year`.execute(db);
  const { rows: paidPortal } = await sql<Side>`
    select a.revenue_code, a.year, count(*)::int as count, sum(cl.principal_kurus + cl.late_fee_kurus)::bigint as kurus
    from import_key k
    join collection_line cl on cl.collection_oid = k.record_oid and cl.accrual_oid = k.ref_oid
    join accrual a on a.oid = cl.accrual_oid
    where k.kind = 'collections' and k.import_oid = ${importOid}
    group by a.revenue_code, a.year`.execute(db);
  const { rows: openDiffs } = await sql<{ row_no: number; source_key: string; file_kurus: number; portal: number }>`
    select k.row_no, k.source_key, k.file_kurus,
      case when a.cancelled_at is null then a.principal_kurus - a.paid_kurus else 0 end as portal
    from import_key k join accrual a on a.oid = k.record_oid
    where k.kind = 'accruals' and k.import_oid = ${importOid}
      and k.file_kurus <> case when a.cancelled_at is null then a.principal_kurus - a.paid_kurus else 0 end
    order by k.row_no limit ${DIFFERENCE_LIMIT}`.execute(db);
  const { rows: paidDiffs } = await sql<{
    row_no: number;
    source_key: string;
    file_kurus: number;
    portal: number | null;
  }>`
    select k.row_no, k.source_key, k.file_kurus, cl.principal_kurus + cl.late_fee_kurus as portal
    from import_key k left join collection_line cl on cl.collection_oid = k.record_oid and cl.accrual_oid = k.ref_oid
    where k.kind = 'collections' and k.import_oid = ${importOid}
      and (cl.accrual_oid is null or k.file_kurus <> cl.principal_kurus + cl.late_fee_kurus)
    order by k.row_no limit ${DIFFERENCE_LIMIT}`.execute(db);
  const refused = await db
    .selectFrom('data_import_issue')
    .select(['row_no', 'source_key', 'reason'])
    .where('import_oid', '=', importOid)
    .where('phase', '=', 'APPLY')
    .where('section', 'in', ['REJECTED', 'PROTECTED'])
    .orderBy('row_no')
    .limit(DIFFERENCE_LIMIT)
    .execute();
  const section = kind === 'collections' ? 'COLLECTIONS' : 'ACCRUALS';
  const refusedRows = new Set<number>();
  const Differences = [
    ...refused
      .filter((r) => !refusedRows.has(r.row_no) && refusedRows.add(r.row_no))
      // Bills are accruals of the water revenue kinds: they reconcile the same way.
      .filter(() => kind === 'accruals' || kind === 'bills' || kind === 'collections')
      .map(
        (r) =>
          ({
            Section: section,
            Row: r.row_no,
            SourceKey: r.source_key ?? '',
            FileKurus: null,
            PortalKurus: null,
            Reason: r.reason,
          }) as const,
      ),
    ...openDiffs.map(
      (d) =>
        ({
          Section: 'ACCRUALS',
          Row: d.row_no,
          SourceKey: d.source_key,
          FileKurus: Number(d.file_kurus),
          PortalKurus: Number(d.portal),
          Reason: DIFFERENT_OPEN,
        }) as const,
    ),
    ...paidDiffs.map(
      (d) =>
        ({
          Section: 'COLLECTIONS',
          Row: d.row_no,
          SourceKey: d.source_key,
          FileKurus: Number(d.file_kurus),
          PortalKurus: d.portal === null ? null : Number(d.portal),
          Reason: DIFFERENT_PAID,
        }) as const,
    ),
  ].sort((a, b) => (a.Row ?? 0) - (b.Row ?? 0));
  const Accruals = lines(await fileSide('ACCRUALS'), openPortal, names);
  const Collections = lines(await fileSide('COLLECTIONS'), paidPortal, names);
  return {
    ImportId: importOid,
    Kind: kind,
    Accruals,
    Collections,
    Differences,
    Matches: Differences.length === 0 && [...Accruals, ...Collections].every((l) => l.Matches),
  };
}
