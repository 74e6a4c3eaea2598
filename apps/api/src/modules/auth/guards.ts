import { AuthMessages } from '@e-belediye/contracts';
import type { Settings } from '../../config/settings.js';
import type { Database } from '../../db/index.js';
import type { CallGuards } from '../../http/access.js';
import { forbidden } from '../../http/errors.js';
import { requireHuman } from './human.js';

/**
 * The member calls open to a member who must first replace a password that came by SMS: the profile, where the
 * new one is set. Session info and logout are public calls and stay open anyway.
 */
const OPEN_DURING_PASSWORD_CHANGE = new Set(['GetUserOfEMunicipality', 'UpdateUserForEMunicipality']);

/** What the call registry asks of auth: who the caller is, the session's CSRF token, and the human check. */
export function callGuards(database: Database, settings: Settings): CallGuards {
  return {
    principalOf: (request) =>
      request.session
        ? {
            kind: 'member',
            memberOid: request.session.memberOid,
            registryOid: request.session.registryOid,
            mustChangePassword: request.session.mustChangePassword,
          }
        : null,
    csrfTokenOf: (request) => request.session?.csrfToken ?? null,
    requireHuman: (verification) =>
      requireHuman(database, settings, typeof verification === 'string' ? verification : ''),
    admit: (call, access, principal) => {
      const speaksAsMember = access.kind === 'member' || access.kind === 'payer';
      if (
        speaksAsMember &&
        principal?.kind === 'member' &&
        principal.mustChangePassword &&
        !OPEN_DURING_PASSWORD_CHANGE.has(call)
      ) {
        throw forbidden(AuthMessages.mustChangePassword);
      }
    },
  };
}
