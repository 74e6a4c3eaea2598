// `npm run drill:load`: mixed citizen traffic — the home page, a lookup, the debt inquiry and the start of a card
// payment of signed-in members, beside a steady stream of logins — at 200 connections for 60 s through nginx to
// the profile's two instances on PostgreSQL, with the CPU each request costs the instances and PostgreSQL (from
// /proc); then the same mix at a constant arrival rate of half the capacity just measured (open loop); then the
// same against one instance on PGlite, reported only.
// Promises (on PostgreSQL): no error; p99 ≤ 200 ms at capacity; ≤ 2.5 ms of CPU per request; open-loop p99 ≤ 100 ms;
// an instance's memory after the run ≤ 300 MB (PGlite's, reported, ≤ 600 MB).
// Flags: --duration 20 --open-duration 60 --connections 200 --no-pglite.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { type Database, openDatabase } from '../../apps/api/src/db/index.js';
import { migrate } from '../../apps/api/src/db/migrate.js';
import { seedDemo } from '../../apps/api/src/modules/demo/index.js';
import { DEMO_PASSWORD, TEST_MEMBER_COUNT, testMemberPid } from '../../apps/api/src/modules/demo/members.js';
import {
  citizenAddress,
  cpuHeader,
  cpuPerRequest,
  cpuRow,
  ensureProfile,
  type Figures,
  figuresOf,
  header,
  humanCheck,
  openLoop,
  postmasterPid,
  primaryUrl,
  profile,
  root,
  row,
  rssMb,
  signIn,
  startInstance,
  verdict,
} from './drill.js';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '200' },
    'login-rate': { type: 'string', default: '4' },
    'open-duration': { type: 'string', default: '60' },
    'no-pglite': { type: 'boolean', default: false },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
/** Logins per second: each one costs a password hash (argon2), so they are a steady trickle, as on a real day. */
const loginRate = Number(values['login-rate']);
const LOGIN_CONNECTIONS = 4;
const P99_MS = 200;
const openDuration = Number(values['open-duration']);
const CPU_MS = 2.5;
const OPEN_P99_MS = 100;
const RSS_MB = 300;
const PGLITE_RSS_MB = 600;

/**
 * Debts a visit may start a payment on without meeting another visit: the oldest debt of a kind must be paid
 * first, and a meter's bills are a kind of their own, so each test member gets water meters with one open bill each
 * (a debt held by another visit's order would rightly answer 409).
 */
async function enoughDebts(database: Database, perMember: number): Promise<number[][]> {
  const debts: number[][] = [];
  for (let k = 1; k <= TEST_MEMBER_COUNT; k++) {
    const pidNo = testMemberPid(k);
    const open = async () =>
      (
        await sql<{ oid: number }>`
          select a.oid from accrual a
          join subscription s on s.oid = a.subscription_oid
          join member m on m.registry_oid = s.registry_oid
          where m.pid_no = ${pidNo} and s.meter_no like 'YUK-%' and a.paid_kurus < a.principal_kurus
          order by s.oid`.execute(database.db)
      ).rows.map((r) => Number(r.oid));
    const have = await open();
    if (have.length < perMember) {
      await sql`
        with meter as (
          insert into subscription (subscriber_no, registry_oid, tariff_name, meter_no, started_on)
          select '8' || lpad(${k}::text, 2, '0') || lpad(i::text, 5, '0'), m.registry_oid, 'Konut',
            'YUK-' || ${k}::text || '-' || i, date '2026-01-01'
          from member m cross join generate_series(${have.length + 1}::int, ${perMember}::int) i
          where m.pid_no = ${pidNo}
          returning oid, registry_oid)
        insert into accrual (registry_oid, subscription_oid, revenue_code, year, installment_no, due_date,
          principal_kurus, source, description)
        select registry_oid, oid, 30, 2026, 11, date '2026-11-20', 15000, 'SU', 'Su faturası (yük tatbikatı)'
        from meter`.execute(database.db);
    }
    debts.push(have.length < perMember ? await open() : have);
  }
  return debts;
}

const mixed = connections - LOGIN_CONNECTIONS;
// Twice what an even spread needs, so a member whose visits bunch up still has a debt free.
const perMember = 2 * Math.ceil(mixed / TEST_MEMBER_COUNT);

/**
 * The whole mix against one base URL; returns the figures of the mixed stream and of the logins. With `rate`, the
 * mixed stream arrives at that many requests a second (open loop) instead of as fast as its connections allow.
 */
