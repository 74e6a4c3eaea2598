import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  AuthMessages,
  Constants,
  IdentityProofRules,
  isValidTckn,
  isValidVkn,
  maskMobile,
  type memberCalls,
  type memberDeskCalls,
  type memberIdentityCalls,
  type memberLanguageCalls,
  normalizeMobile,
  RegistrationCodeRules,
  SmsMessageCodes,
  SmsTypes,
} from '@e-belediye/contracts';
import { sql } from 'kysely';
import type { Settings } from '../../config/settings.js';
import type { Database } from '../../db/index.js';
import type { Handlers } from '../../http/calls.js';
import { AppError, conflict, forbidden, invalid, tooMany } from '../../http/errors.js';
import { findPerson } from '../../integrations/nis/client.js';
import { audit } from '../audit/index.js';
import type { SessionInfo } from '../auth/index.js';
import {
  accountKey,
  claimAttempt,
  clientIp,
  completeLogin,
  eDevletProofUntil,
  endOtherSessions,
  findMemberByPid,
  generateCode,
  hashPassword,
  ipKey,
  requireSession,
  verifyPassword,
} from '../auth/index.js';
import { AccountSms, enqueueSms } from '../notifications/index.js';
import { registryByOid, registryByPid } from '../registries/index.js';
import { issueSmsCode, verifySmsCode } from '../verification/index.js';
import { memberProfile } from './service.js';

const CODE_LIFETIME_MS = 10 * 60_000;
const CODE_ATTEMPTS = 5;
const bad = invalid;
const codeHash = (settings: Settings, pid: string, code: string) =>
  createHmac('sha256', settings.secrets.machineKey).update(`${pid}:${code}`).digest('hex');

/** The resends of one application an hour: the last one allowed locks the rest out. */
const RESEND_POLICY = { every: 1, steps: [[RegistrationCodeRules.resends, 60]] } as const;

/** Claims one more resend of an application's code; false once its share is spent. */
async function countResend(database: Database, applicationOid: number): Promise<boolean> {
  try {
    await claimAttempt(database, [accountKey('register-code', String(applicationOid))], {
      policy: () => RESEND_POLICY,
    });
    return true;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429) return false;
    throw error;
  }
}

/** The purpose of the SMS code a member without a password proves identity with. */
const ACCOUNT_CODE = 'account';

/** The profile as this session sees it: how long its e-Devlet login still vouches for a member without a password. */
async function sessionProfile(database: Database, session: SessionInfo) {
  const until = await eDevletProofUntil(database, session, IdentityProofRules.eDevletLoginMinutes);
  const profile = await memberProfile(database, session.memberOid);
  return { ...profile, IdentityProvenUntil: until && until.getTime() > Date.now() ? until.toISOString() : null };
}

/**
 * A member without a password has no current one to confirm a change with: a fresh e-Devlet login in this session
 * or a code sent to the registered phone proves it is them, not someone at a browser left signed in.
 */
async function assertIdentityReproved(
  database: Database,
  session: SessionInfo,
  proof: { smsChallengeId?: string; smsCode?: string },
) {
  if (proof.smsChallengeId && proof.smsCode) {
    const { subject } = await verifySmsCode(database.db, {
      challengeId: proof.smsChallengeId,
      purpose: ACCOUNT_CODE,
      code: proof.smsCode,
    });
    if (subject !== String(session.memberOid)) throw bad(AuthMessages.wrongCode);
    return;
  }
  const until = await eDevletProofUntil(database, session, IdentityProofRules.eDevletLoginMinutes);
  if (!until || until.getTime() <= Date.now()) throw forbidden(AuthMessages.reproveIdentity);
}

/** The identity a new registry would carry, as the population registry or the applicant gave it. */
interface RegistryDraft {
  registry_type: 'G' | 'T';
  name: string;
  surname: string | null;
  father_name: string | null;
  mother_name: string | null;
  birth_date: string | null;
  birth_place: string | null;
  gender: string | null;
  tax_office_code: string | null;
}

