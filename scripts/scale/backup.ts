// `npm run drill:backup`: pg_dump of the running portal while it is being written to, pg_restore into a new
// database, and an API instance on the restored database answering a citizen's calls (docs/operations/backup.md).
// Promises: every table of the restore holds exactly the rows of the dump's snapshot, migrations need nothing, the
// restored portal signs a member in and gives the same debt list as the live one. Prints the recovery point and
// the recovery time.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/index.js';
import { migrate } from '../../apps/api/src/db/migrate.js';
import { DEMO_PASSWORD, testMemberPid } from '../../apps/api/src/db/seed/members.js';
import { ensureProfile, post, primaryUrl, profile, signIn, startInstance, verdict } from './drill.js';

const p = profile();
const dir = mkdtempSync(join(tmpdir(), 'ebelediye-backup-'));
const source = primaryUrl(p);
const restoredName = `${p.PG_DATABASE}_restored`;
const restored = primaryUrl(p, restoredName);
// Asynchronous, so the heartbeat writer of this same process keeps writing while the dump runs.
const run = promisify(execFile);
const seconds = (from: number) => (Date.now() - from) / 1000;
const broken: string[] = [];

const stopProfile = await ensureProfile(p);
const admin = new pg.Client({ connectionString: primaryUrl(p, 'postgres') });
const writer = new pg.Client({ connectionString: source });
const snapshot = new pg.Client({ connectionString: source });
await Promise.all([admin.connect(), writer.connect(), snapshot.connect()]);
let writing = true;
try {
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
  await heartbeat;
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
  await check.end();

  // Migrations find nothing to do on the restore: the schema and its version table came back together.
  const database = await openDatabase({ url: restored });
  const before = Number(
    (
      await database.db
        .selectFrom('schema_migration')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  await migrate(database);
  const afterMigrate = Number(
    (
      await database.db
        .selectFrom('schema_migration')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  await database.close();
  if (afterMigrate !== before) broken.push(`geri yüklenen veritabanına ${afterMigrate - before} geçiş daha uygulandı`);

  // The restored portal in service: a member signs in and sees the debts the live portal shows.
  const instance = await startInstance(
    'restored',
    { PORT: String(Number(p.NGINX_PORT) + 30), DATABASE_URL: restored },
    dir,
  );
  const recoverySeconds = seconds(restoreStarted);
  try {
    const live = `http://127.0.0.1:${p.NGINX_PORT}`;
    const debts = async (base: string) =>
      (await post(base, 'GetDebtListWithRevenueCode', {}, await signIn(base, testMemberPid(2), DEMO_PASSWORD))).text();
    const [fromLive, fromRestore] = await Promise.all([debts(live), debts(instance.base)]);
    if (fromLive !== fromRestore) broken.push('geri yüklenen portalın borç listesi canlı portalınkinden farklı');
    const banks = await post(instance.base, 'GetPaymentBanks', {});
    if (!banks.ok) broken.push(`geri yüklenen portal GetPaymentBanks: ${banks.status}`);
  } finally {
    await instance.stop();
  }

  const ms = (a: Date, b: Date) => b.getTime() - a.getTime();
  console.log('\nYedekleme tatbikatı (pg_dump -Fc → pg_restore -j 2)');
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
  console.log(
    `  recovery time: restore ${restoreSeconds.toFixed(1)} s, restored portal answering after ${recoverySeconds.toFixed(1)} s`,
  );
  verdict(broken);
} finally {
  writing = false;
  await writer.query('drop table if exists backup_drill_heartbeat').catch(() => {});
  await admin.query(`drop database if exists ${restoredName} with (force)`).catch(() => {});
  await Promise.all([admin.end(), writer.end(), snapshot.end().catch(() => {})]);
  rmSync(dir, { recursive: true, force: true });
  await stopProfile();
}
