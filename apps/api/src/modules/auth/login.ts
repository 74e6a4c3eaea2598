import type { FastifyRequest } from 'fastify';
import type { CallContext } from '../../http/calls.js';
import { memberInfo, touchLogin } from './accounts.js';
import { startSession } from './sessions.js';

/** Everything a successful login of any kind ends with: a new session and the LoginResult of the contract. */
export async function completeLogin(ctx: CallContext, memberOid: number, persistent: boolean) {
  const { database, settings, request, reply } = ctx;
  const { csrfToken, marker } = await startSession(database, settings, request, reply, memberOid, persistent);
  await touchLogin(database, memberOid);
  return {
    Member: await memberInfo(database, memberOid),
    AccessToken: marker,
    CsrfToken: csrfToken,
    MustChangePassword: request.session?.mustChangePassword ?? false,
  };
}

export const clientIp = (request: FastifyRequest) => request.ip;
