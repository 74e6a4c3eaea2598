import type { FastifyRequest } from 'fastify';
import type { Settings } from '../../config/settings.js';
import type { Database } from '../../db/index.js';
import { memberInfo } from './accounts.js';
import { loadSession, sessionCookie } from './sessions.js';

/**
 * What the page shell tells the web app about its visitor, so its first paint does not wait for GetSessionInfo:
 * that call's answer without the CSRF token, which the app reads from its own cookie.
 */
export async function shellSession(database: Database, settings: Settings, request: FastifyRequest) {
  const id = request.cookies[sessionCookie(settings)];
  const session = id ? await loadSession(database, settings, id) : null;
  if (!session) return null;
  return { Member: await memberInfo(database, session.memberOid), MustChangePassword: session.mustChangePassword };
}
