import { sql } from 'kysely';
import type { Database } from '../db/index.js';
import { openSecret, recoveryCodeHash, spendTotp } from './totp.js';

/** Whose second factor: a member's or a staff member's, each with its own table, seal label and recovery codes. */
const ACCOUNTS = {
  member: { table: 'member', codes: 'member_recovery_code', owner: 'member_oid', seal: 'member-totp-secret' },
  staff: { table: 'staff', codes: 'staff_recovery_code', owner: 'staff_oid', seal: 'staff-totp-secret' },
} as const;

export interface SecondFactorAccount {
  kind: keyof typeof ACCOUNTS;
  oid: number;
  /** The sealed authenticator-app secret, null before the account set one up. */
  totp_secret: string | null;
  last_totp_step: string | number | null;
}

const recoveryLabel = (kind: SecondFactorAccount['kind']) => (kind === 'member' ? 'member-recovery' : 'staff-recovery');

/** The stored form of a recovery code of `kind`'s accounts. */
export const accountRecoveryHash = (machineKey: string, kind: SecondFactorAccount['kind'], code: string) =>
  recoveryCodeHash(machineKey, recoveryLabel(kind), code);

/**
 * Checks and spends an authenticator-app code (a step newer than the last one accepted, so a code is good once)
 * or an unused recovery code, for a member and a staff member alike. Answers how they proved it, or null.
 */
export async function spendCodeFactor(
  database: Database,
  machineKey: string,
  account: SecondFactorAccount,
  proof: { code?: string; recoveryCode?: string },
): Promise<'totp' | 'recovery' | null> {
  const { table, codes, owner, seal } = ACCOUNTS[account.kind];
  if (proof.code && account.totp_secret) {
    const secret = openSecret(machineKey, account.totp_secret, seal);
    const won = await spendTotp(secret, proof.code, account.last_totp_step, async (step) => {
      const { rows } = await sql<{ oid: number }>`
        update ${sql.table(table)} set last_totp_step = ${step}
        where oid = ${account.oid} and (last_totp_step is null or last_totp_step < ${step})
        returning oid`.execute(database.db);
      return rows[0];
    });
    return won ? 'totp' : null;
  }
  if (proof.recoveryCode) {
    const { rows } = await sql<{ oid: number }>`
      update ${sql.table(codes)} set used_at = now()
      where ${sql.ref(owner)} = ${account.oid}
        and code_hash = ${accountRecoveryHash(machineKey, account.kind, proof.recoveryCode)} and used_at is null
      returning oid`.execute(database.db);
    return rows.length > 0 ? 'recovery' : null;
  }
  return null;
}
