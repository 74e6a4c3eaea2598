import { createHash, randomBytes } from 'node:crypto';
import {
  AuthMessages,
  ChannelMessages,
  ErrorCodes,
  type memberChannelCalls,
  PasskeyMessages,
} from '@e-belediye/contracts';
import { sql } from 'kysely';
import type { CallContext, Handlers } from '../../http/calls.js';
import { AppError, invalid, unauthenticated } from '../../http/errors.js';
import { redirectUri } from '../../integrations/edevlet/client.js';
import { audit } from '../audit/index.js';
import {
  accountKey,
  authHandlers,
  checkPasswordLogin,
  claimAttempt,
  clientIp,
  endOtherSessions,
  hashPassword,
  memberInfo,
  signInWithEDevlet,
  verifyPassword,
} from '../auth/index.js';
import { announceRecoveryUse, spendMemberFactor } from '../passkeys/index.js';

const EDEVLET_URL_MISMATCH = 'e-Devlet dönüş adresi belediyenin e-Devlet’e kayıtlı dönüş adresi değil.';

/** A kiosk or app session is short: a member walks away from a kiosk, the token dies soon after. */
const TOKEN_MINUTES = 15;

const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

function channelOf(ctx: Pick<CallContext, 'principal'>): number {
  if (ctx.principal?.kind !== 'channel') throw unauthenticated();
  return ctx.principal.channelOid;
}

/** A signed-in member of a channel: a random token answered once, kept as its hash, bound to that channel. */
export async function startMemberToken(ctx: CallContext, memberOid: number) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + TOKEN_MINUTES * 60_000);
  await ctx.database.db
    .insertInto('channel_member_token')
    .values({ token_hash: tokenHash(token), channel_oid: channelOf(ctx), member_oid: memberOid, expires_at: expiresAt })
    .execute();
  const member = await ctx.database.db
    .selectFrom('member')
    .select('must_change_password')
    .where('oid', '=', memberOid)
    .executeTakeFirstOrThrow();
  return {
    Member: await memberInfo(ctx.database, memberOid),
    MemberToken: token,
    ExpiresAt: expiresAt.toISOString(),
    MustChangePassword: member.must_change_password,
  };
}

/**
 * The member a `memberToken` speaks for, on the channel that was given it, while it lives and the account is
 * active. A member who must first choose a new password may do only that (`forPasswordChange`).
 */
