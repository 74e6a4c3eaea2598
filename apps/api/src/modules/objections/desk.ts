import { istanbulToday, ObjectionMessages, type objectionCalls } from '@e-belediye/contracts';
import { sql } from 'kysely';
import { fetchPage } from '../../db/paging.js';
import { type Handlers, staffOf } from '../../http/calls.js';
import { conflict, notFound } from '../../http/errors.js';
import { auditPersonalDataRead, auditStaffAct } from '../audit/index.js';
import { clientIp } from '../auth/index.js';
import { declarationOfCase, versionOnCase } from '../declarations/index.js';
import { accrualForCase } from '../ledger/index.js';
import { payerName, registryByOid } from '../registries/index.js';
import { addEvent, caseView, StepWords, summaryOf, tellCitizen } from './cases.js';
import { approve, decide } from './decision.js';

type Calls = typeof objectionCalls;

/**
 * Late: still open after the legal decision period, or decided after it. The period is a date, so "today" is
 * Istanbul's day, passed in from the one clock.
 */
const lateSql = (today: string) =>
  sql<boolean>`(case when o.status = 'DECIDED' then (o.approved_at is not null and (o.approved_at at time zone 'Europe/Istanbul')::date > o.decide_by) or (o.approved_at is null and (o.decided_at at time zone 'Europe/Istanbul')::date > o.decide_by) else o.decide_by < ${today}::date end)`;

export const deskHandlers: Pick<
  Handlers<Calls>,
  'GetObjectionQueue' | 'GetObjectionForDesk' | 'AskObjectionInfo' | 'DecideObjection' | 'ApproveObjectionDecision'
> = {
  async GetObjectionQueue(criteria, { database }) {
    const today = istanbulToday();
    let q = database.db
      .selectFrom('objection as o')
      .innerJoin('accrual as a', 'a.oid', 'o.accrual_oid')
      .selectAll('o')
      .select([
        'a.description',
        lateSql(today).as('late'),
        sql<number>`(${today}::date - (o.created_at at time zone 'Europe/Istanbul')::date)`.as('age_days'),
      ]);
    if (criteria.desk) q = q.where('o.desk', '=', criteria.desk);
    if (criteria.openOnly) q = q.where('o.status', '<>', 'DECIDED');
    if (criteria.lateOnly) q = q.where(lateSql(today));
    // The queue is worked from the case whose period ends first.
    const { rows, total } = await fetchPage(q, criteria, ['o.decide_by', 'o.oid']);
    return {
      Items: rows.map((r) => ({
        ...summaryOf(r, r.description),
        Oid: r.oid,
        Late: r.late,
        AgeDays: Number(r.age_days),
      })),
      TotalCount: total,
    };
  },

  async GetObjectionForDesk({ objectionOid }, ctx) {
    const db = ctx.database.db;
    const today = istanbulToday();
    const row = await db
      .selectFrom('objection as o')
      .leftJoin('staff as s', 's.oid', 'o.decided_by')
      .selectAll('o')
      .select(['s.display_name as proposed_by', lateSql(today).as('late')])
      .where('o.oid', '=', objectionOid)
      .executeTakeFirst();
    if (!row) throw notFound(ObjectionMessages.notFound);
    const [view, registry, declaration, amended] = await Promise.all([
      caseView(ctx.database, row, true),
      registryByOid(ctx.database, row.registry_oid),
      declarationOfCase(db, row.accrual_oid),
      versionOnCase(db, row.oid),
    ]);
    // Whose case it is and what they wrote is a person's data: reading it is recorded (KVKK).
    await auditPersonalDataRead(db, staffOf(ctx), {
      recordType: 'objection',
      recordId: row.oid,
      memberOid: row.member_oid,
      ip: clientIp(ctx.request),
      unmasked: true,
    });
    const pending = row.status === 'PENDING_APPROVAL';
    const proposedCorrection = pending ? row.corrected_kurus : null;
    return {
      ...view,
      Oid: row.oid,
      Late: row.late,
      RegistryName: registry ? payerName(registry) : '',
      ProposedDecision: pending ? row.decision : null,
      ProposedCorrectedKurus: proposedCorrection,
      ProposedBy: pending ? row.proposed_by : null,
      NeedsSecondApproval: pending,
      // Only an estate declaration is a declared property the desk amends on a case.
      DeclarationOid: declaration?.kind === 'ESTATE' ? declaration.oid : null,
      AmendedDeclaration: amended,
    };
  },

  async AskObjectionInfo({ objectionOid, question }, ctx) {
    const staffOid = staffOf(ctx);
    return ctx.database.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('objection')
        .selectAll()
        .where('oid', '=', objectionOid)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw notFound(ObjectionMessages.notFound);
      if (row.status === 'DECIDED' || row.status === 'PENDING_APPROVAL') throw conflict(ObjectionMessages.decided);
      const after = await trx
        .updateTable('objection')
        .set({ status: 'INFO_REQUESTED', question, updated_at: sql`now()` })
        .where('oid', '=', row.oid)
        .returningAll()
        .executeTakeFirstOrThrow();
      await addEvent(trx, row.oid, { kind: 'INFO_REQUESTED', text: question, staffOid });
      await auditStaffAct(trx, staffOid, {
        action: 'OBJECTION_INFO_REQUESTED',
        recordType: 'objection',
        recordId: row.oid,
        memberOid: row.member_oid,
        before: { status: row.status },
        after: { status: after.status },
        ip: clientIp(ctx.request),
        detail: { caseNo: row.case_no },
      });
      await tellCitizen(trx, ctx.settings, after, StepWords.asked);
      return summaryOf(after, (await accrualForCase(trx, row.accrual_oid))?.description ?? '');
    });
  },

  DecideObjection: (input, ctx) => decide(ctx, input),
  ApproveObjectionDecision: (input, ctx) => approve(ctx, input),
};
