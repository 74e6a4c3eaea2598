import { createHash, randomInt } from 'node:crypto';
import {
  type Campaign,
  computePlan,
  type EligibleDebt,
  type HeldDebt,
  type InstallmentMethod,
  indexAmountKurus,
  type Plan,
  type PlanDetail,
  type PlanStatus,
  type PlanSummary,
  planStanding,
} from '@e-belediye/contracts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { AppError, conflict, invalid, notFound } from '../../http/errors.js';
import {
  cancelAccruals,
  closeRemainders,
  createAccruals,
  HeldReasons,
  type Holder,
  HoldMessages,
  hold,
  holderOf,
  openDebts,
  ownHeldDebt,
  release,
  remainingOf,
} from '../ledger/index.js';
import { type MessageText, notifyCitizen, RestructuringSms } from '../notifications/index.js';
import { debtOwner } from '../water/index.js';
import { INSTALLMENT_REVENUE_CODE, termsOf } from './campaigns.js';

type Reader = Kysely<DB> | Transaction<DB>;

/** Message code of restructuring notices (SMS and e-mail). */
const MESSAGE_CODE = 7020;

/** Tells the plan's holder, in the caller's transaction. */
const tellHolder = (trx: Transaction<DB>, registryOid: number, text: MessageText) =>
  notifyCitizen(trx, { registryOid, text, messageCode: MESSAGE_CODE });

export const PlanMessages = {
  selection:
    'Seçtiğiniz borçlardan biri yapılandırmaya uygun değil ya da size ait değil. Listeyi yenileyip yeniden seçiniz.',
  option: (n: number) =>
    n === 1 ? 'Bu kampanyada peşin ödeme seçeneği yok.' : `Bu kampanyada ${n} taksit seçeneği yok.`,
  changed: 'Seçtiğiniz borçlarda bu arada bir değişiklik oldu. Listeyi yenileyip planı yeniden hesaplayınız.',
  notRunning: 'Bu plan artık sürmüyor; iptal edilemez.',
  missing: 'Yapılandırma planı bulunamadı.',
} as const;

export const planHolder = (planOid: number): Holder => ({ kind: 'RESTRUCTURING_PLAN', oid: planOid });

/** An eligible debt with what a plan needs to bring it back if the plan breaks. */
export interface Candidate extends EligibleDebt {
  subscriptionOid: number | null;
  revenueCode: number;
}

/**
 * The member's debts this campaign covers: open, of a revenue kind it covers, due on or before the cut-off, not
 * held by anything (a payment at the bank, another plan) and not itself an installment of a plan. A debt paid in
 * part is covered for what is still owed of it: its principal is the unpaid remainder and its late fee runs on
 * that remainder only, as the laws restructure the unpaid part. Method 2 keeps only the late debts — those on
 * which a late fee runs today. A covered debt that something holds now comes back in `held` with the reason, so
 * the page shows it instead of leaving it out without a word.
 */
export async function campaignDebts(
  database: Database,
  registryOid: number,
  campaign: Campaign,
  method: InstallmentMethod,
  today: string,
): Promise<{ eligible: Candidate[]; held: HeldDebt[] }> {
  const owner = await debtOwner(database, registryOid);
  const meterOf = new Map([...owner.meters].map(([oid, no]) => [no, oid]));
  const covered = campaign.Revenues.map((r) => r.Code);
  const debts = (await openDebts(database, owner, today, covered)).filter(
    // A debt under an open objection is not offered until its case is decided (ADR 0049).
    (d) =>
      !d.UnderObjection &&
      d.DueDate <= campaign.CutOffDate &&
      d.PrincipalKurus > 0 &&
      (method === 1 || d.LateFeeKurus > 0),
  );
  const oids = debts.map((d) => d.AccrualOid);
  const [holds, installments] = await Promise.all([
    holderOf(database.db, oids),
    oids.length
      ? database.db
          .selectFrom('restructuring_plan_installment')
          .select('accrual_oid')
          .where('accrual_oid', 'in', oids)
          .execute()
      : [],
  ]);
  const heldBy = new Map(holds.map((h) => [h.accrualOid, h.holder.kind]));
  const installment = new Set(installments.map((i) => i.accrual_oid));
  const terms = termsOf(campaign);
  const shown = (d: (typeof debts)[number]) => ({
    AccrualOid: d.AccrualOid,
    RevenueName: d.RevenueName,
    Description: d.Description,
    Year: d.Year,
    InstallmentNo: d.InstallmentNo,
    DueDate: d.DueDate,
    SubscriberNo: d.SubscriberNo,
    PrincipalKurus: d.PrincipalKurus,
  });
  return {
    eligible: debts
      .filter((d) => !heldBy.has(d.AccrualOid) && !installment.has(d.AccrualOid))
      .map((d) => ({
        ...shown(d),
        LateFeeKurus: d.LateFeeKurus,
        IndexKurus: indexAmountKurus(terms, { dueDate: d.DueDate, principalKurus: d.PrincipalKurus }),
        subscriptionOid: d.SubscriberNo ? (meterOf.get(d.SubscriberNo) ?? null) : null,
        revenueCode: d.RevenueCode,
      })),
    held: debts.flatMap((d) => {
      const kind = heldBy.get(d.AccrualOid);
      return kind && !installment.has(d.AccrualOid) ? [{ ...shown(d), Reason: HeldReasons[kind] }] : [];
    }),
  };
}

