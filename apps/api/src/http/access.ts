import { type Access, ErrorMessages, PayrollMessages } from '@e-belediye/contracts';
import { forbidden, unauthenticated } from './errors.js';

/** Who is calling, as the call registry sees it. */
export type Principal =
  | {
      kind: 'member';
      /** Whose registry the call speaks for: the owner while acting under a grant, else the signed-in member. */
      memberOid: number;
      /**
       * The registry of `memberOid` when the session already read it (the member's own); left unset for an owner
       * acted for, whose registry is read when needed.
       */
      registryOid?: number;
      mustChangePassword?: boolean;
      /** Set while the signed-in member acts for `memberOid` under a grant (ADR 0048). */
      actor?: DelegatedActor;
    }
  | {
      kind: 'staff';
      staffOid: number;
      permissions: ReadonlySet<string>;
      /** A district or county code that limits the records this person sees; null sees the whole municipality. */
      regionCode: string | null;
    }
  | { kind: 'channel'; channelOid: number; scopes: ReadonlySet<string> };

/** Who really makes a call made for someone else, and under which grant and scope. */
export interface DelegatedActor {
  memberOid: number;
  grantOid: number;
  scope: import('@e-belediye/contracts').DelegationScope;
}

/** The payment token of a verified fast-payment lookup stands in for a session; its handler checks its signature. */
const carriesPaymentToken = (body: unknown) =>
  typeof (body as { paymentToken?: unknown } | null)?.paymentToken === 'string';

/**
 * Throws unless `principal` may make a call declared with `access`: 401 when nobody is known (log in first),
 * 403 when someone is known but of the wrong kind or without the permission. `body` is not validated yet: it is
 * only peeked at for a payment token. `payslipSession`: the request carries a payroll session cookie, which the
 * payroll module then checks.
 */
export function authorize(access: Access, principal: Principal | null, body: unknown, payslipSession = false): void {
  const deny = () => (principal ? forbidden() : unauthenticated());
  switch (access.kind) {
    case 'public':
      return;
    case 'member':
      if (principal?.kind !== 'member') throw deny();
      return;
    case 'payer':
      if (principal?.kind === 'member' || (!principal && carriesPaymentToken(body))) return;
      throw deny();
    case 'payslip':
      if (payslipSession) return;
      throw unauthenticated(PayrollMessages.sessionOver);
    case 'staff':
      // A signed-in citizen is told the call is not theirs, not asked to log in.
      if (principal?.kind === 'member') throw forbidden(ErrorMessages.staffOnly);
      if (principal?.kind !== 'staff') throw deny();
      if (access.permission !== null && !principal.permissions.has(access.permission)) throw deny();
      return;
    case 'channel':
      if (principal?.kind !== 'channel' || !principal.scopes.has(access.scope)) throw deny();
      return;
  }
}

/** How the registry learns about the caller and checks the human-verification proof; the auth module supplies both. */
export interface CallGuards {
  /** `access` is the call's: a staff call is made by the staff session, any other by the member session. */
  principalOf(request: import('fastify').FastifyRequest, access?: Access): Principal | null;
  /** The CSRF token the caller's session (for `access`, as above) expects, or null without a session. */
  csrfTokenOf(request: import('fastify').FastifyRequest, access?: Access): string | null;
  /** Whether the staff member confirmed their password and a code lately (calls declared `reauth`). */
  reauthenticated?(request: import('fastify').FastifyRequest): boolean;
  requireHuman(verification: unknown): Promise<void>;
  /** Whether the request carries a payroll session cookie (calls of access `payslip`); payroll checks it. */
  holdsPayslipSession?(request: import('fastify').FastifyRequest): boolean;
  /**
   * The channel whose `security` object (institution code and api key) the body of channel call `call` carries,
   * or null when none matches; it may also refuse (revoked key, throttled) by throwing.
   */
  channelOf?(request: import('fastify').FastifyRequest, call: string): Promise<Principal | null>;
  /** Auth's further limits on a known caller for one call (a member who must first choose a new password). */
  admit(call: string, access: Access, principal: Principal | null): void;
  /**
   * A member who names a grant (ACTING_HEADER) on member call `call`: the owner's principal with the caller as its
   * actor, or a refusal when the grant is not theirs, not running, or lacks the scope the call declares.
   */
  actAs?(
    request: import('fastify').FastifyRequest,
    call: string,
    member: Principal,
    grantOid: number,
  ): Promise<Principal>;
  /** Records a call that succeeded under a grant, with what it made (`answer`), for both persons to read. */
  recordAct?(call: string, actor: DelegatedActor, answer: unknown): Promise<void>;
}
