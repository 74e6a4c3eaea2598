import type { Settings } from '../../config/settings.js';
import type { Database } from '../../db/index.js';
import type { CallGuards } from '../../http/access.js';
import { requireHuman } from './human.js';

/** What the call registry asks of auth: who the caller is, the session's CSRF token, and the human check. */
export function callGuards(database: Database, settings: Settings): CallGuards {
  return {
    principalOf: (request) => (request.session ? { kind: 'member', memberOid: request.session.memberOid } : null),
    csrfTokenOf: (request) => request.session?.csrfToken ?? null,
    requireHuman: (verification) =>
      requireHuman(database, settings, typeof verification === 'string' ? verification : ''),
  };
}