/** ValidateRegistries: the applicant is who they say (NIS for persons; tax number for companies). */
async function verifyIdentity(
  database: Database,
  settings: Settings,
  input: Parameters<Handlers<typeof memberCalls>['CreateUser']>[0],
) {
  const pid = input.userPidNo;
  if (input.chkCorporateRegistry) {
    if (!isValidVkn(pid)) throw bad('Geçerli bir Vergi Kimlik No giriniz.');
    const title = input.userNameOrTitle?.trim();
    const existing = await registryByPid(database, pid);
    if (!existing && !title) throw bad('Unvan: Kurum unvanını giriniz.');
    const taxOffice = input.taxOfficeCode || Constants.defaultTaxOfficeCode;
    if (existing?.tax_office_code && existing.tax_office_code !== taxOffice) {
      throw bad('Vergi numarası ile vergi dairesi eşleşmiyor.');
    }
    const draft: RegistryDraft = {
      registry_type: 'T',
      name: title ?? existing?.name ?? '',
      surname: null,
      father_name: null,
      mother_name: null,
      birth_date: null,
      birth_place: null,
      gender: null,
      tax_office_code: taxOffice,
    };
    return { registry: existing, draft };
  }
  if (!isValidTckn(pid)) throw bad('Geçerli bir T.C. Kimlik No giriniz.');
  const { yearOfBirth: year, monthOfBirth: month, dayOfBirth: day } = input;
  if (!year || !month || !day) throw bad('Doğum tarihi: Doğum tarihinizi giriniz.');
  // An unreachable registry answers 503 through the one error path (UnavailableMessages.NIS).
  const person = await findPerson(settings, pid, { year, month, day });
  if (!person) throw bad(AuthMessages.identityNotVerified);
  const draft: RegistryDraft = {
    registry_type: 'G',
    name: person.name,
    surname: person.surname,
    father_name: person.fatherName,
    mother_name: person.motherName,
    birth_date: person.birthDate,
    birth_place: person.birthPlace,
    gender: person.gender,
    tax_office_code: null,
  };
  return { registry: await registryByPid(database, pid), draft };
}

export const memberHandlers: Omit<
  Handlers<typeof memberCalls>,
  keyof typeof memberDeskCalls | keyof typeof memberIdentityCalls | keyof typeof memberLanguageCalls
