import { randomInt } from 'node:crypto';
import { type ComplaintStatus, type FileRef, normalizeMobile, todayInIstanbul } from '@e-belediye/contracts';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Settings } from '../../config/settings.js';
import type { DB } from '../../db/schema.js';
import { streetNameSql } from '../../db/text.js';
import { ComplaintSms, notifyCitizen } from '../notifications/index.js';

export type ComplaintRow = Selectable<DB['complaint']>;
export const COMPLAINT_MESSAGE_CODE = 7040;

/** Letters and digits a citizen reads out on the phone without mixing them up (no 0/O, 1/I). */
const TRACKING_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** A new tracking number: the year and six random characters, so one number does not lead to the next. */
export function newTrackingNo(): string {
  let tail = '';
  for (let i = 0; i < 6; i++) tail += TRACKING_ALPHABET[randomInt(TRACKING_ALPHABET.length)];
  return `${todayInIstanbul().slice(0, 4)}-${tail}`;
}

export const phoneOf = (gsm: string) => normalizeMobile(gsm);
export const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** The words of each status in the citizen's messages. */
export const StatusWords: Record<ComplaintStatus, string> = {
  RECEIVED: 'alındı',
  ASSIGNED: 'ilgili müdürlüğe iletildi',
  IN_PROGRESS: 'işleme alındı',
  ANSWERED: 'yanıtlandı',
  RESOLVED: 'çözüldü',
  CLOSED: 'kapatıldı',
  MERGED: 'aynı konudaki başka bir bildirimle birleştirildi',
};

/** Where a citizen lands from a message: the tracking page with the number filled in. */
export const trackingLink = (settings: Settings, trackingNo: string) =>
  `${settings.publicUrl.replace(/\/$/, '')}/ComplaintsAndRequests?takip=${trackingNo}`;

/**
 * Tells the citizen who filed the report and everyone who follows it (SMS, and e-mail when they gave an address),
 * in the transaction of the change.
 */
export async function notifyReport(
  trx: Kysely<DB>,
  settings: Settings,
  report: Pick<ComplaintRow, 'oid' | 'tracking_no' | 'registry_oid' | 'gsm_number' | 'email'>,
  what: string,
) {
  const followers = await trx
    .selectFrom('complaint_follower')
    .select(['gsm_number', 'email'])
    .where('complaint_oid', '=', report.oid)
    .execute();
  const link = trackingLink(settings, report.tracking_no);
  const text = ComplaintSms.change(settings.app.MunicipalityName, report.tracking_no, what, link);
  const sent = new Set<string>();
  for (const to of [
    { registryOid: report.registry_oid, gsmNumber: report.gsm_number, email: report.email },
    ...followers.map((f) => ({ registryOid: null, gsmNumber: f.gsm_number, email: f.email })),
  ]) {
    if (sent.has(to.gsmNumber)) continue;
    sent.add(to.gsmNumber);
    await notifyCitizen(trx, { ...to, text, messageCode: COMPLAINT_MESSAGE_CODE });
  }
}

/** Appends one entry to a report's timeline. */
export function addEvent(
  trx: Kysely<DB>,
  complaintOid: number,
  event: {
    kind: Selectable<DB['complaint_event']>['kind'];
    status?: ComplaintStatus | null;
    text?: string | null;
    public?: boolean;
    byCitizen?: boolean;
    department?: string | null;
    staffOid?: number | null;
    files?: FileRef[];
  },
) {
  return trx
    .insertInto('complaint_event')
    .values({
      complaint_oid: complaintOid,
      kind: event.kind,
      status: event.status ?? null,
      text: event.text ?? null,
      public: event.public ?? true,
      by_citizen: event.byCitizen ?? false,
      department: event.department ?? null,
      staff_oid: event.staffOid ?? null,
      files: JSON.stringify(event.files ?? []),
    })
    .execute();
}

/** A report's timeline, oldest first; the citizen's view leaves out internal notes and staff names. */
export async function timelineOf(db: Kysely<DB>, complaintOid: number, forStaff: boolean) {
  let q = db
    .selectFrom('complaint_event as e')
    .leftJoin('staff as s', 's.oid', 'e.staff_oid')
    .select([
      'e.at',
      'e.kind',
      'e.status',
      'e.text',
      'e.public',
      'e.by_citizen',
      'e.department',
      's.display_name',
      'e.files',
    ])
    .where('e.complaint_oid', '=', complaintOid);
  if (!forStaff) q = q.where('e.public', '=', true);
  const rows = await q.orderBy('e.at').orderBy('e.oid').execute();
  return rows.map((r) => ({
    At: iso(r.at) as string,
    Kind: r.kind,
    Status: r.status as ComplaintStatus | null,
    Text: r.text,
    Public: r.public,
    ByCitizen: r.by_citizen,
    Department: r.department,
    StaffName: forStaff ? r.display_name : null,
    Files: (typeof r.files === 'string' ? JSON.parse(r.files) : r.files) as FileRef[],
  }));
}

/** The report with its category, subcategory and address names: what both views start from. */
export const reportWithNames = (db: Kysely<DB>) =>
  db
    .selectFrom('complaint as c')
    .innerJoin('complaint_category as cat', 'cat.oid', 'c.category_oid')
    .leftJoin('complaint_category as sub', 'sub.oid', 'c.subcategory_oid')
    .innerJoin('district as d', 'd.code', 'c.district_code')
    .innerJoin('street as st', 'st.code', 'c.street_code')
    .leftJoin('outer_door as od', 'od.oid', 'c.outer_door_oid')
    .selectAll('c')
    .select([
      'cat.name as category_name',
      'sub.name as subcategory_name',
      'cat.target_days',
      'd.name as district_name',
      streetNameSql('st').as('street_name'),
      'od.door_no',
    ]);

/**
 * Late: answered after its category's target days, or not answered yet and past them. A report closed without
 * an answer counts until it was closed.
 */
export const lateSql = sql<boolean>`(coalesce(c.first_answered_at, case when c.status in ('CLOSED', 'MERGED') then c.updated_at else now() end) > c.created_at + cat.target_days * interval '1 day')`;
export const ageDaysSql = sql<number>`floor(extract(epoch from (now() - c.created_at)) / 86400)::int`;