/** The debts a plan may take now. */
export const eligibleDebts = async (...args: Parameters<typeof campaignDebts>) =>
  (await campaignDebts(...args)).eligible;

export interface Selection {
  installmentMethod: InstallmentMethod;
  accrualOids: number[];
  installmentCount: number;
}

/** The chosen debts and the plan under the chosen option; a Turkish 4xx for anything the campaign does not allow. */
export async function simulate(
  database: Database,
  registryOid: number,
  campaign: Campaign,
  s: Selection,
  today: string,
): Promise<{ chosen: Candidate[]; plan: Plan }> {
  const option = termsOf(campaign).options.find((o) => o.installments === s.installmentCount);
  if (!option) throw invalid(PlanMessages.option(s.installmentCount));
  const eligible = new Map(
    (await eligibleDebts(database, registryOid, campaign, s.installmentMethod, today)).map((d) => [d.AccrualOid, d]),
  );
  const wanted = [...new Set(s.accrualOids)];
  const chosen = wanted.map((oid) => eligible.get(oid));
  if (chosen.length === 0) throw invalid(PlanMessages.selection);
  if (chosen.some((d) => !d)) {
    // Held by a payment at the bank or by a plan: say what holds it, not "not eligible or not yours".
    const missing = wanted.filter((oid) => !eligible.has(oid));
    const held = await ownHeldDebt(database.db, await debtOwner(database, registryOid), missing);
    if (held) throw conflict(HoldMessages[held.holder.kind]);
    throw invalid(PlanMessages.selection);
  }
  const debts = chosen as Candidate[];
  const plan = computePlan(
    termsOf(campaign),
    debts.map((d) => ({
      accrualOid: d.AccrualOid,
      dueDate: d.DueDate,
      principalKurus: d.PrincipalKurus,
      lateFeeKurus: d.LateFeeKurus,
    })),
    option,
  );
  return { chosen: debts, plan };
}

