import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import type { Card } from '../../integrations/banks/types.js';

/** How long a held card waits for the cardholder's return from 3-D Secure: the order's own lifetime at most. */
export const CARD_HOLD_MS = 10 * 60_000;

/**
 * PayFlex asks for the card again at provision, after the cardholder returns from 3-D Secure — perhaps to another
 * instance. The card waits in `card_hold`, sealed with AES-256-GCM under a key derived from the settings
 * (`secrets.cardHoldKey`, never stored in the database) and bound to its order number, for at most ten minutes:
 * taken once at provision or cancel, or deleted by the payments sweep once expired (ADR 0022).
 */
export class CardHold {
  private readonly key: Buffer;

  constructor(
    private readonly database: Database,
    secret: string,
    private readonly ttlMs = CARD_HOLD_MS,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'e-belediye', 'payflex card hold', 32));
  }

  async put(orderNo: string, card: Card): Promise<void> {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    // The order number is authenticated with the card: a sealed card copied to another order does not open.
    cipher.setAAD(Buffer.from(orderNo));
    const sealed = Buffer.concat([cipher.update(JSON.stringify(card), 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    await sql`
      insert into card_hold (order_no, iv, tag, sealed, expires_at)
      values (${orderNo}, ${iv}, ${tag}, ${sealed}, now() + make_interval(secs => ${this.ttlMs / 1000}))
      on conflict (order_no) do update
        set iv = excluded.iv, tag = excluded.tag, sealed = excluded.sealed, expires_at = excluded.expires_at`.execute(
      this.database.db,
    );
  }

  /**
   * The card, once: deleting and reading are one statement, so of two instances handling the same return only
   * one gets it. An expired hold is deleted without being opened.
   */
  async take(orderNo: string): Promise<Card | undefined> {
    const { rows } = await sql<{ iv: Uint8Array; tag: Uint8Array; sealed: Uint8Array; live: boolean }>`
      delete from card_hold where order_no = ${orderNo}
      returning iv, tag, sealed, expires_at > now() as live`.execute(this.database.db);
    const held = rows[0];
    if (!held?.live) return undefined;
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(held.iv));
    decipher.setAAD(Buffer.from(orderNo));
    decipher.setAuthTag(Buffer.from(held.tag));
    try {
      const plain = Buffer.concat([decipher.update(Buffer.from(held.sealed)), decipher.final()]);
      return JSON.parse(plain.toString('utf8')) as Card;
    } catch {
      // Sealed under another key (the key was changed): as good as lost, the order fails without a charge.
      return undefined;
    }
  }

  /** Deletes the holds past their time; returns how many. */
  async sweep(): Promise<number> {
    const { rows } = await sql<{ n: number }>`
      with gone as (delete from card_hold where expires_at <= now() returning 1)
      select count(*)::int as n from gone`.execute(this.database.db);
    return rows[0]?.n ?? 0;
  }
}
