import { AuthMessages, PasskeyMessages, PasskeyRules, type passkeyCalls } from '@e-belediye/contracts';
import QRCode from 'qrcode';
import type { Handlers } from '../../http/calls.js';
import { conflict, invalid, notFound, unauthenticated } from '../../http/errors.js';
import { matchTotp, newRecoveryCodes, newTotpSecret, openSecret, otpauthUri, sealSecret } from '../../lib/totp.js';
import { audit } from '../audit/index.js';
import {
  accountKey,
  claimAttempt,
  clientIp,
  completeLogin,
  ipKey,
  loginTicket,
  memberInfo,
  requireSession,
  verifyPassword,
} from '../auth/index.js';
import { registryByOid } from '../registries/index.js';
import { issueSmsCode, verifySmsCode } from '../verification/index.js';
import { memberRecoveryHash, spendMemberFactor } from './factor.js';
import { announceRecoveryUse, SignInSecurityNotices, tellMember } from './notices.js';
import { markProven, requireProof, securityView } from './security.js';
import {
  authenticationOptions,
  refusalText,
  registrationOptions,
  verifyAuthentication,
  verifyRegistration,
} from './webauthn.js';

/** The purpose of the SMS code that, with the password, proves identity before sign-in changes. */
const SECURITY_CODE = 'sign-in-security';

const memberRow = (database: Parameters<typeof securityView>[0], oid: number) =>
  database.db.selectFrom('member').selectAll().where('oid', '=', oid).executeTakeFirstOrThrow();

