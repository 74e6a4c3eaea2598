import { CompiledQuery, type KyselyPlugin, PostgresQueryCompiler, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/index.js';
import { growTown } from '../../src/modules/demo/grow.js';
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
const GROWTH = { registries: 20_000, ownAccrualsEach: 18, meterBillsEach: 8, collectionsEach: 5 };
const MONEY_TABLES = new Set(['accrual', 'collection', 'collection_line']);

let database: Database;
let demo: DebtOwner;
let metered: DebtOwner;

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
  // A prepared statement (ADR 0060) is no Kysely query: it is seen as it is sent.
  const prepared: Database['prepared'] = (statement, values) => {
    seen.push(CompiledQuery.raw(statement.text, values));
    return database.prepared(statement, values);
  };
  await read({ ...database, db: database.db.withPlugin(spy), prepared });
  return seen;
}

/** A parameter written into the statement, for the plan PostgreSQL keeps for a prepared statement. */
const literal = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? `array[${v.map(literal).join(', ')}]::int[]` : `'${String(v)}'`;

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
async function wholeTableReads(statement: CompiledQuery, generic = false): Promise<string[]> {
  // The generic plan is the one a prepared statement may keep after its first runs, whatever its parameters.
  const explained = generic
    ? await database.db.transaction().execute(async (trx) => {
        await sql`set local plan_cache_mode = force_generic_plan`.execute(trx);
        await trx.executeQuery(CompiledQuery.raw(`prepare generic_read as ${statement.sql}`));
        const args = statement.parameters.map(literal).join(', ');
        const plan = await trx.executeQuery<{ 'QUERY PLAN': unknown }>(
          CompiledQuery.raw(`explain (format json) execute generic_read(${args})`),
        );
        await trx.executeQuery(CompiledQuery.raw('deallocate generic_read'));
        return plan;
      })
    : await database.db.executeQuery<{ 'QUERY PLAN': unknown }>(
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
  const { firstRegistryOid: from } = await growTown(database, GROWTH);
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

  it.each([
    ['the demo citizen', () => demo],
    ['a generated registry with a water meter', () => metered],
  ])('%s: the debt inquiry’s one statement answers what openDebts answers, in its order', async (_who, of) => {
    const owner = of();
    for (const codes of [undefined, 30, [30, 1], [1], []] as const) {
      const one = await openDebts(database, owner.registryOid, '2026-11-23', codes);
      expect(one).toEqual(await openDebts(database, owner, '2026-11-23', codes));
      if (codes === undefined) expect(one.some((d) => d.SubscriberNo !== null)).toBe(true);
    }
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
    ['openDebts of a registry', (db) => openDebts(db, metered.registryOid, '2026-11-23')],
    ['openDebts of a registry by revenue code', (db) => openDebts(db, demo.registryOid, '2026-11-23', [30, 1])],
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

  it.each([
    ['openDebts of a registry', [null]],
    ['openDebts of a registry by revenue code', [[30, 1]]],
  ] as const)('%s: also in the plan its prepared statement may keep', async (_name, [codes]) => {
    const statements = await statementsOf((db) => openDebts(db, metered.registryOid, '2026-11-23', codes ?? undefined));
    // Beside the late-fee rates, one statement.
    const debts = statements.filter((s) => !s.sql.includes('late_fee_rate'));
    expect(debts).toHaveLength(1);
    expect(await wholeTableReads(debts[0], true)).toEqual([]);
  });
});
