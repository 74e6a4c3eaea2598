// The bulk import measured: registries and accruals files of a given size written to disk row by row (never held
// in memory), then imported through the importer (dry run, apply, reconciliation) into a PostgreSQL of their own.
//   npm run drill:import -- [--registries 100000] [--accruals 2500000] [--dir /tmp/import-drill] [--port 55432]
//     [--url postgres://…] [--seed 20260101] [--today YYYY-MM-DD] [--keep]
// Without --url a throwaway cluster (scripts/pg-cluster.sh) is started on --port and removed at the end. Prints,
// per file and phase, the time and rows a second, and the peak resident memory of this process.
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdirSync, rmSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../apps/api/src/db/index.js';
import { migrate } from '../../apps/api/src/db/migrate.js';
import { isSeeded, seedDemo } from '../../apps/api/src/modules/demo/index.js';
import { rngFor } from '../../apps/api/src/modules/demo/random.js';
import { runImportFile } from '../../apps/api/src/modules/imports/index.js';
import {
  formatTurkishAmount,
  headersOf,
  type ImportKind,
  importKinds,
} from '../../packages/contracts/src/imports/index.js';
import { bigTownRegistry, ownAccrual } from './generate.js';

const BLOCK = 1000;
const root = join(import.meta.dirname, '..', '..');
const trDate = (iso: string) => iso.split('-').reverse().join('.');
const registryNo = (i: number) => `AKT-${String(i + 1).padStart(8, '0')}`;

/**
 * Writes a kind's file: its Turkish header line, then each row (cells by column key) in the kind's column order,
 * `;`-separated, waiting whenever the disk is behind, so only one buffer of rows is ever in memory.
 */
