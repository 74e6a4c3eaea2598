import { type complaintCalls, OPEN_COMPLAINT_STATUSES, REOPEN_DAYS, REOPENABLE_STATUSES } from '@e-belediye/contracts';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.js';
import { type CallContext, type Handlers, memberOf } from '../../http/calls.js';
import { conflict, invalid, notFound, tooMany } from '../../http/errors.js';
import { claimAttempt, clientIp, ipKey } from '../auth/index.js';
import { claimFiles, filesOf } from '../files/index.js';
import { verifySmsCode } from '../verification/index.js';
import {
  addEvent,
  type ComplaintRow,
  iso,
  newTrackingNo,
  notifyReport,
  phoneOf,
  reportWithNames,
  StatusWords,
  timelineOf,
} from './reports.js';

type Calls = typeof complaintCalls;
type Caller = { trackingNo: string; gsmNumber?: string };
type Proof = z.output<Calls['FileComplaint']['request']>['phoneProof'];

/** Reports one phone, and one address, may file a day: enough for a busy citizen, too few for a flood. */
const PER_PHONE_PER_DAY = 5;
const PER_IP_PER_DAY = 20;
const THROTTLE = 'complaint';
const notYours = 'Bu takip numarası ve telefonla eşleşen bir bildirim bulunamadı.';

const memberOidOf = (ctx: CallContext) => (ctx.principal?.kind === 'member' ? ctx.principal.memberOid : null);

/** The member behind the session, with the registry and the phone on file. */
async function signedInMember(db: Kysely<DB>, ctx: CallContext) {
  const oid = memberOidOf(ctx);
  if (!oid) return null;
  return db
    .selectFrom('member')
    .select(['oid', 'registry_oid', 'gsm_number', 'email'])
    .where('oid', '=', oid)
    .executeTakeFirst();
}

/**
 * The phone a report or a follow goes to, proven: the signed-in member's own phone (when none is typed, or the same
 * is typed), or a phone whose SMS code the caller typed. Checked outside the work's transaction, so a wrong try
 * counts even though the work is refused.
 */
async function provePhone(db: Kysely<DB>, ctx: CallContext, typed: string | null, proof: Proof) {
  const member = await signedInMember(db, ctx);
  const onFile = member?.gsm_number ? phoneOf(member.gsm_number) : null;
  const gsm = typed ? phoneOf(typed) : onFile;
  if (!gsm) throw invalid('Cep telefonu: Cep telefonunuzu giriniz.');
  if (gsm === onFile) return { member, gsm };
  if (!proof) throw invalid('Telefon doğrulama kodu: Telefonunuza gönderilen doğrulama kodunu giriniz.');
  const verified = await verifySmsCode(db, { challengeId: proof.challengeId, purpose: 'phone', code: proof.code });
  if (phoneOf(verified.gsmNumber) !== gsm) {
    throw invalid('Telefon doğrulama kodu: Kod bu telefon numarasına gönderilmedi.');
  }
  return { member, gsm };
}

/**
 * The report the caller may see: they filed or follow it while signed in, or they give its phone (the filer's
 * or a follower's). Wrong guesses are counted per address like failed logins, so numbers cannot be tried out.
 */
async function reportOf(ctx: CallContext, caller: Caller) {
  const { database } = ctx;
  const guess = await claimAttempt(database, [ipKey(THROTTLE, clientIp(ctx.request))]);
  const row = await database.db
    .selectFrom('complaint')
    .selectAll()
    .where('tracking_no', '=', caller.trackingNo)
    .executeTakeFirst();
  const member = memberOidOf(ctx);
  const gsm = caller.gsmNumber ? phoneOf(caller.gsmNumber) : null;
  if (row) {
    const own = (member !== null && row.member_oid === member) || (gsm !== null && row.gsm_number === gsm);
    if (own) {
      await guess.withdrawn();
      return { row, own: true };
    }
    let f = database.db.selectFrom('complaint_follower').select('gsm_number').where('complaint_oid', '=', row.oid);
    f = f.where((eb) => {
      const either = [];
      if (gsm) either.push(eb('gsm_number', '=', gsm));
      if (member) either.push(eb('member_oid', '=', member));
      return either.length ? eb.or(either) : eb.val(false);
    });
    if (await f.executeTakeFirst()) {
      await guess.withdrawn();
      return { row, own: false };
    }
  }
  throw notFound(notYours);
}

