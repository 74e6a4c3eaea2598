import {
  ACTING_HEADER,
  type Access,
  ApiErrorSchema,
  AuthMessages,
  asksReauth,
  type CallDef,
  DelegationMessages,
  ErrorCodes,
  type StaffEffect,
  StaffMessages,
  scopeNeeded,
} from '@e-belediye/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Settings } from '../config/settings.js';
import type { Database } from '../db/index.js';
import { authorize, type CallGuards, type Principal } from './access.js';
import { forbidden, unauthenticated } from './errors.js';
import { describeErrorAnswer, errorAnswersOf, operationIdOf, securityOf } from './openapi.js';

export interface CallContext {
  database: Database;
  settings: Settings;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The caller, already checked against the call's declared access. */
  principal: Principal | null;
}

/** The member a member call speaks for: the registry has already refused anyone else. */
export function memberOf(ctx: Pick<CallContext, 'principal'>): number {
  if (ctx.principal?.kind !== 'member') throw unauthenticated();
  return ctx.principal.memberOid;
}

/** The member who really made a member call acting under a grant (ADR 0048), or null when they speak for themself. */
export function actorOf(ctx: Pick<CallContext, 'principal'>): number | null {
  return ctx.principal?.kind === 'member' ? (ctx.principal.actor?.memberOid ?? null) : null;
}

/** The staff member an office call speaks for: the registry has already checked the permission. */
export function staffOf(ctx: Pick<CallContext, 'principal'>): number {
  if (ctx.principal?.kind !== 'staff') throw forbidden();
  return ctx.principal.staffOid;
}

export type Handlers<T extends Record<string, CallDef>> = {
  [K in keyof T]: (input: z.output<T[K]['request']>, ctx: CallContext) => Promise<z.input<T[K]['response']>>;
};

const ACCESS_TEXT: Record<Access['kind'], string> = {
  public: 'herkese açık',
  member: 'giriş yapmış üye',
  payer: 'giriş yapmış üye ya da hızlı ödeme belirteci (paymentToken) taşıyan',
  payslip: 'SMS koduyla bordro oturumu açmış tarayıcı',
  staff: 'yetkili personel',
  channel: 'kurum kodu ve API anahtarıyla dış kanal',
};

const EFFECT_TEXT: Record<StaffEffect, string> = {
  read: 'kayıtları gösterir',
  change: 'kayıtları değiştirir',
  self: 'personelin kendi girişine ait adımdır',
  credential: 'giriş bilgisi ya da anahtar üretir',
  widen: 'yetki ya da erişim genişletebilir',
  money: 'muhasebeye para kaydı işler',
};

/** What OpenAPI says about a call's access, in the words of the portal. */
export function describeAccess(def: CallDef): string {
  const a = def.access;
  const detail =
    a.kind === 'staff' ? ` (${a.permission ?? 'kendi hesabı'})` : a.kind === 'channel' ? ` (${a.scope})` : '';
  const extra = [
    def.effect ? `işlem: ${EFFECT_TEXT[def.effect]}` : '',
    def.human ? 'insan doğrulaması gerekir' : '',
    def.startsSession ? 'oturum açar/kapatır' : '',
    asksReauth(def) ? 'son dakikalarda şifre ve kodla yeniden doğrulama gerekir' : '',
  ]
    .filter(Boolean)
    .join('; ');
  return `Erişim: ${ACCESS_TEXT[a.kind]}${detail}${extra ? `; ${extra}` : ''}.`;
}

/** The `{ Code, Message }` answers a call can give, each described with its codes for the OpenAPI document. */
const errorSchemasOf = (def: CallDef) =>
  Object.fromEntries(
    Object.entries(errorAnswersOf(def)).map(([status, answer]) => [
      status,
      ApiErrorSchema.describe(describeErrorAnswer(answer)),
    ]),
  );