export async function memberOfToken(ctx: CallContext, token: string, forPasswordChange = false) {
  const row = await ctx.database.db
    .selectFrom('channel_member_token as t')
    .innerJoin('member as m', 'm.oid', 't.member_oid')
    .select(['m.oid', 'm.pid_no', 'm.registry_oid', 'm.status', 'm.password_hash', 'm.must_change_password'])
    .where('t.token_hash', '=', tokenHash(token))
    .where('t.channel_oid', '=', channelOf(ctx))
    .where('t.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (row?.status !== 'ACTIVE') throw unauthenticated(ChannelMessages.memberToken);
  if (row.must_change_password && !forPasswordChange) throw invalid(AuthMessages.mustChangePassword);
  return row;
}

export const memberHandlers: Handlers<Omit<typeof memberChannelCalls, 'LoginViaEDevlet'>> = {
  async ValidateUser({ pidNo, password, secondFactorCode, recoveryCode }, ctx) {
    const ip = clientIp(ctx.request);
    const member = await checkPasswordLogin(ctx.database, pidNo, password, ip);
    let factor: string | null = null;
    if (member.second_factor !== 'NONE') {
      if (!secondFactorCode && !recoveryCode) {
        throw new AppError(403, ErrorCodes.secondFactorRequired, PasskeyMessages.secondFactorRequired);
      }
      factor = await spendMemberFactor(ctx.database, ctx.settings, member, { code: secondFactorCode, recoveryCode });
      if (!factor) {
        await audit(ctx.database, 'LOGIN_SECOND_FACTOR_FAILED', {
          memberOid: member.oid,
          pidNo,
          ip,
          detail: { channelOid: channelOf(ctx) },
        });
        throw unauthenticated(PasskeyMessages.wrongCode);
      }
      if (factor === 'recovery') await announceRecoveryUse(ctx.database, member, ip);
    }
    await audit(ctx.database, 'LOGIN', {
      memberOid: member.oid,
      pidNo,
      ip,
      detail: { channelOid: channelOf(ctx), ...(factor ? { factor } : {}) },
    });
    return startMemberToken(ctx, member.oid);
  },

  async GetHumanVerificationChallenge({ pidNo }, ctx) {
    return authHandlers.GetHumanVerificationChallenge({ pidNo }, ctx);
  },

  async RetrievePassword({ pidNo, gsmNumber, verification }, ctx) {
    // The web's reset, answer, throttles and proof of work included (the registry checked the proof).
    return authHandlers.SendPasswordForMember({ pidNo, gsmNumber, verification }, ctx);
  },

  async ChangePassword({ memberToken, currentPassword, newPassword }, ctx) {
    const { database } = ctx;
    const member = await memberOfToken(ctx, memberToken, true);
    const attempt = await claimAttempt(database, [accountKey('profile', String(member.oid))]);
    const ip = clientIp(ctx.request);
    if (!(await verifyPassword(member.password_hash, currentPassword))) {
      await audit(database, 'PROFILE_UPDATE_REFUSED', { memberOid: member.oid, pidNo: member.pid_no, ip });
      throw invalid(AuthMessages.currentPasswordWrong);
    }
    await attempt.succeeded();
    if (newPassword === currentPassword) throw invalid(AuthMessages.mustChangePassword);
    await database.db
      .updateTable('member')
      .set({ password_hash: await hashPassword(newPassword), must_change_password: false })
      .where('oid', '=', member.oid)
      .execute();
    // Every other way in ends: web sessions, and the member's tokens on other channels and this one but the caller's.
    await endOtherSessions(database, member.oid);
    await database.db
      .deleteFrom('channel_member_token')
      .where('member_oid', '=', member.oid)
      .where('token_hash', '!=', tokenHash(memberToken))
      .execute();
    await audit(database, 'PROFILE_UPDATED', {
      memberOid: member.oid,
      pidNo: member.pid_no,
      ip,
      detail: { fields: ['password_hash'], channelOid: channelOf(ctx) },
    });
    return { Message: 'Şifreniz değiştirildi.' };
  },
};

type EDevletOutcome = 'OK' | 'INVALID_TOKEN' | 'FAILED' | 'NO_REGISTRY';

/** The app's e-Devlet return: the web's exchange and binding, ending in a member token instead of a session. */
export const eDevletHandlers: Handlers<Pick<typeof memberChannelCalls, 'LoginViaEDevlet'>> = {
  async LoginViaEDevlet({ edevlet_url, code }, ctx) {
    const { database, settings, request } = ctx;
    // e-Devlet knows one return address of the municipality; a code issued for another is not ours to exchange.
    if (edevlet_url.split('?')[0] !== redirectUri(settings)) throw invalid(EDEVLET_URL_MISMATCH);
    const ip = clientIp(request);
    const fail = async (Outcome: EDevletOutcome, reason: string, pidNo?: string) => {
      await audit(database, 'LOGIN_EDEVLET_FAILED', { pidNo, ip, detail: { reason, channelOid: channelOf(ctx) } });
      return { Outcome, Login: null };
    };
    const signedIn = await signInWithEDevlet({ database, settings, log: request.log }, code, ip);
    if ('refused' in signedIn) return fail(signedIn.refused.outcome, signedIn.refused.reason, signedIn.refused.pidNo);
    if (!signedIn.memberOid) return { Outcome: 'FAILED' as const, Login: null };
    return { Outcome: 'OK' as const, Login: await startMemberToken(ctx, signedIn.memberOid) };
  },
};
