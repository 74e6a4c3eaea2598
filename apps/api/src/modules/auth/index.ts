import { authCalls } from '@e-belediye/contracts';
import { defineModule } from '../../http/module.js';
import { authHandlers } from './calls.js';
import { eDevletHandlers } from './edevlet.js';

/** Logins, sessions, member accounts, passwords, throttling and the human check; other modules use only this file. */
export { findMemberByPid, memberInfo } from './accounts.js';
/** The web's member calls, which the second host's member calls answer through (RetrievePassword). */
export { authHandlers } from './calls.js';
/** An e-Devlet code exchanged and bound to a member the web's way, for the second host's LoginViaEDevlet. */
export { bindEDevletLogin, EDEVLET_OK, keepEDevletLogin, personOfLogin, signInWithEDevlet } from './edevlet.js';
export { callGuards } from './guards.js';
export { checkPasswordLogin, clientIp, completeLogin } from './login.js';
export { generateCode, hashPassword, verifyPassword } from './passwords.js';
export { demandSecondFactor, loginTicket, SECOND_FACTOR_COOKIE } from './secondFactor.js';
export {
  CSRF_COOKIE,
  eDevletProofUntil,
  endOtherSessions,
  installSessions,
  loadSession,
  requireSession,
  type SessionInfo,
  sessionCookie,
} from './sessions.js';
export { shellSession } from './shell.js';
export {
  type AttemptClaim,
  accountKey,
  claimAttempt,
  clearFailures,
  IP_POLICY,
  ipKey,
  type LockPolicy,
  recentFailures,
  recordFailure,
} from './throttle.js';

export const authModule = defineModule({
  name: 'auth',
  calls: authCalls,
  handlers: { ...authHandlers, ...eDevletHandlers },
});
