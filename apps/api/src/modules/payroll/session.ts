import { createHash, randomBytes } from 'node:crypto';
import { PAYROLL_SESSION_MINUTES, PayrollMessages } from '@e-belediye/contracts';
import { sql } from 'kysely';
import type { CallContext } from '../../http/calls.js';
import { unauthenticated } from '../../http/errors.js';
import { clientIp } from '../auth/index.js';

/**
 * The payroll pages are opened by an SMS code, not by a member login: the code buys this browser a short session,
 * an HttpOnly cookie sent only to the API and only from the portal's own pages (SameSite=Strict). The table keeps
 * the cookie's hash, so a copy of the database opens nothing.
 */
export const PAYROLL_COOKIE = 'ebs_payroll';

const hash = (token: string) => createHash('sha256').update(`payroll-session:${token}`).digest('base64url');

type Ctx = Pick<CallContext, 'database' | 'settings' | 'request' | 'reply'>;

export async function openPayrollSession(ctx: Ctx, employeeOid: number): Promise<Date> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + PAYROLL_SESSION_MINUTES * 60_000);
  const db = ctx.database.db;
  await db.deleteFrom('payroll_session').where('expires_at', '<', sql<Date>`now()`).execute();
  // A browser holds one payroll session at a time: a new code replaces the one it had.
  const old = ctx.request.cookies[PAYROLL_COOKIE];
  if (old) await db.deleteFrom('payroll_session').where('token_hash', '=', hash(old)).execute();
  await db
    .insertInto('payroll_session')
    .values({ token_hash: hash(token), employee_oid: employeeOid, ip: clientIp(ctx.request), expires_at: expiresAt })
    .execute();
  ctx.reply.setCookie(PAYROLL_COOKIE, token, {
    path: '/api/',
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.settings.publicUrl.startsWith('https://'),
    maxAge: PAYROLL_SESSION_MINUTES * 60,
  });
  return expiresAt;
}

/** The employee this browser's payroll session speaks for; 401 with the Turkish reason when there is none. */
export async function payrollSession(ctx: Ctx): Promise<{ employeeOid: number; expiresAt: Date }> {
  const token = ctx.request.cookies[PAYROLL_COOKIE];
  const row =
    token &&
    (await ctx.database.db
      .selectFrom('payroll_session')
      .select(['employee_oid', 'expires_at'])
      .where('token_hash', '=', hash(token))
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst());
  if (!row) throw unauthenticated(PayrollMessages.sessionOver);
  return { employeeOid: row.employee_oid, expiresAt: new Date(row.expires_at) };
}

export async function endPayrollSession(ctx: Ctx): Promise<void> {
  const token = ctx.request.cookies[PAYROLL_COOKIE];
  if (token) await ctx.database.db.deleteFrom('payroll_session').where('token_hash', '=', hash(token)).execute();
  ctx.reply.clearCookie(PAYROLL_COOKIE, { path: '/api/' });
}
