import { createHmac, randomBytes } from 'node:crypto';
import type { Behaviour, CardBrand } from '../cards.js';
import type { BankChaos } from '../faults.js';
import { FaultSwitch } from '../respond.js';

/** One MPI enrollment (VerifyEnrollmentRequestId), from VERes to the merchant callback. */
export interface Enrollment {
  id: string;
  md: string;
  paReq: string;
  amountMinor: number;
  currency: string;
  installmentCount: string;
  sessionInfo: string;
  /** '454671***7894': the bank keeps the card masked, plus a keyed digest to recognise it at provision. */
  maskedPan: string;
  maskedSpaced: string;
  panDigest: string;
  /** YYMM as enrolled. */
  expiry: string;
  expired: boolean;
  brand: CardBrand;
  behaviour: Behaviour;
  successUrl: string;
  failureUrl: string;
  /** 'N': not enrolled, no ACS; 'acs': waiting for the cardholder; 'done': the ACS has answered. */
  stage: 'not-enrolled' | 'acs' | 'done';
  auth?: { status: 'Y' | 'N'; xid: string; eci: string; cavv: string; errorCode: string; errorMessage: string };
  callbacks: Array<{ at: number; url: string; kind: string; fields: Record<string, string> }>;
  createdAt: number;
  updatedAt: number;
}

/** One Common Payment registration (PaymentToken), from the merchant's request to the return. */
export interface CommonPayment {
  token: string;
  orderId: string;
  transactionType: 'Sale' | 'Auth';
  amountMinor: number;
  currency: string;
  successUrl: string;
  failUrl: string;
  /** 'card-entry': the page waits for the card; 'acs': for the SMS code; 'done': the return has left. */
  stage: 'card-entry' | 'acs' | 'done';
  card?: { maskedPan: string; maskedSpaced: string; brand: CardBrand; behaviour: Behaviour; expired: boolean };
  /** A one-time key of the page now shown, so a page cannot be posted twice. */
  pageKey: string;
  callbacks: Array<{ at: number; url: string; kind: string; fields: Record<string, string> }>;
  createdAt: number;
}

export type VposTransactionType = 'Sale' | 'Auth' | 'Cancel' | 'Refund';

export interface VposTransaction {
  transactionType: VposTransactionType;
  transactionId: string;
  orderId: string;
  mpiTransactionId: string;
  referenceTransactionId: string;
  resultCode: string;
  resultDetail: string;
  authCode: string;
  rrn: string;
  at: number;
  amountMinor: number;
  currency: string;
  maskedPan: string;
  eci: string;
  canceled: boolean;
  refundedMinor: number;
}

const maxEntries = 10_000;

/** Enrollments and VPOS transactions of the one PayFlex merchant, in memory. */
export class PayflexStore {
  private readonly enrollments = new Map<string, Enrollment>();
  private readonly byMd = new Map<string, string>();
  private readonly payments = new Map<string, CommonPayment>();
  readonly transactions: VposTransaction[] = [];
  readonly faults = new FaultSwitch();
  /** Seeded faults of a chaos drill (faults.ts); none by default. */
  chaos: BankChaos | null = null;
  // A per-process key: the digest proves "same card" without the store holding anything reversible.
  private readonly panKey = randomBytes(32);

  constructor(private readonly now: () => number = Date.now) {}

  panDigest(pan: string): string {
    return createHmac('sha256', this.panKey).update(pan).digest('hex');
  }

  get(id: string): Enrollment | undefined {
    return this.enrollments.get(id);
  }

  getByMd(md: string): Enrollment | undefined {
    const id = this.byMd.get(md);
    return id === undefined ? undefined : this.enrollments.get(id);
  }

  add(enrollment: Enrollment) {
    this.enrollments.set(enrollment.id, enrollment);
    this.byMd.set(enrollment.md, enrollment.id);
    while (this.enrollments.size > maxEntries) {
      const [oldest] = this.enrollments.values();
      this.enrollments.delete(oldest.id);
      this.byMd.delete(oldest.md);
    }
  }

  getPayment(token: string): CommonPayment | undefined {
    return this.payments.get(token);
  }

  /** An OrderID is registered once, whatever became of it. */
  paymentOfOrder(orderId: string): CommonPayment | undefined {
    return [...this.payments.values()].find((p) => p.orderId === orderId);
  }

  addPayment(payment: CommonPayment) {
    this.payments.set(payment.token, payment);
    while (this.payments.size > maxEntries) {
      const [oldest] = this.payments.keys();
      this.payments.delete(oldest);
    }
  }

  commonPayments(): CommonPayment[] {
    return [...this.payments.values()].reverse();
  }

  touch(enrollment: Enrollment) {
    enrollment.updatedAt = this.now();
  }

  record(transaction: VposTransaction) {
    this.transactions.push(transaction);
    if (this.transactions.length > maxEntries) this.transactions.splice(0, this.transactions.length - maxEntries);
  }

  findTransaction(transactionId: string): VposTransaction | undefined {
    return this.transactions.find((t) => t.transactionId === transactionId);
  }

  /** Newest first. */
  list(): Enrollment[] {
    return [...this.enrollments.values()].reverse();
  }

  clear(): number {
    const count = this.enrollments.size + this.payments.size + this.transactions.length;
    this.enrollments.clear();
    this.payments.clear();
    this.byMd.clear();
    this.transactions.length = 0;
    return count;
  }
}

export const isSale = (t: VposTransaction) => t.transactionType === 'Sale' || t.transactionType === 'Auth';

/** One word for the inspection JSON. */
export function enrollmentStatus(enrollment: Enrollment, sale: VposTransaction | undefined): string {
  if (enrollment.stage === 'not-enrolled') return 'not-enrolled';
  if (enrollment.stage === 'acs') return 'awaiting-3d';
  if (sale?.resultCode === '0000') {
    if (sale.canceled) return 'canceled';
    if (sale.refundedMinor >= sale.amountMinor) return 'refunded';
    if (sale.refundedMinor > 0) return 'partially-refunded';
    return 'charged';
  }
  if (sale) return 'declined';
  return enrollment.auth?.status === 'Y' ? 'authenticated' : 'auth-failed';
}

/** What GET /payflex/orders.json shows: masked card only, no MD, PaReq or CAVV. */
export function enrollmentView(enrollment: Enrollment, transactions: readonly VposTransaction[]) {
  const own = transactions.filter((t) => t.mpiTransactionId === enrollment.id);
  const ids = new Set(own.map((t) => t.transactionId));
  const related = transactions.filter((t) => t.mpiTransactionId === enrollment.id || ids.has(t.referenceTransactionId));
  const iso = (time: number) => new Date(time).toISOString();
  return {
    verifyEnrollmentRequestId: enrollment.id,
    status: enrollmentStatus(enrollment, own.filter(isSale).at(-1)),
    amountMinor: enrollment.amountMinor,
    currency: enrollment.currency,
    maskedPan: enrollment.maskedPan,
    brand: enrollment.brand,
    behaviour: enrollment.behaviour,
    threeDStatus: enrollment.auth?.status ?? null,
    transactions: related.map((t) => ({ ...t, at: iso(t.at) })),
    callbacks: enrollment.callbacks.map((c) => ({ ...c, at: iso(c.at) })),
    createdAt: iso(enrollment.createdAt),
    updatedAt: iso(enrollment.updatedAt),
  };
}
