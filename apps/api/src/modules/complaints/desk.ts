import { type ComplaintStatus, type complaintCalls, OPEN_COMPLAINT_STATUSES } from '@e-belediye/contracts';
import { type Kysely, sql, type UpdateObject } from 'kysely';
import { fetchPage } from '../../db/paging.js';
import type { DB } from '../../db/schema.js';
import { containsTr, streetNameSql } from '../../db/text.js';
import { type CallContext, type Handlers, staffOf } from '../../http/calls.js';
import { conflict, invalid, notFound } from '../../http/errors.js';
import { auditPersonalDataRead, auditStaffAct, type StaffAct } from '../audit/index.js';
import { clientIp } from '../auth/index.js';
import { filesOf } from '../files/index.js';
import {
  addEvent,
  ageDaysSql,
  type ComplaintRow,
  iso,
  lateSql,
  notifyReport,
  reportWithNames,
  StatusWords,
  timelineOf,
} from './reports.js';

type Calls = typeof complaintCalls;

/** The parameter type of the municipality's departments (müdürlükler). */
const DEPARTMENT_PARAMETER = 370;

const isOpen = (status: string) => (OPEN_COMPLAINT_STATUSES as readonly string[]).includes(status);

/** What the audit log keeps of a report: its state, never the citizen's contact details. */
const audited = (r: Pick<ComplaintRow, 'status' | 'department' | 'merged_into_oid'>) => ({
  status: r.status,
  department: r.department,
  mergedInto: r.merged_into_oid,
});

/**
 * One staff act on a report, in one transaction: the report is locked, `act` changes it, and the audit row and the
 * citizen's message are written with the change.
 */
async function act(
  ctx: CallContext,
  complaintOid: number,
  action: StaffAct['action'],
  change: (
    trx: Kysely<DB>,
    row: ComplaintRow,
    staffOid: number,
  ) => Promise<{ after: ComplaintRow; tell?: string; detail?: Record<string, unknown> }>,
) {
  const staffOid = staffOf(ctx);
  return ctx.database.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('complaint')
      .selectAll()
      .where('oid', '=', complaintOid)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound('Bildirim bulunamadı.');
    const { after, tell, detail } = await change(trx, row, staffOid);
    await auditStaffAct(trx, staffOid, {
      action,
      recordType: 'complaint',
      recordId: row.oid,
      memberOid: row.member_oid,
      before: audited(row),
      after: audited(after),
      ip: clientIp(ctx.request),
      detail: { trackingNo: row.tracking_no, ...detail },
    });
    if (tell) await notifyReport(trx, ctx.settings, after, tell);
    return { TrackingNo: after.tracking_no, Status: after.status, CitizenTold: Boolean(tell) };
  });
}

const update = (trx: Kysely<DB>, oid: number, set: UpdateObject<DB, 'complaint'>) =>
  trx
    .updateTable('complaint')
    .set({ ...set, updated_at: sql`now()` })
    .where('oid', '=', oid)
    .returningAll()
    .executeTakeFirstOrThrow();

const queueColumns = [
  'c.oid as Oid',
  'c.tracking_no as TrackingNo',
  'c.kind as Kind',
  'cat.name as CategoryName',
  'sub.name as SubcategoryName',
  'c.subject as Subject',
  'd.name as DistrictName',
  'c.status as Status',
  'c.department as Department',
  'c.created_at as CreatedAt',
  'cat.target_days as TargetDays',
] as const;

export const deskHandlers: Pick<
  Handlers<Calls>,
  | 'GetComplaintQueue'
  | 'GetComplaintForDesk'
  | 'AssignComplaint'
  | 'ChangeComplaintStatus'
  | 'AddComplaintNote'
  | 'MergeComplaint'
  | 'CloseComplaint'
  | 'GetComplaintDashboard'
