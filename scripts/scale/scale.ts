// `npm run drill:scale`: the debt inquiry of a signed-in member in a town of 10 k registries and in the big
// municipality (1 M registries, 20 M accruals): its capacity at 64 connections with the CPU each request costs the
// API and PostgreSQL together (from /proc), then its latency at a constant arrival rate of half that capacity
// (open loop), and the same query as raw SQL through pgbench.
// Promises: ≤ 1.0 ms of CPU per request; open-loop p99 ≤ 50 ms with no error; the big town's p50 within 1.1× of the
// small town's; the API's rate at least a fifth of pgbench's.
// Flags: --registries 1000000 --small 10000 --duration 20 --open-duration 60 --connections 64.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_PASSWORD, testMemberPid } from '../../apps/api/src/modules/demo/members.js';
import {
  cpuHeader,
  cpuPerRequest,
  cpuRow,
  type Figures,
  figuresOf,
  header,
  memberCall,
  openLoop,
  postmasterPid,
  profile,
  root,
  row,
  rssMb,
  signIn,
  startInstance,
  verdict,
} from './drill.js';
import { generateBigTown } from './generate.js';

const { values } = parseArgs({
  options: {
    registries: { type: 'string', default: '1000000' },
    small: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '64' },
    'open-duration': { type: 'string', default: '60' },
    seed: { type: 'string', default: '20260101' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const openDuration = Number(values['open-duration']);
const CPU_MS = 1.0;
const OPEN_P99_MS = 50;
const seed = Number(values.seed);
const today = new Date().toISOString().slice(0, 10);
const DEBTS = 'GetDebtListWithRevenueCode';
const pidNo = testMemberPid(1);

const p = profile();
const dir = mkdtempSync(join(tmpdir(), 'ebelediye-scale-drill-'));
const port = Number(p.PG_PRIMARY_PORT) + 20;
const cluster = (...args: string[]) =>
  execFileSync('bash', ['scripts/pg-cluster.sh', ...args], { cwd: root })
    .toString()
    .trim();
const adminUrl = cluster('start', dir, String(port));
const urlOf = (name: string) => adminUrl.replace(/\/[^/]*$/, `/${name}`);

/** The member's debt query as the ledger runs it (modules/ledger/accruals.ts ownerAccruals), as plain SQL. */
async function rawQuery(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(
    `select m.registry_oid, coalesce(array_agg(s.oid) filter (where s.oid is not null), '{}') as meters
     from member m left join subscription s on s.registry_oid = m.registry_oid where m.pid_no = $1
     group by m.registry_oid`,
    [pidNo],
  );
  await client.end();
  const { registry_oid: registry, meters } = rows[0] as { registry_oid: number; meters: number[] };
  const side = `select a.oid, a.subscription_oid, a.revenue_code, t.name as revenue_name, t.late_fee_applies, a.year,
      a.installment_no, a.due_date, a.description, a.principal_kurus, a.paid_kurus
    from accrual as a inner join revenue_type as t on t.code = a.revenue_code
    where a.cancelled_at is null and a.paid_kurus < a.principal_kurus`;
  const own = `${side} and a.registry_oid = ${registry} and a.subscription_oid is null`;
  const both = meters.length ? `${own} union all ${side} and a.subscription_oid in (${meters.join(', ')})` : own;
  return `select * from (${both}) as x order by x.due_date, x.oid;\n`;
}

interface Town {
  label: string;
  registries: number;
  accruals: number;
  api: Figures;
  /** API, PostgreSQL: CPU milliseconds per request at capacity. */
  cpu: number[];
  cpuTotal: number;
  open: Figures;
  rssMb: number;
  answer: string;
}

async function measureTown(name: string, registries: number, apiPort: number): Promise<Town> {
  execFileSync('psql', [adminUrl, '-qc', `create database ${name}`]);
  console.log(`\n${name}: ${registries.toLocaleString('en-US')} sicil`);
  await generateBigTown(urlOf(name), {
    registries,
    accrualsPer: 20,
    subscriptions: Math.floor(registries / 5),
    bills: 24,
    seed,
    today,
  });
  const instance = await startInstance(name, { PORT: String(apiPort), DATABASE_URL: urlOf(name) }, dir);
  try {
    const session = await signIn(instance.base, pidNo, DEMO_PASSWORD);
    const call = () =>
      fetch(`${instance.base}/api/${DEBTS}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...session },
        body: '{}',
      });
    const answer = await (await call()).text();
    const options = {
      url: `${instance.base}/api/${DEBTS}`,
      connections,
      requests: [memberCall(session)],
    };
    await autocannon({ ...options, duration: 2 }); // warm: the instance's pool and the server's cache
    const pids = [instance.pid, postmasterPid(join(dir, 'data'))];
    const closed = await cpuPerRequest(pids, async () => figuresOf(await autocannon({ ...options, duration })));
    const api = closed.result;
    const open = figuresOf(await autocannon(openLoop(options, api.rps / 2, openDuration)));
    const rss = rssMb(instance.pid);
    const accruals = await countAccruals(urlOf(name));
    return {
      label: name,
      registries,
      accruals,
      api,
      cpu: closed.perRequest,
      cpuTotal: closed.total,
      open,
      rssMb: rss,
      answer,
    };
  } finally {
    await instance.stop();
  }
}

async function countAccruals(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query('select count(*)::bigint as n from accrual');
  await client.end();
  return Number(rows[0].n);
}

/** The same query straight to PostgreSQL, 64 clients on two threads, for `duration` seconds: transactions/s. */
function pgbench(url: string, query: string): { tps: number; latencyMs: number } {
  const script = join(dir, 'debts.sql');
  writeFileSync(script, query);
  const out = execFileSync('pgbench', [
    '-n',
    '-c',
    String(connections),
    '-j',
    '2',
    '-T',
    String(duration),
    '-f',
    script,
    url,
  ]).toString();
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0);
  const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1] ?? 0);
  return { tps, latencyMs };
}

try {
  const small = await measureTown('town_small', Number(values.small), Number(p.NGINX_PORT) + 20);
  const big = await measureTown('town_big', Number(values.registries), Number(p.NGINX_PORT) + 21);
  const raw = pgbench(urlOf('town_big'), await rawQuery(urlOf('town_big')));
  const n = (v: number) => v.toLocaleString('en-US');
  console.log(`\nÖlçek tatbikatı: borç sorgusu (${DEBTS}), ${connections} bağlantı, ${duration} s`);
  console.log(header('town, at capacity (closed loop)'));
  for (const t of [small, big]) {
    console.log(row(`${n(t.registries)} registries, ${n(t.accruals)} accruals`, t.api));
  }
  console.log(header(`town, at half capacity for ${openDuration} s (open loop)`));
  for (const t of [small, big])
    console.log(row(`${n(t.registries)} registries, ${Math.round(t.api.rps / 2)} req/s`, t.open));
  console.log(cpuHeader());
  for (const t of [small, big]) console.log(cpuRow(`${n(t.registries)} registries`, t.cpu, t.cpuTotal));
  for (const t of [small, big]) console.log(`  API instance memory after the ${t.label} run: ${t.rssMb} MB`);
  const p50Ratio = big.api.p50 / Math.max(small.api.p50, 1);
  const rawRatio = big.api.rps / Math.max(raw.tps, 1);
  console.log(`  pgbench, the same query, big town: ${raw.tps.toFixed(0)} tps, average ${raw.latencyMs} ms`);
  console.log(`  p50 big / p50 small: ${p50Ratio.toFixed(2)}   API req/s / pgbench tps: ${rawRatio.toFixed(2)}`);
  const broken: string[] = [];
  if (big.answer !== small.answer) broken.push('üyenin borç listesi şehrin büyüklüğüyle değişti');
  for (const t of [small, big]) {
    if (t.api.errors + t.open.errors > 0) broken.push(`${t.label}: ${t.api.errors + t.open.errors} hata`);
    if (t.cpuTotal > CPU_MS)
      broken.push(`${t.label}: istek başına ${t.cpuTotal.toFixed(2)} ms CPU (söz: ≤ ${CPU_MS} ms)`);
    if (t.open.p99 > OPEN_P99_MS)
      broken.push(`${t.label}: açık döngüde p99 ${t.open.p99} ms (söz: ≤ ${OPEN_P99_MS} ms)`);
  }
  if (p50Ratio > 1.1) broken.push(`p50 oranı ${p50Ratio.toFixed(2)} (söz: ≤ 1,1)`);
  if (rawRatio < 0.2) broken.push(`API / pgbench oranı ${rawRatio.toFixed(2)} (söz: ≥ 0,2)`);
  verdict(broken);
} finally {
  cluster('stop', dir);
  rmSync(dir, { recursive: true, force: true });
}
