// The big municipality: registries with valid T.C./VKN numbers, their accruals, water subscriptions with monthly
// bills, streamed into PostgreSQL with COPY (through psql), secondary indexes built after the load.
//   node --import tsx scripts/scale/generate.ts --url postgres://… [--registries 1000000] [--accruals-per 20]
//     [--subscriptions 200000] [--bills 24] [--seed 20260101] [--today YYYY-MM-DD]
// Same flags and same database ⇒ the same rows. An empty database is first migrated and given the demo town, so
// the demo members can sign in and ask for their debts in a town of any size.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/index.js';
import { migrate } from '../../apps/api/src/db/migrate.js';
import { person, withTcknCheck, withVknCheck } from '../../apps/api/src/modules/demo/identity.js';
import { isSeeded, seedDemo } from '../../apps/api/src/modules/demo/index.js';
import { type Rng, rngFor } from '../../apps/api/src/modules/demo/random.js';

export interface BigTownShape {
  registries: number;
  accrualsPer: number;
  subscriptions: number;
  bills: number;
  seed: number;
  today: string;
}

export interface BigTownReport {
  rows: Record<'registry' | 'subscription' | 'accrual', number>;
  seconds: Record<'demo' | 'registry' | 'subscription' | 'accrual' | 'indexes', number>;
}

const BLOCK = 1000;
/** Land and property taxes, environmental cleaning, advertising: the revenue types of a registry's own accruals. */
const OWN_REVENUES = [1, 2, 10, 11, 40];
const WATER_REVENUE = 30;
const TRADES = ['İnşaat', 'Gıda', 'Tekstil', 'Otomotiv', 'Lojistik', 'Turizm', 'Enerji', 'Yazılım'];