> = {
  /** CreateUser: verify identity, find the registry (or prepare a new one), send the SMS code. */
  async CreateUser(input, { database, settings, request }) {
    const ip = clientIp(request);
    const pid = input.userPidNo;
    // The birth date is a guess the population registry answers: claimed before it is asked.
    const attempt = await claimAttempt(database, [accountKey('register', pid), ipKey('register', ip)]);
    // Identity first: only someone the population registry confirms learns whether the ID is a member already.
    const { registry, draft } = await verifyIdentity(database, settings, input).catch(async (e) => {
      // A registry that did not answer judged nothing: that attempt is not counted.
      if (!(e instanceof AppError && e.statusCode === 400)) await attempt.withdrawn();
      throw e;
    });
    if (await findMemberByPid(database, pid)) throw conflict(AuthMessages.alreadyMember);
    const gsm = normalizeMobile(input.userGsmNumber);
    const code = generateCode();
    const applicationOid = await database.db.transaction().execute(async (trx) => {
      const app = await trx
        .insertInto('member_application')
        .values({
          pid_no: pid,
          registry_oid: registry?.oid ?? null,
          registry_draft: JSON.stringify(draft),
          password_hash: await hashPassword(input.password),
          email: input.userEmail,
          gsm_number: gsm,
          code_hash: codeHash(settings, pid, code),
          expires_at: new Date(Date.now() + CODE_LIFETIME_MS),
        })
        .returning('oid')
        .executeTakeFirstOrThrow();
      await enqueueSms(trx, [
        {
          RegistryOid: registry?.oid ?? null,
          SourceOid: app.oid,
          GsmNumber: gsm,
          SmsText: AccountSms.signUpCode(code),
          smsType: SmsTypes.code,
          messageCode: SmsMessageCodes.password,
        },
      ]);
      return app.oid;
    });
    await attempt.succeeded();
    await audit(database, 'REGISTRATION_STARTED', { pidNo: pid, ip, detail: { existingRegistry: Boolean(registry) } });
    return {
      ApplicationOid: applicationOid,
      GsmNumberMasked: maskMobile(gsm),
      ResendAfterSeconds: RegistrationCodeRules.resendAfterSeconds,
    };
  },

  /** A new code for a pending application: the old one stops working, the wrong tries start again. */
  async ResendUserCode({ applicationOid }, { database, settings }) {
    const app = await database.db
      .selectFrom('member_application')
      .select(['oid', 'pid_no', 'registry_oid', 'gsm_number', 'completed_at', 'expires_at'])
      .where('oid', '=', applicationOid)
      .executeTakeFirst();
    if (!app || app.completed_at) throw bad(AuthMessages.wrongCode);
    const sentMsAgo = Date.now() - (new Date(app.expires_at).getTime() - CODE_LIFETIME_MS);
    const waitSeconds = Math.ceil(RegistrationCodeRules.resendAfterSeconds - sentMsAgo / 1000);
    if (waitSeconds > 0) throw tooMany(AuthMessages.resendWait(waitSeconds));
    // The application number is guessable: the cap keeps anyone from flooding the applicant's phone.
    // Counted by one conditional upsert, so resends sent at once cannot all slip under the cap.
    if (!(await countResend(database, app.oid))) throw tooMany(AuthMessages.resendLimit);
    const code = generateCode();
    await database.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('member_application')
        .set({
          code_hash: codeHash(settings, app.pid_no, code),
          attempts: 0,
          expires_at: new Date(Date.now() + CODE_LIFETIME_MS),
        })
        .where('oid', '=', app.oid)
        .execute();
      await enqueueSms(trx, [
        {
          RegistryOid: app.registry_oid,
          SourceOid: app.oid,
          GsmNumber: app.gsm_number,
          SmsText: AccountSms.signUpCode(code),
          smsType: SmsTypes.code,
          messageCode: SmsMessageCodes.password,
        },
      ]);
    });
    return {
      GsmNumberMasked: maskMobile(app.gsm_number),
      ResendAfterSeconds: RegistrationCodeRules.resendAfterSeconds,
    };
  },

  /** CreateUserStatus: the SMS code activates the member (CreateUserDetail links it to its registry). */
  async CreateUserStatus({ applicationOid, code }, ctx) {
    const { database, settings, request } = ctx;
    const app = await database.db
      .selectFrom('member_application')
      .selectAll()
      .where('oid', '=', applicationOid)
      .executeTakeFirst();
    // A try is claimed before the code is compared, by one conditional update: codes sent at once are numbered
    // one after the other, and none past the limit is compared.
    const tried = app
      ? await database.db
          .updateTable('member_application')
          .set({ attempts: sql<number>`attempts + 1` })
          .where('oid', '=', app.oid)
          .where('completed_at', 'is', null)
          .where('expires_at', '>', sql<Date>`now()`)
          .where('attempts', '<', CODE_ATTEMPTS)
          .returning('code_hash')
          .executeTakeFirst()
      : undefined;
    if (!app || !tried) throw bad(AuthMessages.wrongCode);
    const expected = Buffer.from(tried.code_hash, 'hex');
    const given = Buffer.from(codeHash(settings, app.pid_no, code), 'hex');
    if (!timingSafeEqual(expected, given)) throw bad(AuthMessages.wrongCode);
    const draft = app.registry_draft as RegistryDraft;
    const memberOid = await database.db.transaction().execute(async (trx) => {
      if (await trx.selectFrom('member').select('oid').where('pid_no', '=', app.pid_no).executeTakeFirst()) {
        throw conflict(AuthMessages.alreadyMember);
      }
      let registryOid = app.registry_oid;
      if (!registryOid) {
        const { oid } = await sql<{
          oid: number;
        }>`select nextval(pg_get_serial_sequence('registry', 'oid'))::int as oid`
          .execute(trx)
          .then((r) => r.rows[0]);
        await trx
          .insertInto('registry')
          .values({
            oid,
            registry_no: `S-${String(oid).padStart(6, '0')}`,
            pid_no: app.pid_no,
            gsm_number: app.gsm_number,
            email: app.email,
            ...draft,
          })
          .execute();
        registryOid = oid;
      }
      const member = await trx
        .insertInto('member')
        .values({
          registry_oid: registryOid,
          pid_no: app.pid_no,
          password_hash: app.password_hash,
          email: app.email,
          gsm_number: app.gsm_number,
        })
        .returning('oid')
        .executeTakeFirstOrThrow();
      const completed = await trx
        .updateTable('member_application')
        .set({ completed_at: sql<Date>`now()` })
        .where('oid', '=', app.oid)
        .where('completed_at', 'is', null)
        .returning('oid')
        .executeTakeFirst();
      // The right code sent twice at once: one of them completes the application.
      if (!completed) throw bad(AuthMessages.wrongCode);
      return member.oid;
    });
    await audit(database, 'REGISTRATION_COMPLETED', { memberOid, pidNo: app.pid_no, ip: clientIp(request) });
    return completeLogin(ctx, memberOid, false);
  },

  async GetUserOfEMunicipality(_input, ctx) {
    return sessionProfile(ctx.database, requireSession(ctx.request));
  },

  /** A code to the registered phone, for a member without a password to prove identity with. */
  async SendAccountCode(_input, { database, request }) {
    const session = requireSession(request);
    const member = await database.db
      .selectFrom('member')
      .select(['oid', 'registry_oid', 'gsm_number', 'password_hash'])
      .where('oid', '=', session.memberOid)
      .executeTakeFirstOrThrow();
    if (member.password_hash) throw conflict(AuthMessages.hasPassword);
    const gsmNumber = member.gsm_number ?? (await registryByOid(database, member.registry_oid))?.gsm_number;
    if (!gsmNumber) throw conflict(AuthMessages.noRegisteredPhone);
    return issueSmsCode(database.db, {
      purpose: ACCOUNT_CODE,
      subject: String(member.oid),
      gsmNumber,
      registryOid: member.registry_oid,
      ip: clientIp(request),
      text: AccountSms.accountCode,
    });
  },

  /** Contact and password changes; each needs the current password (or, without one, a fresh proof) and is audited. */
  async UpdateUserForEMunicipality(
    { currentPassword = '', smsChallengeId, smsCode, email, gsmNumber, newPassword },
    { database, request },
  ) {
    const session = requireSession(request);
    const key = accountKey('profile', String(session.memberOid));
    const attempt = await claimAttempt(database, [key]);
    const member = await database.db
      .selectFrom('member')
      .selectAll()
      .where('oid', '=', session.memberOid)
      .executeTakeFirstOrThrow();
    const ip = clientIp(request);
    if (!member.password_hash) await assertIdentityReproved(database, session, { smsChallengeId, smsCode });
    else if (!currentPassword) {
      await attempt.withdrawn();
      throw bad(AuthMessages.currentPasswordRequired);
    } else if (!(await verifyPassword(member.password_hash, currentPassword))) {
      await audit(database, 'PROFILE_UPDATE_REFUSED', { memberOid: member.oid, pidNo: member.pid_no, ip });
      throw bad(AuthMessages.currentPasswordWrong);
    }
    await attempt.succeeded();
    // The password that came by SMS is to be replaced, not kept.
    if (member.must_change_password && (!newPassword || newPassword === currentPassword)) {
      throw bad(AuthMessages.mustChangePassword);
    }
    const changes: { email?: string; gsm_number?: string; password_hash?: string; must_change_password?: false } = {};
    if (email !== undefined && email !== member.email) changes.email = email;
    if (gsmNumber !== undefined && normalizeMobile(gsmNumber) !== member.gsm_number)
      changes.gsm_number = normalizeMobile(gsmNumber);
    if (newPassword) {
      changes.password_hash = await hashPassword(newPassword);
      changes.must_change_password = false;
    }
    if (Object.keys(changes).length) {
      await database.db.updateTable('member').set(changes).where('oid', '=', member.oid).execute();
      if (changes.password_hash) await endOtherSessions(database, member.oid, session.idHash);
      await audit(database, 'PROFILE_UPDATED', {
        memberOid: member.oid,
        pidNo: member.pid_no,
        ip,
        detail: { fields: Object.keys(changes) },
      });
    }
    return sessionProfile(database, session);
  },
};