/** What the citizen's own acts require: they filed it (a follower reads it only). */
async function ownReport(ctx: CallContext, caller: Caller) {
  const found = await reportOf(ctx, caller);
  if (!found.own) throw notFound(notYours);
  return found.row;
}

/** Takes the report's row lock and reads it again: two acts on one report run one after the other. */
const lockReport = (trx: Kysely<DB>, oid: number) =>
  trx.selectFrom('complaint').selectAll().where('oid', '=', oid).forUpdate().executeTakeFirstOrThrow();

const saved = (row: Pick<ComplaintRow, 'tracking_no' | 'status'>) => ({
  TrackingNo: row.tracking_no,
  Status: row.status,
});

/** Checks the category, the subcategory and the address a report names: all must exist and fit together. */
async function checkPlace(db: Kysely<DB>, r: z.output<Calls['FileComplaint']['request']>) {
  const category = await db
    .selectFrom('complaint_category')
    .select(['oid', 'parent_oid', 'active'])
    .where('oid', '=', r.categoryOid)
    .executeTakeFirst();
  if (!category || category.parent_oid !== null || !category.active)
    throw invalid('Kategori: Geçerli bir kategori seçiniz.');
  const subs = await db
    .selectFrom('complaint_category')
    .select(['oid'])
    .where('parent_oid', '=', r.categoryOid)
    .where('active', '=', true)
    .execute();
  if (r.subcategoryOid !== null && !subs.some((s) => s.oid === r.subcategoryOid)) {
    throw invalid('Alt kategori: Seçilen kategoriye ait bir alt kategori seçiniz.');
  }
  if (r.subcategoryOid === null && subs.length) throw invalid('Alt kategori: Bir alt kategori seçiniz.');
  const street = await db
    .selectFrom('street')
    .select('code')
    .where('code', '=', r.streetCode)
    .where('district_code', '=', r.districtCode)
    .executeTakeFirst();
  if (!street) throw invalid('Cadde/Sokak: Seçilen mahallede böyle bir cadde ya da sokak yok.');
  if (r.outerDoorOid !== null) {
    const door = await db
      .selectFrom('outer_door')
      .select('oid')
      .where('oid', '=', r.outerDoorOid)
      .where('street_code', '=', r.streetCode)
      .executeTakeFirst();
    if (!door) throw invalid('Dış kapı: Seçilen sokakta böyle bir kapı numarası yok.');
  }
}

/** Refuses the sixth report of a phone, or the twenty-first of an address, within a day. */
async function checkLimits(db: Kysely<DB>, gsm: string, ip: string) {
  const since = sql<Date>`now() - interval '1 day'`;
  const count = (column: 'gsm_number' | 'ip', value: string) =>
    db
      .selectFrom('complaint')
      .select(sql<number>`count(*)::int`.as('n'))
      .where(column, '=', value)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
  if ((await count('gsm_number', gsm)).n >= PER_PHONE_PER_DAY) {
    throw tooMany('Bu telefonla bugün çok sayıda bildirim yapıldı. Lütfen yarın yeniden deneyiniz.');
  }
  if ((await count('ip', ip)).n >= PER_IP_PER_DAY) {
    throw tooMany('Bu bağlantıdan bugün çok sayıda bildirim yapıldı. Lütfen daha sonra yeniden deneyiniz.');
  }
}

/** A new, unused tracking number (a clash of the random part is unlikely, and retried). */
async function freeTrackingNo(db: Kysely<DB>) {
  for (;;) {
    const no = newTrackingNo();
    const taken = await db.selectFrom('complaint').select('oid').where('tracking_no', '=', no).executeTakeFirst();
    if (!taken) return no;
  }
}

