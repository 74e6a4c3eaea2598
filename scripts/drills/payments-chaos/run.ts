/**
 * Payments under chaos: many card payments through the four simulated banks while the banks misbehave on purpose
 * (apps/simulators/src/banks/faults.ts) and the portal crashes between a bank's answer and its own commit. At the
 * end the settlement sweep runs until nothing is left open, and every order's record is compared with the bank's:
 * no double collection, no lost payment, no stuck order (ADR 0024).
 */
import type { AddressInfo } from 'node:net';
import { estV3CardFields } from '@e-belediye/contracts';
import { solveChallenge } from 'altcha-lib/v1';
import type { FastifyInstance } from 'fastify';
import { type KyselyPlugin, sql } from 'kysely';
import { buildApp } from '../../../apps/api/src/app.js';
import { loadSettings, type Settings } from '../../../apps/api/src/config/settings.js';
import type { Database } from '../../../apps/api/src/db/index.js';
import { paymentDeps, settleDue } from '../../../apps/api/src/modules/payments/index.js';
import { SettleMessages } from '../../../apps/api/src/modules/payments/settle.js';
import { payAtBank } from '../../../apps/api/test/payments/bank-browser.js';
import { createSimulatorServer } from '../../../apps/simulators/src/app.js';
import { BankChaos, bankRecords, type ChaosRates, injectFaults } from '../../../apps/simulators/src/banks/faults.js';

/** The demo citizen whose registry carries the drill's debts (paid by fast payment, as anyone may). */
const PAYER_PID = '10000000146';

/**
 * Each bank runs another model, so every path the portal has is under fire: the bank's page charges (Ziraat,
 * EstV3 3D Pay Hosting; Vakıfbank, PayFlex Common Payment), the bank charges after our card form (Halkbank, 3D
 * Pay), and our own provision charges (İşbank, 3D).
 */
const BANKS = [
  { code: '0010', storeType: '3d_pay_hosting' },
  { code: '0012', storeType: '3d_pay' },
  { code: '0064', storeType: '3d' },
  { code: '0015', storeType: '3d_pay_hosting' },
] as const;

/** Test cards of the simulators: mostly good ones, some declined, some failing 3-D Secure. */
const CARDS = [
  { pan: '4546711234567894', weight: 0.8 },
  { pan: '4090000000000516', weight: 0.1 },
  { pan: '4090000000003007', weight: 0.1 },
];

/** The card at this point of the weights' cumulative sum. */
function cardOf(draw: number): string {
  let sum = 0;
  for (const card of CARDS) {
    sum += card.weight;
    if (draw < sum) return card.pan;
  }
  return CARDS[0].pan;
}

export const DEFAULT_RATES: ChaosRates & { crash: number } = {
  callback: 0.5,
  status: 0.15,
  provision: 0.2,
  register: 0.05,
  crash: 0.05,
};

export interface ChaosOptions {
  database: Database;
  payments: number;
  seed: number;
  /** How many payers are at the banks at once. */
  concurrency?: number;
  rates?: Partial<typeof DEFAULT_RATES>;
  /** Progress lines (the command line prints them; tests stay quiet). */
  progress?: (line: string) => void;
}

export interface ChaosReport {
  payments: number;
  seed: number;
  engine: Database['engine'];
  seconds: number;
  byBank: Record<string, number>;
  outcomes: Record<string, number>;
  /** Orders charged at the bank whose debts were paid otherwise meanwhile: recorded for a refund, not lost. */
  refundsFlagged: number;
  faults: Record<string, number>;
  crashes: number;
  /** Payers whose connection to the bank broke on the way (they count as never returning). */
  dropped: number;
  sweepRounds: number;
  /** A debt collected more than once in our ledger, or an order with more than one collection. */
  doubleCollections: number;
  /** Money the bank took that we neither recorded nor flagged for refund. */
  lostPayments: number;
  /** A collection recorded for an order the bank never charged (or charged another amount). */
  phantomCollections: number;
  /** Orders still NEW, PENDING or PROVISIONING after the sweep. */
  stuckOrders: number;
  /** Orders a bank holds that we never opened. */
  unknownAtBank: number;
  /** The first few problems, one line each, to start the investigation from. */
  problems: string[];
}

/** One draw in [0, 1) per (seed, key): the drill's own choices repeat with the seed, as the banks' faults do. */
const choose = (chaos: BankChaos, key: string) => chaos.draw(`drill\n${key}`);

