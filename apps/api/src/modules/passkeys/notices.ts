import { SmsMessageCodes } from '@e-belediye/contracts';
import type { Database } from '../../db/index.js';
import { audit } from '../audit/index.js';
import { type MessageText, notifyCitizen, SignInSecuritySms } from '../notifications/index.js';
import { recoveryCodesLeft } from './factor.js';

/** Every change to how a member signs in is told to them by SMS and e-mail, in their language (ADR 0055). */
export const SignInSecurityNotices = SignInSecuritySms;

export async function tellMember(database: Database, memberOid: number, text: MessageText) {
  const member = await database.db
    .selectFrom('member')
    .select(['registry_oid', 'gsm_number', 'email'])
    .where('oid', '=', memberOid)
    .executeTakeFirstOrThrow();
  await notifyCitizen(database.db, {
    registryOid: member.registry_oid,
    gsmNumber: member.gsm_number,
    email: member.email,
    text,
    messageCode: SmsMessageCodes.password,
  });
}

/** A recovery code was spent signing in: the member is told how many are left, and the audit trail records it. */
export async function announceRecoveryUse(
  database: Database,
  member: { oid: number; pid_no: string },
  ip: string,
): Promise<number> {
  const left = await recoveryCodesLeft(database, member.oid);
  await tellMember(database, member.oid, SignInSecurityNotices.recoveryUsed(left));
  await audit(database, 'RECOVERY_CODE_USED', { memberOid: member.oid, pidNo: member.pid_no, ip, detail: { left } });
  return left;
}
