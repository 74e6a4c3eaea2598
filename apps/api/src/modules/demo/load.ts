import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { type BulkImportResult, runImportFile } from '../imports/index.js';
import type { DemoImportFiles, DemoImportKind } from './import-files.js';
import type { RegistrySeed } from './registries.js';

/**
 * Called with each file's import as it is applied: its summary and its reconciliation right after it, and the
 * file (removed once the town is loaded).
 */
export type OnDemoImport = (kind: DemoImportKind, result: BulkImportResult, file: string) => void;

/**
 * The demo's files through the importer, in the given (load) order: stored, checked and applied by the same engine
 * and the same validation a municipality's file goes through. The demo town must come in clean: a refused row or
 * a reconciliation that does not match to the kuruş stops the start with the importer's own reasons.
 */
export async function importDemoFiles(
  database: Database,
  files: DemoImportFiles,
  kinds: readonly DemoImportKind[],
  onImport?: OnDemoImport,
): Promise<void> {
  for (const kind of kinds) {
    const file = files.path(kind);
    const result = await runImportFile(database, { kind, file, dryRun: false, applyAtOnce: true });
    onImport?.(kind, result, file);
    const { summary, reconciliation } = result;
    const rejected = (summary.DryRun?.Rejected ?? 0) + (summary.Applied?.Rejected ?? 0);
    if (summary.Status !== 'APPLIED' || rejected > 0 || reconciliation?.Matches === false) {
      const issues = await database.db
        .selectFrom('data_import_issue')
        .select(['row_no', 'column_header', 'value', 'reason'])
        .where('import_oid', '=', summary.ImportId)
        .orderBy('row_no')
        .limit(5)
        .execute();
      const lines = issues.map((i) => `satır ${i.row_no} ${i.column_header ?? ''} "${i.value ?? ''}": ${i.reason}`);
      throw new Error(
        `Demo ${kind} dosyası aktarılamadı (${summary.Status}, ${rejected} reddedilen satır${
          reconciliation?.Matches === false ? ', mutabakat tutmadı' : ''
        }${summary.Error ? `, ${summary.Error}` : ''}): ${lines.join('; ')}`,
      );
    }
    // An applied import never reads its file again; the demo's files come again from the seed, and keeping them
    // would add their megabytes to every copy of the database (the test fixtures, a backup).
    await database.db.deleteFrom('data_import_part').where('import_oid', '=', summary.ImportId).execute();
  }
}

/**
 * What the population registry adds to a registry and the registry file does not carry: mother's name, place of
 * birth, and the day the municipality first met the taxpayer.
 */
export async function registryDetails(db: Kysely<DB>, registries: readonly RegistrySeed[]): Promise<void> {
  const col = <T>(f: (r: RegistrySeed) => T) => registries.map(f);
  await sql`
    update registry r set mother_name = v.m, birth_place = v.b, created_at = v.c
    from unnest(${col((r) => r.registryNo)}::text[], ${col((r) => r.row.mother_name)}::text[],
      ${col((r) => r.row.birth_place)}::text[], ${col((r) => r.row.created_at.toISOString())}::timestamptz[]) as v(n, m, b, c)
    where r.registry_no = v.n`.execute(db);
}

export interface Application {
  /** The accrual's source key in the accrual file. */
  accrualKey: string;
  applicationNo: string;
}

/**
 * The registry office's application number of each marriage fee, by which the couple pays without logging in,
 * set on the accrual its source key became.
 */
export async function matrimonyApplications(db: Kysely<DB>, applications: readonly Application[]): Promise<void> {
  if (!applications.length) return;
  await sql`
    update accrual a set application_no = v.n
    from unnest(${applications.map((x) => x.accrualKey)}::text[], ${applications.map((x) => x.applicationNo)}::text[]) as v(k, n)
    join import_key k on k.kind = 'accruals' and k.source_key = v.k
    where a.oid = k.record_oid`.execute(db);
}