export const passkeyHandlers: Handlers<typeof passkeyCalls> = {
  async GetSignInSecurity(_input, { database, settings, request }) {
    return securityView(database, settings, requireSession(request));
  },

  async SendSignInSecurityCode(_input, { database, request }) {
    const session = requireSession(request);
    const member = await memberRow(database, session.memberOid);
    // A member without a password proves who they are by signing in with e-Devlet again.
    if (!member.password_hash) throw conflict(PasskeyMessages.noPassword);
    const gsmNumber = member.gsm_number ?? (await registryByOid(database, member.registry_oid))?.gsm_number;
    if (!gsmNumber) throw conflict(PasskeyMessages.noPhone);
    return issueSmsCode(database.db, {
      purpose: SECURITY_CODE,
      subject: String(member.oid),
      gsmNumber,
      registryOid: member.registry_oid,
      ip: clientIp(request),
      text: (code) => `E-Belediye geçiş anahtarı ve iki adımlı doğrulama değişikliği için kodunuz: ${code}`,
    });
  },

  async ProveSignInSecurityIdentity({ currentPassword, smsChallengeId, smsCode }, { database, settings, request }) {
    const session = requireSession(request);
    const ip = clientIp(request);
    // The profile's throttle: a password guessed here counts with one guessed on the profile form.
    const attempt = await claimAttempt(database, [accountKey('profile', String(session.memberOid))]);
    const member = await memberRow(database, session.memberOid);
    if (!(await verifyPassword(member.password_hash, currentPassword))) {
      await audit(database, 'PROFILE_UPDATE_REFUSED', {
        memberOid: member.oid,
        pidNo: member.pid_no,
        ip,
        detail: { for: 'sign_in_security' },
      });
      throw invalid(AuthMessages.currentPasswordWrong);
    }
    const { subject } = await verifySmsCode(database.db, {
      challengeId: smsChallengeId,
      purpose: SECURITY_CODE,
      code: smsCode,
    });
    if (subject !== String(member.oid)) throw invalid(AuthMessages.wrongCode);
    await attempt.succeeded();
    await markProven(database, session);
    await audit(database, 'SIGN_IN_SECURITY_PROVEN', { memberOid: member.oid, pidNo: member.pid_no, ip });
    return securityView(database, settings, session);
  },

  async StartPasskeyRegistration(_input, { database, settings, request }) {
    const session = requireSession(request);
    await requireProof(database, settings, session);
    const count = await database.db
      .selectFrom('member_passkey')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_oid', '=', session.memberOid)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= PasskeyRules.maxPerMember) throw conflict(PasskeyMessages.tooManyPasskeys);
    const info = await memberInfo(database, session.memberOid);
    return registrationOptions(database, settings, {
      oid: session.memberOid,
      pidNo: info.UserName,
      displayName: info.NameSurname,
    });
  },

  async FinishPasskeyRegistration({ ceremonyId, name, credential }, { database, settings, request }) {
    const session = requireSession(request);
    await requireProof(database, settings, session);
    const stored = await verifyRegistration(database, settings, session.memberOid, ceremonyId, credential);
    const added = await database.db
      .insertInto('member_passkey')
      .values({ ...stored, member_oid: session.memberOid, name })
      .onConflict((oc) => oc.column('credential_id').doNothing())
      .returning('oid')
      .executeTakeFirst();
    if (!added) throw conflict(PasskeyMessages.ceremonyFailed);
    await tellMember(database, session.memberOid, SignInSecurityNotices.passkeyAdded(name));
    await audit(database, 'PASSKEY_ADDED', {
      memberOid: session.memberOid,
      ip: clientIp(request),
      detail: { passkeyOid: added.oid, name, synced: stored.backed_up },
    });
    return securityView(database, settings, session);
  },

  async RemovePasskey({ passkeyOid }, { database, settings, request }) {
    const session = requireSession(request);
    await requireProof(database, settings, session);
    const member = await memberRow(database, session.memberOid);
    const keys = await database.db
      .selectFrom('member_passkey')
      .select(['oid', 'name'])
      .where('member_oid', '=', member.oid)
      .execute();
    const key = keys.find((k) => k.oid === passkeyOid);
    if (!key) throw notFound(PasskeyMessages.passkeyNotFound);
    if (member.second_factor === 'PASSKEY' && keys.length === 1) throw conflict(PasskeyMessages.lastPasskeyIsFactor);
    await database.db.deleteFrom('member_passkey').where('oid', '=', key.oid).execute();
    await tellMember(database, member.oid, SignInSecurityNotices.passkeyRemoved(key.name));
    await audit(database, 'PASSKEY_REMOVED', {
      memberOid: member.oid,
      pidNo: member.pid_no,
      ip: clientIp(request),
      detail: { passkeyOid: key.oid, name: key.name },
    });
    return securityView(database, settings, session);
  },

  async StartTotpSecondFactor(_input, { database, settings, request }) {
    const session = requireSession(request);
    await requireProof(database, settings, session);
    const member = await memberRow(database, session.memberOid);
    if (member.second_factor !== 'NONE') throw conflict(PasskeyMessages.factorAlreadyOn);
    const secret = newTotpSecret();
    await database.db
      .updateTable('member')
      .set({ totp_pending_secret: sealSecret(settings.secrets.machineKey, secret, 'member-totp-secret') })
      .where('oid', '=', member.oid)
      .execute();
    const uri = otpauthUri(`${settings.app.MunicipalityName} E-Belediye`, member.pid_no, secret);
    const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return {
      Secret: secret,
      OtpauthUri: uri,
      QrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  },

  async TurnOnSecondFactor({ kind, code }, { database, settings, request }) {
    const session = requireSession(request);
    await requireProof(database, settings, session);
    const member = await memberRow(database, session.memberOid);
    if (member.second_factor !== 'NONE') throw conflict(PasskeyMessages.factorAlreadyOn);
    let totp: { secret: string; step: number } | null = null;
    if (kind === 'TOTP') {
      if (!member.totp_pending_secret) throw conflict(PasskeyMessages.totpNotStarted);
      const attempt = await claimAttempt(database, [accountKey('member-totp', String(member.oid))]);
      const opened = openSecret(settings.secrets.machineKey, member.totp_pending_secret, 'member-totp-secret');
      const step = code ? matchTotp(opened, code, Date.now(), null) : null;
      if (step === null) throw invalid(PasskeyMessages.wrongCode);
      await attempt.succeeded();
      totp = { secret: member.totp_pending_secret, step };
    } else {
      const any = await database.db
        .selectFrom('member_passkey')
        .select('oid')
        .where('member_oid', '=', member.oid)
        .executeTakeFirst();
      if (!any) throw conflict(PasskeyMessages.factorNeedsPasskey);
    }
    const codes = newRecoveryCodes(PasskeyRules.recoveryCodes);
    await database.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('member')
        .set({
          second_factor: kind,
          totp_secret: totp?.secret ?? null,
          totp_pending_secret: null,
          last_totp_step: totp?.step ?? null,
        })
        .where('oid', '=', member.oid)
        .execute();
      await trx.deleteFrom('member_recovery_code').where('member_oid', '=', member.oid).execute();
      await trx
        .insertInto('member_recovery_code')
        .values(codes.map((c) => ({ member_oid: member.oid, code_hash: memberRecoveryHash(settings, c) })))
        .execute();
    });
    await tellMember(database, member.oid, SignInSecurityNotices.factorOn(kind));
    await audit(database, 'SECOND_FACTOR_ON', {
      memberOid: member.oid,
      pidNo: member.pid_no,
      ip: clientIp(request),
      detail: { kind },
    });
    return { Security: await securityView(database, settings, session), RecoveryCodes: codes };
  },

  async TurnOffSecondFactor(_input, { database, settings, request }) {
    const session = requireSession(request);
    await requireProof(database, settings, session);
    const member = await memberRow(database, session.memberOid);
    if (member.second_factor === 'NONE') return securityView(database, settings, session);
    await database.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('member')
        .set({ second_factor: 'NONE', totp_secret: null, totp_pending_secret: null, last_totp_step: null })
        .where('oid', '=', member.oid)
        .execute();
      await trx.deleteFrom('member_recovery_code').where('member_oid', '=', member.oid).execute();
    });
    await tellMember(database, member.oid, SignInSecurityNotices.factorOff);
    await audit(database, 'SECOND_FACTOR_OFF', {
      memberOid: member.oid,
      pidNo: member.pid_no,
      ip: clientIp(request),
      detail: { kind: member.second_factor },
    });
    return securityView(database, settings, session);
  },

  async StartPasskeyLogin(_input, { database, settings }) {
    return authenticationOptions(database, settings, null);
  },

  async FinishPasskeyLogin({ ceremonyId, credential, rememberMe }, ctx) {
    const { database, settings, request } = ctx;
    const ip = clientIp(request);
    // Counted with password logins from the same address: a passkey sign-in is rate-limited as they are.
    const attempt = await claimAttempt(database, [ipKey('login', ip)]);
    const checked = await verifyAuthentication(database, settings, ceremonyId, credential, null);
    if ('refused' in checked) {
      await audit(database, 'LOGIN_PASSKEY_FAILED', {
        memberOid: checked.memberOid,
        ip,
        detail: { reason: checked.refused },
      });
      throw unauthenticated(refusalText(checked.refused));
    }
    const member = await memberRow(database, checked.memberOid);
    if (member.status !== 'ACTIVE') {
      await audit(database, 'LOGIN_PASSKEY_FAILED', { memberOid: member.oid, ip, detail: { reason: 'disabled' } });
      throw unauthenticated(AuthMessages.wrongCredentials);
    }
    await attempt.succeeded();
    await audit(database, 'LOGIN_PASSKEY', {
      memberOid: member.oid,
      pidNo: member.pid_no,
      ip,
      detail: { passkeyOid: checked.passkeyOid, rememberMe },
    });
    return completeLogin(ctx, member.oid, rememberMe);
  },

  async GetSecondFactorChallenge(_input, ctx) {
    const ticket = await loginTicket(ctx);
    const member = await memberRow(ctx.database, ticket.memberOid);
    if (member.second_factor === 'PASSKEY') {
      const { CeremonyId, Options } = await authenticationOptions(ctx.database, ctx.settings, member.oid);
      return { Kind: 'PASSKEY' as const, CeremonyId, Options };
    }
    return { Kind: 'TOTP' as const, CeremonyId: null, Options: null };
  },

  async CompleteSecondFactorLogin({ code, recoveryCode, ceremonyId, credential }, ctx) {
    const { database, settings, request } = ctx;
    const ip = clientIp(request);
    const ticket = await loginTicket(ctx);
    const member = await memberRow(database, ticket.memberOid);
    if (!code && !recoveryCode && !(ceremonyId && credential)) throw invalid(PasskeyMessages.codeOrRecovery);
    const attempt = await claimAttempt(database, [accountKey('login', member.pid_no), ipKey('login', ip)]);
    const factor = await spendMemberFactor(database, settings, member, {
      code,
      recoveryCode,
      passkey: ceremonyId && credential ? { ceremonyId, credential } : undefined,
    });
    if (!factor) {
      await audit(database, 'LOGIN_SECOND_FACTOR_FAILED', { memberOid: member.oid, pidNo: member.pid_no, ip });
      throw unauthenticated(PasskeyMessages.wrongCode);
    }
    await attempt.succeeded();
    await ticket.spend();
    const left = factor === 'recovery' ? await announceRecoveryUse(database, member, ip) : null;
    await audit(database, 'LOGIN', {
      memberOid: member.oid,
      pidNo: member.pid_no,
      ip,
      detail: { rememberMe: ticket.persistent, factor },
    });
    return { ...(await completeLogin(ctx, member.oid, ticket.persistent)), RecoveryCodesLeft: left };
  },
};
