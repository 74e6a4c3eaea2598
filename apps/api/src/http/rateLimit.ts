import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Settings } from '../config/settings.js';
import type { Database } from '../db/index.js';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** How long counts of past windows are kept before an instance deletes them in passing. */
const KEEP_MS = 60 * 60_000;
const CLEAN_EVERY_MS = 60_000;
/** How often an instance adds what it counted to the shared table and learns the others' counts. */
export const FLUSH_EVERY_MS = 1_000;

interface Tally {
  /** The window's start and end, epoch ms: when it has passed and all is sent, the tally is dropped. */
  start: number;
  end: number;
  /** The shared count as the table said it last (ours included as far as flushed). */
  known: number;
  /** Counted here and not yet added to the table. */
  pending: number;
}

/**
 * A @fastify/rate-limit store on the `rate_limit_hit` table, one row per client and fixed window, so the limit is
 * one for all instances behind the balancer — a client cannot get N times the limit by landing on N instances.
 * Far from the limit an instance counts in memory and adds its counts to the table once a second in one statement
 * (a row written per request was the costliest part of a cheap call); from half the limit on, every request is
 * counted in the table at once, so the limit itself is exact. `name` keeps each limited scope's counts apart.
 */
export function tableStore(database: Database, name: string) {
  const tallies = new Map<string, Tally>();
  let cleanedAt = 0;
  let flushing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const clean = () => {
    if (Date.now() - cleanedAt < CLEAN_EVERY_MS) return;
    cleanedAt = Date.now();
    sql`delete from rate_limit_hit where window_start < now() - make_interval(secs => ${KEEP_MS / 1000})`
      .execute(database.db)
      .catch(() => undefined);
  };
  /** Adds `adds[i]` to window `starts[i]` of `keys[i]` and answers each row's shared count. */
  const add = async (keys: string[], starts: number[], adds: number[]) => {
    const { rows } = await sql<{ key: string; hits: number }>`
      insert into rate_limit_hit (key, window_start, hits)
      select k, to_timestamp(s / 1000.0), a
      from unnest(${keys}::text[], ${starts}::float8[], ${adds}::int[]) as t(k, s, a)
      on conflict (key, window_start) do update set hits = rate_limit_hit.hits + excluded.hits
      returning key, hits`.execute(database.db);
    return new Map(rows.map((r) => [r.key, r.hits]));
  };
  const flush = async () => {
    timer = null;
    const now = Date.now();
    const keys: string[] = [];
    const starts: number[] = [];
    const adds: number[] = [];
    for (const [key, tally] of tallies) {
      if (tally.pending > 0) {
        keys.push(key);
        starts.push(tally.start);
        adds.push(tally.pending);
      } else if (tally.end < now) {
        // A window that has passed is over everywhere: what it counted no longer limits anybody.
        tallies.delete(key);
      }
    }
    if (keys.length === 0) return;
    const sent = adds.slice();
    keys.forEach((key, i) => {
      const tally = tallies.get(key);
      if (tally) tally.pending -= sent[i];
    });
    try {
      const hits = await add(keys, starts, adds);
      for (const [key, count] of hits) {
        const tally = tallies.get(key);
        if (tally) tally.known = count;
      }
    } catch {
      // The table is unreachable: the counts stay ours to send next time, so none is lost.
      keys.forEach((key, i) => {
        const tally = tallies.get(key);
        if (tally) tally.pending += sent[i];
      });
    }
  };
  const scheduleFlush = () => {
    timer ??= setTimeout(() => {
      flushing = flush().finally(() => {
        flushing = null;
      });
    }, FLUSH_EVERY_MS);
    timer.unref();
  };
  const tallyOf = (key: string, windowMs: number) => {
    const now = Date.now();
    const start = Math.floor(now / windowMs) * windowMs;
    const id = `${name}:${key}:${start}`;
    let tally = tallies.get(id);
    if (!tally) {
      tally = { start, end: start + windowMs, known: 0, pending: 0 };
      tallies.set(id, tally);
    }
    return { id, tally, ttl: start + windowMs - now };
  };
  const count = async (key: string, windowMs: number, max: number, addOne: boolean) => {
    const { id, tally, ttl } = tallyOf(key, windowMs);
    if (addOne) tally.pending += 1;
    scheduleFlush();
    if (tally.known + tally.pending < max / 2) {
      return { current: tally.known + tally.pending, ttl };
    }
    // Near the limit: the shared count, exact, now (a flush under way has taken its share of `pending` already).
    await flushing;
    const adding = tally.pending;
    tally.pending -= adding;
    try {
      const hits = await add([id], [tally.start], [adding]);
      tally.known = hits.get(id) ?? tally.known + adding;
    } catch (error) {
      tally.pending += adding;
      throw error;
    }
    return { current: tally.known + tally.pending, ttl };
  };
  return class TableStore {
    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      clean();
      count(key, timeWindow, max, true).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }
    read(key: string, callback: Callback, timeWindow: number, max: number) {
      count(key, timeWindow, max, false).then(
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
