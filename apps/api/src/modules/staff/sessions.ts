import { createHash, randomBytes } from 'node:crypto';
import type { StaffSession } from '@e-belediye/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Settings } from '../../config/settings.js';
import type { Database } from '../../db/index.js';
import type { CallGuards, Principal } from '../../http/access.js';

/** A staff session as the API knows it: separate from members' sessions, with its own cookies and CSRF token. */
export interface StaffSessionInfo {
  idHash: string;
  staffOid: number;
  csrfToken: string;
  /** Empty until the second factor is enrolled. */
  permissions: ReadonlySet<string>;
  regionCode: string | null;
  enrolled: boolean;
  lastSeenAt: Date;
  expiresAt: Date;
  reauthAt: Date | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    staffSession: StaffSessionInfo | null;
  }
}

export const OFFICE_CSRF_COOKIE = 'ebs_office_csrf';
export const officeCookie = (settings: Settings) =>
  settings.publicUrl.startsWith('https://') ? '__Host-ebs_office' : 'ebs_office';
const hashId = (id: string) => createHash('sha256').update(id).digest('hex');
const token = () => randomBytes(32).toString('base64url');

/** Browser-session cookies: they end with the browser, and the server ends the session sooner still. */
const cookieOptions = (settings: Settings, httpOnly: boolean) => ({
  path: '/',
  httpOnly,
  secure: settings.publicUrl.startsWith('https://'),
  sameSite: 'strict' as const,
});

/** The permissions a staff member holds through their roles. */
export async function permissionsOf(database: Database, staffOid: number): Promise<string[]> {
  const rows = await database.db
    .selectFrom('staff_role')
    .innerJoin('role_permission', 'role_permission.role_code', 'staff_role.role_code')
    .select('role_permission.permission')
    .distinct()
    .where('staff_role.staff_oid', '=', staffOid)
    .execute();
  return rows.map((r) => r.permission).sort();
}

export async function loadStaffSession(
  database: Database,
  settings: Settings,
  id: string,
  /** False for a look at the session (the shell showing its deadline): that is no activity. */
  touch = true,
): Promise<StaffSessionInfo | null> {
  const row = await database.db
    .selectFrom('staff_session')
    .innerJoin('staff', 'staff.oid', 'staff_session.staff_oid')
    .select([
      'staff_session.id_hash',
      'staff_session.staff_oid',
      'staff_session.csrf_token',
      'staff_session.last_seen_at',
      'staff_session.expires_at',
      'staff_session.reauth_at',
      'staff.status',
      'staff.region_code',
      'staff.totp_enrolled_at',
    ])
    .where('staff_session.id_hash', '=', hashId(id))
    .executeTakeFirst();
  if (!row) return null;
  const now = Date.now();
  const lastSeen = new Date(row.last_seen_at).getTime();
  if (
    row.status !== 'ACTIVE' ||
    new Date(row.expires_at).getTime() <= now ||
    lastSeen + settings.office.idleMinutes * 60_000 <= now
  ) {
    await database.db.deleteFrom('staff_session').where('id_hash', '=', row.id_hash).execute();
    return null;
  }
  // Every call counts as activity; written at most every 15 s so a busy page does not write on each call.
  let lastSeenAt = new Date(row.last_seen_at);
  if (touch && now - lastSeen > 15_000) {
    lastSeenAt = new Date(now);
    await database.db
      .updateTable('staff_session')
      .set({ last_seen_at: lastSeenAt })
      .where('id_hash', '=', row.id_hash)
      .execute();
  }
  const enrolled = row.totp_enrolled_at !== null;
  return {
    idHash: row.id_hash,
    staffOid: row.staff_oid,
    csrfToken: row.csrf_token,
    permissions: new Set(enrolled ? await permissionsOf(database, row.staff_oid) : []),
    regionCode: row.region_code,
    enrolled,
    lastSeenAt,
    expiresAt: new Date(row.expires_at),
    reauthAt: row.reauth_at ? new Date(row.reauth_at) : null,
  };
}

