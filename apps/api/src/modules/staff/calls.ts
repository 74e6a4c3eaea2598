import { StaffMessages, type StaffSession, type staffCalls } from '@e-belediye/contracts';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import QRCode from 'qrcode';
import type { z } from 'zod';
import type { Settings } from '../../config/settings.js';
import type { Database } from '../../db/index.js';
import { orderTr } from '../../db/text.js';
import type { CallContext, Handlers } from '../../http/calls.js';
import { conflict, forbidden, invalid, unauthenticated } from '../../http/errors.js';
import { spendCodeFactor } from '../../lib/secondFactor.js';
import { matchTotp, newRecoveryCodes, newTotpSecret, openSecret, otpauthUri, sealSecret } from '../../lib/totp.js';
import { auditStaffAct } from '../audit/index.js';
import { accountKey, claimAttempt, clientIp, hashPassword, ipKey, verifyPassword } from '../auth/index.js';
import {
  assertAssignable,
  endAllStaffSessions,
  newInitialPassword,
  regionName,
  setRoles,
  staffItem,
  staffItems,
  staffRecoveryHash,
} from './accounts.js';
import { DEMO_TOTP_SECRET } from './demo.js';
import {
  endStaffSession,
  loadStaffSession,
  officeCookie,
  type StaffSessionInfo,
  sessionTimes,
  startStaffSession,
} from './sessions.js';

type StaffRow = { oid: number; totp_secret: string | null; last_totp_step: string | number | null };

/** The signed-in staff member as the contract describes them. */
async function describe(database: Database, settings: Settings, session: StaffSessionInfo) {
  const row = await database.db
    .selectFrom('staff')
    .select(['username', 'display_name'])
    .where('oid', '=', session.staffOid)
    .executeTakeFirstOrThrow();
  return {
    Oid: session.staffOid,
    UserName: row.username,
    DisplayName: row.display_name,
    Permissions: [...session.permissions].sort(),
    RegionCode: session.regionCode,
    RegionName: await regionName(database.db, session.regionCode),
    EnrolmentRequired: !session.enrolled,
    ...sessionTimes(settings, session),
  } satisfies z.input<typeof StaffSession>;
}

const sessionOf = (request: FastifyRequest) => {
  if (!request.staffSession) throw unauthenticated(StaffMessages.sessionExpired);
  return request.staffSession;
};

/** The staff member an administrator's call speaks for (the registry has checked the permission). */
const actorOf = (ctx: CallContext) => {
  if (ctx.principal?.kind !== 'staff') throw unauthenticated();
  return ctx.principal.staffOid;
};

/**
 * Checks a TOTP code (a step newer than the last one accepted, so a code is good once) or an unused recovery
 * code, and spends it. Returns how the staff member proved it, or null.
 */
async function spendSecondFactor(
  database: Database,
  settings: Settings,
  row: StaffRow,
  proof: { code?: string; recoveryCode?: string },
): Promise<'totp' | 'recovery' | null> {
  if (!row.totp_secret) return null;
  return spendCodeFactor(database, settings.secrets.machineKey, { ...row, kind: 'staff' }, proof);
}

const isHttps = (settings: Settings) => settings.publicUrl.startsWith('https://');
export const usesDemoSecret = (settings: Settings, sealed: string | null) =>
  sealed !== null && openSecret(settings.secrets.machineKey, sealed) === DEMO_TOTP_SECRET;

/** What an audit row keeps of an account: no e-mail address, no secret. */
const auditView = (item: {
  UserName: string;
  DisplayName: string;
  Status: string;
  RoleCodes: string[];
  RegionCode: string | null;
}) => ({
  UserName: item.UserName,
  DisplayName: item.DisplayName,
  Status: item.Status,
  RoleCodes: item.RoleCodes,
  RegionCode: item.RegionCode,
});

async function holdsAdminThrough(database: Database, roleCodes: string[]) {
  if (!roleCodes.length) return false;
  const row = await database.db
    .selectFrom('role_permission')
    .select('permission')
    .where('role_code', 'in', roleCodes)
    .where('permission', '=', 'staff.admin')
    .executeTakeFirst();
  return Boolean(row);
}

