import type { DataCoding } from './alphabet.js';

/** A message the gateway accepted, as a phone would have received it. */
export interface SmsMessage {
  jobid: string;
  /** 10 digits starting with 5, prefixes removed. */
  no: string;
  msgheader: string;
  /** The text as the handset shows it: a character the coding cannot carry arrives as "?". */
  msg: string;
  /** The data coding it travelled in. */
  coding: DataCoding;
  /** Messages the operator billed for it. */
  parts: number;
  /** ISO 8601 */
  receivedAt: string;
}

export const faultKinds = ['error', 'timeout'] as const;
export type FaultKind = (typeof faultKinds)[number];

/** The next `failNext` valid sends fail: 'error' answers 500, 'timeout' holds the request then answers 504. */
export interface SmsFaults {
  failNext: number;
  mode: FaultKind;
}

/** '5321234567', '05321234567' or '905321234567' → '5321234567'; anything else → null. */
export function normalizeGsm(value: string): string | null {
  const match = /^(?:90|0)?(5\d{9})$/.exec(value);
  return match ? match[1] : null;
}

/** '5321234567' → '(532) 123 45 67' */
export function formatGsm(no: string): string {
  return `(${no.slice(0, 3)}) ${no.slice(3, 6)} ${no.slice(6, 8)} ${no.slice(8, 10)}`;
}

/** The inbox (bounded, oldest dropped first) and the fault setting, in memory. */
export class SmsStore {
  /** Oldest first. */
  private readonly messages: SmsMessage[] = [];
  private sequence = 0;
  faults: SmsFaults = { failNext: 0, mode: 'error' };

  constructor(
    readonly maxMessages: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Stores one job's messages and returns its job id (digits only, like NetGSM's). */
  accept(
    msgheader: string,
    items: ReadonlyArray<{ no: string; msg: string; coding: DataCoding; parts: number }>,
  ): string {
    this.sequence = (this.sequence + 1) % 1_000_000;
    const time = this.now();
    const jobid = `${time}${String(this.sequence).padStart(6, '0')}`;
    const receivedAt = new Date(time).toISOString();
    for (const item of items) this.messages.push({ jobid, msgheader, ...item, receivedAt });
    if (this.messages.length > this.maxMessages) this.messages.splice(0, this.messages.length - this.maxMessages);
    return jobid;
  }

  /** Newest first, optionally only those sent to one (normalized) number. */
  list(no?: string): SmsMessage[] {
    const selected = no ? this.messages.filter((m) => m.no === no) : this.messages;
    return [...selected].reverse();
  }

  get size(): number {
    return this.messages.length;
  }

  clear(): number {
    const count = this.messages.length;
    this.messages.length = 0;
    return count;
  }

  setFaults(faults: SmsFaults) {
    this.faults = { ...faults };
  }

  /** Uses up one pending fault, if any, and says which. */
  takeFault(): FaultKind | null {
    if (this.faults.failNext <= 0) return null;
    this.faults = { ...this.faults, failNext: this.faults.failNext - 1 };
    return this.faults.mode;
  }
}