/** What the SMS code consents to: this member, this method, this option, these debts. */
export function consentSubject(memberOid: number, s: Selection): string {
  const oids = [...new Set(s.accrualOids)].sort((a, b) => a - b).join(',');
  const digest = createHash('sha256').update(`${s.installmentMethod}|${s.installmentCount}|${oids}`).digest('hex');
  return `${memberOid}:${digest.slice(0, 32)}`;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const verificationCode = () =>
  Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
const planNo = (oid: number, createdYear: string) => `YP-${createdYear}-${String(oid).padStart(6, '0')}`;

/**
 * Saves the plan in the caller's transaction: the old debts leave every debt list and stay held by the plan (so
 * nothing pays them outside it, and a payment already at the bank makes this fail instead), and the installments
 * are accrued through the ledger. The amounts are read again under the hold: a debt paid in between refuses.
 */
export async function savePlan(
  trx: Transaction<DB>,
  input: {
    campaign: Campaign;
    registryOid: number;
    memberOid: number;
    method: InstallmentMethod;
    chosen: Candidate[];
    plan: Plan;
    today: string;
    /** The demo generator gives its own code, so the same seed makes the same plans. */
    verificationCode?: string;
    /** False: the holder is not told (plans the demo generator makes). */
    tell?: boolean;
  },
) {
  const { campaign, plan, chosen } = input;
  const code = input.verificationCode ?? verificationCode();
  const row = await trx
    .insertInto('restructuring_plan')
    .values({
      plan_no: `YP-${code}`,
      campaign_oid: campaign.CampaignOid,
      campaign_version: campaign.Version,
      registry_oid: input.registryOid,
      member_oid: input.memberOid,
      installment_method: input.method,
      installments: plan.installments,
      coefficient_bp: plan.coefficientBp,
      principal_kurus: plan.principalKurus,
      index_kurus: plan.indexKurus,
      index_discount_kurus: plan.indexDiscountKurus,
      surcharge_kurus: plan.surchargeKurus,
      total_kurus: plan.totalKurus,
      forgiven_late_fee_kurus: plan.forgivenLateFeeKurus,
      verification_code: code,
    })
    .returning('oid')
    .executeTakeFirstOrThrow();
  const no = planNo(row.oid, input.today.slice(0, 4));
  await trx.updateTable('restructuring_plan').set({ plan_no: no }).where('oid', '=', row.oid).execute();

  const oids = chosen.map((d) => d.AccrualOid);
  // The ledger locks the debts, closes what is still owed of each (a part paid before stays paid) and refuses one
  // paid meanwhile or held by a payment at the bank; the hold then makes the plan their only owner, and a payment
  // racing us loses on the hold's unique index.
  try {
    await closeRemainders(
      trx,
      chosen.map((d) => ({ accrualOid: d.AccrualOid, remainingKurus: d.PrincipalKurus })),
      `Yapılandırma planı ${no}`,
    );
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 409) throw error;
    const [held] = await holderOf(trx, oids);
    throw conflict(held ? HoldMessages[held.holder.kind] : PlanMessages.changed);
  }
  await hold(trx, planHolder(row.oid), oids);

  const accrualOids = await createAccruals(
    trx,
    plan.rows.map((r) => ({
      registryOid: input.registryOid,
      revenueCode: INSTALLMENT_REVENUE_CODE,
      year: Number(r.dueDate.slice(0, 4)),
      installmentNo: r.no,
      dueDate: r.dueDate,
      principalKurus: r.totalKurus,
      source: 'RESTRUCTURING',
      description: `Yapılandırma ${no} taksit ${r.no}/${plan.installments}`,
    })),
  );
  await trx
    .insertInto('restructuring_plan_installment')
    .values(
      plan.rows.map((r, i) => ({
        plan_oid: row.oid,
        no: r.no,
        due_date: r.dueDate,
        principal_kurus: r.principalKurus,
        index_kurus: r.indexKurus,
        surcharge_kurus: r.surchargeKurus,
        total_kurus: r.totalKurus,
        accrual_oid: accrualOids[i]!,
      })),
    )
    .execute();
  await trx
    .insertInto('restructuring_plan_debt')
    .values(
      chosen.map((d) => ({
        plan_oid: row.oid,
        accrual_oid: d.AccrualOid,
        subscription_oid: d.subscriptionOid,
        revenue_code: d.revenueCode,
        year: d.Year,
        installment_no: d.InstallmentNo,
        description: d.Description,
        due_date: d.DueDate,
        principal_kurus: d.PrincipalKurus,
        late_fee_kurus: d.LateFeeKurus,
        index_kurus: d.IndexKurus,
      })),
    )
    .execute();
  const first = plan.rows[0]!;
  if (input.tell !== false)
    await tellHolder(trx, input.registryOid, RestructuringSms.saved(no, plan.installments, first.dueDate));
  return { PlanOid: row.oid, PlanNo: no, VerificationCode: code };
}

const trDate = (iso: string) => iso.split('-').reverse().join('.');

const RUNNING: PlanStatus[] = ['ACTIVE', 'AT_RISK'];

/** Each installment with what is still owed of it. */
async function installmentsOf(db: Reader, planOid: number) {
  const rows = await db
    .selectFrom('restructuring_plan_installment')
    .selectAll()
    .where('plan_oid', '=', planOid)
    .orderBy('no')
    .execute();
  const remaining = await remainingOf(
    db as Transaction<DB>,
    rows.map((r) => r.accrual_oid),
  );
  // A cancelled installment owes nothing and was paid nothing.
  return rows.map((r) => {
    const left = r.cancelled_at ? r.total_kurus : (remaining.get(r.accrual_oid) ?? 0);
    return { ...r, remaining: left, paid: r.total_kurus - left };
  });
}

async function toleranceOf(db: Reader, campaignOid: number) {
  const c = await db
    .selectFrom('restructuring_campaign')
    .select('tolerated_misses_per_year')
    .where('oid', '=', campaignOid)
    .executeTakeFirstOrThrow();
  return c.tolerated_misses_per_year;
}

type PlanRow = Selectable<DB['restructuring_plan']>;

