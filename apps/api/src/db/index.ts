import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { DB } from './schema.js';

/**
 * A statement of the hottest calls (a session, the debt inquiry), written once with a fixed text. PostgreSQL
 * prepares it under its name once per connection and then binds and runs it: no query is built, parsed or, once
 * PostgreSQL keeps a generic plan after five runs, planned per request. Its text must therefore lead every plan to
 * index lookups whatever the values (the ledger's test explains its generic plan), and it names every column it
 * answers (no `select *`), so a column added by a migration while it is prepared does not change its result.
 */
export interface Prepared {
  name: string;
  text: string;
}

/** One SQL dialect, two engines: embedded PGlite by default, a PostgreSQL server when a URL is given. */
export interface Database {
  db: Kysely<DB>;
  /** Runs a prepared statement outside any transaction and answers its rows as Kysely would. */
  prepared<R>(statement: Prepared, values: unknown[]): Promise<R[]>;
  /** Runs a script of several statements (migrations, seeding). */
  exec(script: string): Promise<void>;
  engine: 'pglite' | 'postgres';
  /** PGlite only: a snapshot of the whole database, to start other instances from. */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * Cancels any later statement that runs longer than `ms` (PostgreSQL error 57014), on every connection. Set by
   * the app once migrations and seeding are done, which may take longer.
   */
  limitStatements(ms: number): Promise<void>;
  /** PostgreSQL only: the pool's connections now, for the metrics. */
  poolUse?: () => { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… — when set, a PostgreSQL server is used. */
  url?: string;
  /** PGlite data directory; in memory when omitted. */
  dataDir?: string;
  /** A PGlite dumpDataDir() tarball to start from (fast test fixtures). */
  loadDataDir?: Blob;
}

// bigint (int8) money and counts fit safely in a JS number; calendar dates stay 'YYYY-MM-DD' strings.
const INT8 = 20;
const DATE = 1082;
const toNumber = (v: string) => Number(v);
const asIs = (v: string) => v;
const POOL_MAX = 10;

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: POOL_MAX,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
          if (oid === INT8) return toNumber;
          if (oid === DATE) return asIs;
          return pg.types.getTypeParser(oid, format as 'text');
        }) as typeof pg.types.getTypeParser,
      },
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    // Each pooled connection takes the limit before its next use: the SET is queued ahead of the caller's query.
    let statementTimeoutMs = 0;
    const limitOf = new WeakMap<pg.PoolClient, number>();
    pool.on('acquire', (client) => {
      if ((limitOf.get(client) ?? 0) === statementTimeoutMs) return;
      limitOf.set(client, statementTimeoutMs);
      client.query(`set statement_timeout = ${statementTimeoutMs}`).catch(() => limitOf.delete(client));
    });
    return {
      db,
      engine: 'postgres',
      async prepared<R>(statement: Prepared, values: unknown[]) {
        return (await pool.query({ name: statement.name, text: statement.text, values })).rows as R[];
      },
      async exec(script) {
        await pool.query(script);
      },
      async limitStatements(ms) {
        statementTimeoutMs = Math.trunc(ms);
      },
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_MAX }),
      async close() {
        await db.destroy();
      },
    };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir,
    parsers: { [INT8]: toNumber, [DATE]: asIs },
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(client) });
  return {
    db,
    engine: 'pglite',
    // Through Kysely's one connection like every other statement: PGlite is one session, and a statement sent
    // beside that queue would run inside another request's transaction.
    async prepared<R>(statement: Prepared, values: unknown[]) {
      return (await db.executeQuery<R>(CompiledQuery.raw(statement.text, values))).rows;
    },
    async exec(script) {
      await client.exec(script);
    },
    async dumpDataDir() {
      return (await client.dumpDataDir('none')) as Blob;
    },
    // PGlite keeps the setting but, single-threaded in WebAssembly, has no timer to enforce it; there the
    // request timeout is what bounds a slow request.
    async limitStatements(ms) {
      await client.exec(`set statement_timeout = ${Math.trunc(ms)}`);
    },
    async close() {
      await db.destroy().catch(() => undefined);
      if (!client.closed) await client.close();
    },
  };
}
