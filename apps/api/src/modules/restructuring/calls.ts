import { type restructuringCalls, todayInIstanbul } from '@e-belediye/contracts';
import type { Handlers } from '../../http/calls.js';
import { type CallContext, memberOf } from '../../http/calls.js';
import { conflict, forbidden, invalid, notFound } from '../../http/errors.js';
import { auditPersonalDataRead, auditStaffAct } from '../audit/index.js';
import { clientIp } from '../auth/index.js';
import { RestructuringSms } from '../notifications/index.js';
import { maskName, payerName, registryByOid, sessionRegistry } from '../registries/index.js';
import { issueSmsCode, verifySmsCode } from '../verification/index.js';
import {
  applicableCampaign,
  campaignList,
  closeCampaign,
  coverableRevenues,
  createCampaign,
  lastEndedOn,
  openCampaign,
  updateCampaign,
} from './campaigns.js';
import { deskList } from './desk.js';
import {
  campaignDebts,
  consentSubject,
  endPlan,
  PlanMessages,
  planById,
  planDetail,
  plansOf,
  type Selection,
  savePlan,
  simulate,
} from './plans.js';

const CONSENT_PURPOSE = 'restructuring';

const ConsentMessages = {
  noPhone:
    'Üyeliğinizde kayıtlı bir cep telefonu yok. Onay kodu gönderebilmemiz için Üyelik Bilgilerim sayfasından ' +
    'telefonunuzu ekleyiniz.',
  otherSelection: 'Bu doğrulama kodu başka bir seçim için gönderildi. Seçiminizi değiştirdiyseniz yeni kod isteyiniz.',
} as const;

function staffOf(ctx: Pick<CallContext, 'principal'>): number {
  if (ctx.principal?.kind !== 'staff') throw forbidden();
  return ctx.principal.staffOid;
}

/** Campaign, today and the member's registry: what every citizen call of the plan starts from. */
async function applying(ctx: CallContext) {
  const today = todayInIstanbul();
  const campaign = await applicableCampaign(ctx.database.db, today);
  return { today, campaign, registryOid: await sessionRegistry(ctx) };
}

async function memberPhone(ctx: CallContext): Promise<string> {
  const m = await ctx.database.db
    .selectFrom('member')
    .select('gsm_number')
    .where('oid', '=', memberOf(ctx))
    .executeTakeFirstOrThrow();
  if (!m.gsm_number) throw conflict(ConsentMessages.noPhone);
  return m.gsm_number;
}

const simulation = (plan: Awaited<ReturnType<typeof simulate>>['plan']) => ({
  Installments: plan.installments,
  CoefficientBp: plan.coefficientBp,
  PrincipalKurus: plan.principalKurus,
  IndexKurus: plan.indexKurus,
  IndexDiscountKurus: plan.indexDiscountKurus,
  SurchargeKurus: plan.surchargeKurus,
  TotalKurus: plan.totalKurus,
  ForgivenLateFeeKurus: plan.forgivenLateFeeKurus,
  PayTodayKurus: plan.payTodayKurus,
  Rows: plan.rows.map((r) => ({
    No: r.no,
    DueDate: r.dueDate,
    PrincipalKurus: r.principalKurus,
    IndexKurus: r.indexKurus,
    SurchargeKurus: r.surchargeKurus,
    TotalKurus: r.totalKurus,
  })),
});

