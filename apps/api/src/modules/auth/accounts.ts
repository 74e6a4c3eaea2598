import type { Language } from '@e-belediye/contracts/languages';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import { notFound } from '../../http/errors.js';
import { payerName, registryByOid } from '../registries/index.js';

/** Member accounts: auth owns the credentials row; other modules read members here, never from the table. */
export async function findMemberByPid(database: Database, pidNo: string) {
  return database.db.selectFrom('member').selectAll().where('pid_no', '=', pidNo).executeTakeFirst();
}

/** MemberInfo of spec section 3: the user with UserDetail.Registry. */
export async function memberInfo(database: Database, memberOid: number) {
  const m = await database.db
    .selectFrom('member')
    .select(['oid', 'pid_no', 'registry_oid'])
    .where('oid', '=', memberOid)
    .executeTakeFirst();
  const r = m && (await registryByOid(database, m.registry_oid));
  if (!m || !r) throw notFound('Üye bulunamadı.');
  return {
    Oid: m.oid,
    UserName: m.pid_no,
    NameSurname: payerName(r),
    UserDetail: {
      Registry: { Oid: r.oid, RegistryNo: r.registry_no, RegistryInfo: { Oid: r.oid } },
    },
  };
}

/** The moment of the last successful login, shown to the member. */
/** A sign-in also stores the language the browser carries, so messages follow the member's last choice. */
export async function touchLogin(database: Database, memberOid: number, language?: Language) {
  await database.db
    .updateTable('member')
    .set({ last_login_at: sql<Date>`now()`, ...(language ? { language } : {}) })
    .where('oid', '=', memberOid)
    .execute();
}
