import { SmsMessageCodes } from '@e-belediye/contracts';
import type { Database } from '../../db/index.js';
import { audit } from '../audit/index.js';
import { notifyCitizen } from '../notifications/index.js';
import { recoveryCodesLeft } from './factor.js';

/**
 * Every change to how a member signs in is told to them by SMS and e-mail (ADR 0055), so a change they did not make
 * is noticed. Under the password's message code: these are the account's keys.
 */
const tail = ' Bu işlemi siz yapmadıysanız hemen şifrenizi değiştirip belediyemize başvurunuz.';
export const SignInSecurityNotices = {
  passkeyAdded: (name: string) => `E-Belediye: hesabınıza "${name}" adlı geçiş anahtarı eklendi.${tail}`,
  passkeyRemoved: (name: string) => `E-Belediye: "${name}" adlı geçiş anahtarınız kaldırıldı.${tail}`,
  factorOn: (kind: 'TOTP' | 'PASSKEY') =>
    `E-Belediye: şifreyle girişte ${kind === 'TOTP' ? 'doğrulama uygulaması' : 'geçiş anahtarı'} ile iki adımlı doğrulama açıldı.${tail}`,
  factorOff: `E-Belediye: şifreyle girişteki iki adımlı doğrulama kapatıldı.${tail}`,
  recoveryUsed: (left: number) => `E-Belediye: girişte bir kurtarma kodunuz kullanıldı; ${left} kod kaldı.${tail}`,
} as const;

export async function tellMember(database: Database, memberOid: number, text: string) {
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
