// `npm run import -- --kind accruals [--dry-run] [--report rapor.csv] [--chunk 5000] file.csv`
// Imports a file of the municipality's previous system into the portal's database (the embedded data directory
// `npm start` uses, or DATABASE_URL): a dry run first, then (without --dry-run) the apply and the reconciliation.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { formatTurkishAmount, ImportKind, type ImportReconciliation } from '@e-belediye/contracts';
import { loadSettings } from '../src/config/settings.js';
import { openDatabase } from '../src/db/index.js';
import { migrate } from '../src/db/migrate.js';
import { reportCsv, runImportFile } from '../src/modules/imports/index.js';

const USAGE = `Kullanım: npm run import -- --kind <${ImportKind.options.join('|')}> [--dry-run] [--report rapor.csv] dosya.csv`;
const n = (v: number) => v.toLocaleString('tr-TR');

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

function printReconciliation(r: ImportReconciliation) {
  for (const [title, lines] of [
    ['Açık tahakkuklar', r.Accruals],
    ['Tahsilatlar', r.Collections],
  ] as const) {
    if (!lines.length) continue;
    console.log(`\n${title} (dosya / portal):`);
    for (const l of lines)
      console.log(
        `  ${l.Matches ? 'tamam' : 'FARK '}  ${l.RevenueName} ${l.Year}: ${n(l.FileCount)} adet ${formatTurkishAmount(l.FileKurus)} TL / ${n(l.PortalCount)} adet ${formatTurkishAmount(l.PortalKurus)} TL`,
      );
  }
  for (const d of r.Differences.slice(0, 20)) console.log(`  satır ${d.Row ?? '—'} (${d.SourceKey}): ${d.Reason}`);
  if (r.Differences.length > 20) console.log(`  … ve ${n(r.Differences.length - 20)} fark daha`);
  console.log(r.Matches ? '\nMutabakat: dosya ile portal kuruşu kuruşuna aynı.' : '\nMutabakat: farklar var.');
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      kind: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      report: { type: 'string' },
      chunk: { type: 'string' },
    },
  });
  const kind = ImportKind.safeParse(values.kind);
  if (!kind.success) fail('Dosya türü (--kind) eksik ya da tanınmıyor.');
  const file = positionals[0];
  if (!file) fail('Aktarılacak dosya verilmedi.');
  const settings = loadSettings();
  const database = await openDatabase({ url: settings.databaseUrl, dataDir: settings.dataDir });
  try {
    await migrate(database);
    console.log(`Veritabanı: ${database.engine === 'pglite' ? `PGlite (${settings.dataDir})` : 'PostgreSQL'}`);
    const result = await runImportFile(database, {
      kind: kind.data,
      file,
      dryRun: values['dry-run'],
      chunkRows: values.chunk ? Number(values.chunk) : undefined,
      onProgress: (row, p) =>
        process.stderr.write(
          `\r${row.phase === 'DRY_RUN' ? 'Deneme' : 'Uygulama'}: ${n(p.RowsDone)}${p.RowsTotal ? ` / ~${n(p.RowsTotal)}` : ''} satır, ${n(Math.round(p.RowsPerSecond))} satır/sn${p.EtaSeconds !== null ? `, kalan ~${n(p.EtaSeconds)} sn` : ''}   `,
        ),
    });
    process.stderr.write('\n');
    const s = result.summary;
    if (s.Status === 'FAILED') fail(`Dosya okunamadı: ${s.Error}`);
    const counts = (title: string, c: NonNullable<typeof s.DryRun>, seconds: number) =>
      console.log(
        `${title} (${seconds.toFixed(1)} sn, ${n(Math.round(c.Rows / Math.max(seconds, 0.001)))} satır/sn): ${n(c.Rows)} satır — ${n(c.Created)} yeni, ${n(c.Updated)} güncellenen, ${n(c.Unchanged)} değişmeyen, ${n(c.Protected)} korunan, ${n(c.Rejected)} reddedilen`,
      );
    if (s.DryRun) counts('Deneme çalıştırması', s.DryRun, result.seconds.dryRun);
    if (s.Applied && result.seconds.apply !== null) counts('Uygulama', s.Applied, result.seconds.apply);
    const { body } = await reportCsv(database.db, s.ImportId);
    const findings = body.trim().split('\r\n').slice(1);
    for (const line of findings.slice(0, 20)) console.log(`  ${line}`);
    if (findings.length > 20) console.log(`  … ve ${n(findings.length - 20)} satır daha`);
    if (values.report) {
      writeFileSync(values.report, `\uFEFF${body}`);
      console.log(`Rapor: ${values.report}`);
    }
    if (result.reconciliation) printReconciliation(result.reconciliation);
    console.log(`Aktarım no: ${s.ImportId}`);
  } finally {
    await database.close();
  }
}

await main();
