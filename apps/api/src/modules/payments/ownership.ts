import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Settings } from '../../config/settings.js';
import type { Database } from '../../db/index.js';
import type { CallContext } from '../../http/calls.js';
import { loadSession, sessionCookie } from '../auth/index.js';

/**
 * Who may act on an order. A member's order belongs to the member (in any of their sessions); an order opened
 * without a member (fast payment, matrimony) belongs to the browser that opened it, which keeps its order numbers
 * in a signed HttpOnly cookie. The order number alone is no credential: anyone else may only read the order, with
 * the payer's name masked, and to them the calls that change it answer as if it did not exist.
 */
export interface OrderCaller {
  memberOid: number | null;
  /** Orders this browser opened without a member, from its signed cookie. */
  browserOrders: ReadonlySet<string>;
}

/** A few tabs and retries are remembered; the cookie stays small. */
const REMEMBERED = 8;

/** Scoped to the calls (and the receipt links) under /api/; under https a Secure cookie only. */
const COOKIE_PATH = '/api/';
const cookieName = (settings: Settings) =>
  settings.publicUrl.startsWith('https://') ? '__Secure-ebs_orders' : 'ebs_orders';

const key = (settings: Settings) => createHmac('sha256', settings.secrets.machineKey).update('browser-orders').digest();
const sign = (settings: Settings, body: string) => createHmac('sha256', key(settings)).update(body).digest('base64url');

/** The order numbers in the browser's cookie; an unsigned or altered cookie counts as none. */
function rememberedOrders(settings: Settings, request: FastifyRequest): string[] {
  const value = request.cookies[cookieName(settings)];
  const dot = value?.lastIndexOf('.') ?? -1;
  if (!value || dot < 0) return [];
  const body = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(sign(settings, body));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
  return body ? body.split('-') : [];
}

/** The caller of a payment call, as the call registry checked it. */
export function orderCaller(ctx: Pick<CallContext, 'settings' | 'request' | 'principal'>): OrderCaller {
  return {
    memberOid: ctx.principal?.kind === 'member' ? ctx.principal.memberOid : null,
    browserOrders: new Set(rememberedOrders(ctx.settings, ctx.request)),
  };
}

/** The caller of a plain link outside the call registry (a receipt download): the session is read here. */
export async function orderCallerOfRequest(
  database: Database,
  settings: Settings,
  request: FastifyRequest,
): Promise<OrderCaller> {
  const id = request.cookies[sessionCookie(settings)];
  const session = id ? await loadSession(database, settings, id) : null;
  return {
    memberOid: session?.memberOid ?? null,
    browserOrders: new Set(rememberedOrders(settings, request)),
  };
}

/**
 * Adds an order opened without a member to the browser's cookie. It lives as long as that order may still be
 * sent to the bank; SameSite=Lax keeps other sites' pages from using it.
 */
export function rememberBrowserOrder(
  settings: Settings,
  request: FastifyRequest,
  reply: FastifyReply,
  orderNo: string,
): void {
  const kept = [orderNo, ...rememberedOrders(settings, request).filter((o) => o !== orderNo)].slice(0, REMEMBERED);
  const body = kept.join('-');
  reply.setCookie(cookieName(settings), `${body}.${sign(settings, body)}`, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.publicUrl.startsWith('https://'),
    maxAge: settings.payments.orderTtlMinutes * 60,
  });
}

interface OrderOwner {
  order_no: string;
  member_oid: number | null;
}

export const owns = (caller: OrderCaller, order: OrderOwner): boolean =>
  order.member_oid !== null ? order.member_oid === caller.memberOid : caller.browserOrders.has(order.order_no);

/**
 * The payer's full name is shown only to the member who owns the order; a fast payer only ever knew the masked
 * name, and a stranger holding the number learns no more than that.
 */
export const seesPayerName = (caller: OrderCaller, order: OrderOwner & { channel: string }): boolean =>
  order.channel === 'DEBT' && owns(caller, order);
