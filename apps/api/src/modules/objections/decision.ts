import { istanbulToday, type ObjectionDecision, ObjectionMessages } from '@e-belediye/contracts';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { type CallContext, staffOf } from '../../http/calls.js';
import { conflict, forbidden, invalid, notFound } from '../../http/errors.js';
import { auditStaffAct, type StaffAct } from '../audit/index.js';
import { clientIp } from '../auth/index.js';
import { linkCorrectedAccrual } from '../declarations/index.js';
import {
  accrualForCase,
  clearDisputed,
  correctAccrual,
  holderOf,
  openDebts,
  paymentsOf,
  recordCollection,
} from '../ledger/index.js';
import { requestRefund } from '../reconciliation/index.js';
import { debtOwner } from '../water/index.js';
import { addEvent, type CaseRow, decisionWord, StepWords, summaryOf, tellCitizen } from './cases.js';

/** A "borç dekontu": an overpayment set against other debts is a collection without new money. */
const NETTING_COLLECTION_TYPE = 3;
const NETTING_CHANNEL = 'MAHSUP';

interface Proposal {
  decision: ObjectionDecision;
  correctedKurus: number;
  reason: string;
  article: string;
}

interface Actor {
  staffOid: number;
  ip: string | null;
}

/** What the audit log keeps of a case: its state and amounts, never the citizen's text or contact details. */
const audited = (r: CaseRow) => ({
  status: r.status,
  decision: r.decision,
  accruedKurus: r.accrued_kurus,
  correctedKurus: r.corrected_kurus,
  refundKurus: r.refund_kurus,
  nettedKurus: r.netted_kurus,
});

const lockCase = async (trx: Transaction<DB>, oid: number) => {
  const row = await trx.selectFrom('objection').selectAll().where('oid', '=', oid).forUpdate().executeTakeFirst();
  if (!row) throw notFound(ObjectionMessages.notFound);
  return row;
};

const audit = (trx: Kysely<DB>, actor: Actor, action: StaffAct['action'], before: CaseRow, after: CaseRow) =>
  auditStaffAct(trx, actor.staffOid, {
    action,
    recordType: 'objection',
    recordId: after.oid,
    memberOid: after.member_oid,
    before: audited(before),
    after: audited(after),
    ip: actor.ip,
    detail: { caseNo: after.case_no, accrualOid: after.accrual_oid },
  });

/**
 * Pays back what was overpaid of the wrong accrual: principal and the gecikme zammı paid on it, against the
 * collections that paid it, newest first. Each request stays within what its collection can still give back.
 */
async function refundOverpaid(trx: Transaction<DB>, actor: Actor, row: CaseRow, overpaidKurus: number) {
  let left = overpaidKurus;
  let refunded = 0;
  for (const p of await paymentsOf(trx, row.accrual_oid)) {
    if (left <= 0) break;
    const principal = Math.min(left, p.principalKurus);
    if (principal <= 0) continue;
    // The zam paid on the part not owed goes back with it, in the same share.
    const fee = p.principalKurus > 0 ? Math.round((p.lateFeeKurus * principal) / p.principalKurus) : 0;
    await requestRefund(trx, actor, {
      collectionOid: p.collectionOid,
      amountKurus: principal + fee,
      reason: `${row.case_no} numaralı itiraz kararı: fazla ödenen tutar`,
    });
    left -= principal;
    refunded += principal + fee;
  }
  return refunded;
}

/**
 * Sets the overpayment against the member's other open debts, oldest due first, as one "borç dekontu" receipt;
 * debts under a case of their own or held by a payment or plan are left alone. What no debt takes is refunded.
 */