/** The citizen's view of a report: public entries of the timeline, the files, and where a duplicate went. */
async function citizenView(db: Kysely<DB>, oid: number, own: boolean) {
  const r = await reportWithNames(db).where('c.oid', '=', oid).executeTakeFirstOrThrow();
  const into = r.merged_into_oid
    ? await db.selectFrom('complaint').select('tracking_no').where('oid', '=', r.merged_into_oid).executeTakeFirst()
    : undefined;
  const reopenable = (REOPENABLE_STATUSES as readonly string[]).includes(r.status) && r.answered_at;
  return {
    TrackingNo: r.tracking_no,
    Kind: r.kind,
    CategoryName: r.category_name,
    SubcategoryName: r.subcategory_name,
    Subject: r.subject,
    Status: r.status,
    CreatedAt: iso(r.created_at) as string,
    UpdatedAt: iso(r.updated_at) as string,
    DistrictCode: r.district_code,
    DistrictName: r.district_name,
    StreetCode: r.street_code,
    StreetName: r.street_name,
    DoorNo: r.door_no,
    Landmark: r.landmark,
    Description: r.description,
    Department: r.department,
    WrittenAnswer: r.written_answer,
    AnsweredAt: iso(r.answered_at),
    ReopenUntil: reopenable
      ? iso(new Date(new Date(r.answered_at as Date).getTime() + REOPEN_DAYS * 86_400_000))
      : null,
    Rating: r.rating,
    RatingComment: r.rating_comment,
    MergedInto: into?.tracking_no ?? null,
    Own: own,
    Files: await filesOf(db, { kind: 'complaint', oid }),
    Timeline: await timelineOf(db, oid, false),
  };
}

export const citizenHandlers: Pick<
  Handlers<Calls>,
  | 'FindSimilarComplaints'
  | 'FileComplaint'
  | 'GetComplaint'
  | 'AddComplaintInformation'
  | 'ReopenComplaint'
  | 'RateComplaint'
  | 'FollowComplaint'
  | 'GetMyComplaints'
