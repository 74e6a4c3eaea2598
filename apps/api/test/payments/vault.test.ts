import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/index.js';
import { CardHold } from '../../src/modules/payments/vault.js';
import { openTestDatabase } from '../support/db.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const KEY = 'test-card-hold-key-0123456789';
const card = { holder: 'Ayşe Yılmaz', number: '4546711234567894', expMonth: 12, expYear: 2030, cvv: '739' };

const rows = () =>
  sql<{ order_no: string; row: string; expires_in: number }>`
    select order_no, t::text as row, extract(epoch from expires_at - now())::float8 as expires_in
    from card_hold t order by order_no`.execute(database.db);

describe('the PayFlex card hold', () => {
  it('gives the card back once, to another instance holding the same key', async () => {
    await new CardHold(database, KEY).put('EBHOLD1', card);
    const other = new CardHold(database, KEY);
    expect(await other.take('EBHOLD1')).toEqual(card);
    expect(await other.take('EBHOLD1')).toBeUndefined();
    expect((await rows()).rows).toEqual([]);
  });

  it('stores only the sealed card, for at most ten minutes: no number, CVV or holder in clear', async () => {
    await new CardHold(database, KEY).put('EBHOLD2', card);
    const [held] = (await rows()).rows;
    expect(held.order_no).toBe('EBHOLD2');
    expect(held.expires_in).toBeGreaterThan(590);
    expect(held.expires_in).toBeLessThanOrEqual(600);
    // In the row's text the sealed bytes are random hex, where three digits such as a CVV turn up by chance: the
    // text is read without them, and the bytes themselves are searched for each secret in clear.
    const { rows: sealed } = await sql<{ bytes: Buffer }>`
      select iv || tag || sealed as bytes from card_hold where order_no = 'EBHOLD2'`.execute(database.db);
    const text = held.row.replace(/\\+x[0-9a-f]+/g, '');
    for (const secret of [card.number, card.cvv, '4546 7112', 'Ayşe', 'holder']) {
      expect(text.includes(secret), secret).toBe(false);
      expect(Buffer.from(sealed[0].bytes).includes(Buffer.from(secret)), secret).toBe(false);
    }
    await new CardHold(database, KEY).take('EBHOLD2');
  });

  it('never reaches the write-ahead log, its archive or a replica: the hold table is unlogged', async () => {
    const { rows } = await sql<{ relpersistence: string }>`
      select relpersistence from pg_class where relname = 'card_hold' and relkind = 'r'`.execute(database.db);
    expect(rows).toEqual([{ relpersistence: 'u' }]);
  });

  it('a card sealed under another key, or copied to another order, does not open', async () => {
    await new CardHold(database, KEY).put('EBHOLD3', card);
    expect(await new CardHold(database, 'another-key-0123456789').take('EBHOLD3')).toBeUndefined();
    await new CardHold(database, KEY).put('EBHOLD4', card);
    await sql`insert into card_hold (order_no, iv, tag, sealed, expires_at)
      select 'EBHOLD5', iv, tag, sealed, expires_at from card_hold where order_no = 'EBHOLD4'`.execute(database.db);
    expect(await new CardHold(database, KEY).take('EBHOLD5')).toBeUndefined();
    expect(await new CardHold(database, KEY).take('EBHOLD4')).toEqual(card);
  });

  it('an expired hold is never opened, and the sweep deletes it', async () => {
    const hold = new CardHold(database, KEY);
    await hold.put('EBHOLD6', card);
    await hold.put('EBHOLD7', card);
    await sql`update card_hold set expires_at = now() - interval '1 second'`.execute(database.db);
    expect(await hold.take('EBHOLD6')).toBeUndefined();
    expect(await hold.sweep()).toBe(1);
    expect((await rows()).rows).toEqual([]);
  });
});
