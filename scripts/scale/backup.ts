// `npm run drill:backup`: pg_dump of the running portal while it is being written to, pg_restore into a new
// database, and an API instance on the restored database answering a citizen's calls (docs/operations/backup.md).
// Promises: every table of the restore holds exactly the rows of the dump's snapshot, migrations need nothing, the
// restored portal signs a member in and gives the same debt list as the live one. Prints the recovery point and
// the recovery time.
//
// `npm run drill:backup -- --suite`: the same backup of a portal seeded as the API test suite seeds its template,
// served by an instance of its own and written to through the dump; then the whole API suite runs on the restore
// (its template is copied from the restored database) and must pass.
import { execFile, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/index.js';
import { migrate } from '../../apps/api/src/db/migrate.js';
import { seedDemo } from '../../apps/api/src/modules/demo/index.js';
import { DEMO_PASSWORD, testMemberPid } from '../../apps/api/src/modules/demo/members.js';
import { SEED, TEMPLATE_DB } from '../../apps/api/test/support/template.js';
import {
  citizenAddress,
  ensureProfile,
  portalSource,
  post,
  primaryUrl,
  profile,
  signIn,
  startInstance,
  verdict,
} from './drill.js';

const p = profile();
const suite = process.argv.includes('--suite');
const dir = mkdtempSync(join(tmpdir(), 'ebelediye-backup-'));
// The suite needs the data its tests expect, so it backs up a portal of its own rather than the profile's.
const sourceName = suite ? `${p.PG_DATABASE}_backup_source` : p.PG_DATABASE;
const source = primaryUrl(p, sourceName);
const restoredName = `${p.PG_DATABASE}_restored`;
const restored = primaryUrl(p, restoredName);
// Asynchronous, so the heartbeat writer of this same process keeps writing while the dump runs.
const run = promisify(execFile);
const seconds = (from: number) => (Date.now() - from) / 1000;
const broken: string[] = [];

/** Migrations applied to a database that should need none (a restore brings its schema and version table back). */
async function migrationsApplied(url: string): Promise<string[]> {
  const database = await openDatabase({ url });
  try {
    return await migrate(database);
  } finally {
    await database.close();
  }
}

/** The API suite on PostgreSQL with its template copied from `template`; its figures from vitest's JSON report. */
async function runApiSuite(template: string) {
  const report = join(dir, 'suite.json');
  const logFile = join(dir, 'suite.log');
  const log = openSync(logFile, 'a');
  const started = Date.now();
  // The committed portal's tests, as the instances run the committed portal: edits in progress are not judged.
  const child = spawn(
    'npx',
    ['vitest', 'run', '--project', 'api', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    {
      cwd: portalSource(),
      env: { ...process.env, TEST_DATABASE_URL: primaryUrl(p, 'postgres'), TEST_TEMPLATE_FROM: template },
      stdio: ['ignore', log, log],
    },
  );
  const code = await new Promise<number>((resolve) => child.once('exit', (c) => resolve(c ?? 1)));
  const took = seconds(started);
  closeSync(log);
  let result = {
    numTotalTests: 0,
    numPassedTests: 0,
    numFailedTests: 0,
    files: 0,
    failed: [] as string[],
  };
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    result = {
      ...json,
      files: json.testResults.length,
      // Each failed test with the first line of its failure, enough to tell a broken restore from a slow machine.
      failed: json.testResults.flatMap(
        (f: { name: string; assertionResults: { status: string; fullName: string; failureMessages: string[] }[] }) =>
          f.assertionResults
            .filter((a) => a.status === 'failed')
            .map((a) => `${a.fullName} (${f.name.split('/apps/')[1]}): ${a.failureMessages[0]?.split('\n')[0]}`),
      ),
    };
  } catch {
    // No report: the suite did not get as far as its tests (its setup failed); its log says why.
    console.log(readFileSync(logFile, 'utf8').slice(-3000));
  }
  return { code, seconds: took, ...result };
}

const stopProfile = await ensureProfile(p);
const admin = new pg.Client({ connectionString: primaryUrl(p, 'postgres') });
await admin.connect();
let portal: Awaited<ReturnType<typeof startInstance>> | undefined;
const writer = new pg.Client({ connectionString: source });
const snapshot = new pg.Client({ connectionString: source });
let connected = false;
let writing = true;
try {
  if (suite) {
    // Seeded exactly as the suite's own template, and served by an instance whose jobs stay idle: the tests expect
    // the seeded rows as they are, so nothing may act on them between the seed and the dump.
    await admin.query(`drop database if exists ${sourceName} with (force)`);
    await admin.query(`create database ${sourceName}`);
    const database = await openDatabase({ url: source });
    await migrate(database);
    await seedDemo(database, SEED);
    await database.close();
    const settingsFile = join(dir, 'settings.json');
    writeFileSync(settingsFile, JSON.stringify({ workers: { enabled: false } }));
    portal = await startInstance(
      'source',
      { PORT: String(Number(p.NGINX_PORT) + 31), DATABASE_URL: source, EBELEDIYE_SETTINGS: settingsFile },
      dir,
    );
  }
  await Promise.all([writer.connect(), snapshot.connect()]);
  connected = true;
  // The portal keeps writing through the dump: a heartbeat row every 20 ms shows where the backup's point falls.
  await writer.query(
    'create table if not exists backup_drill_heartbeat (at timestamptz not null default clock_timestamp())',
  );
  const heartbeat = (async () => {
    while (writing) {
      await writer.query('insert into backup_drill_heartbeat default values');
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  // In suite mode the portal itself writes too: anonymous calls from addresses no test uses, each one counted in
  // the shared rate-limit table — a write the tests never read.
  let calls = 0;
  let refused = 0;
  const traffic = (async () => {
    while (writing && portal) {
      const res = await post(portal.base, 'GetPaymentBanks', {}, { 'x-forwarded-for': citizenAddress(calls + 1) });
      if (!res.ok) refused++;
      calls++;
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  await new Promise((r) => setTimeout(r, 500));

  // pg_dump reads one consistent snapshot; the drill exports its own and hands it over, so it can count every
  // table's rows in exactly the state the dump holds.
  await snapshot.query('begin isolation level repeatable read');
  const point = (await snapshot.query('select pg_export_snapshot() as id, clock_timestamp() as at')).rows[0] as {
    id: string;
    at: Date;
  };
  const tables = (
    await snapshot.query(`select tablename from pg_tables where schemaname = 'public' order by tablename`)
  ).rows.map((r) => r.tablename as string);
  const expected = new Map<string, number>();
  for (const t of tables) {
    expected.set(t, Number((await snapshot.query(`select count(*)::bigint as n from "${t}"`)).rows[0].n));
  }
  const file = join(dir, 'portal.dump');
  const dumpStarted = Date.now();
  await run('pg_dump', ['-Fc', '--snapshot', point.id, '-f', file, source]);
  const dumpSeconds = seconds(dumpStarted);
  await snapshot.query('commit');
  // The moment the primary is lost: what was written after the backup's point is what a restore gives up.
  const failedAt = (await writer.query('select clock_timestamp() as at')).rows[0].at as Date;
  writing = false;
  await Promise.all([heartbeat, traffic]);
  if (refused > 0) broken.push(`yedeklenen portal ${calls} çağrının ${refused} tanesini geri çevirdi`);
  const after = Number(
    (await writer.query('select count(*)::int as n from backup_drill_heartbeat where at > $1', [point.at])).rows[0].n,
  );

  const restoreStarted = Date.now();
  await admin.query(`drop database if exists ${restoredName} with (force)`);
  await admin.query(`create database ${restoredName}`);
  await run('pg_restore', ['-j', '2', '--no-owner', '-d', restored, file]);
  const restoreSeconds = seconds(restoreStarted);

  const check = new pg.Client({ connectionString: restored });
  await check.connect();
  let mismatched = 0;
  for (const [t, n] of expected) {
    const got = Number((await check.query(`select count(*)::bigint as n from "${t}"`)).rows[0].n);
    if (got !== n) {
      mismatched++;
      broken.push(`${t}: yedekte ${n} satır, geri yüklenende ${got}`);
    }
  }
  const newest = (await check.query('select max(at) as at from backup_drill_heartbeat')).rows[0].at as Date;
  // The suite's template must be the portal's data alone: the drill's own table goes before the tests see it.
  if (suite) await check.query('drop table backup_drill_heartbeat');
  await check.end();

  // Migrations find nothing to do on the restore: the schema and its version table came back together.
  const applied = await migrationsApplied(restored);
  if (applied.length > 0) broken.push(`geri yüklenen veritabanına ${applied.length} geçiş daha uygulandı`);

  let recoverySeconds = 0;
  let tested: Awaited<ReturnType<typeof runApiSuite>> | undefined;
  if (portal) {
    // The source is lost; its instance goes with it, and the restore faces the whole API suite.
    await portal.stop();
    portal = undefined;
    tested = await runApiSuite(restoredName);
    if (tested.code !== 0 || tested.numFailedTests > 0 || tested.numPassedTests === 0) {
      broken.push(`API test takımı geri yüklenen veritabanında geçmedi (çıkış kodu ${tested.code})`);
      for (const name of tested.failed) broken.push(`başarısız test: ${name}`);
    }
  } else {
    // The restored portal in service: a member signs in and sees the debts the live portal shows.
    const instance = await startInstance(
      'restored',
      { PORT: String(Number(p.NGINX_PORT) + 30), DATABASE_URL: restored },
      dir,
    );
    recoverySeconds = seconds(restoreStarted);
    try {
      const live = `http://127.0.0.1:${p.NGINX_PORT}`;
      const debts = async (base: string) =>
        (
          await post(base, 'GetDebtListWithRevenueCode', {}, await signIn(base, testMemberPid(2), DEMO_PASSWORD))
        ).text();
      const [fromLive, fromRestore] = await Promise.all([debts(live), debts(instance.base)]);
      if (fromLive !== fromRestore) broken.push('geri yüklenen portalın borç listesi canlı portalınkinden farklı');
      const banks = await post(instance.base, 'GetPaymentBanks', {});
      if (!banks.ok) broken.push(`geri yüklenen portal GetPaymentBanks: ${banks.status}`);
    } finally {
      await instance.stop();
    }
  }

  const ms = (a: Date, b: Date) => b.getTime() - a.getTime();
  console.log(`\nYedekleme tatbikatı (pg_dump -Fc → pg_restore -j 2${suite ? ' → API test takımı' : ''})`);
  console.log(
    `  tables ${tables.length}, rows ${[...expected.values()].reduce((s, n) => s + n, 0).toLocaleString('en-US')}, mismatched tables ${mismatched}`,
  );
  console.log(`  dump ${dumpSeconds.toFixed(1)} s, ${(statSync(file).size / 2 ** 20).toFixed(1)} MiB`);
  console.log(
    `  recovery point: the dump's snapshot; newest write in the restore ${ms(newest, point.at)} ms before it`,
  );
  console.log(
    `  written after the point until the primary was declared lost: ${after} heartbeats over ${ms(point.at, failedAt)} ms`,
  );
  if (suite) console.log(`  portal calls answered during the dump: ${calls}`);
  if (tested) {
    console.log(`  recovery time: restore ${restoreSeconds.toFixed(1)} s`);
    console.log(
      `  API suite on the restore: ${tested.numPassedTests}/${tested.numTotalTests} tests passed, ` +
        `${tested.numFailedTests} failed, ${tested.files} files, ${tested.seconds.toFixed(0)} s`,
    );
  } else {
    console.log(
      `  recovery time: restore ${restoreSeconds.toFixed(1)} s, restored portal answering after ${recoverySeconds.toFixed(1)} s`,
    );
  }
  verdict(broken);
} finally {
  writing = false;
  await portal?.stop();
  if (connected) {
    await writer.query('drop table if exists backup_drill_heartbeat').catch(() => {});
    await Promise.all([writer.end(), snapshot.end().catch(() => {})]);
  }
  // The suite's databases too: its template and any copy a test file left behind.
  const made = suite
    ? [
        sourceName,
        TEMPLATE_DB,
        ...(await admin.query(`select datname from pg_database where datname like 'ebelediye\\_t\\_%'`)).rows.map(
          (r) => r.datname as string,
        ),
      ]
    : [];
  for (const name of [restoredName, ...made]) {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
  }
  await admin.end();
  rmSync(dir, { recursive: true, force: true });
  await stopProfile();
}
