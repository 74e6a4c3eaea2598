import type { Behaviour, CardBrand } from '../cards.js';
import type { EstBank } from '../config.js';
import type { BankChaos } from '../faults.js';
import { hex } from '../format.js';
import { FaultSwitch } from '../respond.js';

export const storeTypes = ['3d', '3d_pay', '3d_pay_hosting', '3d_host'] as const;
export type StoreType = (typeof storeTypes)[number];

/** In every model but plain 3d the bank charges the card itself before posting back. */
export const bankCharges = (storetype: StoreType) => storetype !== '3d';
/** In the hosting models the card is typed on the bank's page, not the merchant's. */
export const bankHostsCard = (storetype: StoreType) => storetype === '3d_pay_hosting' || storetype === '3d_host';

/** The card as the bank keeps it between steps: masked, never the full number or the CVV. */
export interface EstCard {
  /** '454671***7894' */
  maskedPan: string;
  /** '4546 71** **** 7894' */
  maskedSpaced: string;
  bin: string;
  brand: CardBrand;
  behaviour: Behaviour;
  /** 'MM' and 'YY' as the callback echoes them. */
  expMonth: string;
  expYear: string;
  expired: boolean;
}

export interface EstAuth {
  mdStatus: string;
  mdErrorMsg: string;
  txstatus: string;
  md: string;
  xid: string;
  eci: string;
  cavv: string;
}

export type EstTxType = 'Auth' | 'PreAuth' | 'PostAuth' | 'Void' | 'Credit';

export interface EstTransaction {
  type: EstTxType;
  /** 'gate': charged by the 3D Pay flow; 'api': a /fim/api request. */
  source: 'gate' | 'api';
  at: number;
  amountMinor: number;
  response: 'Approved' | 'Declined' | 'Error';
  procReturnCode: string;
  transId: string;
  authCode: string;
  hostRefNum: string;
  errMsg: string;
  errorCode: string;
}

/** How a callback left the bank: posted once or twice, held back (lost), or stuck behind a timeout. */
export type CallbackKind = 'posted' | 'posted-twice' | 'withheld' | 'timed-out';

export interface SentCallback {
  at: number;
  url: string;
  kind: CallbackKind;
  fields: Record<string, string>;
}

export interface EstOrder {
  bank: EstBank;
  oid: string;
  storetype: StoreType;
  tranType: 'Auth' | 'PreAuth';
  /** As the merchant sent it ('100.25'); echoed back unchanged. */
  amount: string;
  amountMinor: number;
  currency: string;
  /** The posted form minus card data and hash, echoed into the callback as the real gate does. */
  request: Record<string, string>;
  clientIp: string;
  card?: EstCard;
  stage: 'card-entry' | 'acs' | 'done';
  auth?: EstAuth;
  transactions: EstTransaction[];
  callbacks: SentCallback[];
  createdAt: number;
  updatedAt: number;
}

interface Session {
  bank: EstBank;
  oid: string;
  stage: 'card-entry' | 'acs';
  expiresAt: number;
}

const sessionTtlMs = 15 * 60_000;
const maxOrders = 10_000;

export const isSale = (t: EstTransaction) => t.type === 'Auth' || t.type === 'PreAuth';

/** The order's last sale attempt (Auth/PreAuth), if any. */
export function lastSale(order: EstOrder): EstTransaction | undefined {
  return order.transactions.filter(isSale).at(-1);
}

export function refundedMinor(order: EstOrder): number {
  return order.transactions
    .filter((t) => t.type === 'Credit' && t.response === 'Approved')
    .reduce((sum, t) => sum + t.amountMinor, 0);
}

export const isVoided = (order: EstOrder) =>
  order.transactions.some((t) => t.type === 'Void' && t.response === 'Approved');

