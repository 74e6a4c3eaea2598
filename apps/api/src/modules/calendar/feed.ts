import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/index.js';

/** A feed token is 32 random bytes: long enough that it needs no slow hash and no attempt counting (ADR 0046). */
const TOKEN_BYTES = 32;

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export interface FeedRow {
  memberOid: number;
  showAmounts: boolean;
  since: Date;
}

/** A new address for the member; the row is replaced, so the previous token finds nothing from now on. */
export async function renewFeed(database: Database, memberOid: number, showAmounts: boolean) {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const row = await database.db
    .insertInto('calendar_feed')
    .values({ member_oid: memberOid, token_hash: hashToken(token), show_amounts: showAmounts })
    .onConflict((oc) =>
      oc
        .column('member_oid')
        .doUpdateSet({ token_hash: hashToken(token), show_amounts: showAmounts, created_at: new Date() }),
    )
    .returning(['created_at'])
    .executeTakeFirstOrThrow();
  return { token, since: row.created_at };
}

export async function stopFeed(database: Database, memberOid: number): Promise<void> {
  await database.db.deleteFrom('calendar_feed').where('member_oid', '=', memberOid).execute();
}

export async function feedOfMember(database: Database, memberOid: number): Promise<FeedRow | undefined> {
  const r = await database.db
    .selectFrom('calendar_feed')
    .select(['member_oid', 'show_amounts', 'created_at'])
    .where('member_oid', '=', memberOid)
    .executeTakeFirst();
  return r && { memberOid: r.member_oid, showAmounts: r.show_amounts, since: r.created_at };
}

export async function feedOfToken(database: Database, token: string): Promise<FeedRow | undefined> {
  const r = await database.db
    .selectFrom('calendar_feed')
    .select(['member_oid', 'show_amounts', 'created_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  return r && { memberOid: r.member_oid, showAmounts: r.show_amounts, since: r.created_at };
}

/** The two spellings of one address: https:// for a browser, webcal:// for a calendar app to subscribe. */
export function feedUrls(publicUrl: string, token: string) {
  const httpsUrl = `${publicUrl.replace(/\/$/, '')}/api/calendar/feed/${token}.ics`;
  return { httpsUrl, webcalUrl: httpsUrl.replace(/^https?:/, 'webcal:') };
}
