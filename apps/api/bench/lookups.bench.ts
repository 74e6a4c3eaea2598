import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadSettings } from '../src/config/settings.js';
import { openDatabase } from '../src/db/index.js';
import { migrate } from '../src/db/migrate.js';
import { seedDemo } from '../src/db/seed/index.js';

/** Public lookups under load: 10 connections, 5 s per call, against the API listening on loopback. */
const engine = process.env.BENCH_ENGINE ?? 'pglite';
const url = process.env.BENCH_DATABASE_URL;
if (engine === 'postgres' && url) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('drop database if exists ebelediye_bench');
  await admin.query('create database ebelediye_bench');
  await admin.end();
}
const dbUrl = engine === 'postgres' && url ? url.replace(/\/[^/]*$/, '/ebelediye_bench') : undefined;
const database = await openDatabase({ url: dbUrl });
await migrate(database);
const seeded = Date.now();
await seedDemo(database, { seed: 7, scale: Number(process.env.BENCH_SCALE ?? 1) });
const seedSeconds = (Date.now() - seeded) / 1000;
const settings = loadSettings({ logLevel: 'warn', apiRateLimit: 10_000_000, port: 0, host: '127.0.0.1' }, {});
const app = await buildApp({ database, settings });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const year = (
  await database.db
    .selectFrom('estate_street_valuation')
    .select('year')
    .orderBy('year', 'desc')
    .executeTakeFirstOrThrow()
).year;
const cases: Array<[string, string, object]> = [
  [
    'street valuations, a year, sorted by value',
    'RetrieveEstateStreetValuations',
    { valuationYear: year, sortBy: 'value', sortDir: 'desc' },
  ],
  [
    'street valuations, text search',
    'RetrieveEstateStreetValuations',
    { valuationYear: year, streetName: 'cumhuriyet' },
  ],
  ['council resolutions, text search', 'GetResolutionList', { criteria: { kind: 'COUNCIL', text: 'imar' } }],
  ['districts of a county', 'GetDistrictListViaCountyCode', { countyCode: '1601' }],
];
console.log(`\n${engine === 'postgres' ? 'PostgreSQL' : 'PGlite'} — demo seed ${seedSeconds.toFixed(1)} s`);
for (const [label, call, body] of cases) {
  const result = await autocannon({
    url: `${base}/api/${call}`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    connections: 10,
    duration: 5,
  });
  const errors = result.errors + result.non2xx;
  console.log(
    `  ${label.padEnd(44)} ${Math.round(result.requests.average).toString().padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${errors}`,
  );
}
await app.close();
await database.close();
