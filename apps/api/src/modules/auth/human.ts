import { createHmac } from 'node:crypto';
import { AuthMessages } from '@e-belediye/contracts';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { sql } from 'kysely';
import type { Settings } from '../../config/settings.js';
import type { Database } from '../../db/index.js';
import { invalid } from '../../http/errors.js';
import { accountKey, ipKey, recentFailures } from './throttle.js';

/** Self-hosted human verification: ALTCHA v1 proof of work, HMAC-signed, expiring, each payload used once. */
const LIFETIME_MS = 10 * 60_000;

const hmacKey = (settings: Settings) =>
  createHmac('sha256', settings.secrets.machineKey).update('human-verification').digest('hex');

/**
 * A challenge sized to the risk: the normal size keeps a slow phone quick; an IP or an account with recent failed
 * logins (citizen or office) or resets gets the raised size, so guessing costs more without slowing everyone down.
 */
export async function createHumanChallenge(
  database: Database,
  settings: Settings,
  caller: { ip: string; pidNo?: string },
) {
  const keys = ['login', 'reset', 'staff'].flatMap((kind) => [
    ipKey(kind, caller.ip),
    ...(caller.pidNo ? [accountKey(kind, caller.pidNo)] : []),
  ]);
  const risky = (await recentFailures(database, keys)) > 0;
  const { maxNumber, riskMaxNumber } = settings.humanVerification;
  const maxnumber = risky ? Math.max(maxNumber, riskMaxNumber) : maxNumber;
  const c = await createChallenge({
    hmacKey: hmacKey(settings),
    maxnumber,
    expires: new Date(Date.now() + LIFETIME_MS),
  });
  return {
    algorithm: 'SHA-256' as const,
    challenge: c.challenge,
    maxnumber,
    salt: c.salt,
    signature: c.signature,
  };
}

/** Throws a 400 with the spec's warning unless the payload is a fresh, valid, unused solution. */
export async function requireHuman(database: Database, settings: Settings, payload: string): Promise<void> {
  const ok = await verifySolution(payload, hmacKey(settings), true).catch(() => false);
  if (!ok) throw invalid(AuthMessages.verificationFailed);
  const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature: string; salt: string };
  const expires = Number(extractParams(parsed as never).expires ?? 0) * 1000 || Date.now() + LIFETIME_MS;
  const { signature } = parsed;
  await sql`delete from human_challenge_used where expires_at < now()`.execute(database.db);
  const inserted = await database.db
    .insertInto('human_challenge_used')
    .values({ signature, expires_at: new Date(expires) })
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  if (!inserted) throw invalid(AuthMessages.verificationFailed);
}