> = {
  async GetComplaintQueue({ criteria }, { database }) {
    let q = database.db
      .selectFrom('complaint as c')
      .innerJoin('complaint_category as cat', 'cat.oid', 'c.category_oid')
      .leftJoin('complaint_category as sub', 'sub.oid', 'c.subcategory_oid')
      .innerJoin('district as d', 'd.code', 'c.district_code')
      .innerJoin('street as st', 'st.code', 'c.street_code')
      .select([...queueColumns, streetNameSql('st').as('StreetName'), ageDaysSql.as('AgeDays'), lateSql.as('Late')]);
    if (criteria.status) q = q.where('c.status', '=', criteria.status);
    if (criteria.openOnly) q = q.where('c.status', 'in', OPEN_COMPLAINT_STATUSES);
    if (criteria.categoryOid) q = q.where('c.category_oid', '=', criteria.categoryOid);
    if (criteria.districtCode) q = q.where('c.district_code', '=', criteria.districtCode);
    if (criteria.department) q = q.where('c.department', '=', criteria.department);
    if (criteria.minAgeDays !== undefined) {
      q = q.where('c.created_at', '<=', sql<Date>`now() - ${criteria.minAgeDays} * interval '1 day'`);
    }
    if (criteria.lateOnly) q = q.where(lateSql);
    const text = criteria.text?.trim();
    if (text) {
      q = q.where((eb) => eb.or([eb('c.tracking_no', '=', text.toUpperCase()), containsTr('c.subject', text)]));
    }
    // Oldest first by default: the queue is worked from the report that has waited longest.
    const { rows, total } = await fetchPage(q, criteria, ['c.created_at', 'c.oid']);
    return { Items: rows.map((r) => ({ ...r, CreatedAt: iso(r.CreatedAt) as string })), TotalCount: total };
  },

  async GetComplaintForDesk({ complaintOid }, ctx) {
    const db = ctx.database.db;
    const r = await reportWithNames(db)
      .select([ageDaysSql.as('age_days'), lateSql.as('late')])
      .where('c.oid', '=', complaintOid)
      .executeTakeFirst();
    if (!r) throw notFound('Bildirim bulunamadı.');
    const [into, merged, followers] = await Promise.all([
      r.merged_into_oid
        ? db
            .selectFrom('complaint')
            .select(['oid', 'tracking_no'])
            .where('oid', '=', r.merged_into_oid)
            .executeTakeFirst()
        : undefined,
      db
        .selectFrom('complaint')
        .select(['oid', 'tracking_no'])
        .where('merged_into_oid', '=', r.oid)
        .orderBy('oid')
        .execute(),
      db
        .selectFrom('complaint_follower')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('complaint_oid', '=', r.oid)
        .executeTakeFirstOrThrow(),
    ]);
    // The contact details are a person's data: reading them is recorded (KVKK).
    await auditPersonalDataRead(db, staffOf(ctx), {
      recordType: 'complaint',
      recordId: r.oid,
      memberOid: r.member_oid,
      ip: clientIp(ctx.request),
      unmasked: true,
    });
    return {
      Oid: r.oid,
      TrackingNo: r.tracking_no,
      Kind: r.kind,
      CategoryName: r.category_name,
      SubcategoryName: r.subcategory_name,
      Subject: r.subject,
      DistrictCode: r.district_code,
      DistrictName: r.district_name,
      StreetCode: r.street_code,
      StreetName: r.street_name,
      DoorNo: r.door_no,
      Landmark: r.landmark,
      Status: r.status,
      Department: r.department,
      CreatedAt: iso(r.created_at) as string,
      AgeDays: r.age_days,
      TargetDays: r.target_days,
      Late: r.late,
      Description: r.description,
      ContactName: r.contact_name,
      GsmNumber: r.gsm_number,
      Email: r.email,
      WrittenAnswer: r.written_answer,
      MemberOid: r.member_oid,
      AnsweredAt: iso(r.answered_at),
      Rating: r.rating,
      RatingComment: r.rating_comment,
      MergedInto: into ? { Oid: into.oid, TrackingNo: into.tracking_no } : null,
      Merged: merged.map((m) => ({ Oid: m.oid, TrackingNo: m.tracking_no })),
      Followers: followers.n,
      Files: await filesOf(db, { kind: 'complaint', oid: r.oid }),
      Timeline: await timelineOf(db, r.oid, true),
    };
  },

  AssignComplaint: ({ complaintOid, department }, ctx) =>
    act(ctx, complaintOid, 'COMPLAINT_ASSIGNED', async (trx, row, staffOid) => {
      if (!isOpen(row.status)) throw conflict('Bu bildirim açık değil; yönlendirilemez.');
      const known = await trx
        .selectFrom('parameter')
        .select('name')
        .where('type_code', '=', DEPARTMENT_PARAMETER)
        .where('name', '=', department)
        .executeTakeFirst();
      if (!known) throw invalid('Müdürlük: Böyle bir müdürlük yok.');
      if (row.department === department) throw conflict('Bildirim zaten bu müdürlükte.');
      const status: ComplaintStatus = row.status === 'RECEIVED' ? 'ASSIGNED' : row.status;
      const after = await update(trx, row.oid, { department, status });
      await addEvent(trx, row.oid, { kind: 'ASSIGNED', status, department, staffOid });
      return { after, tell: `${department} birimine iletildi` };
    }),

  ChangeComplaintStatus: ({ complaintOid, status, note }, ctx) =>
    act(ctx, complaintOid, 'COMPLAINT_STATUS_CHANGED', async (trx, row, staffOid) => {
      const fromAnswered = row.status === 'ANSWERED' && status === 'RESOLVED';
      if (!isOpen(row.status) && !fromAnswered) throw conflict('Bu bildirimin durumu artık değiştirilemez.');
      if (row.status === status) throw conflict('Bildirim zaten bu durumda.');
      if (!row.department) throw conflict('Önce bildirimi bir müdürlüğe yönlendiriniz.');
      const answered = status !== 'IN_PROGRESS';
      const after = await update(trx, row.oid, {
        status,
        ...(answered ? { answered_at: sql`now()`, first_answered_at: sql`coalesce(first_answered_at, now())` } : {}),
      });
      await addEvent(trx, row.oid, { kind: 'STATUS', status, text: note, department: row.department, staffOid });
      return { after, tell: StatusWords[status] };
    }),

  AddComplaintNote: ({ complaintOid, text, public: isPublic }, ctx) =>
    act(
      ctx,
      complaintOid,
      isPublic ? 'COMPLAINT_PUBLIC_NOTE' : 'COMPLAINT_INTERNAL_NOTE',
      async (trx, row, staffOid) => {
        if (row.status === 'MERGED') throw conflict('Birleştirilmiş bildirime değil, asıl bildirime not yazınız.');
        await addEvent(trx, row.oid, { kind: 'NOTE', text, public: isPublic, department: row.department, staffOid });
        const after = await update(trx, row.oid, {});
        return { after, tell: isPublic ? 'için belediyeden yeni bir açıklama var' : undefined };
      },
    ),

  MergeComplaint: ({ complaintOid, intoTrackingNo }, ctx) =>
    act(ctx, complaintOid, 'COMPLAINT_MERGED', async (trx, row, staffOid) => {
      const into = await trx
        .selectFrom('complaint')
        .selectAll()
        .where('tracking_no', '=', intoTrackingNo)
        .forUpdate()
        .executeTakeFirst();
      if (!into) throw notFound('Asıl bildirimin takip numarası: Bu numarayla bir bildirim yok.');
      if (into.oid === row.oid) throw invalid('Asıl bildirimin takip numarası: Bildirim kendisiyle birleştirilemez.');
      if (!isOpen(row.status)) throw conflict('Yalnızca açık bir bildirim birleştirilebilir.');
      if (!isOpen(into.status)) throw conflict('Asıl bildirim açık değil; açık bir bildirimle birleştiriniz.');
      // The duplicate's citizen, and whoever followed it, now follow the surviving report.
      const followers = await trx
        .selectFrom('complaint_follower')
        .select(['gsm_number', 'email', 'member_oid'])
        .where('complaint_oid', '=', row.oid)
        .execute();
      const moving = [{ gsm_number: row.gsm_number, email: row.email, member_oid: row.member_oid }, ...followers]
        .filter((f) => f.gsm_number !== into.gsm_number)
        .map((f) => ({ ...f, complaint_oid: into.oid }));
      if (moving.length) {
        await trx
          .insertInto('complaint_follower')
          .values(moving)
          .onConflict((oc) => oc.columns(['complaint_oid', 'gsm_number']).doNothing())
          .execute();
      }
      const after = await update(trx, row.oid, { status: 'MERGED', merged_into_oid: into.oid });
      await addEvent(trx, row.oid, {
        kind: 'MERGED',
        status: 'MERGED',
        text: `${into.tracking_no} takip numaralı bildirimle birleştirildi; gelişmeler o bildirimde.`,
        staffOid,
      });
      await addEvent(trx, into.oid, {
        kind: 'MERGED',
        text: `${row.tracking_no} takip numaralı mükerrer bildirim bununla birleştirildi.`,
        public: false,
        staffOid,
      });
      return {
        after,
        tell: `${into.tracking_no} numaralı aynı konudaki bildirimle birleştirildi; gelişmeler size bildirilecek`,
        detail: { into: into.oid },
      };
    }),

  CloseComplaint: ({ complaintOid, reason }, ctx) =>
    act(ctx, complaintOid, 'COMPLAINT_CLOSED', async (trx, row, staffOid) => {
      if (!isOpen(row.status) && row.status !== 'ANSWERED') throw conflict('Bu bildirim zaten kapanmış.');
      // The reopening window runs from the closing: the citizen may object to it like to an answer.
      const after = await update(trx, row.oid, { status: 'CLOSED', answered_at: sql`now()` });
      await addEvent(trx, row.oid, {
        kind: 'CLOSED',
        status: 'CLOSED',
        text: reason,
        department: row.department,
        staffOid,
      });
      return { after, tell: StatusWords.CLOSED };
    }),

  async GetComplaintDashboard(_input, { database }) {
    const db = database.db;
    const open = db
      .selectFrom('complaint as c')
      .innerJoin('complaint_category as cat', 'cat.oid', 'c.category_oid')
      .where('c.status', 'in', OPEN_COMPLAINT_STATUSES);
    const [totals, byCategory, byDistrict, median, monthly] = await Promise.all([
      open
        .select([
          sql<number>`count(*)::int`.as('open'),
          sql<number>`count(*) filter (where ${lateSql})::int`.as('late'),
        ])
        .executeTakeFirstOrThrow(),
      open
        .select(['cat.name as Name', sql<number>`count(*)::int`.as('Count')])
        .groupBy(['cat.name', 'cat.sort_order'])
        .orderBy(sql`count(*)`, 'desc')
        .orderBy('cat.sort_order')
        .execute(),
      open
        .innerJoin('district as d', 'd.code', 'c.district_code')
        .select(['d.name as Name', sql<number>`count(*)::int`.as('Count')])
        .groupBy('d.name')
        .orderBy(sql`count(*)`, 'desc')
        .orderBy('d.name')
        .limit(10)
        .execute(),
      db
        .selectFrom('complaint')
        .select(
          sql<
            number | null
          >`percentile_cont(0.5) within group (order by extract(epoch from (first_answered_at - created_at)) / 86400)`.as(
            'days',
          ),
        )
        .where('first_answered_at', '>', sql<Date>`now() - interval '90 days'`)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('complaint')
        .select([
          sql<string>`to_char(date_trunc('month', first_answered_at at time zone 'Europe/Istanbul'), 'YYYY-MM')`.as(
            'Month',
          ),
          sql<number>`percentile_cont(0.5) within group (order by extract(epoch from (first_answered_at - created_at)) / 86400)`.as(
            'MedianDays',
          ),
          sql<number>`count(*)::int`.as('Answered'),
        ])
        .where(
          'first_answered_at',
          '>=',
          sql<Date>`date_trunc('month', now() at time zone 'Europe/Istanbul') - interval '5 months'`,
        )
        .groupBy(sql`1`)
        .orderBy(sql`1`)
        .execute(),
    ]);
    const round = (n: number) => Math.round(n * 10) / 10;
    return {
      Open: totals.open,
      Late: totals.late,
      OpenByCategory: byCategory,
      OpenByDistrict: byDistrict,
      MedianAnswerDays: median.days === null ? null : round(Number(median.days)),
      MedianAnswerDaysByMonth: monthly.map((m) => ({ ...m, MedianDays: round(Number(m.MedianDays)) })),
    };
  },
};
