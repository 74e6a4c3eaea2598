import { randomInt } from 'node:crypto';
import {
  AuthMessages,
  type authCalls,
  Constants,
  ErrorCodes,
  normalizeMobile,
  SmsMessageCodes,
  SmsTypes,
} from '@e-belediye/contracts';
import type { Handlers } from '../../http/calls.js';
import { forbidden } from '../../http/errors.js';
import { authorizationUrl } from '../../integrations/edevlet/client.js';
import { audit } from '../audit/index.js';
import { AccountSms, enqueueSms } from '../notifications/index.js';
import { registryByPid } from '../registries/index.js';
import { findMemberByPid, memberInfo } from './accounts.js';
import { signInWithEDevlet } from './edevlet.js';
import { createHumanChallenge } from './human.js';
import { checkPasswordLogin, clientIp, completeLogin } from './login.js';
import { generatePassword, hashPassword } from './passwords.js';
import { demandSecondFactor } from './secondFactor.js';
import { endOtherSessions, endSession } from './sessions.js';
import { accountKey, claimAttempt, ipKey } from './throttle.js';

const EDEVLET_STATE_COOKIE = 'ebs_edevlet_state';
/** A new password is sent at most once a minute for one ID, whoever asks. */
const RESET_GAP_SECONDS = 60;

export const authHandlers: Omit<Handlers<typeof authCalls>, 'GetPersonInfoViaEDevlet' | 'SaveEDevletLogin'> = {
  async GetHumanVerificationChallenge({ pidNo }, { database, settings, request }) {
    return createHumanChallenge(database, settings, { ip: clientIp(request), pidNo });
  },

  async ValidateUser({ pidNo, password, rememberMe }, ctx) {
    const { database, request } = ctx;
    const ip = clientIp(request);
    const member = await checkPasswordLogin(database, pidNo, password, ip);
    // A member with a second factor gets no session yet: the ticket waits for CompleteSecondFactorLogin.
    if (member.second_factor !== 'NONE') return demandSecondFactor(ctx, member.oid, rememberMe);
    await audit(database, 'LOGIN', { memberOid: member.oid, pidNo, ip, detail: { rememberMe } });
    return completeLogin(ctx, member.oid, rememberMe);
  },

  async GetSessionInfo(_input, { database, request }) {
    if (!request.session) return { Member: null, CsrfToken: null, MustChangePassword: false };
    return {
      Member: await memberInfo(database, request.session.memberOid),
      CsrfToken: request.session.csrfToken,
      MustChangePassword: request.session.mustChangePassword,
    };
  },

  async Logout(_input, { database, settings, request, reply }) {
    const memberOid = request.session?.memberOid;
    await endSession(database, settings, request, reply);
    if (memberOid) await audit(database, 'LOGOUT', { memberOid, ip: clientIp(request) });
    return { Result: true };
  },

  async SendPasswordForMember({ pidNo, gsmNumber }, { database, request }) {
    const ip = clientIp(request);
    // Every request counts and keeps a gap, right pair or wrong: a lock or a wait that came only after wrong pairs
    // would tell a right T.C. and phone from a wrong one.
    await claimAttempt(database, [accountKey('reset', pidNo), ipKey('reset', ip)], { gapSeconds: RESET_GAP_SECONDS });
    const gsm = normalizeMobile(gsmNumber);
    const registry = await registryByPid(database, pidNo);
    const member = registry ? await findMemberByPid(database, pidNo) : undefined;
    const known = [registry?.gsm_number, member?.gsm_number].filter(Boolean).map((p) => normalizeMobile(p as string));
    // The same answer whether or not the ID exists or the phone matches: the answer must not reveal either.
    const answer = { Message: AuthMessages.passwordSent };
    // A suspended member gets no new password: the office suspended the account, a reset must not undo it.
    // Nor does a company's account, which nobody signs in to: its authorised people act for it.
    if (!registry || !known.includes(gsm) || member?.status === 'DISABLED' || member?.created_via === 'COMPANY') {
      await audit(database, 'PASSWORD_RESET_REFUSED', { pidNo, ip });
      return answer;
    }
    const password = generatePassword(Constants.newPasswordLength);
    const hash = await hashPassword(password);
    const memberOid = await database.db.transaction().execute(async (trx) => {
      const oid = member
        ? (
            await trx
              .updateTable('member')
              .set({ password_hash: hash, must_change_password: true })
              .where('oid', '=', member.oid)
              .returning('oid')
              .executeTakeFirstOrThrow()
          ).oid
        : (
            await trx
              .insertInto('member')
              .values({
                registry_oid: registry.oid,
                pid_no: pidNo,
                password_hash: hash,
                must_change_password: true,
                gsm_number: gsm,
                email: registry.email,
              })
              .returning('oid')
              .executeTakeFirstOrThrow()
          ).oid;
      await enqueueSms(trx, [
        {
          RegistryOid: registry.oid,
          SourceOid: oid,
          GsmNumber: gsm,
          SmsText: AccountSms.newPassword(password),
          smsType: SmsTypes.newPassword,
          messageCode: SmsMessageCodes.password,
        },
      ]);
      return oid;
    });
    await endOtherSessions(database, memberOid);
    await audit(database, 'PASSWORD_RESET', { memberOid, pidNo, ip });
    return answer;
  },

  async GetEDevletLoginUrl(_input, { settings, reply }) {
    if (settings.app.IsEDevletLoginDisable) {
      throw forbidden('e-Devlet ile giriş şu anda kullanılamıyor.', ErrorCodes.validation);
    }
    const state = randomInt(Constants.eDevletStateMin, Constants.eDevletStateMax + 1);
    reply.setCookie(EDEVLET_STATE_COOKIE, String(state), {
      path: '/api/',
      httpOnly: true,
      sameSite: 'lax',
      secure: settings.publicUrl.startsWith('https://'),
      maxAge: 600,
    });
    return { Url: authorizationUrl(settings, state), State: state };
  },

  async LoginViaEDevlet({ code, state }, ctx) {
    const { database, settings, request, reply } = ctx;
    const ip = clientIp(request);
    const expected = request.cookies[EDEVLET_STATE_COOKIE];
    reply.clearCookie(EDEVLET_STATE_COOKIE, { path: '/api/' });
    const fail = async (outcome: 'INVALID_TOKEN' | 'FAILED' | 'NO_REGISTRY', reason: string, pidNo?: string) => {
      await audit(database, 'LOGIN_EDEVLET_FAILED', { pidNo, ip, detail: { reason } });
      return { Outcome: outcome, Login: null };
    };
    if (!expected || Number(expected) !== state) return fail('FAILED', 'state');
    // The token stays here; the page gets a reference for GetPersonInfoViaEDevlet and SaveEDevletLogin.
    const signedIn = await signInWithEDevlet({ database, settings, log: request.log }, code, ip);
    if ('refused' in signedIn) {
      const { outcome, reason, pidNo, reference } = signedIn.refused;
      return { ...(await fail(outcome, reason, pidNo)), ...(reference ? { Token: reference } : {}) };
    }
    if (!signedIn.memberOid) return { Outcome: 'FAILED' as const, Login: null };
    return {
      Outcome: 'OK' as const,
      Login: await completeLogin(ctx, signedIn.memberOid, false, true),
      Token: signedIn.reference,
    };
  },
};