export const restructuringHandlers: Handlers<typeof restructuringCalls> = {
  async GetCurrentRestructuringParameter(_input, ctx) {
    const campaign = await openCampaign(ctx.database.db);
    return { Campaign: campaign, LastEndedOn: campaign ? null : await lastEndedOn(ctx.database.db, todayInIstanbul()) };
  },

  async GetDebtListWillBeRestructured(input, ctx) {
    const { today, campaign, registryOid } = await applying(ctx);
    const debts = await campaignDebts(ctx.database, registryOid, campaign, input.installmentMethod, today);
    return {
      CalculationDate: today,
      Debts: debts.eligible.map(({ subscriptionOid: _s, revenueCode: _r, ...d }) => d),
      Held: debts.held,
    };
  },

  async AuthorizedAdjustDebtRestructuringInstallments(input, ctx) {
    const { today, campaign, registryOid } = await applying(ctx);
    return simulation((await simulate(ctx.database, registryOid, campaign, input, today)).plan);
  },

  async SendRestructuringConsentCode(input, ctx) {
    const { today, campaign, registryOid } = await applying(ctx);
    const { plan } = await simulate(ctx.database, registryOid, campaign, input, today);
    const total = (plan.totalKurus / 100).toLocaleString('tr-TR', { minimumFractionDigits: 2 });
    return issueSmsCode(ctx.database.db, {
      purpose: CONSENT_PURPOSE,
      subject: consentSubject(memberOf(ctx), input),
      gsmNumber: await memberPhone(ctx),
      registryOid,
      ip: clientIp(ctx.request),
      text: (code) => RestructuringSms.consentCode(plan.installments, total, code),
    });
  },

  async AuthorizedSaveDebtRestructuringInstallments(input, ctx) {
    const { today, campaign, registryOid } = await applying(ctx);
    const memberOid = memberOf(ctx);
    const selection: Selection = input;
    // Everything the plan needs is checked before the code is spent; a refused application keeps its code.
    const { chosen, plan } = await simulate(ctx.database, registryOid, campaign, selection, today);
    const consent = await verifySmsCode(ctx.database.db, {
      challengeId: input.challengeId,
      purpose: CONSENT_PURPOSE,
      code: input.smsCode,
    });
    if (consent.subject !== consentSubject(memberOid, selection)) throw invalid(ConsentMessages.otherSelection);
    return ctx.database.db
      .transaction()
      .execute((trx) =>
        savePlan(trx, { campaign, registryOid, memberOid, method: input.installmentMethod, chosen, plan, today }),
      );
  },

  async AuthorizedGetRestructuringDetailInfo(input, ctx) {
    const registryOid = await sessionRegistry(ctx);
    const plans = await plansOf(ctx.database.db, registryOid);
    const chosen = input.planOid ?? plans[0]?.PlanOid;
    if (chosen === undefined) return { Plans: [], Plan: null };
    const row = await planById(ctx.database.db, chosen);
    if (!row || row.registry_oid !== registryOid) throw notFound(PlanMessages.missing);
    return { Plans: plans, Plan: await planDetail(ctx.database.db, row, todayInIstanbul()) };
  },

  async VerifyRestructuringPlan(input, ctx) {
    const row = await ctx.database.db
      .selectFrom('restructuring_plan')
      .select(['oid'])
      .where('verification_code', '=', input.verificationCode)
      .executeTakeFirst();
    const plan = row && (await planById(ctx.database.db, row.oid));
    if (!plan) throw notFound('Bu doğrulama koduyla düzenlenmiş bir yapılandırma planı bulunamadı.');
    const registry = await registryByOid(ctx.database, plan.registry_oid);
    const detail = await planDetail(ctx.database.db, plan, todayInIstanbul());
    return {
      PlanNo: plan.plan_no,
      Status: detail.Status,
      CreatedAt: plan.created_at.toISOString(),
      Installments: plan.installments,
      TotalKurus: plan.total_kurus,
      HolderName: registry ? maskName(payerName(registry)) : '-',
      MunicipalityName: ctx.settings.app.MunicipalityName,
    };
  },

  async GetRestructuringRevenueKinds(_input, ctx) {
    return coverableRevenues(ctx.database.db);
  },

  async GetRestructuringCampaigns(_input, ctx) {
    return campaignList(ctx.database.db);
  },

  async OpenRestructuringCampaign(input, ctx) {
    return ctx.database.db.transaction().execute(async (trx) => {
      const c = await createCampaign(trx, input.draft, staffOf(ctx));
      await auditStaffAct(trx, staffOf(ctx), {
        action: 'RESTRUCTURING_CAMPAIGN_OPENED',
        recordType: 'restructuring_campaign',
        recordId: c.CampaignOid,
        ip: clientIp(ctx.request),
        before: null,
        after: c,
      });
      return { CampaignOid: c.CampaignOid, Version: c.Version };
    });
  },

  async UpdateRestructuringCampaign(input, ctx) {
    return ctx.database.db.transaction().execute(async (trx) => {
      const { before, after } = await updateCampaign(
        trx,
        input.campaignOid,
        input.version,
        input.draft,
        staffOf(ctx),
        input.reason,
      );
      await auditStaffAct(trx, staffOf(ctx), {
        action: 'RESTRUCTURING_CAMPAIGN_UPDATED',
        recordType: 'restructuring_campaign',
        recordId: after.CampaignOid,
        ip: clientIp(ctx.request),
        before,
        after,
        detail: { reason: input.reason },
      });
      return { CampaignOid: after.CampaignOid, Version: after.Version };
    });
  },

  async CloseRestructuringCampaign(input, ctx) {
    return ctx.database.db.transaction().execute(async (trx) => {
      const { before, after } = await closeCampaign(trx, input.campaignOid, input.version, staffOf(ctx), input.reason);
      await auditStaffAct(trx, staffOf(ctx), {
        action: 'RESTRUCTURING_CAMPAIGN_CLOSED',
        recordType: 'restructuring_campaign',
        recordId: after.CampaignOid,
        ip: clientIp(ctx.request),
        before: { status: before?.Status, version: before?.Version },
        after: { status: after.Status, version: after.Version },
        detail: { reason: input.reason },
      });
      return { CampaignOid: after.CampaignOid, Version: after.Version };
    });
  },

  async GetRestructuringPlanDeskList(input, ctx) {
    return deskList(ctx.database.db, input.criteria, todayInIstanbul());
  },

  async GetRestructuringPlanDesk(input, ctx) {
    const plan = await planById(ctx.database.db, input.planOid);
    if (!plan) throw notFound(PlanMessages.missing);
    const registry = await registryByOid(ctx.database, plan.registry_oid);
    await auditPersonalDataRead(ctx.database.db, staffOf(ctx), {
      recordType: 'restructuring_plan',
      recordId: plan.oid,
      memberOid: plan.member_oid,
      ip: clientIp(ctx.request),
      unmasked: true,
    });
    return {
      ...(await planDetail(ctx.database.db, plan, todayInIstanbul())),
      HolderName: registry ? payerName(registry) : '-',
      RegistryNo: registry?.registry_no ?? '-',
    };
  },

  async CancelRestructuringPlan(input, ctx) {
    return ctx.database.db.transaction().execute(async (trx) => {
      const before = await planById(trx, input.planOid);
      if (!before) throw notFound(PlanMessages.missing);
      const ended = await endPlan(trx, input.planOid, { status: 'CANCELLED', reason: input.reason });
      if (!ended) throw conflict(PlanMessages.notRunning);
      await auditStaffAct(trx, staffOf(ctx), {
        action: 'RESTRUCTURING_PLAN_CANCELLED',
        recordType: 'restructuring_plan',
        recordId: input.planOid,
        ip: clientIp(ctx.request),
        memberOid: before.member_oid,
        before: { status: before.status },
        after: { status: 'CANCELLED' },
        detail: { reason: input.reason, planNo: before.plan_no },
      });
      return { PlanOid: input.planOid, Status: 'CANCELLED' as const };
    });
  },
};