/**
 * The principal a member call runs as. A member naming a grant in ACTING_HEADER acts for its owner, within the
 * scope the contract's stance table gives the call (ADR 0048); any other caller, and any call that is no member's
 * (but a public one the table names), is taken as admitted. The header on a member call without a grant guard is refused rather than ignored.
 */
async function actingPrincipal(
  request: FastifyRequest,
  name: string,
  def: CallDef,
  principal: Principal | null,
  guards: CallGuards,
): Promise<Principal | null> {
  const header = request.headers[ACTING_HEADER];
  const speaksAsMember = def.access.kind === 'member' || def.access.kind === 'payer';
  // A public call that works on what a member call made (an order's bank step) follows it when it has a stance.
  const follows = def.access.kind === 'public' && scopeNeeded(name) !== null;
  if (header === undefined || !(speaksAsMember || follows) || principal?.kind !== 'member') return principal;
  const grantOid = Number(header);
  if (!Number.isInteger(grantOid) || grantOid <= 0 || grantOid > 2147483647 || !guards.actAs) {
    throw forbidden(DelegationMessages.grantEnded, ErrorCodes.delegationEnded);
  }
  return guards.actAs(request, name, principal, grantOid);
}

/**
 * Registers POST /api/<name> for each call: the body and the answer are checked against the contract, and the
 * registry enforces what the contract declares — the CSRF token of a session and who may call it before the body
 * is validated, then a fresh re-authentication and the human check before the handler. Nothing else decides access.
 */
export function registerCalls<T extends Record<string, CallDef>>(
  app: FastifyInstance,
  defs: T,
  handlers: Handlers<T>,
  deps: { database: Database; settings: Settings },
  guards: CallGuards,
  prefix = '/api',
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // The caller each request was admitted as; a channel is known only after an async key check.
  const admitted = new WeakMap<FastifyRequest, Principal | null>();
  for (const name of Object.keys(defs) as Array<keyof T & string>) {
    const def = defs[name];
    const channel = def.access.kind === 'channel';
    const reauth = asksReauth(def);
    typed.post(
      `${prefix}/${name}`,
      {
        schema: {
          body: def.request,
          response: { 200: def.response, ...errorSchemasOf(def) },
          operationId: operationIdOf(name, prefix),
          tags: [def.tag],
          summary: def.summary,
          description: describeAccess(def),
          security: securityOf(def),
        },
        bodyLimit: def.bodyLimit,
        // Before the body is validated: a caller who may not make the call learns nothing of its shape. The body
        // is not checked yet, so only a channel's `security` and a payer's `paymentToken` are read, defensively.
        preValidation: async (request) => {
          // A channel has no cookie session: its key travels in the body, so there is no CSRF to guard against.
          const csrf = channel ? null : guards.csrfTokenOf(request, def.access);
          if (csrf && !def.startsSession && request.headers['x-csrf-token'] !== csrf) {
            throw forbidden(AuthMessages.csrf, ErrorCodes.csrf);
          }
          const principal = channel
            ? ((await guards.channelOf?.(request, name)) ?? guards.principalOf(request, def.access))
            : guards.principalOf(request, def.access);
          authorize(def.access, principal, request.body, guards.holdsPayslipSession?.(request) ?? false);
          guards.admit(name, def.access, principal);
          admitted.set(request, await actingPrincipal(request, name, def, principal, guards));
        },
        // After validation, for a caller already admitted: a request refused for its body costs no password.
        preHandler: async (request) => {
          if (reauth && !guards.reauthenticated?.(request)) {
            throw forbidden(StaffMessages.reauthRequired, ErrorCodes.reauthRequired);
          }
        },
      },
      async (request, reply) => {
        if (def.human) await guards.requireHuman((request.body as { verification?: unknown }).verification);
        const principal = admitted.get(request) ?? null;
        const answer = await handlers[name](request.body as never, { ...deps, request, reply, principal });
        if (principal?.kind === 'member' && principal.actor) await guards.recordAct?.(name, principal.actor, answer);
        return answer;
      },
    );
  }
}
