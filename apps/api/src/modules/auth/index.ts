import { authCalls } from '@e-belediye/contracts';
import { defineModule } from '../../http/module.js';
import { authHandlers } from './calls.js';

/** Logins, sessions, member accounts, passwords, throttling and the human check; other modules use only this file. */
export { findMemberByPid, memberInfo } from './accounts.js';
export { callGuards } from './guards.js';
export { clientIp, completeLogin } from './login.js';
export { generateCode, hashPassword, verifyPassword } from './passwords.js';
export {
  eDevletProofUntil,
  endOtherSessions,
  installSessions,
  loadSession,
  requireSession,
  type SessionInfo,
  sessionCookie,
} from './sessions.js';
export { accountKey, assertNotLocked, clearFailures, ipKey, recentFailures, recordFailure } from './throttle.js';

export const authModule = defineModule({ name: 'auth', calls: authCalls, handlers: authHandlers });