> = {
  async FindSimilarComplaints({ streetCode, categoryOid }, { database }) {
    const rows = await database.db
      .selectFrom('complaint as c')
      .select([
        'c.tracking_no',
        'c.subject',
        'c.status',
        'c.created_at',
        (eb) =>
          eb
            .selectFrom('complaint_follower as f')
            .select(sql<number>`count(*)::int`.as('n'))
            .whereRef('f.complaint_oid', '=', 'c.oid')
            .as('followers'),
      ])
      .where('c.street_code', '=', streetCode)
      .where('c.category_oid', '=', categoryOid)
      .where('c.status', 'in', OPEN_COMPLAINT_STATUSES)
      .orderBy('c.created_at', 'desc')
      .limit(10)
      .execute();
    return rows.map((r) => ({
      TrackingNo: r.tracking_no,
      Subject: r.subject,
      Status: r.status,
      CreatedAt: iso(r.created_at) as string,
      Followers: r.followers ?? 0,
    }));
  },

  async FileComplaint(r, ctx) {
    const { database, settings } = ctx;
    const ip = clientIp(ctx.request);
    await checkPlace(database.db, r);
    const typed = r.gsmNumber ? phoneOf(r.gsmNumber) : null;
    if (typed) await checkLimits(database.db, typed, ip);
    const { member, gsm } = await provePhone(database.db, ctx, typed, r.phoneProof);
    if (!typed) await checkLimits(database.db, gsm, ip);
    return database.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('complaint')
        .values({
          tracking_no: await freeTrackingNo(trx),
          kind: r.kind,
          category_oid: r.categoryOid,
          subcategory_oid: r.subcategoryOid,
          subject: r.subject,
          description: r.description,
          district_code: r.districtCode,
          street_code: r.streetCode,
          outer_door_oid: r.outerDoorOid,
          landmark: r.landmark || null,
          contact_name: r.contactName,
          gsm_number: gsm,
          email: r.email,
          written_answer: r.writtenAnswer,
          member_oid: member?.oid ?? null,
          registry_oid: member?.registry_oid ?? null,
          ip,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (r.fileIds.length) {
        await claimFiles(trx, {
          fileIds: r.fileIds,
          principal: ctx.principal,
          request: ctx.request,
          attachTo: { kind: 'complaint', oid: row.oid },
        });
      }
      // The report's own files are listed with it; the timeline names only the files added later.
      await addEvent(trx, row.oid, { kind: 'RECEIVED', status: 'RECEIVED', byCitizen: true });
      await notifyReport(trx, settings, row, StatusWords.RECEIVED);
      return saved(row);
    });
  },

  async GetComplaint(caller, ctx) {
    // A right guess gives back its own claim only: clearing the address's count would let one known report
    // reset the count of every wrong guess before it.
    const { row, own } = await reportOf(ctx, caller);
    return citizenView(ctx.database.db, row.oid, own);
  },

  async AddComplaintInformation({ text, fileIds, ...caller }, ctx) {
    const found = await ownReport(ctx, caller);
    return ctx.database.db.transaction().execute(async (trx) => {
      const row = await lockReport(trx, found.oid);
      if (!(OPEN_COMPLAINT_STATUSES as readonly string[]).includes(row.status)) {
        throw conflict('Bu bildirim artık açık değil. Yanıttan memnun değilseniz yeniden açabilirsiniz.');
      }
      const files = fileIds.length
        ? await claimFiles(trx, {
            fileIds,
            principal: ctx.principal,
            request: ctx.request,
            attachTo: { kind: 'complaint', oid: row.oid },
          })
        : [];
      await addEvent(trx, row.oid, { kind: 'INFO_ADDED', text, byCitizen: true, files });
      await trx.updateTable('complaint').set({ updated_at: sql`now()` }).where('oid', '=', row.oid).execute();
      return saved(row);
    });
  },

  async ReopenComplaint({ reason, ...caller }, ctx) {
    const found = await ownReport(ctx, caller);
    return ctx.database.db.transaction().execute(async (trx) => {
      const row = await lockReport(trx, found.oid);
      if (!(REOPENABLE_STATUSES as readonly string[]).includes(row.status) || !row.answered_at) {
        throw conflict('Yalnızca yanıtlanmış, çözülmüş ya da kapatılmış bir bildirim yeniden açılabilir.');
      }
      if (Date.now() - new Date(row.answered_at).getTime() > REOPEN_DAYS * 86_400_000) {
        throw conflict(
          `Bildirim yanıtlandıktan sonraki ${REOPEN_DAYS} gün içinde yeniden açılabilir; yeni bir bildirim yapınız.`,
        );
      }
      const status = row.department ? 'IN_PROGRESS' : 'RECEIVED';
      const after = await trx
        .updateTable('complaint')
        .set({ status, updated_at: sql`now()` })
        .where('oid', '=', row.oid)
        .returningAll()
        .executeTakeFirstOrThrow();
      await addEvent(trx, row.oid, { kind: 'REOPENED', status, text: reason, byCitizen: true });
      return saved(after);
    });
  },

  async RateComplaint({ rating, comment, ...caller }, ctx) {
    const found = await ownReport(ctx, caller);
    return ctx.database.db.transaction().execute(async (trx) => {
      const row = await lockReport(trx, found.oid);
      if (!row.answered_at || !(REOPENABLE_STATUSES as readonly string[]).includes(row.status)) {
        throw conflict('Bildirim yanıtlandıktan sonra puanlanabilir.');
      }
      await trx
        .updateTable('complaint')
        .set({ rating, rating_comment: comment || null })
        .where('oid', '=', row.oid)
        .execute();
      await addEvent(trx, row.oid, {
        kind: 'RATED',
        text: `${rating}/5${comment ? ` — ${comment}` : ''}`,
        byCitizen: true,
      });
      return saved(row);
    });
  },

  async FollowComplaint({ trackingNo, gsmNumber, email, phoneProof }, ctx) {
    const target = await ctx.database.db
      .selectFrom('complaint')
      .select(['oid', 'status'])
      .where('tracking_no', '=', trackingNo)
      .executeTakeFirst();
    if (!target || !(OPEN_COMPLAINT_STATUSES as readonly string[]).includes(target.status)) {
      throw notFound('Bu takip numarasıyla izlenebilecek açık bir bildirim bulunamadı.');
    }
    const { member, gsm } = await provePhone(ctx.database.db, ctx, gsmNumber, phoneProof);
    return ctx.database.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('complaint_follower')
        .values({ complaint_oid: target.oid, gsm_number: gsm, email, member_oid: member?.oid ?? null })
        .onConflict((oc) => oc.columns(['complaint_oid', 'gsm_number']).doNothing())
        .execute();
      return { TrackingNo: trackingNo, Status: target.status };
    });
  },

  async GetMyComplaints(_input, ctx) {
    const member = memberOf(ctx);
    const rows = await reportWithNames(ctx.database.db)
      .where((eb) =>
        eb.or([
          eb('c.member_oid', '=', member),
          eb(
            'c.oid',
            'in',
            eb.selectFrom('complaint_follower').select('complaint_oid').where('member_oid', '=', member),
          ),
        ]),
      )
      .orderBy('c.created_at', 'desc')
      .limit(200)
      .execute();
    return rows.map((r) => ({
      TrackingNo: r.tracking_no,
      Kind: r.kind,
      CategoryName: r.category_name,
      SubcategoryName: r.subcategory_name,
      Subject: r.subject,
      Status: r.status,
      CreatedAt: iso(r.created_at) as string,
      UpdatedAt: iso(r.updated_at) as string,
      Own: r.member_oid === member,
    }));
  },
};
