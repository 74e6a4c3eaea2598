/**
 * `npm run drill:kill9`: two API instances on one PostgreSQL (scripts/pg-cluster.sh), card payments flowing
 * through both; one instance is killed with SIGKILL mid-traffic and restarted, then the other. A client whose
 * request died with its instance retries it on the other, as the balancer does. At the end no row a client saw
 * committed is missing, and the instances' own settlement sweep has settled every order sent to a bank
 * (ADR 0024). Prints the figures; exits non-zero on a broken promise.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type Database, openDatabase } from '../../apps/api/src/db/index.js';
import { payAtBank } from '../../apps/api/test/payments/bank-browser.js';
import { createSimulatorServer } from '../../apps/simulators/src/app.js';
import { Browser, createDebts, fastPaymentToken, reconcile, type Send } from './payments-chaos/run.js';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '8' },
    // Seconds of traffic before the first kill, between the kills, and after the second restart.
    phase: { type: 'string', default: '5' },
  },
});
const root = join(import.meta.dirname, '..', '..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const say = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

const dir = mkdtempSync(join(tmpdir(), 'ebelediye-kill9-'));
// The cluster's own directory: the script hands it to the postgres user.
const pgDir = mkdtempSync(join(tmpdir(), 'ebelediye-kill9-pg-'));
const pgPort = 55_500 + Math.floor(Math.random() * 100);
const apiPorts = [3500 + Math.floor(Math.random() * 50) * 2];
apiPorts.push(apiPorts[0] + 1);

const cluster = spawnSync('bash', [join(root, 'scripts/pg-cluster.sh'), 'start', pgDir, String(pgPort)], {
  encoding: 'utf8',
});
if (cluster.status !== 0) throw new Error(`PostgreSQL did not start: ${cluster.stderr}`);
const databaseUrl = cluster.stdout.trim();

const sim = createSimulatorServer({ env: {}, banks: { timeoutMs: 500 } });
await new Promise<void>((resolve) => sim.server.listen(0, '127.0.0.1', resolve));
const simUrl = `http://127.0.0.1:${(sim.server.address() as AddressInfo).port}`;

// One settings file for both instances; each gets its own port and address from the environment.
const settingsFile = join(dir, 'settings.json');
writeFileSync(
  settingsFile,
  JSON.stringify({
    databaseUrl,
    simulatorsUrl: simUrl,
    logLevel: 'warn',
    apiRateLimit: 1_000_000,
    humanVerification: { maxNumber: 1000, riskMaxNumber: 2000 },
    workers: { enabled: true, intervalMs: 500, settingsRefreshMs: 30_000 },
    app: {
      OperationPauseStartHours: 0,
      OperationPauseStartMinute: 0,
      OperationPauseFinishHours: 0,
      OperationPauseFinishMinute: 0,
    },
    payments: { firstCheckSeconds: 1, checkIntervalSeconds: 2, oldestFirst: false },
  }),
);

const instances: Array<ChildProcess | null> = [null, null];
const base = (i: number) => `http://127.0.0.1:${apiPorts[i]}`;

async function live(i: number, seconds: number) {
  for (let t = 0; t < seconds * 10; t++) {
    const ok = await fetch(`${base(i)}/health/live`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`instance ${i + 1} did not come up`);
}

async function start(i: number) {
  const log = createWriteStream(join(dir, `api-${i + 1}.log`), { flags: 'a' });
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, EBELEDIYE_SETTINGS: settingsFile, PORT: String(apiPorts[i]), PUBLIC_URL: base(i) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  instances[i] = child;
  await live(i, 240);
}

function kill(i: number) {
  instances[i]?.kill('SIGKILL');
  instances[i] = null;
}

/** The balancer: round robin over the instances; a request that dies with its instance is sent to the other. */
let turn = 0;
const figures = { requests: 0, retried: 0, failed: 0 };
const send: Send = async (request) => {
  figures.requests += 1;
  for (let attempt = 0; attempt < 40; attempt++) {
    const i = turn++ % 2;
    try {
      const res = await fetch(`${base(i)}${request.url}`, {
        method: request.method,
        headers: request.headers,
        body: request.payload,
        redirect: 'manual',
        signal: AbortSignal.timeout(15_000),
      });
      // An instance shutting down answers 503: the balancer tries the other.
      if (res.status === 503) throw new Error('draining');
      return { status: res.status, setCookie: res.headers.getSetCookie(), body: await res.text() };
    } catch {
      figures.retried += 1;
      await sleep(50);
    }
  }
  figures.failed += 1;
  throw new Error(`no instance answered ${request.url}`);
};

