import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Settings } from '../config/settings.js';
import type { Database } from '../db/index.js';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** How long counts of past windows are kept before an instance deletes them in passing. */
const KEEP_MS = 60 * 60_000;
const CLEAN_EVERY_MS = 60_000;

/**
 * A @fastify/rate-limit store on the `rate_limit_hit` table: one row per client and fixed window, counted with an
 * upsert on the database clock, so the limit is one for all instances behind the balancer — a client cannot get
 * N times the limit by landing on N instances. `name` keeps each limited scope's counts apart, as separate
 * in-memory stores did.
 */
export function tableStore(database: Database, name: string) {
  let cleanedAt = 0;
  const clean = () => {
    if (Date.now() - cleanedAt < CLEAN_EVERY_MS) return;
    cleanedAt = Date.now();
    sql`delete from rate_limit_hit where window_start < now() - make_interval(secs => ${KEEP_MS / 1000})`
      .execute(database.db)
      .catch(() => undefined);
  };
  const count = async (key: string, windowMs: number, add: 0 | 1) => {
    const secs = windowMs / 1000;
    const { rows } = await sql<{ hits: number; ttl: number }>`
      with w as (select to_timestamp(floor(extract(epoch from now()) / ${secs}) * ${secs}) as start)
      insert into rate_limit_hit (key, window_start, hits)
      select ${`${name}:${key}`}, w.start, ${add}::int from w
      on conflict (key, window_start) do update set hits = rate_limit_hit.hits + ${add}::int
      returning hits, greatest(0, extract(epoch from window_start - now()) * 1000 + ${windowMs})::float8 as ttl`.execute(
      database.db,
    );
    return { current: rows[0].hits, ttl: Math.ceil(rows[0].ttl) };
  };
  return class TableStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      clean();
      count(key, timeWindow, 1).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }
    read(key: string, callback: Callback, timeWindow: number) {
      count(key, timeWindow, 0).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }
    child() {
      return new TableStore();
    }
  };
}

/**
 * The per-address limit of a scope (the calls, files, attachments, bank returns): `apiRateLimit` requests a
 * minute. On PostgreSQL counted in the database for every instance; on PGlite, which one process owns, in memory.
 * A database that cannot count lets the request through: the call itself will meet the same outage.
 */
export function perMinuteLimit(
  { database, settings }: { database: Database; settings: Settings },
  name: string,
): RateLimitPluginOptions {
  const base = { max: settings.apiRateLimit, timeWindow: '1 minute' };
  if (database.engine !== 'postgres') return base;
  return {
    ...base,
    skipOnError: true,
    store: tableStore(database, name) as unknown as RateLimitPluginOptions['store'],
  };
}
