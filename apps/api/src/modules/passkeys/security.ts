import { PasskeyMessages } from '@e-belediye/contracts';
import { sql } from 'kysely';
import type { Settings } from '../../config/settings.js';
import type { Database } from '../../db/index.js';
import { forbidden } from '../../http/errors.js';
import type { SessionInfo } from '../auth/index.js';
import { recoveryCodesLeft } from './factor.js';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Until when this session's proof of identity (password and SMS code, or an e-Devlet sign-in) allows changes. */
async function provenUntil(database: Database, settings: Settings, session: SessionInfo): Promise<Date | null> {
  const row = await database.db
    .selectFrom('member_session')
    .select(sql<Date | null>`proven_at + make_interval(mins => ${settings.passkeys.proofMinutes})`.as('until'))
    .where('id_hash', '=', session.idHash)
    .executeTakeFirst();
  const until = row?.until ? new Date(row.until) : null;
  return until && until.getTime() > Date.now() ? until : null;
}

/** Refuses a change unless the member proved who they are within the last minutes of this session. */
export async function requireProof(database: Database, settings: Settings, session: SessionInfo) {
  if (!(await provenUntil(database, settings, session))) throw forbidden(PasskeyMessages.proofRequired);
}

export async function markProven(database: Database, session: SessionInfo) {
  await database.db
    .updateTable('member_session')
    .set({ proven_at: sql<Date>`now()` })
    .where('id_hash', '=', session.idHash)
    .execute();
}

/** The member's passkeys and second factor as the account page shows them. */
export async function securityView(database: Database, settings: Settings, session: SessionInfo) {
  const memberOid = session.memberOid;
  const [member, passkeys, left, until] = await Promise.all([
    database.db
      .selectFrom('member')
      .select(['second_factor', 'password_hash'])
      .where('oid', '=', memberOid)
      .executeTakeFirstOrThrow(),
    database.db
      .selectFrom('member_passkey')
      .select(['oid', 'name', 'created_at', 'last_used_at', 'device_type', 'backed_up'])
      .where('member_oid', '=', memberOid)
      .orderBy('created_at')
      .orderBy('oid')
      .execute(),
    recoveryCodesLeft(database, memberOid),
    provenUntil(database, settings, session),
  ]);
  return {
    Passkeys: passkeys.map((p) => ({
      Oid: p.oid,
      Name: p.name,
      CreatedAt: iso(p.created_at) as string,
      LastUsedAt: iso(p.last_used_at),
      Synced: p.device_type === 'multiDevice' && p.backed_up,
    })),
    SecondFactor: member.second_factor,
    RecoveryCodesLeft: member.second_factor === 'NONE' ? 0 : left,
    HasPassword: member.password_hash !== null,
    ProvenUntil: iso(until),
  };
}