function summary(p: PlanRow, paid: number): PlanSummary {
  return {
    PlanOid: p.oid,
    PlanNo: p.plan_no,
    Status: p.status,
    CreatedAt: p.created_at.toISOString(),
    Installments: p.installments,
    TotalKurus: p.total_kurus,
    PaidKurus: paid,
  };
}

/** A plan as the citizen and the desk see it; a running plan's standing is computed for today. */
export async function planDetail(db: Reader, p: PlanRow, today: string): Promise<PlanDetail> {
  const [installments, debts, tolerance, campaign] = await Promise.all([
    installmentsOf(db, p.oid),
    db.selectFrom('restructuring_plan_debt').selectAll().where('plan_oid', '=', p.oid).orderBy('due_date').execute(),
    toleranceOf(db, p.campaign_oid),
    db.selectFrom('restructuring_campaign').select('title').where('oid', '=', p.campaign_oid).executeTakeFirstOrThrow(),
  ]);
  const running = RUNNING.includes(p.status);
  const standing = planStanding(
    installments.map((i) => ({ no: i.no, dueDate: i.due_date, remainingKurus: i.remaining })),
    today,
    tolerance,
  );
  // Until the nightly review acts, a plan past its tolerance is shown at risk, never silently broken.
  const status: PlanStatus = !running
    ? p.status
    : standing.standing === 'ACTIVE' || standing.standing === 'COMPLETED'
      ? standing.standing
      : 'AT_RISK';
  const paid = installments.reduce((s, i) => s + i.paid, 0);
  return {
    ...summary({ ...p, status }, paid),
    CampaignTitle: campaign.title,
    InstallmentMethod: p.installment_method,
    PrincipalKurus: p.principal_kurus,
    IndexKurus: p.index_kurus - p.index_discount_kurus,
    SurchargeKurus: p.surcharge_kurus,
    ForgivenLateFeeKurus: p.forgiven_late_fee_kurus,
    VerificationCode: p.verification_code,
    Missed: running ? standing.missed : [],
    StatusReason: p.status_reason,
    Debts: debts.map((d) => ({
      AccrualOid: d.accrual_oid,
      Description: d.description,
      DueDate: d.due_date,
      PrincipalKurus: d.principal_kurus,
    })),
    Rows: installments.map((i) => ({
      No: i.no,
      DueDate: i.due_date,
      PrincipalKurus: i.principal_kurus,
      IndexKurus: i.index_kurus,
      SurchargeKurus: i.surcharge_kurus,
      TotalKurus: i.total_kurus,
      AccrualOid: i.accrual_oid,
      PaidKurus: i.paid,
      State: i.cancelled_at ? 'CANCELLED' : i.remaining <= 0 ? 'PAID' : i.due_date < today ? 'LATE' : 'DUE',
    })),
  };
}

export const planById = (db: Reader, oid: number) =>
  db.selectFrom('restructuring_plan').selectAll().where('oid', '=', oid).executeTakeFirst() as Promise<
    PlanRow | undefined
  >;

/** The member's plans, newest first, with what each has been paid. */
export async function plansOf(db: Reader, registryOid: number): Promise<PlanSummary[]> {
  const rows = (await db
    .selectFrom('restructuring_plan')
    .selectAll()
    .where('registry_oid', '=', registryOid)
    .orderBy('created_at', 'desc')
    .orderBy('oid', 'desc')
    .execute()) as PlanRow[];
  return Promise.all(
    rows.map(async (p) => {
      const paid = (await installmentsOf(db, p.oid)).reduce((s, i) => s + i.paid, 0);
      return summary(p, paid);
    }),
  );
}

/**
 * Ends a running plan that broke or that staff cancelled, in the caller's transaction. Unpaid installments leave
 * the debt lists; what was paid of the installments' principal is set off against the old debts, oldest first
 * (7326: "the amounts paid are set off against the original debt"); what is left of each old debt comes back as a
 * debt with its own vade, so the forgiven late fee runs on it again. An installment paid in part stays owed.
 * Returns false when the plan no longer runs (another run or desk got there first).
 */