let database: Database | undefined;
let code = 1;
try {
  say(`PostgreSQL ${databaseUrl}; instances on ${apiPorts.join(', ')}`);
  await start(0); // migrates and seeds the demo municipality
  await start(1);
  database = await openDatabase({ url: databaseUrl });
  const accruals = await createDebts(database, 5000, 9);
  const token = await fastPaymentToken(send);

  /** What the clients saw committed: orders opened, orders sent to the bank, orders paid. */
  const seen = { opened: new Set<string>(), sent: new Set<string>(), paid: new Set<string>() };
  let next = 0;
  let running = true;
  const pay = async () => {
    const browser = new Browser(send);
    const i = next++;
    const opened = await browser.call<{ OrderNo: string }>('GetOrderNumberForOnlinePayment', {
      accrualOids: [accruals[i]],
      bankCode: ['0010', '0012', '0064', '0015'][i % 4],
      paymentToken: token,
    });
    if (opened.status !== 200) return;
    const orderNo = opened.body.OrderNo;
    seen.opened.add(orderNo);
    const sent = await browser.call<{ Form: { Action: string; Fields: Record<string, string> } }>(
      'SaveOnlinePaymentRequest',
      { orderNo },
    );
    if (sent.status !== 200) {
      // The first try may have reached the bank step before its instance died: the payer gives the order up.
      await browser.call('CancelOnlinePaymentOrder', { orderNo });
      return;
    }
    seen.sent.add(orderNo);
    const back = await payAtBank(sent.body.Form);
    // One payer in ten never comes back from the bank: the sweep must find the money.
    if (!back.callback || i % 10 === 9) return;
    await browser.deliver(back.callback);
    const status = await browser.call<{ Status: string }>('GetOnlinePaymentAccrumentList', { orderNo });
    if (status.body.Status === 'PAID') seen.paid.add(orderNo);
  };
  const clients = Array.from({ length: Number(values.clients) }, async () => {
    while (running) await pay().catch((e) => say(`payment abandoned: ${e instanceof Error ? e.message : e}`));
  });

  const phase = Number(values.phase) * 1000;
  await sleep(phase);
  say(`SIGKILL instance 1 (${figures.requests} requests so far)`);
  kill(0);
  await start(0);
  say('instance 1 back');
  await sleep(phase);
  say(`SIGKILL instance 2 (${figures.requests} requests so far)`);
  kill(1);
  await start(1);
  say('instance 2 back');
  await sleep(phase);
  running = false;
  await Promise.all(clients);

  // The instances' sweep settles what the clients left at the banks.
  const settleStart = Date.now();
  let open = Number.POSITIVE_INFINITY;
  while (open > 0 && Date.now() - settleStart < 120_000) {
    await sleep(1000);
    const row = await database.db
      .selectFrom('online_payment')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', 'in', ['PENDING', 'PROVISIONING'])
      .executeTakeFirstOrThrow();
    open = Number(row.n);
  }
  const settledIn = (Date.now() - settleStart) / 1000;

  const rows = await database.db.selectFrom('online_payment').select(['order_no', 'status']).execute();
  const status = new Map(rows.map((r) => [r.order_no, r.status]));
  const missing = [...seen.opened].filter((o) => !status.has(o));
  const unsent = [...seen.sent].filter((o) => status.get(o) === 'NEW');
  const unpaid = [...seen.paid].filter((o) => status.get(o) !== 'PAID');
  const books = await reconcile(database, sim.banks);
  const lostRows = missing.length + unsent.length + unpaid.length;
  const money = books.doubleCollections + books.lostPayments + books.phantomCollections + books.unknownAtBank;
  console.log(
    [
      'kill -9 — iki API örneği, tek PostgreSQL',
      `  istek ${figures.requests}, diğer örnekte yeniden denenen ${figures.retried}, yanıtsız kalan ${figures.failed}`,
      `  istemcinin gördüğü: açılan sipariş ${seen.opened.size}, bankaya giden ${seen.sent.size}, ödenen ${seen.paid.size}`,
      `  kaybolan kayıt ${lostRows} (sipariş ${missing.length}, gönderim ${unsent.length}, ödeme ${unpaid.length})`,
      `  sonuçlar: ${Object.entries(books.outcomes)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}; tarama ${settledIn.toFixed(1)} s içinde bitti`,
      `  bekleyen sipariş ${books.stuck.PENDING + books.stuck.PROVISIONING}, gönderilmemiş (kendiliğinden düşer) ${books.stuck.NEW}`,
      `  çift tahsilat ${books.doubleCollections}, kayıp ödeme ${books.lostPayments}, karşılıksız tahsilat ${books.phantomCollections}, bankada bilinmeyen ${books.unknownAtBank}`,
      ...books.problems
        .filter((p) => !p.endsWith('still NEW'))
        .slice(0, 10)
        .map((p) => `  ! ${p}`),
    ].join('\n'),
  );
  const pending = books.stuck.PENDING + books.stuck.PROVISIONING;
  code = lostRows === 0 && money === 0 && pending === 0 && figures.failed === 0 ? 0 : 1;
} finally {
  await database?.close();
  for (const child of instances) child?.kill('SIGTERM');
  await sleep(500);
  sim.server.closeAllConnections();
  sim.server.close();
  spawnSync('bash', [join(root, 'scripts/pg-cluster.sh'), 'stop', pgDir]);
  // The instances' logs are kept only when something went wrong.
  if (code === 0) rmSync(dir, { recursive: true, force: true });
  else console.log(`  günlükler: ${dir}`);
}
process.exit(code);
