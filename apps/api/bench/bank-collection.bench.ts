import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadSettings } from '../src/config/settings.js';
import { openDatabase } from '../src/db/index.js';
import { migrate } from '../src/db/migrate.js';
import { DEMO_CHANNELS } from '../src/modules/demo/channels.js';
import { seedDemo } from '../src/modules/demo/index.js';

/**
 * TahsilatApi under load through the second service host, with the demo bank's key: the debt query of a payer with
 * 200 open debts, and collections — each request a new bank reference for a debt of its own — at 10 connections
 * for 5 s, then a reference sent again (the bank's retry answered from its record).
 */
const engine = process.env.BENCH_ENGINE ?? 'pglite';
const url = process.env.BENCH_DATABASE_URL;
if (engine === 'postgres' && url) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('drop database if exists ebelediye_bench_bank');
  await admin.query('create database ebelediye_bench_bank');
  await admin.end();
}
const database = await openDatabase({
  url: engine === 'postgres' && url ? url.replace(/\/[^/]*$/, '/ebelediye_bench_bank') : undefined,
});
await migrate(database);
await seedDemo(database, { seed: 7, scale: Number(process.env.BENCH_SCALE ?? 1) });
// Collections in any order: the oldest-first rule would make concurrent collections of one payer wait for each other.
const settings = loadSettings(
  { logLevel: 'warn', apiRateLimit: 10_000_000, port: 0, host: '127.0.0.1', payments: { oldestFirst: false } },
  {},
);
await database.db.updateTable('channel').set({ rate_per_minute: 100_000 }).execute();
const app = await buildApp({ database, settings });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const security = { institutionCode: DEMO_CHANNELS.bank.institutionCode, apiKey: DEMO_CHANNELS.bank.apiKey };

/** Payers of the demo town each brought to 200 open debts due next year (no late fee: the total is known). */
const PAYERS = 40;
const DEBTS_EACH = 200;
const registries = await database.db
  .selectFrom('registry')
  .select(['oid', 'pid_no'])
  .where('pid_no', 'is not', null)
  .orderBy('oid')
  .limit(PAYERS)
  .execute();
const due = `${new Date().getFullYear() + 1}-11-30`;
const pool: Array<{ pidNo: string; oid: number; kurus: number }> = [];
for (const r of registries) {
  const rows = await database.db
    .insertInto('accrual')
    .values(
      Array.from({ length: DEBTS_EACH }, (_, i) => ({
        registry_oid: r.oid,
        revenue_code: 1,
        year: new Date().getFullYear() + 1,
        installment_no: 1 + (i % 2),
        due_date: due,
        principal_kurus: 10_000 + i,
        source: 'TAHAKKUK',
        description: `Karşılaştırma tahakkuku ${i + 1}`,
      })),
    )
    .returning(['oid', 'principal_kurus'])
    .execute();
  for (const a of rows) pool.push({ pidNo: r.pid_no ?? '', oid: a.oid, kurus: a.principal_kurus });
}
// Interleaved by payer, so the connections seldom collect from the same payer at once.
pool.sort((a, b) => (a.oid % DEBTS_EACH) - (b.oid % DEBTS_EACH) || a.oid - b.oid);

interface Measure {
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}
const figures = (m: Measure) =>
  `${m.requests.toString().padStart(6)} req/s   p50 ${m.p50} ms   p99 ${m.p99} ms   errors ${m.errors}`;

async function measure(call: string, body: (i: number) => object, connections = 10): Promise<Measure> {
  let i = 0;
  const result = await autocannon({
    url: `${base}/kanal/api/${call}`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    connections,
    duration: 5,
    requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ security, ...body(i++) }) }) }],
  });
  return {
    requests: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const run = Date.now().toString(36);
console.log(`\n${engine === 'postgres' ? 'PostgreSQL' : 'PGlite'} — TahsilatApi (/kanal/api), 10 connections`);
const query = await measure('GetDebts', () => ({ pidNo: registries[0].pid_no }));
console.log(`  ${'debt query, 200 open debts'.padEnd(44)} ${figures(query)}`);
const collect = await measure('Collect', (i) => {
  // Past the pool a reference repeats: counted apart below, never a second collection.
  const d = pool[i % pool.length];
  return {
    pidNo: d.pidNo,
    bankReference: `BENCH-${run}-${i % pool.length}`,
    accrualOids: [d.oid],
    totalKurus: d.kurus,
  };
});
console.log(`  ${'collect, a new reference and debt each'.padEnd(44)} ${figures(collect)}`);
const [first] = pool;
const replay = await measure('Collect', () => ({
  pidNo: first.pidNo,
  bankReference: `BENCH-${run}-0`,
  accrualOids: [first.oid],
  totalKurus: first.kurus,
}));
console.log(`  ${'collect, the same reference again'.padEnd(44)} ${figures(replay)}`);
await app.close();
await database.close();
