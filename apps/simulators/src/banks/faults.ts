import { estBanks } from './config.js';
import { isSale as isEstSale, isVoided, lastSale, refundedMinor } from './estv3/store.js';
import type { Banks } from './index.js';
import { isSale as isPayflexSale } from './payflex/store.js';

/**
 * Chaos in the bank simulators: faults drawn from a seed and the order number, so the answer does not depend on
 * the order requests arrive in. Each order draws at most one fault of its return (how the cardholder's browser
 * carries the bank's answer back), and every server-to-server call draws anew whether the bank fails it.
 */
export const callbackFaults = [
  /** The return is posted twice, one after the other. */
  'duplicate',
  /** The return is posted twice at the same moment. */
  'concurrent',
  /** The browser never comes back. */
  'lost',
  /** The return arrives after the order's expiry. */
  'late',
  /** An earlier signed "no" of the same order arrives after the final answer. */
  'out-of-order',
  /** The return's signature (EstV3 HASH, PayFlex return token) is wrong. */
  'forged-hash',
  /** The return names another amount than the order's. */
  'amount-mismatch',
] as const;
export type CallbackFault = (typeof callbackFaults)[number];

/** Server-to-server calls the portal makes: status query, 3D provision, PayFlex Common Payment registration. */
export type BankCall = 'status' | 'provision' | 'register';

/**
 * `timeout`: the bank does the work but the answer never comes in time; `error`: a 500 before any work;
 * `error-after`: a 500 after the work was done (a charge made, its answer lost).
 */
export type CallFault = 'timeout' | 'error' | 'error-after';

export interface ChaosRates {
  /** Share of orders whose return is disturbed, the fault drawn evenly from `callbackFaults`. */
  callback: number;
  /** Share of each kind of server-to-server call that fails. */
  status: number;
  provision: number;
  register: number;
}

export interface KeptCallback {
  url: string;
  fields: Record<string, string>;
}

/** 32-bit FNV-1a: a stable number for a seed and a key. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32's mixing step: a number in [0, 1) from a 32-bit state. */
function unit(state: number): number {
  let t = (state + 0x6d2b79f5) | 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

export class BankChaos {
  /** How often each fault was injected, as `callback:lost`, `status:error` … */
  readonly counts = new Map<string, number>();
  /** Off: every call and return behaves (the final sweep of a drill may want a quiet bank). */
  enabled = true;
  private readonly attempts = new Map<string, number>();
  private readonly kept = new Map<string, KeptCallback>();

  constructor(
    readonly seed: number,
    readonly rates: ChaosRates,
  ) {}

  /** The same seed and key always give the same number, whatever order requests arrive in. */
  draw(key: string): number {
    return unit(hash(`${this.seed}\n${key}`));
  }

  private count(name: string) {
    this.counts.set(name, (this.counts.get(name) ?? 0) + 1);
  }

  /** The fault of this order's return, if it drew one; the same answer however often it is asked. */
  callbackFault(orderId: string): CallbackFault | null {
    if (!this.enabled || this.draw(`callback\n${orderId}`) >= this.rates.callback) return null;
    return callbackFaults[Math.floor(this.draw(`callback-kind\n${orderId}`) * callbackFaults.length)];
  }

  /** Called by the bank when it applies an order's return fault, so the run can report the mix. */
  applied(fault: CallbackFault) {
    this.count(`callback:${fault}`);
  }

  /** Whether this attempt of a server-to-server call fails; each retry of the same call draws again. */
  callFault(call: BankCall, orderId: string): CallFault | null {
    if (!this.enabled) return null;
    const key = `${call}\n${orderId}`;
    const attempt = (this.attempts.get(key) ?? 0) + 1;
    this.attempts.set(key, attempt);
    if (this.draw(`${key}\n${attempt}`) >= this.rates[call]) return null;
    const kinds: CallFault[] = call === 'status' ? ['timeout', 'error'] : ['timeout', 'error', 'error-after'];
    const fault = kinds[Math.floor(this.draw(`${key}\n${attempt}\nkind`) * kinds.length)];
    this.count(`${call}:${fault}`);
    return fault;
  }

  /**
   * A return the browser holds back (`withheld`: lost or late) or an earlier one of the same order (`stale`),
   * kept for the one who plays the browser.
   */
  keep(orderId: string, role: 'withheld' | 'stale', callback: KeptCallback) {
    this.kept.set(`${role}\n${orderId}`, callback);
  }

  keptCallback(orderId: string, role: 'withheld' | 'stale'): KeptCallback | undefined {
    return this.kept.get(`${role}\n${orderId}`);
  }
}

/** Turns the faults on in every bank simulator, or off with null. */
export function injectFaults(banks: Banks, chaos: BankChaos | null) {
  banks.estv3.chaos = chaos;
  banks.payflex.chaos = chaos;
}

/** What one bank holds for one order number: what was asked, and what it took from the card (net of refunds). */
export interface BankOrderRecord {
  bank: string;
  orderId: string;
  amountMinor: number;
  chargedMinor: number;
  /** How many approved sales the order has: more than one would be a double charge at the bank. */
  sales: number;
}

/** Every order the four simulated banks know of, with the money each took: the bank's side of a reconciliation. */
export function bankRecords(banks: Banks): BankOrderRecord[] {
  const out: BankOrderRecord[] = [];
  for (const bank of estBanks) {
    for (const order of banks.estv3.list(bank)) {
      const sale = lastSale(order);
      const sales = order.transactions.filter((t) => isEstSale(t) && t.response === 'Approved').length;
      const charged = sale?.response === 'Approved' && !isVoided(order) ? order.amountMinor - refundedMinor(order) : 0;
      out.push({ bank, orderId: order.oid, amountMinor: order.amountMinor, chargedMinor: charged, sales });
    }
  }
  const payflex = new Map<string, BankOrderRecord>();
  for (const p of banks.payflex.commonPayments()) {
    payflex.set(p.orderId, {
      bank: 'vakifbank',
      orderId: p.orderId,
      amountMinor: p.amountMinor,
      chargedMinor: 0,
      sales: 0,
    });
  }
  for (const t of banks.payflex.transactions) {
    if (!isPayflexSale(t) || t.resultCode !== '0000') continue;
    const record = payflex.get(t.orderId) ?? {
      bank: 'vakifbank',
      orderId: t.orderId,
      amountMinor: t.amountMinor,
      chargedMinor: 0,
      sales: 0,
    };
    record.sales += 1;
    if (!t.canceled) record.chargedMinor += t.amountMinor - t.refundedMinor;
    payflex.set(t.orderId, record);
  }
  return [...out, ...payflex.values()];
}