async function writeFile(path: string, kind: ImportKind, rows: () => Iterable<Record<string, string>>) {
  const spec = importKinds[kind];
  const keys = spec.columns.map((c) => c.key);
  const out = createWriteStream(path);
  out.write(`${headersOf(spec).join(';')}\r\n`);
  let count = 0;
  let chunk = '';
  for (const row of rows()) {
    chunk += `${keys.map((k) => row[k] ?? '').join(';')}\r\n`;
    if (++count % 2000 === 0) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
  return count;
}

function* registryRows(registries: number, seed: number) {
  const used = new Set<string>();
  for (let block = 0; block * BLOCK < registries; block++) {
    const rng = rngFor(seed, 'import-registry', block);
    for (let i = block * BLOCK; i < Math.min(registries, (block + 1) * BLOCK); i++) {
      const r = bigTownRegistry(rng, used);
      yield {
        sourceKey: `S${i + 1}`,
        registryNo: registryNo(i),
        registryType: r.type,
        pidNo: r.pid,
        name: r.name,
        surname: r.surname ?? '',
        birthDate: r.born ? trDate(r.born) : '',
        gender: r.gender ?? '',
      };
    }
  }
}

function* accrualRows(registries: number, accruals: number, seed: number, today: string) {
  const per = Math.max(1, Math.round(accruals / registries));
  let n = 0;
  for (let block = 0; block * BLOCK < registries && n < accruals; block++) {
    const rng = rngFor(seed, 'import-accrual', block);
    for (let i = block * BLOCK; i < Math.min(registries, (block + 1) * BLOCK) && n < accruals; i++) {
      for (let j = 0; j < per && n < accruals; j++) {
        const a = ownAccrual(rng, j, per, today);
        n++;
        yield {
          sourceKey: `T${n}`,
          registryNo: registryNo(i),
          revenueCode: String(a.code),
          year: String(a.year),
          installmentNo: String(a.installment),
          dueDate: trDate(a.due),
          principalKurus: formatTurkishAmount(a.principal),
          paidKurus: a.paid ? formatTurkishAmount(a.paid) : '',
        };
      }
    }
  }
}

const mib = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(0)} MiB`;
const rate = (rows: number, seconds: number) => Math.round(rows / Math.max(seconds, 0.001)).toLocaleString('en-US');

const { values } = parseArgs({
  options: {
    registries: { type: 'string', default: '100000' },
    accruals: { type: 'string', default: '2500000' },
    dir: { type: 'string', default: '/tmp/import-drill' },
    port: { type: 'string', default: '55432' },
    url: { type: 'string' },
    seed: { type: 'string', default: '20260101' },
    today: { type: 'string', default: new Date().toISOString().slice(0, 10) },
    keep: { type: 'boolean', default: false },
  },
});
const registries = Number(values.registries);
const accruals = Number(values.accruals);
const seed = Number(values.seed);
mkdirSync(values.dir, { recursive: true });

// Peak memory is sampled as well as read at the end: maxRSS is the kernel's high-water mark of this process.
let peak = 0;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 500);

const started = Date.now();
// The machine's load beside the figures: on a shared machine they are lower bounds.
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');
console.log(
  `Toplu aktarım tatbikatı: ${registries.toLocaleString('en-US')} sicil, ${accruals.toLocaleString('en-US')} tahakkuk; load average ${load()}`,
);
const files = { registries: join(values.dir, 'sicil.csv'), accruals: join(values.dir, 'tahakkuk.csv') };
for (const [kind, rows] of [
  ['registries', () => registryRows(registries, seed)],
  ['accruals', () => accrualRows(registries, accruals, seed, values.today)],
] as const) {
  const t0 = Date.now();
  const count = await writeFile(files[kind], kind, rows);
  const s = (Date.now() - t0) / 1000;
  console.log(
    `  ${kind.padEnd(10)} file  ${count.toLocaleString('en-US').padStart(12)} rows  ${mib(statSync(files[kind]).size)}  written in ${s.toFixed(1)} s`,
  );
}

const clusterDir = join(values.dir, 'pg');
const url =
  values.url ??
  execFileSync('bash', [join(root, 'scripts', 'pg-cluster.sh'), 'start', clusterDir, values.port], {
    encoding: 'utf8',
  }).trim();
const database = await openDatabase({ url });
try {
  const t0 = Date.now();
  await migrate(database);
  if (!(await isSeeded(database))) await seedDemo(database, { seed, scale: 1, today: values.today });
  console.log(`  demo town (staff, revenue kinds) ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  for (const kind of ['registries', 'accruals'] as const) {
    let last = 0;
    const fileStarted = Date.now();
    const result = await runImportFile(database, {
      kind,
      file: files[kind],
      dryRun: false,
      onProgress: (row, p) => {
        if (Date.now() - last < 10_000) return;
        last = Date.now();
        const eta = p.EtaSeconds === null ? '' : `, ~${p.EtaSeconds} s left`;
        // The phase and the seconds since the file's start: a run stopped half-way still gives its rates.
        const at = ((Date.now() - fileStarted) / 1000).toFixed(0);
        console.log(
          `    ${kind} ${row.status} at ${at} s: ${p.RowsDone.toLocaleString('en-US')} rows, ${Math.round(p.RowsPerSecond)} rows/s${eta}`,
        );
      },
    });
    const { summary, seconds, reconciliation } = result;
    const rows = summary.Progress.RowsTotal ?? summary.Progress.RowsDone;
    const applied = summary.Applied;
    const total = seconds.dryRun + (seconds.apply ?? 0);
    const line =
      `  ${kind.padEnd(10)} ${rows.toLocaleString('en-US').padStart(12)} rows: ` +
      `dry run ${seconds.dryRun.toFixed(1)} s (${rate(rows, seconds.dryRun)} rows/s), ` +
      `apply ${seconds.apply === null ? '—' : `${seconds.apply.toFixed(1)} s (${rate(rows, seconds.apply)} rows/s)`}, ` +
      `total ${total.toFixed(1)} s (${rate(rows, total)} rows/s); status ${summary.Status}` +
      (applied ? `, created ${applied.Created}, updated ${applied.Updated}, rejected ${applied.Rejected}` : '') +
      (reconciliation ? `, reconciliation ${reconciliation.Matches ? 'matches' : 'DIFFERS'}` : '');
    console.log(line);
  }
  peak = Math.max(peak, process.memoryUsage().rss, process.resourceUsage().maxRSS * 1024);
  console.log(
    `  peak RSS of the importing process ${mib(peak)}; wall time ${((Date.now() - started) / 1000).toFixed(1)} s; load average ${load()}`,
  );
} finally {
  clearInterval(sampler);
  await database.close();
  if (!values.url && !values.keep) execFileSync('bash', [join(root, 'scripts', 'pg-cluster.sh'), 'stop', clusterDir]);
  if (!values.keep) for (const file of Object.values(files)) rmSync(file, { force: true });
}