/** One word for the inspection JSON and pages. */
export function orderStatus(order: EstOrder): string {
  if (order.stage === 'card-entry') return 'awaiting-card';
  if (order.stage === 'acs') return 'awaiting-3d';
  const sale = lastSale(order);
  if (sale?.response === 'Approved') {
    if (isVoided(order)) return 'voided';
    const refunded = refundedMinor(order);
    if (refunded >= order.amountMinor) return 'refunded';
    if (refunded > 0) return 'partially-refunded';
    const captured = order.transactions.some((t) => t.type === 'PostAuth' && t.response === 'Approved');
    return sale.type === 'PreAuth' && !captured ? 'preauthorized' : 'charged';
  }
  if (sale) return 'declined';
  return order.auth?.mdStatus === '1' ? 'authenticated' : 'auth-failed';
}

/** What GET …/orders.json shows: no md, xid or CAVV, and the card only masked. */
export function orderView(order: EstOrder) {
  return {
    bank: order.bank,
    oid: order.oid,
    status: orderStatus(order),
    storetype: order.storetype,
    tranType: order.tranType,
    amount: order.amount,
    currency: order.currency,
    maskedPan: order.card?.maskedPan ?? null,
    cardBrand: order.card?.brand ?? null,
    behaviour: order.card?.behaviour ?? null,
    mdStatus: order.auth?.mdStatus ?? null,
    transactions: order.transactions.map((t) => ({ ...t, at: new Date(t.at).toISOString() })),
    callbacks: order.callbacks.map((c) => ({ ...c, at: new Date(c.at).toISOString() })),
    createdAt: new Date(order.createdAt).toISOString(),
    updatedAt: new Date(order.updatedAt).toISOString(),
  };
}

/** Orders of the three EstV3 banks, the browser sessions between gate, card page and ACS, and API faults. */
export class EstStore {
  private readonly orders = new Map<string, EstOrder>();
  private readonly sessions = new Map<string, Session>();
  private readonly faultSwitches = new Map<EstBank, FaultSwitch>();
  /** Seeded faults of a chaos drill (faults.ts); none by default. */
  chaos: BankChaos | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  get(bank: EstBank, oid: string): EstOrder | undefined {
    return this.orders.get(`${bank}\n${oid}`);
  }

  /** Stores (or replaces) an order; the oldest go first beyond the cap. */
  put(order: EstOrder) {
    const key = `${order.bank}\n${order.oid}`;
    this.orders.delete(key);
    this.orders.set(key, order);
    while (this.orders.size > maxOrders) this.orders.delete(this.orders.keys().next().value as string);
  }

  touch(order: EstOrder) {
    order.updatedAt = this.now();
  }

  list(bank: EstBank): EstOrder[] {
    return [...this.orders.values()].filter((o) => o.bank === bank).reverse();
  }

  clear(bank: EstBank): number {
    const orders = this.list(bank);
    for (const order of orders) this.orders.delete(`${bank}\n${order.oid}`);
    return orders.length;
  }

  openSession(bank: EstBank, oid: string, stage: Session['stage']): string {
    const time = this.now();
    for (const [token, session] of this.sessions) if (session.expiresAt <= time) this.sessions.delete(token);
    const token = hex(16);
    this.sessions.set(token, { bank, oid, stage, expiresAt: time + sessionTtlMs });
    return token;
  }

  /** Single use: a session answers once, so a resubmitted ACS form cannot authenticate twice. */
  takeSession(token: string, bank: EstBank, stage: Session['stage']): EstOrder | undefined {
    const session = this.sessions.get(token);
    if (!session || session.bank !== bank || session.stage !== stage) return undefined;
    this.sessions.delete(token);
    if (session.expiresAt <= this.now()) return undefined;
    return this.get(bank, session.oid);
  }

  faults(bank: EstBank): FaultSwitch {
    let faults = this.faultSwitches.get(bank);
    if (!faults) {
      faults = new FaultSwitch();
      this.faultSwitches.set(bank, faults);
    }
    return faults;
  }
}
