import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../src/http/access.js';

/** A permission set that holds every permission, present and future. */
export const everyPermission: ReadonlySet<string> = new Proxy(new Set<string>(), {
  get: (set, key) => (key === 'has' ? () => true : Reflect.get(set, key)),
});

/** Stand-ins for callers a test need not sign in: staff with every permission, a channel with every scope, a member. */
export const standIns: Record<string, Principal> = {
  staff: { kind: 'staff', staffOid: 1, permissions: everyPermission, regionCode: null },
  channel: { kind: 'channel', channelOid: 1, scopes: everyPermission },
  member: { kind: 'member', memberOid: 1 },
};

/** The stand-in a request names in `x-test-as`, for openTestApp's principalOf. */
export const standInOf = (request: FastifyRequest) => standIns[String(request.headers['x-test-as'])] ?? null;