export const staffHandlers: Handlers<typeof staffCalls> = {
  // The registry has spent a human-check proof before this runs, on each of the two steps (the office solves the
  // second one in the background), so the code is still asked before the password says anything.
  async StaffLogin({ username, password, code, recoveryCode }, ctx) {
    const { database, settings, request, reply } = ctx;
    const ip = clientIp(request);
    const name = username.toLowerCase();
    const row = await database.db.selectFrom('staff').selectAll().where('username', '=', name).executeTakeFirst();
    const enrolled = Boolean(row?.totp_secret);
    // Asked before the password is checked, so the answer says nothing about the password; an unknown name
    // looks like an enrolled account.
    if (!code && !recoveryCode && (!row || enrolled)) throw invalid(StaffMessages.codeRequired);
    // Claimed before the password and the code are checked: codes sent at once are numbered one after the other,
    // and none past the lock is checked (ADR 0031).
    const attempt = await claimAttempt(database, [accountKey('staff', name), ipKey('staff', ip)]);
    const passwordOk = await verifyPassword(row?.password_hash ?? null, password);
    const factor =
      row && passwordOk
        ? enrolled
          ? await spendSecondFactor(database, settings, row, { code, recoveryCode })
          : 'password'
        : null;
    if (!row || !factor) {
      if (row) {
        await auditStaffAct(database.db, row.oid, {
          action: 'STAFF_LOGIN_FAILED',
          recordType: 'staff',
          recordId: row.oid,
          ip,
          detail: { reason: passwordOk ? 'second_factor' : 'password' },
        });
      }
      throw unauthenticated(StaffMessages.wrongCredentials);
    }
    await attempt.succeeded();
    const refusal =
      row.status !== 'ACTIVE'
        ? StaffMessages.disabled
        : isHttps(settings) && usesDemoSecret(settings, row.totp_secret)
          ? StaffMessages.demoSecretRefused
          : null;
    if (refusal) {
      await auditStaffAct(database.db, row.oid, {
        action: 'STAFF_LOGIN_FAILED',
        recordType: 'staff',
        recordId: row.oid,
        ip,
        detail: { reason: row.status !== 'ACTIVE' ? 'disabled' : 'demo_secret' },
      });
      throw forbidden(refusal);
    }
    const session = await startStaffSession(database, settings, request, reply, row.oid, enrolled);
    await database.db.transaction().execute(async (trx) => {
      await trx.updateTable('staff').set({ last_login_at: sql<Date>`now()` }).where('oid', '=', row.oid).execute();
      await auditStaffAct(trx, row.oid, {
        action: 'STAFF_LOGIN',
        recordType: 'staff',
        recordId: row.oid,
        ip,
        detail: { factor },
      });
    });
    const left =
      factor === 'recovery'
        ? await database.db
            .selectFrom('staff_recovery_code')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('staff_oid', '=', row.oid)
            .where('used_at', 'is', null)
            .executeTakeFirstOrThrow()
        : null;
    return {
      Staff: await describe(database, settings, session),
      CsrfToken: session.csrfToken,
      RecoveryCodesLeft: left ? Number(left.n) : null,
    };
  },

  async StaffLogout(_input, { database, settings, request, reply }) {
    await endStaffSession(database, settings, request, reply);
    return { Result: true };
  },

  async GetStaffSession(_input, { database, settings, request }) {
    const session = request.staffSession;
    return {
      Staff: session ? await describe(database, settings, session) : null,
      CsrfToken: session?.csrfToken ?? null,
    };
  },

  async StartStaffTotpEnrolment(_input, { database, settings, request }) {
    const session = sessionOf(request);
    if (session.enrolled) throw conflict(StaffMessages.alreadyEnrolled);
    const secret = newTotpSecret();
    const row = await database.db
      .updateTable('staff')
      .set({ totp_pending_secret: sealSecret(settings.secrets.machineKey, secret) })
      .where('oid', '=', session.staffOid)
      .returning('username')
      .executeTakeFirstOrThrow();
    const uri = otpauthUri(`${settings.app.MunicipalityName} Ofis`, row.username, secret);
    const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return {
      Secret: secret,
      OtpauthUri: uri,
      QrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  },

  async ConfirmStaffTotpEnrolment({ code }, { database, settings, request }) {
    const session = sessionOf(request);
    if (session.enrolled) throw conflict(StaffMessages.alreadyEnrolled);
    const row = await database.db
      .selectFrom('staff')
      .select(['oid', 'totp_pending_secret'])
      .where('oid', '=', session.staffOid)
      .executeTakeFirstOrThrow();
    if (!row.totp_pending_secret) throw conflict(StaffMessages.enrolmentNotStarted);
    const attempt = await claimAttempt(database, [accountKey('staff-totp', String(row.oid))]);
    const step = matchTotp(openSecret(settings.secrets.machineKey, row.totp_pending_secret), code, Date.now(), null);
    if (step === null) throw invalid(StaffMessages.wrongCode);
    await attempt.succeeded();
    const codes = newRecoveryCodes();
    await database.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('staff')
        .set({
          totp_secret: row.totp_pending_secret,
          totp_pending_secret: null,
          totp_enrolled_at: sql<Date>`now()`,
          last_totp_step: step,
        })
        .where('oid', '=', row.oid)
        .execute();
      await trx.deleteFrom('staff_recovery_code').where('staff_oid', '=', row.oid).execute();
      await trx
        .insertInto('staff_recovery_code')
        .values(codes.map((c) => ({ staff_oid: row.oid, code_hash: staffRecoveryHash(settings, c) })))
        .execute();
      // The code just typed is a fresh confirmation, as a login with one is.
      await trx
        .updateTable('staff_session')
        .set({ reauth_at: sql<Date>`now()` })
        .where('id_hash', '=', session.idHash)
        .execute();
      await auditStaffAct(trx, row.oid, {
        action: 'STAFF_TOTP_ENROLLED',
        recordType: 'staff',
        recordId: row.oid,
        ip: clientIp(request),
      });
    });
    const fresh = await loadStaffSession(database, settings, request.cookies[officeCookie(settings)] ?? '');
    if (!fresh) throw unauthenticated(StaffMessages.sessionExpired);
    request.staffSession = fresh;
    return { Staff: await describe(database, settings, fresh), RecoveryCodes: codes };
  },

  async StaffReauthenticate({ password, code }, { database, settings, request }) {
    const session = sessionOf(request);
    if (!session.enrolled) throw forbidden(StaffMessages.enrolmentRequired);
    const attempt = await claimAttempt(database, [accountKey('staff', String(session.staffOid))]);
    const row = await database.db
      .selectFrom('staff')
      .select(['oid', 'password_hash', 'totp_secret', 'last_totp_step'])
      .where('oid', '=', session.staffOid)
      .executeTakeFirstOrThrow();
    const ok =
      (await verifyPassword(row.password_hash, password)) &&
      (await spendSecondFactor(database, settings, row, { code })) !== null;
    if (!ok) throw invalid(StaffMessages.wrongCredentials);
    await attempt.succeeded();
    const now = new Date();
    await database.db
      .updateTable('staff_session')
      .set({ reauth_at: now })
      .where('id_hash', '=', session.idHash)
      .execute();
    return { ReauthUntil: new Date(now.getTime() + settings.office.reauthMinutes * 60_000).toISOString() };
  },

  async GetStaffList({ page, pageSize, sortDir, search, status }, { database }) {
    let q = database.db.selectFrom('staff');
    if (search) {
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) => eb.or([eb('username', 'ilike', like), eb('display_name', 'ilike', like)]));
    }
    if (status) q = q.where('status', '=', status);
    const total = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const rows = await q
      .select('oid')
      .orderBy('username', sortDir)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    return {
      Items: await staffItems(
        database.db,
        rows.map((r) => r.oid),
      ),
      TotalCount: Number(total.n),
    };
  },

  async GetRoleList(_input, { database, settings }) {
    const roles = await database.db.selectFrom('role').select(['code', 'name']).orderBy(orderTr('name')).execute();
    const grants = await database.db.selectFrom('role_permission').select(['role_code', 'permission']).execute();
    const counties = await database.db
      .selectFrom('county')
      .select(['code', 'name'])
      .where('code', 'in', settings.address.countyCodes)
      .orderBy(orderTr('name'))
      .execute();
    const districts = await database.db
      .selectFrom('district')
      .select(['code', 'name'])
      .where('county_code', 'in', settings.address.countyCodes)
      .orderBy(orderTr('name'))
      .execute();
    return {
      Roles: roles.map((r) => ({
        Code: r.code,
        Name: r.name,
        Permissions: grants.filter((g) => g.role_code === r.code).map((g) => g.permission),
      })),
      Regions: [
        ...counties.map((c) => ({ Code: c.code, Name: c.name, Kind: 'COUNTY' as const })),
        ...districts.map((d) => ({ Code: d.code, Name: d.name, Kind: 'DISTRICT' as const })),
      ],
    };
  },

  async CreateStaff({ username, displayName, email, roleCodes, regionCode, password }, ctx) {
    const { database, request } = ctx;
    const actor = actorOf(ctx);
    await assertAssignable(database.db, roleCodes, regionCode);
    const taken = await database.db
      .selectFrom('staff')
      .select('oid')
      .where('username', '=', username)
      .executeTakeFirst();
    if (taken) throw conflict(StaffMessages.usernameTaken);
    const initial = password ? null : newInitialPassword();
    const hash = await hashPassword(password ?? initial ?? '');
    const oid = await database.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('staff')
        .values({ username, display_name: displayName, email, password_hash: hash, region_code: regionCode })
        .returning('oid')
        .executeTakeFirstOrThrow();
      await setRoles(trx, row.oid, roleCodes);
      await auditStaffAct(trx, actor, {
        action: 'STAFF_CREATED',
        recordType: 'staff',
        recordId: row.oid,
        after: auditView(await staffItem(trx, row.oid)),
        ip: clientIp(request),
      });
      return row.oid;
    });
    return { Staff: await staffItem(database.db, oid), InitialPassword: initial };
  },

  async UpdateStaff({ staffOid, displayName, email, roleCodes, regionCode }, ctx) {
    const { database, request } = ctx;
    const actor = actorOf(ctx);
    const before = await staffItem(database.db, staffOid);
    await assertAssignable(database.db, roleCodes, regionCode);
    // An administrator cannot take away their own administration (someone must always be able to).
    if (staffOid === actor && roleCodes && !(await holdsAdminThrough(database, roleCodes))) {
      throw conflict(StaffMessages.ownAccount);
    }
    const after = await database.db.transaction().execute(async (trx) => {
      const set = {
        ...(displayName !== undefined ? { display_name: displayName } : {}),
        ...(email !== undefined ? { email } : {}),
        ...(regionCode !== undefined ? { region_code: regionCode } : {}),
      };
      if (Object.keys(set).length) await trx.updateTable('staff').set(set).where('oid', '=', staffOid).execute();
      if (roleCodes) await setRoles(trx, staffOid, roleCodes);
      const item = await staffItem(trx, staffOid);
      await auditStaffAct(trx, actor, {
        action: 'STAFF_UPDATED',
        recordType: 'staff',
        recordId: staffOid,
        before: auditView(before),
        after: auditView(item),
        ip: clientIp(request),
        detail: { emailChanged: email !== undefined && email !== before.Email },
      });
      return item;
    });
    return { Staff: after };
  },

  async ResetStaffSecondFactor({ staffOid }, ctx) {
    const { database, request } = ctx;
    const actor = actorOf(ctx);
    const before = await staffItem(database.db, staffOid);
    await database.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('staff')
        .set({ totp_secret: null, totp_pending_secret: null, totp_enrolled_at: null, last_totp_step: null })
        .where('oid', '=', staffOid)
        .execute();
      await trx.deleteFrom('staff_recovery_code').where('staff_oid', '=', staffOid).execute();
      // Whoever holds a session of this account must sign in again and enrol a new factor.
      await endAllStaffSessions({ db: trx }, staffOid);
      await auditStaffAct(trx, actor, {
        action: 'STAFF_2FA_RESET',
        recordType: 'staff',
        recordId: staffOid,
        before: { TotpEnrolled: before.TotpEnrolled },
        after: { TotpEnrolled: false },
        ip: clientIp(request),
      });
    });
    return { Staff: await staffItem(database.db, staffOid) };
  },

  async SetStaffStatus({ staffOid, status, reason }, ctx) {
    const { database, request } = ctx;
    const actor = actorOf(ctx);
    if (staffOid === actor && status === 'DISABLED') throw conflict(StaffMessages.ownAccount);
    const before = await staffItem(database.db, staffOid);
    await database.db.transaction().execute(async (trx) => {
      await trx.updateTable('staff').set({ status }).where('oid', '=', staffOid).execute();
      if (status === 'DISABLED') await endAllStaffSessions({ db: trx }, staffOid);
      await auditStaffAct(trx, actor, {
        action: 'STAFF_STATUS_CHANGED',
        recordType: 'staff',
        recordId: staffOid,
        before: { Status: before.Status },
        after: { Status: status },
        ip: clientIp(request),
        detail: reason ? { reason } : {},
      });
    });
    return { Staff: await staffItem(database.db, staffOid) };
  },
};
