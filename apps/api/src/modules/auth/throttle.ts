import { AuthMessages, VerificationMessages } from '@e-belediye/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/index.js';
import { tooMany } from '../../http/errors.js';

/**
 * Attempts per account and per IP, counted over one hour. An account is locked for a few minutes after repeated
 * failures (never longer than 15), so an attacker cannot lock a citizen out for good, and every attempt also
 * costs a proof of work. At most ~30 guesses an hour fit per account, under ASVS's 100.
 *
 * An attempt is claimed before its secret is checked, by one upsert that refuses while the key is locked and
 * sets the lock on the claim that reaches a step. Requests sent at once are numbered by PostgreSQL one after the
 * other, so no more of them are checked than one at a time would be (ADR 0031).
 */
const WINDOW_MINUTES = 60;
const WINDOW_MS = WINDOW_MINUTES * 60_000;

/** When a claim locks its key: on the claims numbered a multiple of `every`, the first step it reaches. */
export interface LockPolicy {
  every: number;
  /** [claims at least, minutes locked], largest first. */
  steps: ReadonlyArray<readonly [number, number]>;
}

export const ACCOUNT_POLICY: LockPolicy = {
  every: 5,
  steps: [
    [20, 15],
    [10, 5],
    [5, 1],
  ],
};
export const IP_POLICY: LockPolicy = { every: 1, steps: [[50, 15]] };

export const accountKey = (kind: string, pid: string) => `${kind}:acct:${pid}`;
export const ipKey = (kind: string, ip: string) => `${kind}:ip:${ip}`;
const policyOf = (key: string) => (key.includes(':ip:') ? IP_POLICY : ACCOUNT_POLICY);

/** The claim's number: the window starts again after an hour without a claim that counted. */
const freshWindow = sql`t.window_started_at <= now() - make_interval(mins => ${WINDOW_MINUTES})`;
const nextCount = sql`case when ${freshWindow} then 1 else t.failures + 1 end`;

function lockMinutes(policy: LockPolicy, count: RawBuilder<unknown>) {
  const cases = policy.steps.map(
    ([from, minutes]) => sql`when ${count} >= ${from} and ${count} % ${policy.every} = 0 then ${minutes}`,
  );
  return sql<number>`(case ${sql.join(cases, sql` `)} else 0 end)`;
}

export interface ClaimOptions {
  /** Each key's lock policy; by default accounts lock in steps from 5 claims, addresses at 50. */
  policy?: (key: string) => LockPolicy;
  /** The least time between two claims of the first key: a quicker one is refused with the seconds to wait. */
  gapSeconds?: number;
}

/** One attempt claimed under several keys: what the check that follows it says is reported back here. */
export interface AttemptClaim {
  /** The secret was right: the account's count starts again, and the other keys get their claim back. */
  succeeded(): Promise<void>;
  /** The attempt was not checked after all (its input was refused first): every key gets its claim back. */
  withdrawn(): Promise<void>;
}

/**
 * Claims one attempt under each key before anything secret is checked, and throws a Turkish 429 when one of them
 * is locked (or, with `gapSeconds`, the first was claimed too lately); then nothing stays claimed. A claim that is
 * never reported back counts as a failure.
 */
export async function claimAttempt(database: Database, keys: string[], opts: ClaimOptions = {}): Promise<AttemptClaim> {
  const claimed: string[] = [];
  for (const [i, key] of keys.entries()) {
    const gap = i === 0 ? (opts.gapSeconds ?? 0) : 0;
    const ok = await claimOne(database, key, (opts.policy ?? policyOf)(key), gap);
    if (!ok) {
      await giveBack(database, claimed);
      throw await refusal(database, key, gap);
    }
    claimed.push(key);
  }
  return {
    async succeeded() {
      if (!claimed.length) return;
      await clearFailures(database, claimed[0]);
      await giveBack(database, claimed.slice(1));
    },
    async withdrawn() {
      await giveBack(database, claimed);
    },
  };
}

async function claimOne(database: Database, key: string, policy: LockPolicy, gapSeconds: number): Promise<boolean> {
  const minutes = lockMinutes(policy, nextCount);
  const firstLock = lockMinutes(policy, sql`1`);
  // Only with a gap: now() is when a statement's transaction began, so a claim that began a moment before a
  // concurrent one committed would see that one's time as later than its own.
  const gap =
    gapSeconds > 0
      ? sql`and (t.last_attempt_at is null or t.last_attempt_at <= now() - make_interval(secs => ${gapSeconds}))`
      : sql``;
  const rows = await sql<{ failures: number }>`
    insert into auth_throttle as t (key, failures, window_started_at, locked_until, last_attempt_at)
    values (${key}, 1, now(),
      case when ${firstLock} > 0 then now() + make_interval(mins => ${firstLock}) end, now())
    on conflict (key) do update set
      failures = ${nextCount},
      window_started_at = case when ${freshWindow} then now() else t.window_started_at end,
      locked_until = case when ${minutes} > 0 then now() + make_interval(mins => ${minutes}) else t.locked_until end,
      last_attempt_at = now()
    where (t.locked_until is null or t.locked_until <= now()) ${gap}
    returning t.failures`.execute(database.db);
  return rows.rows.length > 0;
}

/** Why a claim was refused: the lock's minutes, or the seconds left of the gap. */
async function refusal(database: Database, key: string, gapSeconds: number) {
  const row = await database.db
    .selectFrom('auth_throttle')
    .select([
      sql<number>`extract(epoch from locked_until - now())::float8`.as('locked_seconds'),
      sql<number>`extract(epoch from now() - last_attempt_at)::float8`.as('since_last'),
    ])
    .where('key', '=', key)
    .executeTakeFirst();
  const locked = Number(row?.locked_seconds ?? 0);
  if (locked > 0) return tooMany(AuthMessages.locked(Math.max(1, Math.ceil(locked / 60))));
  const wait = Math.max(1, Math.ceil(gapSeconds - Number(row?.since_last ?? 0)));
  return tooMany(VerificationMessages.wait(wait));
}

/** Returns one claim to each key; a lock already set stays. */
async function giveBack(database: Database, keys: string[]): Promise<void> {
  if (!keys.length) return;
  await database.db
    .updateTable('auth_throttle')
    .set({ failures: sql<number>`greatest(failures - 1, 0)` })
    .where('key', 'in', keys)
    .execute();
}

/**
 * A failure found without a claim first (nothing secret was checked, only that the input names nobody): counted
 * the way a claim is, so a locked key stays locked.
 */
export async function recordFailure(database: Database, key: string): Promise<void> {
  await claimOne(database, key, policyOf(key), 0);
}

export async function clearFailures(database: Database, key: string): Promise<void> {
  await database.db.deleteFrom('auth_throttle').where('key', '=', key).execute();
}

/** Attempts counted under these keys within the current window: a sign of guessing, used to raise the proof of work. */
export async function recentFailures(database: Database, keys: string[]): Promise<number> {
  const rows = await database.db
    .selectFrom('auth_throttle')
    .select(['failures'])
    .where('key', 'in', keys)
    .where('window_started_at', '>', new Date(Date.now() - WINDOW_MS))
    .execute();
  return rows.reduce((sum, r) => sum + r.failures, 0);
}
