import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Card } from '../../integrations/banks/types.js';

/**
 * PayFlex asks for the card again at provision, after the cardholder returns from 3-D Secure. The card waits
 * here — in this process's memory only, AES-256-GCM with a key that exists nowhere else, for a few minutes —
 * and is gone after one use or at expiry. A restart loses it: the order then fails without a charge (ADR 0006).
 */
export class CardVault {
  private readonly key = randomBytes(32);
  private readonly entries = new Map<string, { iv: Buffer; tag: Buffer; data: Buffer; expires: number }>();

  constructor(
    private readonly ttlMs = 10 * 60_000,
    private readonly now = Date.now,
  ) {}

  put(orderNo: string, card: Card): void {
    this.sweep();
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(JSON.stringify(card), 'utf8'), cipher.final()]);
    this.entries.set(orderNo, { iv, tag: cipher.getAuthTag(), data, expires: this.now() + this.ttlMs });
  }

  /** The card, once: a second callback for the same order finds nothing to charge with. */
  take(orderNo: string): Card | undefined {
    this.sweep();
    const e = this.entries.get(orderNo);
    if (!e) return undefined;
    this.entries.delete(orderNo);
    const decipher = createDecipheriv('aes-256-gcm', this.key, e.iv);
    decipher.setAuthTag(e.tag);
    return JSON.parse(Buffer.concat([decipher.update(e.data), decipher.final()]).toString('utf8')) as Card;
  }

  get size(): number {
    return this.entries.size;
  }

  private sweep(): void {
    const t = this.now();
    for (const [k, e] of this.entries) if (e.expires <= t) this.entries.delete(k);
  }
}
