import type { memberLanguageCalls } from '@e-belediye/contracts';
import type { Language } from '@e-belediye/contracts/languages';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Handlers } from '../../http/calls.js';
import { requireSession } from '../auth/index.js';

/** The language the portal writes to a registry's member in: Turkish for a registry with no member. */
export async function languageOfRegistry(
  db: Kysely<DB> | Transaction<DB>,
  registryOid: number | null | undefined,
): Promise<Language> {
  if (registryOid === null || registryOid === undefined) return 'tr';
  const row = await db
    .selectFrom('member')
    .select('language')
    .where('registry_oid', '=', registryOid)
    .executeTakeFirst();
  return row?.language ?? 'tr';
}

export const memberLanguageHandlers: Handlers<typeof memberLanguageCalls> = {
  /** SetUserLanguage: the Dil control's choice, kept on the member so messages and the office follow it. */
  async SetUserLanguage({ language }, { database, request }) {
    const session = requireSession(request);
    await database.db.updateTable('member').set({ language }).where('oid', '=', session.memberOid).execute();
    return { Language: language };
  },
};
