import { randomBytes } from 'node:crypto';
import {
  maskMobile,
  normalizeMobile,
  PAYROLL_MESSAGE_CODE,
  PayrollMessages,
  type payrollCalls,
  SmsCodeRules,
} from '@e-belediye/contracts';
import type { CallContext, Handlers } from '../../http/calls.js';
import { AppError, forbidden, invalid, notFound } from '../../http/errors.js';
import { accountKey, claimAttempt, clientIp, IP_POLICY, ipKey } from '../auth/index.js';
import { PayrollSms } from '../notifications/index.js';
import { maskName, registryByOid } from '../registries/index.js';
import { issueSmsCode, SmsCodeLimits, verifySmsCode } from '../verification/index.js';
import { importPayrollMonth, payrollPeriods, publishPayrollMonth } from './desk.js';
import { payrollPdf } from './pdf.js';
import { endPayrollSession, openPayrollSession, payrollSession } from './session.js';
import {
  employeeView,
  logPayrollAccess,
  payrollByVerificationCode,
  payrollDetail,
  payrollEmployeeByPid,
  payrollSummaries,
  payrollYear,
} from './store.js';

const PURPOSE = 'payroll';
/** Codes asked for one T.C.: three in a quarter of an hour, the phone's own share of codes (SmsCodeLimits). */
const PAIR_POLICY = { every: 3, steps: [[3, 15]] } as const;
export const PayrollSmsText = PayrollSms.code;

/** One answer for a wrong, expired, used or unknown code: it must not tell which T.C. and phone were real. */
const WRONG_CODE =
  'Doğrulama kodu hatalı veya geçerliliğini yitirmiş. Kodu kontrol ediniz ya da bilgilerinizi yeniden girerek yeni kod isteyiniz.';

function staffOf({ principal }: Pick<CallContext, 'principal'>): number {
  if (principal?.kind !== 'staff') throw forbidden();
  return principal.staffOid;
}

/** Nothing of a payroll is kept by the browser or a proxy. */
const noStore = (ctx: CallContext) => ctx.reply.header('cache-control', 'no-store').header('pragma', 'no-cache');

/** The session's employee, with the look recorded for their KVKK record. */
async function reader(ctx: CallContext, action: string, at: { year?: number; month?: number } = {}) {
  noStore(ctx);
  const session = await payrollSession(ctx);
  await logPayrollAccess(ctx.database.db, {
    employeeOid: session.employeeOid,
    action,
    ip: clientIp(ctx.request),
    ...at,
  });
  return session;
}

