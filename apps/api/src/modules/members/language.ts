import type { memberLanguageCalls } from '@e-belediye/contracts';
import type { Handlers } from '../../http/calls.js';
import { requireSession } from '../auth/index.js';

export const memberLanguageHandlers: Handlers<typeof memberLanguageCalls> = {
  /** SetUserLanguage: the Dil control's choice, kept on the member so messages and the office follow it. */
  async SetUserLanguage({ language }, { database, request }) {
    const session = requireSession(request);
    await database.db.updateTable('member').set({ language }).where('oid', '=', session.memberOid).execute();
    return { Language: language };
  },
};
