import {
  decideByOf,
  deskOf,
  istanbulToday,
  ObjectionMessages,
  type objectionCalls,
  ReasonsByFamily,
  revenueFamilyOf,
} from '@e-belediye/contracts';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import { type CallContext, type Handlers, memberOf } from '../../http/calls.js';
import { conflict, invalid, notFound } from '../../http/errors.js';
import { randomCode } from '../../lib/codes.js';
import { newTrackingNo } from '../complaints/index.js';
import { claimFiles } from '../files/index.js';
import { accrualForCase, markDisputed } from '../ledger/index.js';
import { registryOfMember } from '../registries/index.js';
import { debtOwner } from '../water/index.js';
import { accrualView, addEvent, type CaseRow, caseView, StepWords, summaryOf, tellCitizen } from './cases.js';

type Calls = typeof objectionCalls;

/** The accrual, when it is the caller's own: their registry's off any meter, or a bill of a meter they hold. */
async function ownAccrual(ctx: CallContext, accrualOid: number) {
  const registryOid = await registryOfMember(ctx.database, memberOf(ctx));
  const [owner, a] = await Promise.all([
    debtOwner(ctx.database, registryOid),
    accrualForCase(ctx.database.db, accrualOid),
  ]);
  const own =
    a && (a.subscription_oid === null ? a.registry_oid === registryOid : owner.meters.has(a.subscription_oid));
  if (!a || !own) throw notFound(ObjectionMessages.notYours);
  return { a, registryOid, meters: owner.meters };
}

/** The member's own case by its number; someone else's answers as one that does not exist. */
async function ownCase(database: Database, memberOid: number, caseNo: string): Promise<CaseRow> {
  const row = await database.db
    .selectFrom('objection')
    .selectAll()
    .where('case_no', '=', caseNo)
    .where('member_oid', '=', memberOid)
    .executeTakeFirst();
  if (!row) throw notFound(ObjectionMessages.notFound);
  return row;
}

export const citizenHandlers: Pick<
  Handlers<Calls>,
  | 'GetObjectionReasons'
  | 'OpenObjection'
  | 'GetMyObjections'
  | 'GetMyObjection'
  | 'AnswerObjection'
  | 'VerifyObjectionDecision'
