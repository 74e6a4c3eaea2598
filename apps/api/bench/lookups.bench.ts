import { solveChallenge } from 'altcha-lib/v1';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadSettings } from '../src/config/settings.js';
import { openDatabase } from '../src/db/index.js';
import { migrate } from '../src/db/migrate.js';
import { growTown } from '../src/modules/demo/grow.js';
import { seedDemo } from '../src/modules/demo/index.js';

/**
 * Public lookups and the logged-in debt inquiry under load (10 connections, 5 s per call), then the debt inquiry
 * again once the town has grown by BENCH_GROW_REGISTRIES registries, also at 64 connections.
 */
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
/** A street of the year's valuation table, for the live estimate of a declaration. */
const street = await database.db
  .selectFrom('estate_street_valuation as v')
  .innerJoin('street as s', 's.code', 'v.street_code')
  .innerJoin('district as d', 'd.code', 's.district_code')
  .select(['s.code', 'd.code as district', 'd.county_code'])
  .where('v.year', '=', year)
  .orderBy('s.code')
  .executeTakeFirstOrThrow();
const buildingDeclaration = {
  kind: 'ESTATE',
  estateType: 1,
  year,
  address: { countyCode: street.county_code, districtCode: street.district, streetCode: street.code },
  titleDeed: { ada: '1408', parsel: '3' },
  share: { numerator: 1, denominator: 2 },
  acquisitionDate: `${year - 5}-04-20`,
  acquisitionReasonCode: '1',
  usage: 'RESIDENCE',
  building: {
    constructionType: 'Betonarme karkas',
    buildingClass: '2. sınıf',
    constructionYear: year - 20,
    floorAreaM2: 125,
    landShareM2: 38.5,
  },
};
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
  ['declaration live estimate, a building', 'CalculateDeclaration', { declaration: buildingDeclaration }],
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

interface Measure {
  connections: number;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

/** One call under load for 5 s, against the API listening on loopback. */
async function measure(call: string, body: object, headers: Record<string, string>, connections = 10) {
  const result = await autocannon({
    url: `${base}/api/${call}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    connections,
    duration: 5,
  });
  return {
    connections,
    requests: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  } satisfies Measure;
}

const figures = (m: Measure) =>
  `${m.requests.toString().padStart(6)} req/s   p50 ${m.p50} ms   p99 ${m.p99} ms   errors ${m.errors}`;

const DEBTS = 'GetDebtListWithRevenueCode';
const DEBTS_LABEL = 'debt inquiry, 200 open accruals (logged in)';
let member = await memberWith200Debts();

console.log(`\n${engine === 'postgres' ? 'PostgreSQL' : 'PGlite'} — demo seed ${seedSeconds.toFixed(1)} s`);
for (const [label, call, body] of cases) console.log(`  ${label.padEnd(44)} ${figures(await measure(call, body, {}))}`);
const demoDebts = await measure(DEBTS, {}, member);
console.log(`  ${DEBTS_LABEL.padEnd(44)} ${figures(demoDebts)}`);

/**
 * The same debt inquiry once the town has grown to the size where reading by filter instead of by owner took
 * seconds (PostgreSQL, 100,200 registries, 5.3 M accruals): the member's figure must not follow the town's size.
 * Each new registry has 48 accruals and every fourth one a water meter with 20 bills, 53 accruals on average.
 */
const growBy = Number(process.env.BENCH_GROW_REGISTRIES ?? (engine === 'postgres' ? 100_000 : 20_000));
if (growBy > 0) {
  const accrualRows = async () =>
    Number(
      (
        await database.db
          .selectFrom('accrual')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const answer = async () =>
    (
      await fetch(`${base}/api/${DEBTS}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...member },
        body: '{}',
      })
    ).text();
  const before = { rows: await accrualRows(), answer: await answer() };
  const started = Date.now();
  const growth = await growTown(database, {
    registries: growBy,
    ownAccrualsEach: 48,
    meterBillsEach: 20,
    collectionsEach: 5,
  });
  const growSeconds = (Date.now() - started) / 1000;
  const n = (v: number) => v.toLocaleString('en-US');
  console.log(
    `  town grown in ${growSeconds.toFixed(1)} s by ${n(growth.rows.registry)} registries, ` +
      `${n(growth.rows.subscription)} meters, ${n(growth.rows.accrual)} accruals, ` +
      `${n(growth.rows.collection)} receipts, ${n(growth.rows.collection_line)} receipt lines`,
  );
  // A fresh login: the growth can outlast the session's idle limit.
  member = await memberWith200Debts();
  if ((await answer()) !== before.answer) throw new Error('the debt inquiry answers differently after the growth');
  const after = await accrualRows();
  const rows: Array<[string, number, Measure]> = [
    ['demo town', before.rows, demoDebts],
    [`grown by ${n(growBy)} registries`, after, await measure(DEBTS, {}, member)],
    [`grown by ${n(growBy)} registries`, after, await measure(DEBTS, {}, member, 64)],
  ];
  console.log(`\n  ${DEBTS_LABEL}`);
  console.log(
    `  ${'town'.padEnd(32)} ${'accrual rows'.padStart(13)} ${'connections'.padStart(12)} ${'req/s'.padStart(7)} ` +
      `${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(6)}`,
  );
  for (const [town, count, m] of rows) {
    console.log(
      `  ${town.padEnd(32)} ${n(count).padStart(13)} ${String(m.connections).padStart(12)} ` +
        `${String(m.requests).padStart(7)} ${String(m.p50).padStart(7)} ${String(m.p99).padStart(7)} ` +
        `${String(m.errors).padStart(6)}`,
    );
  }
}
await app.close();
await database.close();