/**
 * The crash between a bank's answer and our commit: the statement recording the collection fails inside the
 * settling transaction, which rolls back as if the process had died there. The bank has answered; nothing of
 * ours remains, and the sweep must find the money.
 */
class CrashBeforeCommit implements KyselyPlugin {
  crashes = 0;
  private statements = 0;
  constructor(
    private readonly chaos: BankChaos,
    private readonly rate: number,
  ) {}
  transformQuery: KyselyPlugin['transformQuery'] = (args) => {
    const node = args.node;
    if (node.kind === 'InsertQueryNode' && node.into?.table.identifier.name === 'collection') {
      this.statements += 1;
      if (this.chaos.enabled && choose(this.chaos, `crash\n${this.statements}`) < this.rate) {
        this.crashes += 1;
        throw new Error('chaos: the process died before the collection was committed');
      }
    }
    return node;
  };
  transformResult: KyselyPlugin['transformResult'] = async (args) => args.result;
}

/** One HTTP exchange with the portal: in process (inject) or over the network to a live instance. */
export type Send = (request: {
  method: 'POST';
  url: string;
  headers: Record<string, string>;
  payload: string;
}) => Promise<{ status: number; setCookie: string[]; body: string }>;

/** The portal built in this process, reached without a socket. */
export const injected =
  (app: FastifyInstance): Send =>
  async (request) => {
    const res = await app.inject(request);
    return {
      status: res.statusCode,
      setCookie: ([] as string[]).concat(res.headers['set-cookie'] ?? []),
      body: res.body,
    };
  };

/** A cardholder's browser on the portal: its own cookies (the order cookie of a fast payment). */
export class Browser {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly send: Send) {}

  private remember(setCookie: string[]) {
    for (const raw of setCookie) {
      const [pair] = raw.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (!value || /Max-Age=0/i.test(raw)) this.cookies.delete(pair.slice(0, at));
      else this.cookies.set(pair.slice(0, at), value);
    }
  }

  private get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async call<T>(name: string, body: object): Promise<{ status: number; body: T }> {
    const csrf = this.cookies.get('ebs_csrf');
    const res = await this.send({
      method: 'POST',
      url: `/api/${name}`,
      payload: JSON.stringify(body),
      headers: {
        'content-type': 'application/json',
        cookie: this.cookieHeader,
        ...(csrf ? { 'x-csrf-token': csrf } : {}),
      },
    });
    this.remember(res.setCookie);
    return { status: res.status, body: JSON.parse(res.body) as T };
  }

  /** The bank's auto-submitted form arriving at our return address. */
  async deliver(callback: { url: string; fields: Record<string, string> }): Promise<number> {
    const url = new URL(callback.url);
    const res = await this.send({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: this.cookieHeader },
      payload: new URLSearchParams(callback.fields).toString(),
    });
    return res.status;
  }
}

/** A fast-payment lookup of the demo payer, human check solved: the token every drill browser pays with. */
export async function fastPaymentToken(send: Send): Promise<string> {
  const browser = new Browser(send);
  const { body: c } = await browser.call<{
    algorithm: string;
    challenge: string;
    maxnumber: number;
    salt: string;
    signature: string;
  }>('GetHumanVerificationChallenge', {});
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error('the human check could not be solved');
  const verification = Buffer.from(JSON.stringify({ ...c, number: solution.number })).toString('base64');
  const res = await browser.call<{ Token: string }>('GetFastPaymentDebts', { pidNo: PAYER_PID, verification });
  if (res.status !== 200) throw new Error(`fast payment lookup failed: ${JSON.stringify(res.body)}`);
  return res.body.Token;
}

/** One open debt per payment, on the demo payer's registry, so each order holds debts of its own. */
export async function createDebts(database: Database, count: number, seed: number): Promise<number[]> {
  const { oid: registryOid } = await database.db
    .selectFrom('registry')
    .select('oid')
    .where('pid_no', '=', PAYER_PID)
    .executeTakeFirstOrThrow();
  const oids: number[] = [];
  for (let i = 0; i < count; i += 500) {
    const rows = await database.db
      .insertInto('accrual')
      .values(
        Array.from({ length: Math.min(500, count - i) }, (_, j) => ({
          registry_oid: registryOid,
          revenue_code: 1,
          year: 2030,
          installment_no: 1,
          due_date: '2030-12-31',
          principal_kurus: 1_000 + ((seed + i + j) % 9_000),
          source: 'TAHAKKUK',
          description: `Kaos tatbikatı borcu ${i + j + 1}`,
        })),
      )
      .returning('oid')
      .execute();
    oids.push(...rows.map((r) => r.oid));
  }
  return oids;
}

