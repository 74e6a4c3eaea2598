import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { CHANNEL_PREFIX, ChannelMessages, ErrorCodes } from '@e-belediye/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import type { Principal } from '../../http/access.js';
import { AppError, tooMany } from '../../http/errors.js';
import { recordable } from '../../lib/recorded.js';
import { claimAttempt, clientIp, ipKey } from '../auth/index.js';

/** A key is "ebk_" and 32 random bytes; lists show its first characters so two keys can be told apart. */
const KEY_BYTES = 32;
const PREFIX_LENGTH = 12;

/** SHA-256 of a key: the key is high-entropy random, so no slow hash is needed to resist guessing (ADR 0019). */
export const hashKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');
export const keyPrefix = (key: string) => key.slice(0, PREFIX_LENGTH);

export function newKey(): { key: string; hash: string; prefix: string } {
  const key = `ebk_${randomBytes(KEY_BYTES).toString('base64url')}`;
  return { key, hash: hashKey(key), prefix: keyPrefix(key) };
}

/** Every refusal of a key reads the same: which part was wrong is never told. */
const refused = () => new AppError(401, ErrorCodes.channelUnauthenticated, ChannelMessages.unauthenticated);

/** The channel each request was admitted as, for the audit row its answer writes. */
const admitted = new WeakMap<FastifyRequest, number>();

interface SecurityBody {
  security?: { institutionCode?: unknown; apiKey?: unknown };
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * The registry's guard of the second host: the key of `body.security` by its hash, its institution code, not
 * revoked, within its rate. A failure of any kind is the same 401. A refused key is counted against the caller's
 * address and against the prefix it presented, and a lock refuses only keys that are not right: a valid key is
 * admitted from any address, so a wrong caller behind a shared proxy cannot stop every channel (ADR 0031). The
 * scope is checked by the registry against the answer.
 */
export function channelGuard(database: Database) {
  return async (request: FastifyRequest, _call: string): Promise<Principal> => {
    const security = (request.body as SecurityBody | null)?.security;
    const apiKey = typeof security?.apiKey === 'string' ? security.apiKey : '';
    const code = typeof security?.institutionCode === 'string' ? security.institutionCode : '';
    const channel = apiKey
      ? await database.db
          .selectFrom('channel')
          .select(['oid', 'institution_code', 'scopes', 'rate_per_minute', 'revoked_at'])
          .where('key_hash', '=', hashKey(apiKey))
          .executeTakeFirst()
      : undefined;
    if (!channel || channel.revoked_at || !sameText(channel.institution_code, code)) {
      // Counted first; a locked address or prefix is told so (a 429), anything else the same 401.
      await claimAttempt(database, refusedKeys(clientIp(request), apiKey));
      throw refused();
    }
    admitted.set(request, channel.oid);
    const calls = await countCall(database, channel.oid);
    if (calls > channel.rate_per_minute) throw tooMany(ChannelMessages.rateLimited);
    return { kind: 'channel', channelOid: channel.oid, scopes: new Set(channel.scopes) };
  };
}

/** Where a refused key counts: the caller's address, and the prefix it showed (one wrong key from many addresses). */
export const refusedKeys = (ip: string, apiKey: string) => [
  ipKey('channel', ip),
  ...(apiKey ? [`channel:prefix:${keyPrefix(apiKey)}`] : []),
];

/** One more call this minute for the key, counted in the database (an upsert): every API instance shares it. */
async function countCall(database: Database, channelOid: number): Promise<number> {
  const row = await sql<{ calls: number }>`
    insert into channel_rate (channel_oid, minute, calls) values (${channelOid}, date_trunc('minute', now()), 1)
    on conflict (channel_oid, minute) do update set calls = channel_rate.calls + 1
    returning calls`.execute(database.db);
  return row.rows[0].calls;
}

/** Counters of past minutes say nothing more: dropped by the channels' sweep. */
export async function pruneRates(database: Database): Promise<void> {
  await sql`delete from channel_rate where minute < now() - interval '10 minutes'`.execute(database.db);
  await sql`delete from channel_member_token where expires_at < now()`.execute(database.db);
}

/**
 * Every answer of the second host, admitted or refused, leaves a channel_call row: the channel once its key was
 * recognised, the institution code the caller claimed, the call, the status, the address and the request id.
 */
export function installChannelAudit(app: FastifyInstance, database: Database): void {
  const prefix = `${CHANNEL_PREFIX}/`;
  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith(prefix)) return;
    const security = (request.body as SecurityBody | null)?.security;
    // What the caller sent is recorded without control characters: a NUL would fail the row of the very call it
    // got refused.
    const claimed =
      typeof security?.institutionCode === 'string' ? recordable(security.institutionCode).slice(0, 20) : null;
    try {
      await database.db
        .insertInto('channel_call')
        .values({
          channel_oid: admitted.get(request) ?? null,
          institution_code: claimed,
          call_name: recordable(request.url.slice(prefix.length).split('?')[0]).slice(0, 100),
          status_code: reply.statusCode,
          ip: clientIp(request),
          request_id: String(request.id),
        })
        .execute();
    } catch (err) {
      request.log.error({ err }, 'channel call could not be recorded');
    }
  });
}