export async function endPlan(
  trx: Transaction<DB>,
  planOid: number,
  outcome: { status: 'BROKEN' | 'CANCELLED'; reason: string; tell?: boolean },
): Promise<boolean> {
  const p = (await trx
    .selectFrom('restructuring_plan')
    .selectAll()
    .where('oid', '=', planOid)
    .forUpdate()
    .executeTakeFirst()) as PlanRow | undefined;
  if (!p) throw notFound(PlanMessages.missing);
  if (!RUNNING.includes(p.status)) return false;
  const installments = await installmentsOf(trx, planOid);
  const untouched = installments.filter((i) => i.remaining === i.total_kurus);
  // A payment at the bank on an installment makes the ledger refuse; the next review tries again.
  await cancelAccruals(
    trx,
    untouched.map((i) => i.accrual_oid),
    `Yapılandırma planı ${p.plan_no} ${outcome.status === 'BROKEN' ? 'bozuldu' : 'iptal edildi'}`,
  );
  if (untouched.length) {
    await trx
      .updateTable('restructuring_plan_installment')
      .set({ cancelled_at: new Date() })
      .where('plan_oid', '=', planOid)
      .where(
        'no',
        'in',
        untouched.map((i) => i.no),
      )
      .execute();
  }
  const cancelled = new Set(untouched.map((i) => i.no));
  let setOff = installments.filter((i) => !cancelled.has(i.no)).reduce((s, i) => s + i.principal_kurus, 0);
  const debts = await trx
    .selectFrom('restructuring_plan_debt')
    .selectAll()
    .where('plan_oid', '=', planOid)
    .orderBy('due_date')
    .orderBy('accrual_oid')
    .execute();
  const revive: Array<{ debt: (typeof debts)[number]; principal: number }> = [];
  for (const d of debts) {
    const used = Math.min(setOff, d.principal_kurus);
    setOff -= used;
    if (d.principal_kurus - used > 0) revive.push({ debt: d, principal: d.principal_kurus - used });
  }
  const suffix = outcome.status === 'BROKEN' ? 'bozulan yapılandırma' : 'iptal edilen yapılandırma';
  const revived = revive.length
    ? await createAccruals(
        trx,
        revive.map(({ debt, principal }) => ({
          registryOid: p.registry_oid,
          subscriptionOid: debt.subscription_oid ?? undefined,
          revenueCode: debt.revenue_code,
          year: debt.year,
          installmentNo: debt.installment_no,
          dueDate: debt.due_date,
          principalKurus: principal,
          source: 'RESTRUCTURING_REVIVED',
          description: `${debt.description} (${suffix} ${p.plan_no})`,
        })),
      )
    : [];
  for (const [i, r] of revive.entries()) {
    await trx
      .updateTable('restructuring_plan_debt')
      .set({ revived_accrual_oid: revived[i]! })
      .where('plan_oid', '=', planOid)
      .where('accrual_oid', '=', r.debt.accrual_oid)
      .execute();
  }
  await release(trx, planHolder(planOid));
  await trx
    .updateTable('restructuring_plan')
    .set({ status: outcome.status, status_reason: outcome.reason, status_at: new Date() })
    .where('oid', '=', planOid)
    .execute();
  if (outcome.tell !== false)
    await tellHolder(
      trx,
      p.registry_oid,
      outcome.status === 'BROKEN'
        ? RestructuringSms.broken(p.plan_no)
        : RestructuringSms.cancelled(p.plan_no, outcome.reason),
    );
  return true;
}

/**
 * The review of running plans on `today`: a broken one ends, one with misses is marked at risk, a fully paid one
 * completed. Each plan in its own transaction, so one that cannot end now (an installment at the bank) does not
 * hold up the others. Returns the plans that broke.
 */
export async function reviewPlans(database: Database, today: string): Promise<number[]> {
  const running = (await database.db
    .selectFrom('restructuring_plan')
    .selectAll()
    .where('status', 'in', RUNNING)
    .orderBy('oid')
    .execute()) as PlanRow[];
  const broken: number[] = [];
  for (const p of running) {
    const installments = await installmentsOf(database.db, p.oid);
    const { standing, missed } = planStanding(
      installments.map((i) => ({ no: i.no, dueDate: i.due_date, remainingKurus: i.remaining })),
      today,
      await toleranceOf(database.db, p.campaign_oid),
    );
    if (standing === 'BROKEN') {
      const reason = `Ödenmeyen taksitler: ${missed.join(', ')} (${trDate(today)} itibarıyla).`;
      try {
        const ended = await database.db
          .transaction()
          .execute((trx) => endPlan(trx, p.oid, { status: 'BROKEN', reason }));
        if (ended) broken.push(p.oid);
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode !== 409) throw error;
      }
    } else if (standing !== p.status) {
      await database.db
        .updateTable('restructuring_plan')
        .set({ status: standing, status_at: new Date() })
        .where('oid', '=', p.oid)
        .where('status', 'in', RUNNING)
        .execute();
    }
  }
  return broken;
}
