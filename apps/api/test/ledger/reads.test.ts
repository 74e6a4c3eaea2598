import { CompiledQuery, type KyselyPlugin, PostgresQueryCompiler, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/index.js';
import {
  accrualByApplication,
  accrualFacts,
  accruals,
  collectionByVerificationCode,
  collectionHead,
  collectionOfPayment,
  collectionsOf,
  collectionWithLines,
  type DebtOwner,
  holderOf,
  openDebts,
  remainingOf,
} from '../../src/modules/ledger/index.js';
import { debtOwner } from '../../src/modules/water/index.js';
import { openTestDatabase } from '../support/db.js';

// A town far larger than the demo: 20,000 more registries, 5,000 of them with a water meter, 400,000 accruals
// and 100,000 receipts. A read that filters the town instead of looking up one owner shows up in its plan.
const REGISTRIES = 20_000;
const OWN_ACCRUALS_EACH = 18;
const METER_BILLS_EACH = 8;
const COLLECTIONS_EACH = 5;
const MONEY_TABLES = new Set(['accrual', 'collection', 'collection_line']);

let database: Database;
let demo: DebtOwner;
let metered: DebtOwner;

async function generateTown(target: Database) {
  return target.db.transaction().execute(async (trx) => {
    // A bulk load like a restore: the rows are made consistent by construction, so the per-row foreign-key
    // triggers are skipped (the generated town loads several times faster).
    await sql`set local session_replication_role = replica`.execute(trx);
    const first = await sql<{ oid: number }>`select coalesce(max(oid), 0) + 1 as oid from registry`.execute(trx);
    const from = first.rows[0].oid;
    await sql`select setval(pg_get_serial_sequence('registry', 'oid'), ${from - 1})`.execute(trx);
    await sql`
      insert into registry (registry_no, registry_type, pid_no, name, surname)
      select 'GEN-' || g, 'G', (20000000000 + g)::text, 'Ad' || g, 'Soyad' || g
      from generate_series(1, ${REGISTRIES}) g`.execute(trx);
    await sql`
      insert into subscription (subscriber_no, registry_oid, tariff_name, meter_no, started_on)
      select (900000000 + r.oid)::text, r.oid, 'Konut', 'SAYAC-' || r.oid, date '2020-01-01'
      from registry r where r.oid >= ${from} and r.oid % 4 = 0`.execute(trx);
    // Due dates spread over six years; every third accrual paid.
    await sql`
      insert into accrual (registry_oid, revenue_code, year, installment_no, due_date, principal_kurus, paid_kurus,
        source, description)
      select r.oid, (array[1, 2, 10, 11, 40])[1 + i % 5], 2020 + i % 6, 1 + i % 2,
        date '2020-05-31' + ((i * 121) % 2190), 10000 + (r.oid * 7 + i) % 5000,
        case when i % 3 = 0 then 10000 else 0 end, 'TAHAKKUK', 'Üretilmiş tahakkuk ' || i
      from registry r cross join generate_series(1, ${OWN_ACCRUALS_EACH}) i
      where r.oid >= ${from}`.execute(trx);
    await sql`
      insert into accrual (registry_oid, subscription_oid, revenue_code, year, installment_no, due_date,
        principal_kurus, paid_kurus, source, description)
      select s.registry_oid, s.oid, 30, 2024 + i / 6, 1 + i % 6, date '2024-01-20' + i * 61, 5000 + i * 13,
        case when i % 2 = 0 then 5000 + i * 13 else 0 end, 'SU', 'Su faturası ' || i
      from subscription s cross join generate_series(1, ${METER_BILLS_EACH}) i
      where s.registry_oid >= ${from}`.execute(trx);
    await sql`
      insert into collection (receipt_no, registry_oid, collected_at, collection_type, channel, total_kurus)
      select 'GEN-' || r.oid || '-' || i, r.oid, timestamptz '2021-01-15 10:00+03' + i * interval '97 days', 1,
        'VEZNE', 10000
      from registry r cross join generate_series(1, ${COLLECTIONS_EACH}) i
      where r.oid >= ${from}`.execute(trx);
    await sql`
      insert into collection_line (collection_oid, accrual_oid, principal_kurus, late_fee_kurus)
      select c.oid, a.oid, 10000, 0
      from (select oid, registry_oid, row_number() over (partition by registry_oid order by oid) n
            from collection where registry_oid >= ${from}) c
      join (select oid, registry_oid, row_number() over (partition by registry_oid order by oid) n
            from accrual where registry_oid >= ${from} and subscription_oid is null and paid_kurus > 0) a
        on a.registry_oid = c.registry_oid and a.n = c.n`.execute(trx);
    return from;
  });
}

/** Every SQL statement the ledger sends while `read` runs, compiled with its parameters. */
async function statementsOf(read: (db: Database) => Promise<unknown>): Promise<CompiledQuery[]> {
  const seen: CompiledQuery[] = [];
  const compiler = new PostgresQueryCompiler();
  const spy: KyselyPlugin = {
    transformQuery(args) {
      seen.push(compiler.compileQuery(args.node, args.queryId));
      return args.node;
    },
    async transformResult(args) {
      return args.result;
    },
  };
  await read({ ...database, db: database.db.withPlugin(spy) });
  return seen;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

const INDEX_SCANS = new Set(['Index Scan', 'Index Only Scan', 'Bitmap Index Scan']);

/**
 * How a statement reads a money table whole: a Seq Scan, or an index walked without a condition (a partial
 * index such as "every open accrual" read from end to end and filtered afterwards).
 */
async function wholeTableReads(statement: CompiledQuery): Promise<string[]> {
  const explained = await database.db.executeQuery<{ 'QUERY PLAN': unknown }>(
    CompiledQuery.raw(`explain (format json) ${statement.sql}`, [...statement.parameters]),
  );
  const raw = explained.rows[0]['QUERY PLAN'];
  const [{ Plan }] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  const found: string[] = [];
  // A Bitmap Index Scan names its index only; the Bitmap Heap Scan above it names the table.
  const walk = (node: PlanNode, table?: string) => {
    const relation = node['Relation Name'] ?? table;
    if (MONEY_TABLES.has(relation ?? '')) {
      if (node['Node Type'] === 'Seq Scan') found.push(`${relation}: Seq Scan`);
      if (INDEX_SCANS.has(node['Node Type']) && !node['Index Cond']) {
        found.push(`${relation}: ${node['Node Type']} of all of ${node['Index Name']}`);
      }
    }
    for (const child of node.Plans ?? []) walk(child, relation);
  };
  walk(Plan);
  return found;
}

beforeAll(async () => {
  database = await openTestDatabase();
  const from = await generateTown(database);
  await sql`analyze`.execute(database.db);
  const { registry_oid } = await database.db
    .selectFrom('member')
    .select('registry_oid')
    .where('pid_no', '=', '10000000146')
    .executeTakeFirstOrThrow();
  demo = await debtOwner(database, registry_oid);
  const withMeter = await database.db
    .selectFrom('subscription')
    .select('registry_oid')
    .where('registry_oid', '>=', from)
    .orderBy('registry_oid')
    .executeTakeFirstOrThrow();
  metered = await debtOwner(database, withMeter.registry_oid);
}, 120_000);
afterAll(async () => {
  await database?.close();
});

/** The owner's accruals the plain way: its own off any meter, and every bill of the meters it holds. */
async function plainAccrualOids(owner: DebtOwner, openOnly: boolean) {
  const rows = await database.db
    .selectFrom('accrual as a')
    .leftJoin('subscription as s', 's.oid', 'a.subscription_oid')
    .select('a.oid')
    .where((eb) =>
      eb.or([
        eb.and([eb('a.registry_oid', '=', owner.registryOid), eb('a.subscription_oid', 'is', null)]),
        eb('s.registry_oid', '=', owner.registryOid),
      ]),
    )
    .$if(openOnly, (q) => q.whereRef('a.paid_kurus', '<', 'a.principal_kurus'))
    .execute();
  return rows.map((r) => r.oid).sort((a, b) => a - b);
}
const sorted = (oids: number[]) => [...oids].sort((a, b) => a - b);

describe('ledger reads return the owner’s rows', () => {
  it.each([
    ['the demo citizen', () => demo],
    ['a generated registry with a water meter', () => metered],
  ])('%s: open debts and accruals, each accrual once, meter bills with their subscriber number', async (_who, of) => {
    const owner = of();
    expect(owner.meters.size).toBeGreaterThan(0);
    const open = await openDebts(database, owner, '2026-11-23');
    expect(sorted(open.map((d) => d.AccrualOid))).toEqual(await plainAccrualOids(owner, true));
    expect(new Set(open.map((d) => d.AccrualOid)).size).toBe(open.length);
    expect(open.some((d) => d.SubscriberNo !== null)).toBe(true);
    const all = await accruals(database, owner);
    expect(sorted(all.map((a) => a.AccrualOid))).toEqual(await plainAccrualOids(owner, false));
    expect(new Set(all.map((a) => a.AccrualOid)).size).toBe(all.length);
    for (const a of all) expect(a.RemainingKurus).toBe(a.AccruedKurus - a.PaidKurus);
  });

  it('collections of one registry, with their lines', async () => {
    const list = await collectionsOf(database, metered.registryOid);
    const plain = await database.db
      .selectFrom('collection')
      .select('oid')
      .where('registry_oid', '=', metered.registryOid)
      .execute();
    expect(sorted(list.map((c) => c.CollectionOid))).toEqual(sorted(plain.map((c) => c.oid)));
    expect(list.every((c) => c.Lines.length === 1)).toBe(true);
  });
});

describe('every ledger read is an index lookup by owner (no money table read whole)', () => {
  const reads: Array<[string, (db: Database) => Promise<unknown>]> = [
    ['openDebts', (db) => openDebts(db, demo, '2026-11-23')],
    ['openDebts by revenue code', (db) => openDebts(db, metered, '2026-11-23', [30, 1])],
    ['accruals', (db) => accruals(db, metered)],
    ['accruals of a year', (db) => accruals(db, demo, 2025)],
    ['collectionsOf', (db) => collectionsOf(db, metered.registryOid)],
    ['collectionsOf a year', (db) => collectionsOf(db, demo.registryOid, 2025)],
    [
      'collectionWithLines',
      async (db) => {
        const [c] = await collectionsOf(db, metered.registryOid);
        return collectionWithLines(db, c.CollectionOid);
      },
    ],
    ['collectionHead', (db) => collectionHead(db, 1)],
    ['collectionOfPayment', (db) => collectionOfPayment(db, 1)],
    ['collectionByVerificationCode', (db) => collectionByVerificationCode(db, 'ABCDEFGHJK')],
    ['accrualFacts', (db) => accrualFacts(db.db, [1, 2, 3])],
    ['remainingOf', (db) => remainingOf(db.db, [1, 2, 3])],
    ['accrualByApplication', (db) => accrualByApplication(db, 'EVL-2026-000001', 83)],
    ['holderOf', (db) => holderOf(db.db, [1, 2, 3])],
  ];

  it.each(reads)('%s', async (_name, read) => {
    const statements = await statementsOf(read);
    expect(statements.length).toBeGreaterThan(0);
    for (const s of statements)
      expect({ sql: s.sql, whole: await wholeTableReads(s) }).toEqual({ sql: s.sql, whole: [] });
  });
});
