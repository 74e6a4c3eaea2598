import { createHash, randomBytes } from 'node:crypto';
import { AuthMessages, ErrorCodes } from '@e-belediye/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Settings } from '../../config/settings.js';
import type { Database, Prepared } from '../../db/index.js';
import { forbidden, unauthenticated } from '../../http/errors.js';

/** Server-side sessions behind an HttpOnly cookie; a readable double-submit cookie guards against CSRF. */
export interface SessionInfo {
  idHash: string;
  memberOid: number;
  /** The member's own registry, read with the session so a member's call needs no second read for it. */
  registryOid: number;
  csrfToken: string;
  /** Set after an SMS reset until the member chooses a new password. */
  mustChangePassword: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionInfo | null;
  }
}

export const CSRF_COOKIE = 'ebs_csrf';
export const sessionCookie = (settings: Settings) =>
  settings.publicUrl.startsWith('https://') ? '__Host-ebs_session' : 'ebs_session';
const hashId = (id: string) => createHash('sha256').update(id).digest('hex');
const token = () => randomBytes(32).toString('base64url'); // 256 bits from the CSPRNG

function cookieOptions(settings: Settings, maxAgeSeconds: number | undefined, httpOnly: boolean) {
  return {
    path: '/',
    httpOnly,
    secure: settings.publicUrl.startsWith('https://'),
    sameSite: 'lax' as const,
    ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}),
  };
}

/** A new session (always a new id: no fixation); the old one, if any, ends. */
export async function startSession(
  database: Database,
  settings: Settings,
  request: FastifyRequest,
  reply: FastifyReply,
  memberOid: number,
  persistent: boolean,
  proven = false,
): Promise<{ csrfToken: string; marker: string }> {
  if (request.session)
    await database.db.deleteFrom('member_session').where('id_hash', '=', request.session.idHash).execute();
  const id = token();
  const csrfToken = token();
  const lifetimeMs = persistent
    ? settings.session.rememberDays * 86_400_000
    : settings.session.absoluteHours * 3_600_000;
  await database.db
    .insertInto('member_session')
    .values({
      id_hash: hashId(id),
      member_oid: memberOid,
      csrf_token: csrfToken,
      persistent,
      expires_at: new Date(Date.now() + lifetimeMs),
      proven_at: proven ? new Date() : null,
    })
    .execute();
  // "Beni Hatırla" makes both cookies persistent; otherwise they end with the browser.
  const maxAge = persistent ? Math.floor(lifetimeMs / 1000) : undefined;
  reply.setCookie(sessionCookie(settings), id, cookieOptions(settings, maxAge, true));
  reply.setCookie(CSRF_COOKIE, csrfToken, cookieOptions(settings, maxAge, false));
  const member = await database.db
    .selectFrom('member')
    .select(['must_change_password', 'registry_oid'])
    .where('oid', '=', memberOid)
    .executeTakeFirstOrThrow();
  request.session = {
    idHash: hashId(id),
    memberOid,
    registryOid: member.registry_oid,
    csrfToken,
    mustChangePassword: member.must_change_password,
  };
  return { csrfToken, marker: hashId(csrfToken).slice(0, 24) };
}

export async function endSession(database: Database, settings: Settings, request: FastifyRequest, reply: FastifyReply) {
  if (request.session)
    await database.db.deleteFrom('member_session').where('id_hash', '=', request.session.idHash).execute();
  reply.clearCookie(sessionCookie(settings), { path: '/' });
  reply.clearCookie(CSRF_COOKIE, { path: '/' });
  request.session = null;
}

/** Ends every other session of a member (after a password change or reset). */
export async function endOtherSessions(database: Database, memberOid: number, keepIdHash?: string) {
  let q = database.db.deleteFrom('member_session').where('member_oid', '=', memberOid);
  if (keepIdHash) q = q.where('id_hash', '!=', keepIdHash);
  await q.execute();
}

/**
 * Until when the login that opened this session proves who a member without a password is. Only e-Devlet signs in
 * such a member (a password login, a reset and a registration all give a password), so the session's start is the
 * moment e-Devlet vouched for them.
 */
export async function eDevletProofUntil(
  database: Database,
  session: SessionInfo,
  minutes: number,
): Promise<Date | null> {
  const row = await database.db
    .selectFrom('member_session')
    .innerJoin('member', 'member.oid', 'member_session.member_oid')
    .select(sql<Date>`member_session.created_at + make_interval(mins => ${minutes})`.as('until'))
    .where('id_hash', '=', session.idHash)
    .where('member.password_hash', 'is', null)
    .executeTakeFirst();
  return row ? new Date(row.until) : null;
}

/** The session and what the member's calls need of the member, in one statement prepared once (ADR 0060). */
const SESSION: Prepared = {
  name: 'member_session_by_id',
  text: `select s.id_hash, s.member_oid, s.csrf_token, s.persistent, s.last_seen_at, s.expires_at, m.status,
      m.must_change_password, m.registry_oid
    from member_session s inner join member m on m.oid = s.member_oid
    where s.id_hash = $1`,
};

interface SessionRow {
  id_hash: string;
  member_oid: number;
  csrf_token: string;
  persistent: boolean;
  last_seen_at: Date;
  expires_at: Date;
  status: string;
  must_change_password: boolean;
  registry_oid: number;
}

export async function loadSession(database: Database, settings: Settings, id: string): Promise<SessionInfo | null> {
  const [row] = await database.prepared<SessionRow>(SESSION, [hashId(id)]);
  if (!row) return null;
  const now = Date.now();
  const idleMs = row.persistent ? settings.session.rememberDays * 86_400_000 : settings.session.idleMinutes * 60_000;
  if (
    row.status !== 'ACTIVE' ||
    new Date(row.expires_at).getTime() < now ||
    new Date(row.last_seen_at).getTime() + idleMs < now
  ) {
    await database.db.deleteFrom('member_session').where('id_hash', '=', row.id_hash).execute();
    return null;
  }
  if (now - new Date(row.last_seen_at).getTime() > 60_000) {
    await database.db
      .updateTable('member_session')
      .set({ last_seen_at: sql<Date>`now()` })
      .where('id_hash', '=', row.id_hash)
      .execute();
  }
  return {
    idHash: row.id_hash,
    memberOid: row.member_oid,
    registryOid: row.registry_oid,
    csrfToken: row.csrf_token,
    mustChangePassword: row.must_change_password,
  };
}

/** An Origin header that is not a URL (browsers send `null` from sandboxed frames) is foreign. */
function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Reads the session of every API call and refuses a foreign Origin. The CSRF token is checked by the call
 * registry, which knows the calls that start a session (an old cookie must not block a login). Before validation,
 * where the registry decides access.
 */
export function installSessions(app: FastifyInstance, database: Database, settings: Settings) {
  app.decorateRequest('session', null);
  const publicOrigin = new URL(settings.publicUrl).origin;
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/') || request.method !== 'POST') return;
    const origin = request.headers.origin;
    if (origin && origin !== publicOrigin && hostOf(origin) !== request.headers.host) {
      throw forbidden(AuthMessages.csrf, ErrorCodes.csrf);
    }
    const id = request.cookies[sessionCookie(settings)];
    request.session = id ? await loadSession(database, settings, id) : null;
  });
}

export function requireSession(request: FastifyRequest): SessionInfo {
  if (!request.session) throw unauthenticated();
  return request.session;
}