export const payrollHandlers: Handlers<typeof payrollCalls> = {
  async IsEmployeeActive({ pidNo, gsmNumber }, ctx) {
    noStore(ctx);
    const { database, request } = ctx;
    const ip = clientIp(request);
    // Every request counts, waits and is answered alike, right pair or wrong (ADR 0031): a wait, a lock or an
    // answer that only one of them gets would tell a right T.C. and phone from a wrong one.
    await claimAttempt(database, [accountKey(PURPOSE, pidNo), ipKey(PURPOSE, ip)], {
      gapSeconds: SmsCodeLimits.gapSeconds,
      policy: (key) => (key.includes(':ip:') ? IP_POLICY : PAIR_POLICY),
    });
    const gsm = normalizeMobile(gsmNumber);
    const employee = await payrollEmployeeByPid(database.db, pidNo);
    const matches = employee?.gsm_number && normalizeMobile(employee.gsm_number) === gsm;
    // The same shape as a code sent: an id no code will ever match, and the phone as typed, masked.
    const unsent = () => ({
      Message: PayrollMessages.codeSent,
      ChallengeId: randomBytes(24).toString('base64url'),
      ExpiresAt: new Date(Date.now() + SmsCodeRules.lifetimeMinutes * 60_000).toISOString(),
      MaskedGsm: maskMobile(gsm),
    });
    if (!employee || !matches) return unsent();
    try {
      const challenge = await issueSmsCode(database.db, {
        purpose: PURPOSE,
        subject: String(employee.oid),
        gsmNumber: gsm,
        registryOid: employee.registry_oid,
        ip,
        text: PayrollSmsText,
        messageCode: PAYROLL_MESSAGE_CODE,
      });
      return { Message: PayrollMessages.codeSent, ...challenge };
    } catch (error) {
      // The phone's own sending limits (codes of other services) must not answer differently either.
      if (!(error instanceof AppError) || error.statusCode !== 429) throw error;
      request.log.info({ employee: employee.oid }, 'bordro kodu telefonun gönderim sınırında gönderilmedi');
      return unsent();
    }
  },

  async ConfirmPayrollCode({ challengeId, code }, ctx) {
    noStore(ctx);
    const { database, request } = ctx;
    const guess = await claimAttempt(database, [ipKey(`${PURPOSE}-code`, clientIp(request))]);
    let subject: string;
    try {
      ({ subject } = await verifySmsCode(database.db, { challengeId, purpose: PURPOSE, code }));
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode !== 400) throw error;
      throw invalid(WRONG_CODE);
    }
    // Its own claim back only: a right code must not wipe the address's count of wrong ones.
    await guess.withdrawn();
    const employeeOid = Number(subject);
    const expiresAt = await openPayrollSession(ctx, employeeOid);
    await logPayrollAccess(database.db, { employeeOid, action: 'SESSION_OPENED', ip: clientIp(request) });
    return { Employee: await employeeView(database.db, employeeOid), ExpiresAt: expiresAt.toISOString() };
  },

  async GetEmployeeScoreCardAccrumentSummaries(_input, ctx) {
    const { employeeOid, expiresAt } = await reader(ctx, 'LIST');
    return {
      Employee: await employeeView(ctx.database.db, employeeOid),
      ExpiresAt: expiresAt.toISOString(),
      Items: await payrollSummaries(ctx.database.db, employeeOid),
    };
  },

  async GetEmployeePayroll({ year, month }, ctx) {
    const { employeeOid } = await reader(ctx, 'MONTH', { year, month });
    const detail = await payrollDetail(ctx.database.db, employeeOid, year, month);
    if (!detail) throw notFound(PayrollMessages.monthNotFound);
    return { ...detail, Employee: await employeeView(ctx.database.db, employeeOid) };
  },

  async GetEmployeePayrollYear({ year }, ctx) {
    const { employeeOid } = await reader(ctx, 'YEAR', { year });
    return payrollYear(ctx.database.db, employeeOid, year);
  },

  async GetEmployeePayrollPdf({ year, month }, ctx) {
    const { database, settings } = ctx;
    const { employeeOid } = await reader(ctx, 'PDF', { year, month });
    const detail = await payrollDetail(database.db, employeeOid, year, month);
    if (!detail) throw notFound(PayrollMessages.monthNotFound);
    const employee = await database.db
      .selectFrom('employee')
      .select('registry_oid')
      .where('oid', '=', employeeOid)
      .executeTakeFirstOrThrow();
    const registry = await registryByOid(database, employee.registry_oid);
    return payrollPdf({
      municipalityName: settings.app.MunicipalityName,
      pidNo: registry?.pid_no ?? '',
      detail: { ...detail, Employee: await employeeView(database.db, employeeOid) },
      verifyHint: `Belgenin doğruluğu ${settings.publicUrl}/bordro-dogrula/${detail.VerificationCode} adresinden sorgulanabilir.`,
    });
  },

  async EndPayrollSession(_input, ctx) {
    noStore(ctx);
    await endPayrollSession(ctx);
    return { Result: true };
  },

  async VerifyPayrollDocument({ code }, ctx) {
    noStore(ctx);
    const p = await payrollByVerificationCode(ctx.database.db, code);
    if (!p) throw notFound(PayrollMessages.documentNotFound);
    return {
      Year: p.year,
      Month: p.month,
      NameMasked: maskName([p.name, p.surname].filter(Boolean).join(' ')),
      NetKurus: Number(p.net_kurus),
    };
  },

  async GetPayrollPeriods(_input, ctx) {
    staffOf(ctx);
    return { Items: await payrollPeriods(ctx.database.db) };
  },

  async ImportPayrollMonth({ year, month, csv }, ctx) {
    return importPayrollMonth(ctx.database.db, staffOf(ctx), { year, month, csv, ip: clientIp(ctx.request) });
  },

  async PublishPayrollMonth({ year, month }, ctx) {
    return publishPayrollMonth(ctx.database.db, staffOf(ctx), { year, month, ip: clientIp(ctx.request) });
  },
};
