import type { Settings } from '../../config/settings.js';
import type { Database } from '../../db/index.js';
import { spendCodeFactor } from '../../lib/secondFactor.js';
import { recoveryCodeHash } from '../../lib/totp.js';
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
  if (proof.code || proof.recoveryCode) {
    return spendCodeFactor(database, settings.secrets.machineKey, { ...member, kind: 'member' }, proof);
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