> = {
  async GetObjectionReasons({ accrualOid }, ctx) {
    const { a, meters } = await ownAccrual(ctx, accrualOid);
    const open = await ctx.database.db
      .selectFrom('objection')
      .select('case_no')
      .where('accrual_oid', '=', a.oid)
      .where('status', '<>', 'DECIDED')
      .executeTakeFirst();
    return {
      Accrual: accrualView(a, meters),
      Reasons: [...ReasonsByFamily[revenueFamilyOf(a.revenue_code, a.subscription_oid !== null)]],
      OpenCaseNo: open?.case_no ?? null,
    };
  },

  async OpenObjection(input, ctx) {
    const memberOid = memberOf(ctx);
    const { a, registryOid } = await ownAccrual(ctx, input.accrualOid);
    if (a.cancelled_at !== null) throw conflict(ObjectionMessages.cancelled);
    const family = revenueFamilyOf(a.revenue_code, a.subscription_oid !== null);
    if (!ReasonsByFamily[family].includes(input.reason)) throw invalid(ObjectionMessages.reason);
    if (input.reason === 'ALREADY_PAID' && !input.receiptNo) throw invalid(ObjectionMessages.receipt);
    const today = istanbulToday();
    const settings = ctx.settings.objections;
    return ctx.database.db.transaction().execute(async (trx) => {
      // The partial unique index keeps one open case per debt, whoever files at the same moment.
      const row = await trx
        .insertInto('objection')
        .values({
          case_no: newTrackingNo(),
          verification_code: randomCode(10),
          member_oid: memberOid,
          registry_oid: registryOid,
          accrual_oid: a.oid,
          desk: deskOf(family),
          reason: input.reason,
          explanation: input.explanation,
          receipt_no: input.receiptNo || null,
          overpayment_choice: input.overpaymentChoice,
          decide_by: decideByOf(today, settings.decisionDays),
          accrued_kurus: a.principal_kurus,
        })
        .onConflict((oc) => oc.column('accrual_oid').where(sql<boolean>`status <> 'DECIDED'`).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!row) {
        const open = await trx
          .selectFrom('objection')
          .select('case_no')
          .where('accrual_oid', '=', a.oid)
          .where('status', '<>', 'DECIDED')
          .executeTakeFirstOrThrow();
        throw conflict(ObjectionMessages.alreadyOpen(open.case_no));
      }
      await claimFiles(trx, {
        fileIds: input.fileIds,
        principal: ctx.principal,
        request: ctx.request,
        attachTo: { kind: 'objection', oid: row.oid },
      });
      await addEvent(trx, row.oid, { kind: 'RECEIVED', byCitizen: true });
      await markDisputed(trx, a.oid, today, settings.lateFeeWhileOpen === 'STOPS');
      await tellCitizen(trx, ctx.settings, row, StepWords.received);
      return { ...summaryOf(row, a.description), VerificationCode: row.verification_code };
    });
  },

  async GetMyObjections(_input, ctx) {
    const rows = await ctx.database.db
      .selectFrom('objection as o')
      .innerJoin('accrual as a', 'a.oid', 'o.accrual_oid')
      .selectAll('o')
      .select('a.description')
      .where('o.member_oid', '=', memberOf(ctx))
      .orderBy('o.created_at', 'desc')
      .orderBy('o.oid', 'desc')
      .limit(200)
      .execute();
    return rows.map((r) => summaryOf(r, r.description));
  },

  async GetMyObjection({ caseNo }, ctx) {
    return caseView(ctx.database, await ownCase(ctx.database, memberOf(ctx), caseNo), false);
  },

  async AnswerObjection({ caseNo, text, fileIds }, ctx) {
    const found = await ownCase(ctx.database, memberOf(ctx), caseNo);
    return ctx.database.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('objection')
        .selectAll()
        .where('oid', '=', found.oid)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (row.status !== 'INFO_REQUESTED') throw conflict(ObjectionMessages.notWaiting);
      const files = await claimFiles(trx, {
        fileIds,
        principal: ctx.principal,
        request: ctx.request,
        attachTo: { kind: 'objection', oid: row.oid },
      });
      await addEvent(trx, row.oid, { kind: 'ANSWERED', text, byCitizen: true, files });
      const after = await trx
        .updateTable('objection')
        .set({ status: 'UNDER_REVIEW', updated_at: sql`now()` })
        .where('oid', '=', row.oid)
        .returningAll()
        .executeTakeFirstOrThrow();
      await tellCitizen(trx, ctx.settings, after, StepWords.answered);
      return summaryOf(after, (await accrualForCase(trx, after.accrual_oid))?.description ?? '');
    });
  },

  async VerifyObjectionDecision({ code }, { database }) {
    const row = await database.db
      .selectFrom('objection as o')
      .innerJoin('accrual as a', 'a.oid', 'o.accrual_oid')
      .select([
        'o.case_no',
        'o.decision',
        'o.decided_at',
        'o.approved_at',
        'o.accrued_kurus',
        'o.corrected_kurus',
        'a.description',
      ])
      .where('o.verification_code', '=', code)
      .where('o.status', '=', 'DECIDED')
      .executeTakeFirst();
    if (!row?.decision) throw notFound('Bu doğrulama koduyla bir itiraz kararı bulunamadı.');
    return {
      CaseNo: row.case_no,
      Decision: row.decision,
      DecidedAt: new Date(row.approved_at ?? row.decided_at ?? 0).toISOString(),
      Description: row.description,
      AccruedKurus: row.accrued_kurus,
      CorrectedKurus: row.corrected_kurus ?? row.accrued_kurus,
    };
  },
};