interface Late {
  orderNo: string;
  browser: Browser;
  callback: { url: string; fields: Record<string, string> };
}

export async function runPaymentsChaos(options: ChaosOptions): Promise<ChaosReport> {
  const started = Date.now();
  const rates = { ...DEFAULT_RATES, ...options.rates };
  const log = options.progress ?? (() => {});
  const chaos = new BankChaos(options.seed, rates);
  const sim = createSimulatorServer({ env: {}, banks: { timeoutMs: 150 } });
  injectFaults(sim.banks, chaos);
  await new Promise<void>((resolve) => sim.server.listen(0, '127.0.0.1', resolve));
  const simUrl = `http://127.0.0.1:${(sim.server.address() as AddressInfo).port}`;

  const crash = new CrashBeforeCommit(chaos, rates.crash);
  const database: Database = { ...options.database, db: options.database.db.withPlugin(crash) };
  const settings: Settings = loadSettings(
    {
      logLevel: 'silent',
      apiRateLimit: 1_000_000,
      simulatorsUrl: simUrl,
      workers: { enabled: false, intervalMs: 1000 },
      humanVerification: { maxNumber: 1000, riskMaxNumber: 2000 },
      app: {
        OperationPauseStartHours: 0,
        OperationPauseStartMinute: 0,
        OperationPauseFinishHours: 0,
        OperationPauseFinishMinute: 0,
      },
      payments: { firstCheckSeconds: 0, checkIntervalSeconds: 3, oldestFirst: false },
    },
    {},
  );
  for (const { code, storeType } of BANKS) settings.payments.banks[code]!.storeType = storeType;
  const app = await buildApp({ database, settings });
  const deps = paymentDeps({ database, settings }, app.log);
  const sweep = async () => {
    try {
      return await settleDue(deps, 50);
    } catch {
      return 0;
    }
  };

  const accruals = await createDebts(options.database, options.payments, options.seed);
  const token = await fastPaymentToken(injected(app));
  const byBank: Record<string, number> = {};
  const late: Late[] = [];
  const problems: string[] = [];

  const pay = async (i: number) => {
    const bank = BANKS[Math.floor(choose(chaos, `bank\n${i}`) * BANKS.length)];
    byBank[bank.code] = (byBank[bank.code] ?? 0) + 1;
    const pan = cardOf(choose(chaos, `card\n${i}`));
    const browser = new Browser(injected(app));
    const opened = await browser.call<{ OrderNo: string }>('GetOrderNumberForOnlinePayment', {
      accrualOids: [accruals[i]],
      bankCode: bank.code,
      paymentToken: token,
    });
    if (opened.status !== 200) {
      problems.push(`payment ${i}: no order (${opened.status} ${JSON.stringify(opened.body)})`);
      return;
    }
    const orderNo = opened.body.OrderNo;
    const sent = await browser.call<{ Form: { Action: string; Fields: Record<string, string> } }>(
      'SaveOnlinePaymentRequest',
      { orderNo },
    );
    // A registration the bank failed ends the order before any card is typed.
    if (sent.status !== 200) return;
    const form =
      bank.storeType === '3d' || bank.storeType === '3d_pay'
        ? {
            ...sent.body.Form,
            Fields: {
              ...sent.body.Form.Fields,
              ...estV3CardFields({ number: pan, expMonth: 12, expYear: 2030, cvv: '123' }),
            },
          }
        : sent.body.Form;
    const back = await payAtBank(form, { hostedCard: { pan } });
    const fault = chaos.callbackFault(orderNo);
    const withheld = chaos.keptCallback(orderNo, 'withheld');
    if (fault === 'lost') return;
    if (fault === 'late') {
      if (withheld) late.push({ orderNo, browser, callback: withheld });
      return;
    }
    if (!back.callback) return;
    if (fault === 'concurrent') await Promise.all([browser.deliver(back.callback), browser.deliver(back.callback)]);
    else {
      await browser.deliver(back.callback);
      if (fault === 'duplicate') await browser.deliver(back.callback);
      const stale = fault === 'out-of-order' ? chaos.keptCallback(orderNo, 'stale') : undefined;
      if (stale) await browser.deliver(stale);
    }
    // The result page asks once more, as the citizen's screen does.
    if (choose(chaos, `poll\n${i}`) < 0.3) await browser.call('QueryOnlinePaymentOrderStatus', { orderNo });
  };

  // The settlement sweep runs beside the payers, as the job does on every instance.
  let paying = true;
  const sweeper = (async () => {
    while (paying) {
      await sweep();
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  let next = 0;
  let done = 0;
  let dropped = 0;
  const workers = Array.from({ length: options.concurrency ?? 6 }, async () => {
    while (next < options.payments) {
      const i = next++;
      try {
        await pay(i);
      } catch (e) {
        // A browser whose connection to the bank broke (the machine is busy) is one more payer who never returns.
        if (e instanceof TypeError && e.message === 'fetch failed') dropped += 1;
        else problems.push(`payment ${i}: ${e instanceof Error ? e.message : String(e)}`);
      }
      done += 1;
      if (done % 100 === 0) log(`${done}/${options.payments} ödeme`);
    }
  });
  await Promise.all(workers);
  paying = false;
  await sweeper;

  // Time passes: the orders whose return is late expire first, are settled by the sweep, then the return comes.
  if (late.length) {
    await sweepUntilQuiet(
      options.database,
      sweep,
      20,
      late.map((l) => l.orderNo),
    );
    for (const l of late) await l.browser.deliver(l.callback);
  }
  // Every order's ten minutes pass; the sweep asks the banks (still failing now and then) until nothing is open.
  const sweepRounds = await sweepUntilQuiet(options.database, sweep, 60);

  const books = await reconcile(options.database, sim.banks);
  const report: ChaosReport = {
    payments: options.payments,
    seed: options.seed,
    engine: options.database.engine,
    seconds: (Date.now() - started) / 1000,
    byBank,
    outcomes: books.outcomes,
    refundsFlagged: books.refundsFlagged,
    faults: Object.fromEntries([...chaos.counts].sort()),
    crashes: crash.crashes,
    dropped,
    sweepRounds,
    doubleCollections: books.doubleCollections,
    lostPayments: books.lostPayments,
    phantomCollections: books.phantomCollections,
    stuckOrders: books.stuck.NEW + books.stuck.PENDING + books.stuck.PROVISIONING,
    unknownAtBank: books.unknownAtBank,
    problems: [...problems, ...books.problems].slice(0, 20),
  };
  await app.close();
  sim.server.closeAllConnections();
  await new Promise((resolve) => sim.server.close(resolve));
  return report;
}

/** Moves these orders' expiry (or every open order's) into the past and makes them due: the drill's clock. */
async function expire(database: Database, orderNos?: string[]) {
  let q = database.db
    .updateTable('online_payment')
    .set({ expires_at: sql`now() - interval '1 second'`, next_check_at: sql`now() - interval '1 second'` })
    .where('status', 'in', OPEN);
  if (orderNos) q = q.where('order_no', 'in', orderNos);
  await q.execute();
}

const OPEN = ['NEW', 'PENDING', 'PROVISIONING'] as const;

/**
 * Runs the sweep until none of these orders (or no order at all) is open, or the rounds run out. Each round the
 * open ones are due again, as if the check interval had passed.
 */
async function sweepUntilQuiet(
  database: Database,
  sweep: () => Promise<number>,
  rounds: number,
  orderNos?: string[],
): Promise<number> {
  for (let round = 1; round <= rounds; round++) {
    await expire(database, orderNos);
    while ((await sweep()) > 0) {}
    let q = database.db
      .selectFrom('online_payment')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', 'in', OPEN);
    if (orderNos) q = q.where('order_no', 'in', orderNos);
    if (Number((await q.executeTakeFirstOrThrow()).n) === 0) return round;
  }
  return rounds;
}

/** Our side and the banks' side of every order, compared: the figures both drills print. */
export interface Reconciliation {
  outcomes: Record<string, number>;
  refundsFlagged: number;
  doubleCollections: number;
  lostPayments: number;
  phantomCollections: number;
  /** Orders still NEW, PENDING or PROVISIONING. */
  stuck: { NEW: number; PENDING: number; PROVISIONING: number };
  unknownAtBank: number;
  problems: string[];
}

/** Compares every card order in the database with what the simulated banks took for it. */
export async function reconcile(database: Database, banks: Parameters<typeof bankRecords>[0]): Promise<Reconciliation> {
  const { db } = database;
  const orders = await db
    .selectFrom('online_payment as o')
    .leftJoin('collection as c', 'c.online_payment_oid', 'o.oid')
    .select(['o.oid', 'o.order_no', 'o.status', 'o.amount_kurus', 'o.fail_reason'])
    .select((eb) => [
      eb.fn.count<number>('c.oid').as('collections'),
      eb.fn.sum<number>('c.total_kurus').as('collected'),
    ])
    .groupBy(['o.oid', 'o.order_no', 'o.status', 'o.amount_kurus', 'o.fail_reason'])
    .execute();
  const overpaid = await db
    .selectFrom('accrual as a')
    .innerJoin('collection_line as l', 'l.accrual_oid', 'a.oid')
    .select(['a.oid', 'a.principal_kurus'])
    .select((eb) => eb.fn.sum<number>('l.principal_kurus').as('paid'))
    .groupBy(['a.oid', 'a.principal_kurus'])
    .having((eb) => eb(eb.fn.sum('l.principal_kurus'), '>', eb.ref('a.principal_kurus')))
    .execute();
  const atBank = new Map(bankRecords(banks).map((r) => [r.orderId, r]));
  const problems: string[] = [];
  const outcomes: Record<string, number> = {};
  const stuck = { NEW: 0, PENDING: 0, PROVISIONING: 0 };
  let lost = 0;
  let phantom = 0;
  let refunds = 0;
  let double = overpaid.length;
  for (const a of overpaid) problems.push(`debt ${a.oid}: ${a.paid} collected of ${a.principal_kurus}`);
  for (const o of orders) {
    outcomes[o.status] = (outcomes[o.status] ?? 0) + 1;
    const bank = atBank.get(o.order_no);
    atBank.delete(o.order_no);
    const charged = bank?.chargedMinor ?? 0;
    const collected = Number(o.collected ?? 0);
    if (Number(o.collections) > 1 || (bank?.sales ?? 0) > 1) {
      double += 1;
      problems.push(`${o.order_no}: ${o.collections} collections, ${bank?.sales ?? 0} sales at the bank`);
    }
    if (o.status === 'NEW' || o.status === 'PENDING' || o.status === 'PROVISIONING') {
      stuck[o.status] += 1;
      problems.push(`${o.order_no}: still ${o.status}`);
    }
    const flagged = o.fail_reason === SettleMessages.refund;
    if (flagged) refunds += 1;
    if (charged > 0 && collected !== charged && !flagged) {
      lost += 1;
      problems.push(`${o.order_no}: bank took ${charged}, we ${o.status} with ${collected}`);
    }
    if (collected > 0 && collected !== charged) {
      phantom += 1;
      problems.push(`${o.order_no}: we collected ${collected}, the bank took ${charged}`);
    }
  }
  return {
    outcomes,
    refundsFlagged: refunds,
    doubleCollections: double,
    lostPayments: lost,
    phantomCollections: phantom,
    stuck,
    unknownAtBank: [...atBank.values()].filter((r) => r.chargedMinor > 0).length,
    problems,
  };
}

/** True when every promise of the drill holds. */
export const chaosHeld = (r: ChaosReport) =>
  r.doubleCollections === 0 &&
  r.lostPayments === 0 &&
  r.phantomCollections === 0 &&
  r.stuckOrders === 0 &&
  r.unknownAtBank === 0;

/** The figures as the drill prints them. */
export function formatReport(r: ChaosReport): string {
  const pairs = (o: Record<string, number>) =>
    Object.entries(o)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
  return [
    `Ödemeler kaos altında — ${r.payments} ödeme, tohum ${r.seed}, ${r.engine}, ${r.seconds.toFixed(1)} s`,
    `  bankalar: ${pairs(r.byBank)}`,
    `  sonuçlar: ${pairs(r.outcomes)}; iadeye ayrılan ${r.refundsFlagged}`,
    `  hatalar: ${pairs(r.faults)}; kayıttan önce çöküş ${r.crashes}; bağlantısı kopan ödeyen ${r.dropped}`,
    `  tarama turu: ${r.sweepRounds}`,
    `  çift tahsilat ${r.doubleCollections}, kayıp ödeme ${r.lostPayments}, karşılıksız tahsilat ${r.phantomCollections}, ` +
      `takılı sipariş ${r.stuckOrders}, bankada bilinmeyen ${r.unknownAtBank}`,
    ...r.problems.map((p) => `  ! ${p}`),
  ].join('\n');
}
