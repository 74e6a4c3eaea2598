import { AuthMessages } from '@e-belediye/contracts';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import { tooMany } from '../../http/errors.js';

/**
 * Failed attempts per account and per IP, counted over one hour. An account is locked for a few minutes after
 * repeated failures (never longer than 15), so an attacker cannot lock a citizen out for good, and every attempt
 * also costs a proof of work. At most ~30 guesses an hour fit per account, under ASVS's 100.
 */
const WINDOW_MS = 60 * 60_000;
const accountSteps: Array<[number, number]> = [
  [20, 15],
  [10, 5],
  [5, 1],
];
const IP_LIMIT = 50;
const IP_LOCK_MINUTES = 15;

export const accountKey = (kind: string, pid: string) => `${kind}:acct:${pid}`;
export const ipKey = (kind: string, ip: string) => `${kind}:ip:${ip}`;

export async function assertNotLocked(database: Database, keys: string[]): Promise<void> {
  const rows = await database.db
    .selectFrom('auth_throttle')
    .select(['locked_until'])
    .where('key', 'in', keys)
    .where('locked_until', '>', sql<Date>`now()`)
    .execute();
  if (rows.length) {
    const until = Math.max(...rows.map((r) => new Date(r.locked_until as Date).getTime()));
    const minutes = Math.max(1, Math.ceil((until - Date.now()) / 60_000));
    throw tooMany(AuthMessages.locked(minutes));
  }
}

export async function recordFailure(database: Database, key: string): Promise<void> {
  const now = Date.now();
  const row = await database.db.selectFrom('auth_throttle').selectAll().where('key', '=', key).executeTakeFirst();
  const fresh = !row || now - new Date(row.window_started_at).getTime() > WINDOW_MS;
  const failures = fresh ? 1 : row.failures + 1;
  const isIp = key.includes(':ip:');
  const lockMinutes = isIp
    ? failures >= IP_LIMIT
      ? IP_LOCK_MINUTES
      : 0
    : (accountSteps.find(([n]) => failures >= n && failures % 5 === 0)?.[1] ?? 0);
  const lockedUntil = lockMinutes ? new Date(now + lockMinutes * 60_000) : (row?.locked_until ?? null);
  await database.db
    .insertInto('auth_throttle')
    .values({
      key,
      failures,
      window_started_at: fresh ? new Date(now) : row.window_started_at,
      locked_until: lockedUntil,
    })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures,
        window_started_at: fresh ? new Date(now) : row.window_started_at,
        locked_until: lockedUntil,
      }),
    )
    .execute();
}

export async function clearFailures(database: Database, key: string): Promise<void> {
  await database.db.deleteFrom('auth_throttle').where('key', '=', key).execute();
}

/** Failures counted under these keys within the current window: a sign of guessing, used to raise the proof of work. */
export async function recentFailures(database: Database, keys: string[]): Promise<number> {
  const rows = await database.db
    .selectFrom('auth_throttle')
    .select(['failures'])
    .where('key', 'in', keys)
    .where('window_started_at', '>', new Date(Date.now() - WINDOW_MS))
    .execute();
  return rows.reduce((sum, r) => sum + r.failures, 0);
}