/** Runs psql reading COPY data from its standard input; resolves once the server has taken every row. */
function copyInto(url: string, table: string, columns: string[], rows: () => Iterable<string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const psql = spawn('psql', [url, '-X', '-q', '-v', 'ON_ERROR_STOP=1'], { stdio: ['pipe', 'ignore', 'pipe'] });
    let errors = '';
    psql.stderr.on('data', (d) => {
      errors += d;
    });
    let count = 0;
    psql.on('exit', (code) => (code === 0 ? resolve(count) : reject(new Error(`COPY ${table}: ${errors}`))));
    const input = psql.stdin;
    // Rows are consistent by construction (parents before children), so the per-row foreign-key triggers are
    // skipped, as a restore does.
    input.write(`set session_replication_role = replica;\ncopy ${table} (${columns.join(', ')}) from stdin;\n`);
    const iterator = rows()[Symbol.iterator]();
    const pump = () => {
      for (;;) {
        let chunk = '';
        for (let i = 0; i < 2000; i++) {
          const next = iterator.next();
          if (next.done) {
            input.end(`${chunk}\\.\n`);
            return;
          }
          chunk += next.value;
          count++;
        }
        if (!input.write(chunk)) {
          input.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });
}

const tsv = (values: Array<string | number | null>) => `${values.map((v) => (v === null ? '\\N' : v)).join('\t')}\n`;
const pad = (n: number) => String(n).padStart(2, '0');

/** A valid identity number not held by anyone yet (the demo town's people included). */
function freshId(rng: Rng, used: Set<string>, make: (rng: Rng) => string): string {
  for (;;) {
    const id = make(rng);
    if (!used.has(id)) {
      used.add(id);
      return id;
    }
  }
}

/** A registry of the big town: a person with a T.C. number (nine in ten), or a company with a tax number. */
export function bigTownRegistry(rng: Rng, used: Set<string>) {
  const p = person(rng);
  if (rng.chance(0.9)) {
    const pid = freshId(rng, used, (r) => withTcknCheck(String(r.int(1, 9)) + r.digits(8)));
    const born = `${rng.int(1940, 2006)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`;
    return { type: 'G' as const, pid, name: p.first, surname: p.last as string | null, gender: p.gender, born };
  }
  const pid = freshId(rng, used, (r) => withVknCheck(r.digits(9)));
  const name = `${p.last} ${rng.pick(TRADES)} Ltd. Şti.`;
  return { type: 'T' as const, pid, name, surname: null, gender: null, born: null as string | null };
}

/**
 * A registry's j-th own accrual of `accrualsPer`: installments of the last five years up to `today`'s, the older
 * ones mostly paid.
 */
export function ownAccrual(rng: Rng, j: number, accrualsPer: number, today: string) {
  const currentYear = Number(today.slice(0, 4));
  const code = OWN_REVENUES[j % OWN_REVENUES.length];
  const year = currentYear - 4 + Math.floor((j * 5) / accrualsPer);
  const installment = 1 + (j % 2);
  const due = `${year}-${installment === 1 ? '05-31' : '11-30'}`;
  const principal = rng.int(50, 2500) * 100;
  const paid = due < today && rng.chance(year < currentYear - 1 ? 0.85 : 0.4) ? principal : 0;
  return { code, year, installment, due, principal, paid };
}

export async function generateBigTown(url: string, shape: BigTownShape, log = console.log): Promise<BigTownReport> {
  const seconds = { demo: 0, registry: 0, subscription: 0, accrual: 0, indexes: 0 };
  const timed = async <T>(step: keyof typeof seconds, work: () => Promise<T>) => {
    const started = Date.now();
    const result = await work();
    seconds[step] = (Date.now() - started) / 1000;
    return result;
  };

  await timed('demo', async () => {
    const database = await openDatabase({ url });
    await migrate(database);
    if (!(await isSeeded(database))) await seedDemo(database, { seed: shape.seed, scale: 1, today: shape.today });
    await database.close();
  });

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const one = async (text: string) => (await client.query(text)).rows[0];
  // Loaded once: a second run (a resumed profile) leaves the town as it is.
  if (await one(`select 1 from registry where registry_no = 'BB-0000001'`)) {
    log('  the big municipality is already loaded');
    await client.end();
    return { rows: { registry: 0, subscription: 0, accrual: 0 }, seconds };
  }
  const registryBase = Number((await one('select coalesce(max(oid), 0) + 1 as n from registry')).n);
  const subscriptionBase = Number((await one('select coalesce(max(oid), 0) + 1 as n from subscription')).n);
  const accrualBase = Number((await one('select coalesce(max(oid), 0) + 1 as n from accrual')).n);
  const used = new Set<string>(
    (await client.query('select pid_no from registry where pid_no is not null')).rows.map((r) => r.pid_no),
  );
  const names = new Map<number, string>(
    (await client.query('select code, name from revenue_type')).rows.map((r) => [Number(r.code), r.name]),
  );
  const subscriberPrefix = `7${String(registryBase).padStart(3, '0').slice(-3)}`;

  // Secondary indexes go now and come back after the load: one sorted build is many times faster than keeping
  // them up to date row by row. Primary keys and unique constraints stay (other tables' keys point at them).
  const secondary = (
    await client.query(`
      select indexname, indexdef from pg_indexes i
      where schemaname = 'public' and tablename in ('registry', 'subscription', 'accrual')
        and not exists (select 1 from pg_constraint c where c.conindid = format('%I', i.indexname)::regclass)`)
  ).rows as Array<{ indexname: string; indexdef: string }>;
  for (const index of secondary) await client.query(`drop index ${index.indexname}`);

  const { registries, accrualsPer, subscriptions, bills } = shape;
  const currentYear = Number(shape.today.slice(0, 4));
  const currentMonth = Number(shape.today.slice(5, 7));

  const registryRows = function* () {
    for (let block = 0; block * BLOCK < registries; block++) {
      const rng = rngFor(shape.seed, 'scale-registry', block);
      for (let i = block * BLOCK; i < Math.min(registries, (block + 1) * BLOCK); i++) {
        const r = bigTownRegistry(rng, used);
        const no = `BB-${String(i + 1).padStart(7, '0')}`;
        yield tsv([registryBase + i, no, r.type, r.pid, r.name, r.surname, r.gender, r.born]);
      }
    }
  };
  const registry = await timed('registry', () =>
    copyInto(
      url,
      'registry',
      ['oid', 'registry_no', 'registry_type', 'pid_no', 'name', 'surname', 'gender', 'birth_date'],
      registryRows,
    ),
  );
  log(`  registry       ${registry.toLocaleString('en-US').padStart(12)} rows  ${seconds.registry.toFixed(1)} s`);

  /** Every n-th new registry holds one water meter. */
  const meterEvery = subscriptions > 0 ? Math.max(1, Math.floor(registries / subscriptions)) : 0;
  const subscriptionRows = function* () {
    for (let k = 0; k < subscriptions; k++) {
      const registryOid = registryBase + Math.min(registries - 1, k * meterEvery);
      yield tsv([
        subscriptionBase + k,
        `${subscriberPrefix}${String(k + 1).padStart(7, '0')}`,
        registryOid,
        k % 7 === 0 ? 'İşyeri' : 'Konut',
        `SYC-${String(k + 1).padStart(8, '0')}`,
        `${2010 + (k % 14)}-01-01`,
      ]);
    }
  };
  const subscription = await timed('subscription', () =>
    copyInto(
      url,
      'subscription',
      ['oid', 'subscriber_no', 'registry_oid', 'tariff_name', 'meter_no', 'started_on'],
      subscriptionRows,
    ),
  );
  log(
    `  subscription   ${subscription.toLocaleString('en-US').padStart(12)} rows  ${seconds.subscription.toFixed(1)} s`,
  );

  const accrualRows = function* () {
    let oid = accrualBase;
    // A registry's own accruals: installments of the last five years, the older ones mostly paid.
    for (let block = 0; block * BLOCK < registries; block++) {
      const rng = rngFor(shape.seed, 'scale-accrual', block);
      for (let i = block * BLOCK; i < Math.min(registries, (block + 1) * BLOCK); i++) {
        for (let j = 0; j < accrualsPer; j++) {
          const a = ownAccrual(rng, j, accrualsPer, shape.today);
          const text = `${names.get(a.code) ?? 'Tahakkuk'} ${a.year}/${a.installment}`;
          yield tsv([
            oid++,
            registryBase + i,
            null,
            a.code,
            a.year,
            a.installment,
            a.due,
            a.principal,
            a.paid,
            'TAHAKKUK',
            text,
          ]);
        }
      }
    }
    // Each meter's monthly bills up to this month; all but the last few paid.
    for (let block = 0; block * BLOCK < subscriptions; block++) {
      const rng = rngFor(shape.seed, 'scale-bill', block);
      for (let k = block * BLOCK; k < Math.min(subscriptions, (block + 1) * BLOCK); k++) {
        const registryOid = registryBase + Math.min(registries - 1, k * meterEvery);
        for (let m = bills - 1; m >= 0; m--) {
          const months = currentYear * 12 + currentMonth - 1 - m;
          const year = Math.floor(months / 12);
          const month = (months % 12) + 1;
          const principal = rng.int(80, 900) * 100;
          const paid = m >= 3 && rng.chance(0.9) ? principal : 0;
          yield tsv([
            oid++,
            registryOid,
            subscriptionBase + k,
            WATER_REVENUE,
            year,
            month,
            `${year}-${pad(month)}-20`,
            principal,
            paid,
            'SU',
            `Su faturası ${year}-${pad(month)}`,
          ]);
        }
      }
    }
  };
  const accrual = await timed('accrual', () =>
    copyInto(
      url,
      'accrual',
      [
        'oid',
        'registry_oid',
        'subscription_oid',
        'revenue_code',
        'year',
        'installment_no',
        'due_date',
        'principal_kurus',
        'paid_kurus',
        'source',
        'description',
      ],
      accrualRows,
    ),
  );
  log(`  accrual        ${accrual.toLocaleString('en-US').padStart(12)} rows  ${seconds.accrual.toFixed(1)} s`);

  await timed('indexes', async () => {
    await client.query(`set maintenance_work_mem = '256MB'`);
    for (const table of ['registry', 'subscription', 'accrual']) {
      await client.query(`select setval(pg_get_serial_sequence('${table}', 'oid'), max(oid)) from ${table}`);
    }
    for (const index of secondary) await client.query(index.indexdef);
    await client.query('analyze registry, subscription, accrual');
  });
  log(`  ${secondary.length} indexes and statistics ${seconds.indexes.toFixed(1)} s`);
  await client.end();
  return { rows: { registry, subscription, accrual }, seconds };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: process.env.DATABASE_URL },
      registries: { type: 'string', default: '1000000' },
      'accruals-per': { type: 'string', default: '20' },
      subscriptions: { type: 'string' },
      bills: { type: 'string', default: '24' },
      seed: { type: 'string', default: '20260101' },
      today: { type: 'string', default: new Date().toISOString().slice(0, 10) },
    },
  });
  if (!values.url) {
    console.error('Veritabanı adresi gerekli: --url postgres://… veya DATABASE_URL');
    process.exit(2);
  }
  const registries = Number(values.registries);
  const shape: BigTownShape = {
    registries,
    accrualsPer: Number(values['accruals-per']),
    subscriptions: Number(values.subscriptions ?? Math.floor(registries / 5)),
    bills: Number(values.bills),
    seed: Number(values.seed),
    today: values.today,
  };
  const started = Date.now();
  console.log(`Büyük belediye: ${JSON.stringify(shape)}`);
  const report = await generateBigTown(values.url, shape);
  const total = Object.values(report.rows).reduce((s, n) => s + n, 0);
  console.log(
    `  ${total.toLocaleString('en-US')} rows in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(demo town ${report.seconds.demo.toFixed(1)} s)`,
  );
}
