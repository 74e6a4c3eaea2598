import { createHash, randomBytes } from 'node:crypto';
import { ErrorCodes, PasskeyMessages } from '@e-belediye/contracts';
import { sql } from 'kysely';
import type { CallContext } from '../../http/calls.js';
import { AppError, invalid } from '../../http/errors.js';

/**
 * A password sign-in of a member who turned a second factor on stops half-way (ADR 0055): the right password earns
 * a ticket, kept by the browser in an HttpOnly cookie and in the database as its hash, which the second step spends.
 * No session exists until then.
 */
export const SECOND_FACTOR_COOKIE = 'ebs_second_factor';
const TICKET_MINUTES = 5;
/** Wrong codes one ticket may take; the account's own login throttle counts them too. */
const TICKET_TRIES = 5;

const hashOf = (id: string) => createHash('sha256').update(id).digest('hex');

/** Opens the ticket and answers 403 second_factor_required: the caller's password was right. */
export async function demandSecondFactor(ctx: CallContext, memberOid: number, persistent: boolean): Promise<never> {
  const { database, settings, reply } = ctx;
  const id = randomBytes(32).toString('base64url');
  await database.db
    .insertInto('member_login_ticket')
    .values({
      id_hash: hashOf(id),
      member_oid: memberOid,
      persistent,
      expires_at: sql<Date>`now() + make_interval(mins => ${TICKET_MINUTES})`,
    })
    .execute();
  reply.setCookie(SECOND_FACTOR_COOKIE, id, {
    path: '/api/',
    httpOnly: true,
    sameSite: 'strict',
    secure: settings.publicUrl.startsWith('https://'),
    maxAge: TICKET_MINUTES * 60,
  });
  throw new AppError(403, ErrorCodes.secondFactorRequired, PasskeyMessages.secondFactorRequired);
}

/**
 * The member a live ticket speaks for; each look counts as a try, and a ticket past its tries or time is refused.
 * `spend` ends it (the second step succeeded).
 */
export async function loginTicket(ctx: CallContext) {
  const id = ctx.request.cookies[SECOND_FACTOR_COOKIE];
  const row = id
    ? await ctx.database.db
        .updateTable('member_login_ticket')
        .set({ tries: sql<number>`tries + 1` })
        .where('id_hash', '=', hashOf(id))
        .where('expires_at', '>', sql<Date>`now()`)
        .where('tries', '<', TICKET_TRIES)
        .returning(['member_oid', 'persistent'])
        .executeTakeFirst()
    : undefined;
  if (!id || !row) throw invalid(PasskeyMessages.secondFactorExpired);
  return {
    memberOid: row.member_oid,
    persistent: row.persistent,
    async spend() {
      await ctx.database.db.deleteFrom('member_login_ticket').where('id_hash', '=', hashOf(id)).execute();
      ctx.reply.clearCookie(SECOND_FACTOR_COOKIE, { path: '/api/' });
    },
  };
}