async function netOverpaid(trx: Transaction<DB>, database: Database, actor: Actor, row: CaseRow, overpaid: number) {
  const owner = await debtOwner({ ...database, db: trx }, row.registry_oid);
  const debts = (await openDebts({ ...database, db: trx }, owner, istanbulToday())).filter((d) => !d.UnderObjection);
  const held = new Set(
    (
      await holderOf(
        trx,
        debts.map((d) => d.AccrualOid),
      )
    ).map((h) => h.accrualOid),
  );
  let left = overpaid;
  const lines: Array<{ accrualOid: number; principalKurus: number; lateFeeKurus: number }> = [];
  for (const d of debts) {
    if (left <= 0) break;
    if (held.has(d.AccrualOid) || d.TotalKurus <= 0) continue;
    const take = Math.min(left, d.TotalKurus);
    const principal = take === d.TotalKurus ? d.PrincipalKurus : Math.floor((take * d.PrincipalKurus) / d.TotalKurus);
    lines.push({ accrualOid: d.AccrualOid, principalKurus: principal, lateFeeKurus: take - principal });
    left -= take;
  }
  if (lines.length > 0) {
    await recordCollection(trx, {
      registryOid: row.registry_oid,
      collectionType: NETTING_COLLECTION_TYPE,
      channel: NETTING_CHANNEL,
      lines,
    });
  }
  const refunded = left > 0 ? await refundOverpaid(trx, actor, row, left) : 0;
  return { netted: overpaid - left, refunded };
}

/**
 * Books a decision, all in the caller's transaction: a rejection frees the debt of its "itirazlı" mark; an
 * acceptance cancels the wrong accrual and accrues the corrected one in the ledger, then sends what was overpaid
 * to a refund request or against other debts, as the member chose. The citizen is told and the act audited.
 */
async function book(
  trx: Transaction<DB>,
  ctx: Pick<CallContext, 'database' | 'settings'>,
  actor: Actor,
  row: CaseRow,
  p: Proposal,
  decidedBy: number,
  approvedBy: number | null,
) {
  let correctedOid: number | null = null;
  let refund = 0;
  let netted = 0;
  if (p.decision === 'REJECTED') {
    await clearDisputed(trx, row.accrual_oid);
  } else {
    const c = await correctAccrual(trx, {
      accrualOid: row.accrual_oid,
      correctedKurus: p.correctedKurus,
      reason: `${row.case_no} numaralı itiraz kararı (${p.article})`,
      holder: { kind: 'OBJECTION', oid: row.oid },
    });
    correctedOid = c.correctedOid;
    if (correctedOid !== null) await linkCorrectedAccrual(trx, row.accrual_oid, correctedOid);
    if (c.overpaidKurus > 0) {
      if (row.overpayment_choice === 'NET') {
        ({ netted, refunded: refund } = await netOverpaid(trx, ctx.database, actor, row, c.overpaidKurus));
      } else {
        refund = await refundOverpaid(trx, actor, row, c.overpaidKurus);
      }
    }
  }
  const after = await trx
    .updateTable('objection')
    .set({
      status: 'DECIDED',
      decision: p.decision,
      corrected_kurus: p.correctedKurus,
      decision_reason: p.reason,
      decision_article: p.article,
      decided_by: decidedBy,
      decided_at: approvedBy === null ? sql<Date>`now()` : row.decided_at,
      approved_by: approvedBy,
      approved_at: approvedBy === null ? null : sql<Date>`now()`,
      corrected_accrual_oid: correctedOid,
      refund_kurus: refund,
      netted_kurus: netted,
      updated_at: sql<Date>`now()`,
    })
    .where('oid', '=', row.oid)
    .returningAll()
    .executeTakeFirstOrThrow();
  await addEvent(trx, row.oid, {
    kind: 'DECIDED',
    text: `${decisionWord(p.decision)} — ${p.reason} (${p.article})`,
    staffOid: approvedBy ?? decidedBy,
  });
  await audit(trx, actor, 'OBJECTION_DECIDED', row, after);
  await tellCitizen(trx, ctx.settings, after, StepWords.decided);
  return after;
}

const describe = async (db: Kysely<DB>, r: CaseRow) =>
  summaryOf(r, (await accrualForCase(db, r.accrual_oid))?.description ?? '');

