import { sql } from 'kysely';
import type { Settings } from '../../config/settings.js';
import type { Database } from '../../db/index.js';
import { openSecret, recoveryCodeHash, spendTotp } from '../../lib/totp.js';
import { verifyAuthentication } from './webauthn.js';

export const memberRecoveryHash = (settings: Settings, code: string) =>
  recoveryCodeHash(settings.secrets.machineKey, 'member-recovery', code);

export interface FactorProof {
  code?: string;
  recoveryCode?: string;
  passkey?: { ceremonyId: string; credential: { id: string } };
}

/**
 * Checks and spends a member's second factor: an authenticator-app code newer than the last one accepted (so a
 * code is good once), an unused recovery code, or one of their passkeys. Answers how they proved it, or null.
 */
export async function spendMemberFactor(
  database: Database,
  settings: Settings,
  member: { oid: number; totp_secret: string | null; last_totp_step: string | number | null },
  proof: FactorProof,
): Promise<'totp' | 'recovery' | 'passkey' | null> {
  if (proof.code && member.totp_secret) {
    const secret = openSecret(settings.secrets.machineKey, member.totp_secret, 'member-totp-secret');
    const won = await spendTotp(secret, proof.code, member.last_totp_step, (step) =>
      database.db
        .updateTable('member')
        .set({ last_totp_step: step })
        .where('oid', '=', member.oid)
        .where((eb) => eb.or([eb('last_totp_step', 'is', null), eb('last_totp_step', '<', step)]))
        .returning('oid')
        .executeTakeFirst(),
    );
    return won ? 'totp' : null;
  }
  if (proof.recoveryCode) {
    const used = await database.db
      .updateTable('member_recovery_code')
      .set({ used_at: sql<Date>`now()` })
      .where('member_oid', '=', member.oid)
      .where('code_hash', '=', memberRecoveryHash(settings, proof.recoveryCode))
      .where('used_at', 'is', null)
      .returning('oid')
      .executeTakeFirst();
    return used ? 'recovery' : null;
  }
  if (proof.passkey) {
    const checked = await verifyAuthentication(
      database,
      settings,
      proof.passkey.ceremonyId,
      proof.passkey.credential,
      member.oid,
    );
    return 'refused' in checked ? null : 'passkey';
  }
  return null;
}

export async function recoveryCodesLeft(database: Database, memberOid: number) {
  const row = await database.db
    .selectFrom('member_recovery_code')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_oid', '=', memberOid)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
