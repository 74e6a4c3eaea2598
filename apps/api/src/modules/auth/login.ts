import { AuthMessages } from '@e-belediye/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/index.js';
import type { CallContext } from '../../http/calls.js';
import { chosenLanguage } from '../../http/errorLanguages.js';
import { unauthenticated } from '../../http/errors.js';
import { audit } from '../audit/index.js';
import { findMemberByPid, memberInfo, touchLogin } from './accounts.js';
import { verifyPassword } from './passwords.js';
import { startSession } from './sessions.js';
import { accountKey, claimAttempt, ipKey } from './throttle.js';

/**
 * A password login wherever it comes from (the web, a kiosk, the app): an attempt is claimed per account and per
 * address before the password is checked, a failure audited and answered without saying which part was wrong.
 * Answers the active member.
 */
export async function checkPasswordLogin(database: Database, pidNo: string, password: string, ip: string) {
  const attempt = await claimAttempt(database, [accountKey('login', pidNo), ipKey('login', ip)]);
  const member = await findMemberByPid(database, pidNo);
  // A company's account (ADR 0048) is acted for by its authorised people and never signed in to.
  const usable = member?.status === 'ACTIVE' && member.created_via !== 'COMPANY';
  const ok = await verifyPassword(usable ? member.password_hash : null, password);
  if (!member || !ok) {
    await audit(database, 'LOGIN_FAILED', { memberOid: member?.oid, pidNo, ip });
    throw unauthenticated(AuthMessages.wrongCredentials);
  }
  await attempt.succeeded();
  return member;
}

/**
 * Everything a successful login of any kind ends with: a new session and the LoginResult of the contract. An
 * e-Devlet login is `proven`: it vouches for the person as a password and SMS code do, for passkey changes.
 */
export async function completeLogin(ctx: CallContext, memberOid: number, persistent: boolean, proven = false) {
  const { database, settings, request, reply } = ctx;
  const { csrfToken, marker } = await startSession(database, settings, request, reply, memberOid, persistent, proven);
  await touchLogin(database, memberOid, chosenLanguage(request));
  return {
    Member: await memberInfo(database, memberOid),
    AccessToken: marker,
    CsrfToken: csrfToken,
    MustChangePassword: request.session?.mustChangePassword ?? false,
  };
}

export const clientIp = (request: FastifyRequest) => request.ip;
