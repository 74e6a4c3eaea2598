import { solveChallenge } from 'altcha-lib/v1';
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
const settings = loadSettings(
  { logLevel: 'warn', apiRateLimit: 10_000_000, port: 0, host: '127.0.0.1', humanVerification: { maxNumber: 1000 } },
  {},
);
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

/** The debt inquiry of a member whose registry has exactly 200 open accruals (late fee computed for each). */
async function memberWith200Debts(): Promise<Record<string, string>> {
  const pidNo = '10000000146';
  const { registry_oid } = await database.db
    .selectFrom('member')
    .select('registry_oid')
    .where('pid_no', '=', pidNo)
    .executeTakeFirstOrThrow();
  const open = await database.db
    .selectFrom('accrual')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('registry_oid', '=', registry_oid)
    .whereRef('paid_kurus', '<', 'principal_kurus')
    .executeTakeFirstOrThrow();
  const missing = 200 - Number(open.n);
  if (missing > 0) {
    await database.db
      .insertInto('accrual')
      .values(
        Array.from({ length: missing }, (_, i) => ({
          registry_oid,
          revenue_code: [1, 2, 11, 20][i % 4],
          year: 2018 + (i % 8),
          installment_no: 1 + (i % 2),
          due_date: `${2018 + (i % 8)}-${i % 2 ? '11' : '05'}-30`,
          principal_kurus: 50_000 + i * 37,
          source: 'TAHAKKUK',
          description: `Karşılaştırma tahakkuku ${i + 1}`,
        })),
      )
      .execute();
  }
  const post = (name: string, body: object, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const c = (await (await post('GetHumanVerificationChallenge', {})).json()) as {
    algorithm: string;
    challenge: string;
    salt: string;
    maxnumber: number;
  };
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  const verification = Buffer.from(JSON.stringify({ ...c, number: solution?.number })).toString('base64');
  const login = await post('ValidateUser', { pidNo, password: 'Demo.2026', rememberMe: false, verification });
  const cookies = login.headers.getSetCookie().map((v) => v.split(';')[0]);
  const csrf = cookies.find((v) => v.startsWith('ebs_csrf='))?.slice('ebs_csrf='.length) ?? '';
  return { cookie: cookies.join('; '), 'x-csrf-token': csrf };
}
const member = await memberWith200Debts();
const memberCases: Array<[string, string, object, Record<string, string>]> = [
  ['debt inquiry, 200 open accruals (logged in)', 'GetDebtListWithRevenueCode', {}, member],
];

console.log(`\n${engine === 'postgres' ? 'PostgreSQL' : 'PGlite'} — demo seed ${seedSeconds.toFixed(1)} s`);
for (const [label, call, body, headers] of [
  ...cases.map(([l, c, b]): [string, string, object, Record<string, string>] => [l, c, b, {}]),
  ...memberCases,
]) {
  const result = await autocannon({
    url: `${base}/api/${call}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
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