/** A new staff session (always a new id); the caller's old one, if any, ends. */
export async function startStaffSession(
  database: Database,
  settings: Settings,
  request: FastifyRequest,
  reply: FastifyReply,
  staffOid: number,
  reauthenticated: boolean,
): Promise<StaffSessionInfo> {
  if (request.staffSession) await endStaffSessionRow(database, request.staffSession.idHash);
  const id = token();
  const csrfToken = token();
  const now = new Date();
  await database.db
    .insertInto('staff_session')
    .values({
      id_hash: hashId(id),
      staff_oid: staffOid,
      csrf_token: csrfToken,
      expires_at: new Date(now.getTime() + settings.office.absoluteHours * 3_600_000),
      // Signing in with the password and a code is itself a fresh confirmation.
      reauth_at: reauthenticated ? now : null,
    })
    .execute();
  reply.setCookie(officeCookie(settings), id, cookieOptions(settings, true));
  reply.setCookie(OFFICE_CSRF_COOKIE, csrfToken, cookieOptions(settings, false));
  const session = await loadStaffSession(database, settings, id);
  if (!session) throw new Error('a new staff session could not be read back');
  request.staffSession = session;
  return session;
}

const endStaffSessionRow = (database: Database, idHash: string) =>
  database.db.deleteFrom('staff_session').where('id_hash', '=', idHash).execute();

export async function endStaffSession(
  database: Database,
  settings: Settings,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (request.staffSession) await endStaffSessionRow(database, request.staffSession.idHash);
  reply.clearCookie(officeCookie(settings), { path: '/' });
  reply.clearCookie(OFFICE_CSRF_COOKIE, { path: '/' });
  request.staffSession = null;
}

/** The session's deadlines and confirmation as the office shell shows them. */
export function sessionTimes(settings: Settings, session: StaffSessionInfo) {
  const idle = session.lastSeenAt.getTime() + settings.office.idleMinutes * 60_000;
  const reauthUntil = session.reauthAt ? session.reauthAt.getTime() + settings.office.reauthMinutes * 60_000 : null;
  return {
    IdleDeadline: new Date(Math.min(idle, session.expiresAt.getTime())).toISOString(),
    AbsoluteDeadline: session.expiresAt.toISOString(),
    ReauthUntil: reauthUntil && reauthUntil > Date.now() ? new Date(reauthUntil).toISOString() : null,
  } satisfies Partial<z.input<typeof StaffSession>>;
}

export const reauthenticatedRecently = (settings: Settings, session: StaffSessionInfo | null) =>
  Boolean(session?.reauthAt && session.reauthAt.getTime() + settings.office.reauthMinutes * 60_000 > Date.now());

/**
 * Reads the staff session of every API call (after auth's hook has refused a foreign Origin), before validation,
 * where the registry decides access.
 */
export function installStaffSessions(app: FastifyInstance, database: Database, settings: Settings) {
  app.decorateRequest('staffSession', null);
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/') || request.method !== 'POST') return;
    const id = request.cookies[officeCookie(settings)];
    const look = request.url === '/api/GetStaffSession';
    request.staffSession = id ? await loadStaffSession(database, settings, id, !look) : null;
  });
}

const staffPrincipal = (session: StaffSessionInfo | null): Principal | null =>
  session
    ? {
        kind: 'staff',
        staffOid: session.staffOid,
        permissions: session.permissions,
        regionCode: session.regionCode,
      }
    : null;

/**
 * The call registry's guards with the office added: a staff call is made by the staff session (its principal,
 * its CSRF token), any other call by the member session, so one browser may hold both without either speaking
 * for the other.
 */
export function withOfficeGuards(member: CallGuards, settings: Settings): CallGuards {
  return {
    ...member,
    // A browser that never held a staff session shows the staff call its member session, so a signed-in citizen
    // is told the call is the staff's (403) rather than asked to log in; it never lets the member through. With
    // an office cookie the answer stays 401: the office's session ended, and the office asks to sign in again.
    principalOf: (request, access) => {
      if (access?.kind !== 'staff') return member.principalOf(request, access);
      const staff = staffPrincipal(request.staffSession);
      if (staff || request.cookies[officeCookie(settings)] !== undefined) return staff;
      return member.principalOf(request, access);
    },
    csrfTokenOf: (request, access) =>
      access?.kind === 'staff' ? (request.staffSession?.csrfToken ?? null) : member.csrfTokenOf(request, access),
    reauthenticated: (request) => reauthenticatedRecently(settings, request.staffSession),
  };
}