async function drive(base: string, debts: number[][], label: string, rate?: number) {
  const sessions = await Promise.all(
    Array.from({ length: TEST_MEMBER_COUNT }, (_, i) => signIn(base, testMemberPid(i + 1), DEMO_PASSWORD)),
  );
  const logins = Math.ceil(loginRate * (rate ? openDuration : duration) * 1.2) + LOGIN_CONNECTIONS;
  process.stdout.write(`  ${label}: ${logins} insan doğrulaması hazırlanıyor… `);
  const checks: string[] = [];
  for (let i = 0; i < logins; i++) checks.push(await humanCheck(base));
  console.log('tamam');

  /** Answers other than 2xx by call and status, with the first one's words, to name what failed. */
  const failures = new Map<string, number>();
  const said = new Map<string, string>();
  const tally = (path: string) => (status: number, body: string) => {
    if (status < 300) return;
    const key = `${path} ${status}`;
    failures.set(key, (failures.get(key) ?? 0) + 1);
    if (!said.has(key)) said.set(key, String(body ?? '').slice(0, 240));
  };
  // autocannon starts each connection's round of the four calls with a fresh context: a round is one citizen's
  // visit, with its own address and member.
  let visits = 0;
  type Visit = { visit?: number; member?: number; debt?: number };
  const json = { 'content-type': 'application/json' };
  const visitOf = (c: Visit) => {
    c.visit ??= visits++;
    return c.visit;
  };
  const memberOf = (c: Visit) => {
    c.member ??= visitOf(c) % TEST_MEMBER_COUNT;
    return c.member;
  };
  const from = (c: Visit) => ({ 'x-forwarded-for': citizenAddress(visitOf(c)) });
  /**
   * The debts no payment start is on its way for, per member: a start takes one and gives it back when answered,
   * so two visits never start on the same debt at once (the second would rightly be told it is held).
   */
  const free = debts.map((own) => [...own]);
  const takeDebt = (c: Visit) => {
    const own = memberOf(c);
    const m = free[own].length > 0 ? own : free.findIndex((f) => f.length > 0);
    if (m < 0) throw new Error('Ödeme başlatılacak boşta borç kalmadı: --connections için daha çok borç gerekir');
    c.member = m;
    c.debt = free[m].pop();
    return c.debt as number;
  };
  const giveBack = (c: Visit) => {
    if (c.member !== undefined && c.debt !== undefined) free[c.member].push(c.debt);
    c.debt = undefined;
  };
  const anyone = (path: string, body?: object) => ({
    method: body ? ('POST' as const) : ('GET' as const),
    path,
    onResponse: tally(path),
    setupRequest: (req: autocannon.Request, context: Visit) => ({
      ...req,
      headers: { ...json, ...from(context) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }),
  });
  const signedIn = (call: string, body: (c: Visit) => object, answered?: (c: Visit) => void) => ({
    method: 'POST' as const,
    path: `/api/${call}`,
    onResponse: (status: number, text: string, context: Visit) => {
      answered?.(context);
      tally(call)(status, text);
    },
    setupRequest: (req: autocannon.Request, context: Visit) => {
      const payload = JSON.stringify(body(context));
      return { ...req, headers: { ...json, ...sessions[memberOf(context)], ...from(context) }, body: payload };
    },
  });
  const mix: autocannon.Options = {
    url: base,
    connections: mixed,
    duration,
    requests: [
      anyone('/anasayfa'),
      anyone('/api/GetDistrictListViaCountyCode', { countyCode: '1601' }),
      signedIn('GetDebtListWithRevenueCode', () => ({})),
      signedIn('GetOrderNumberForOnlinePayment', (c) => ({ accrualOids: [takeDebt(c)] }), giveBack),
    ],
  };
  const traffic = autocannon(rate ? openLoop(mix, rate, openDuration) : mix);
  let next = 0;
  const loginStream = autocannon({
    url: base,
    connections: LOGIN_CONNECTIONS,
    duration: rate ? openDuration : duration,
    overallRate: loginRate,
    requests: [
      {
        method: 'POST',
        path: '/api/ValidateUser',
        onResponse: tally('ValidateUser'),
        setupRequest: (req) => {
          const i = next++;
          const body = {
            pidNo: testMemberPid(1 + (i % TEST_MEMBER_COUNT)),
            password: DEMO_PASSWORD,
            rememberMe: false,
            verification: checks[i % checks.length],
          };
          return {
            ...req,
            headers: { ...json, 'x-forwarded-for': citizenAddress(60_000 + i) },
            body: JSON.stringify(body),
          };
        },
      },
    ],
  });
  const [t, l] = await Promise.all([traffic, loginStream]);
  for (const [what, n] of failures) console.log(`    ${label}: ${what} × ${n}: ${said.get(what)}`);
  if (t.timeouts + l.timeouts > 0) console.log(`    ${label}: ${t.timeouts + l.timeouts} istek zaman aşımına uğradı`);
  return { traffic: figuresOf(t), logins: figuresOf(l) };
}

const p = profile();
type Run = { traffic: Figures; logins: Figures };
const results: Array<[string, Run]> = [];
let cpu = { perRequest: [0, 0], total: 0 };
let open: Run | null = null;
const memory: Array<[string, number]> = [];
const stopProfile = await ensureProfile(p);
try {
  const database = await openDatabase({ url: primaryUrl(p) });
  const debts = await enoughDebts(database, perMember);
  await database.close();
  const base = `http://127.0.0.1:${p.NGINX_PORT}`;
  const apiPids = p.API_PORTS.split(/\s+/).map((port) =>
    Number(readFileSync(join(p.SCALE_DIR, `api-${port}.pid`), 'utf8')),
  );
  const pgPids = ['primary', 'replica'].map((name) => postmasterPid(join(p.SCALE_DIR, name)));
  // The instances count as one column, the two clusters as the other.
  const measured = await cpuPerRequest([...apiPids, ...pgPids], async () => {
    const run = await drive(base, debts, 'PostgreSQL');
    return { run, requests: run.traffic.requests + run.logins.requests };
  });
  const [a1, a2, p1, p2] = measured.perRequest;
  cpu = { perRequest: [a1 + (a2 ?? 0), (p1 ?? 0) + (p2 ?? 0)], total: measured.total };
  results.push(['PostgreSQL, nginx → 2 instances', measured.result.run]);
  open = await drive(base, debts, 'PostgreSQL, open loop', measured.result.run.traffic.rps / 2);
  for (const [i, pid] of apiPids.entries()) memory.push([`API instance ${i + 1} (PostgreSQL)`, rssMb(pid)]);
} finally {
  await stopProfile();
}
if (!values['no-pglite']) {
  const dir = mkdtempSync(join(tmpdir(), 'ebelediye-load-'));
  const port = String(Number(p.NGINX_PORT) + 10);
  const simulators = `http://localhost:${p.SIMULATORS_PORT}`;
  const webDist = join(root, 'apps', 'web', 'dist');
  // The instance's own embedded database, seeded here as the server would, so the drill can add its debts.
  const dataDir = join(dir, 'pglite');
  const database = await openDatabase({ dataDir });
  await migrate(database);
  await seedDemo(database);
  const debts = await enoughDebts(database, perMember);
  await database.close();
  const instance = await startInstance(
    'pglite',
    { PORT: port, DATABASE_URL: '', DATA_DIR: dataDir, SIMULATORS_URL: simulators, WEB_DIST: webDist },
    dir,
  );
  try {
    results.push(['PGlite, 1 instance', await drive(instance.base, debts, 'PGlite')]);
    memory.push(['API instance (PGlite, demo town)', rssMb(instance.pid)]);
  } finally {
    await instance.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`\nYük tatbikatı: ${connections} bağlantı, ${duration} s, saniyede ${loginRate} giriş`);
console.log(header('traffic, at capacity (closed loop)'));
for (const [label, r] of results) {
  console.log(row(`${label}: mixed`, r.traffic));
  console.log(row(`${label}: logins`, r.logins));
}
const [, pgResult] = results[0];
const openRate = Math.round(pgResult.traffic.rps / 2);
if (open) {
  console.log(header(`traffic at ${openRate} req/s for ${openDuration} s (open loop)`));
  console.log(row('PostgreSQL: mixed', open.traffic));
  console.log(row('PostgreSQL: logins', open.logins));
}
console.log(cpuHeader());
console.log(cpuRow('PostgreSQL, mixed and logins', cpu.perRequest, cpu.total));
for (const [label, mb] of memory) console.log(`  ${label}: ${mb} MB after the run`);
const broken: string[] = [];
for (const [name, f] of Object.entries(pgResult)) {
  if (f.errors > 0) broken.push(`PostgreSQL ${name}: ${f.errors} hata (söz: 0)`);
  if (f.p99 > P99_MS) broken.push(`PostgreSQL ${name}: p99 ${f.p99} ms (söz: ≤ ${P99_MS} ms)`);
}
if (cpu.total > CPU_MS) broken.push(`istek başına ${cpu.total.toFixed(2)} ms CPU (söz: ≤ ${CPU_MS} ms)`);
if (open && open.traffic.errors + open.logins.errors > 0) broken.push('açık döngüde hata (söz: 0)');
if (open && open.traffic.p99 > OPEN_P99_MS)
  broken.push(`açık döngüde p99 ${open.traffic.p99} ms (söz: ≤ ${OPEN_P99_MS} ms)`);
for (const [label, mb] of memory) {
  const limit = label.includes('PGlite') ? PGLITE_RSS_MB : RSS_MB;
  if (mb > limit) broken.push(`${label}: ${mb} MB bellek (söz: ≤ ${limit} MB)`);
}
verdict(broken);