/**
 * A clerk's decision. Above the threshold of the change (settings.objections.secondApprovalOverKurus) it waits
 * for a second clerk; otherwise it is booked at once. The case row is locked, so two decisions cannot both land.
 */
export async function decide(
  ctx: CallContext,
  input: {
    objectionOid: number;
    decision: ObjectionDecision;
    correctedKurus?: number;
    reason: string;
    article: string;
  },
) {
  const actor = { staffOid: staffOf(ctx), ip: clientIp(ctx.request) };
  return ctx.database.db.transaction().execute(async (trx) => {
    const row = await lockCase(trx, input.objectionOid);
    if (row.status === 'DECIDED' || row.status === 'PENDING_APPROVAL') throw conflict(ObjectionMessages.decided);
    if (row.status === 'INFO_REQUESTED') throw conflict(ObjectionMessages.waiting);
    const corrected = input.decision === 'REJECTED' ? row.accrued_kurus : (input.correctedKurus ?? -1);
    if (input.decision !== 'REJECTED' && (corrected < 0 || corrected >= row.accrued_kurus))
      throw invalid(ObjectionMessages.corrected);
    if (input.decision === 'PARTLY_ACCEPTED' && corrected === 0) throw invalid(ObjectionMessages.partlyOnlyBelow);
    const proposal = {
      decision: input.decision,
      correctedKurus: corrected,
      reason: input.reason,
      article: input.article,
    };
    if (row.accrued_kurus - corrected > ctx.settings.objections.secondApprovalOverKurus) {
      const after = await trx
        .updateTable('objection')
        .set({
          status: 'PENDING_APPROVAL',
          decision: proposal.decision,
          corrected_kurus: proposal.correctedKurus,
          decision_reason: proposal.reason,
          decision_article: proposal.article,
          decided_by: actor.staffOid,
          decided_at: sql<Date>`now()`,
          updated_at: sql<Date>`now()`,
        })
        .where('oid', '=', row.oid)
        .returningAll()
        .executeTakeFirstOrThrow();
      await addEvent(trx, row.oid, {
        kind: 'DECISION_PROPOSED',
        text: `${decisionWord(proposal.decision)} — ${proposal.reason} (${proposal.article})`,
        staffOid: actor.staffOid,
      });
      await audit(trx, actor, 'OBJECTION_DECISION_PROPOSED', row, after);
      return describe(trx, after);
    }
    return describe(trx, await book(trx, ctx, actor, row, proposal, actor.staffOid, null));
  });
}

/** The second clerk books the proposed decision, or returns it to review; never the clerk who proposed it. */
export async function approve(ctx: CallContext, input: { objectionOid: number; approve: boolean }) {
  const actor = { staffOid: staffOf(ctx), ip: clientIp(ctx.request) };
  return ctx.database.db.transaction().execute(async (trx) => {
    const row = await lockCase(trx, input.objectionOid);
    if (row.status !== 'PENDING_APPROVAL' || row.decision === null) throw conflict(ObjectionMessages.noProposal);
    if (row.decided_by === actor.staffOid) throw forbidden(ObjectionMessages.ownProposal);
    if (input.approve) {
      const proposal = {
        decision: row.decision,
        correctedKurus: row.corrected_kurus ?? row.accrued_kurus,
        reason: row.decision_reason ?? '',
        article: row.decision_article ?? '',
      };
      return describe(
        trx,
        await book(trx, ctx, actor, row, proposal, row.decided_by ?? actor.staffOid, actor.staffOid),
      );
    }
    const after = await trx
      .updateTable('objection')
      .set({
        status: 'UNDER_REVIEW',
        decision: null,
        corrected_kurus: null,
        decision_reason: null,
        decision_article: null,
        decided_by: null,
        decided_at: null,
        updated_at: sql<Date>`now()`,
      })
      .where('oid', '=', row.oid)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, actor, 'OBJECTION_DECISION_RETURNED', row, after);
    return describe(trx, after);
  });
}
