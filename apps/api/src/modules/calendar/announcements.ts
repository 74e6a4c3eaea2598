import { randomUUID } from 'node:crypto';
import {
  ANNOUNCEMENT_BATCH,
  type AnnouncementAudience,
  type AnnouncementPreview,
  clockNow,
  normalizeMobile,
} from '@e-belediye/contracts';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Settings } from '../../config/settings.js';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { invalid } from '../../http/errors.js';
import type { JobDefinition } from '../../http/module.js';
import { enqueueJob } from '../jobs/index.js';
import { enqueueEmail, enqueueSms } from '../notifications/index.js';

/** The message code of an announcement in the outboxes (Mesajlarım lists it under "other"). */
export const ANNOUNCEMENT_MESSAGE = 7080;
const NOTICE_SMS_TYPE = 1;

export interface Announcement {
  audience: AnnouncementAudience;
  sms: boolean;
  email: boolean;
  subject: string;
  text: string;
}

type Db = Kysely<DB> | Transaction<DB>;

/** Active members of the audience who consented to at least one chosen channel, with where to reach them. */
function audienceRows(db: Db, a: Announcement, afterOid = 0, limit?: number) {
  return db
    .selectFrom('member as m')
    .innerJoin('member_detail as d', 'd.member_oid', 'm.oid')
    .innerJoin('registry as r', 'r.oid', 'm.registry_oid')
    .leftJoin('street as s', 's.code', 'r.street_code')
    .select([
      'm.oid',
      'm.registry_oid',
      sql<
        string | null
      >`case when ${a.sms} and d.sms_allowed then coalesce(nullif(m.gsm_number, ''), nullif(r.gsm_number, '')) end`.as(
        'gsm',
      ),
      sql<
        string | null
      >`case when ${a.email} and d.email_allowed then coalesce(nullif(m.email, ''), nullif(r.email, '')) end`.as(
        'email',
      ),
    ])
    .where('m.status', '=', 'ACTIVE')
    .where('m.oid', '>', afterOid)
    .where((eb) =>
      eb.or([
        ...(a.sms ? [eb('d.sms_allowed', '=', true)] : []),
        ...(a.email ? [eb('d.email_allowed', '=', true)] : []),
      ]),
    )
    .$if(a.audience.Kind === 'DISTRICT', (q) =>
      q.where('s.district_code', '=', (a.audience as { DistrictCode: string }).DistrictCode),
    )
    .$if(a.audience.Kind === 'DEBT', (q) =>
      q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('accrual as x')
            .select('x.oid')
            .whereRef('x.registry_oid', '=', 'r.oid')
            .where('x.revenue_code', '=', (a.audience as { RevenueCode: number }).RevenueCode)
            .where('x.cancelled_at', 'is', null)
            .whereRef('x.paid_kurus', '<', 'x.principal_kurus'),
        ),
      ),
    )
    .orderBy('m.oid')
    .$if(limit !== undefined, (q) => q.limit(limit!));
}

/** The texts as they go out: the municipality's name first, so a reader knows who speaks. */
export function announcementTexts(settings: Settings, a: Announcement) {
  const from = settings.app.MunicipalityName;
  return {
    sms: a.sms ? `${from}: ${a.text}` : null,
    subject: a.email ? a.subject : null,
    mail: a.email ? `Sayın üyemiz,\n\n${a.text}\n\nBu ileti bilgilendirme amaçlıdır.\n\n${from}` : null,
  };
}

export async function previewAnnouncement(
  database: Database,
  settings: Settings,
  a: Announcement,
): Promise<AnnouncementPreview> {
  if (!a.sms && !a.email) throw invalid('SMS ya da e-posta kanallarından en az birini seçiniz.');
  if (a.email && a.subject.length < 3) throw invalid('E-posta konusu en az 3 karakter olmalıdır.');
  const rows = await audienceRows(database.db, a).execute();
  const texts = announcementTexts(settings, a);
  return {
    Members: rows.filter((r) => r.gsm || r.email).length,
    Sms: rows.filter((r) => r.gsm).length,
    Email: rows.filter((r) => r.email).length,
    SmsText: texts.sms,
    MailSubject: texts.subject,
    MailText: texts.mail,
  };
}

interface BatchPayload extends Announcement {
  id: string;
  afterOid: number;
}

/**
 * One batch: the next members after `afterOid`, their messages queued and the next batch enqueued a minute later
 * in one transaction, so a batch that fails is retried whole and never sends twice.
 */
export const announcementBatch: JobDefinition<BatchPayload> = {
  name: 'calendar.announcement',
  maxAttempts: 5,
  async run(payload, { database, settings }) {
    const texts = announcementTexts(settings, payload);
    await database.db.transaction().execute(async (trx) => {
      const rows = await audienceRows(trx, payload, payload.afterOid, ANNOUNCEMENT_BATCH).execute();
      await enqueueSms(
        trx,
        rows
          .filter((r) => r.gsm && texts.sms)
          .map((r) => ({
            RegistryOid: r.registry_oid,
            GsmNumber: normalizeMobile(r.gsm!),
            SmsText: texts.sms!,
            smsType: NOTICE_SMS_TYPE,
            messageCode: ANNOUNCEMENT_MESSAGE,
          })),
      );
      await enqueueEmail(
        trx,
        rows
          .filter((r) => r.email && texts.subject && texts.mail)
          .map((r) => ({
            registryOid: r.registry_oid,
            to: r.email!.trim(),
            messageCode: ANNOUNCEMENT_MESSAGE,
            subject: texts.subject!,
            text: texts.mail!,
          })),
      );
      if (rows.length === ANNOUNCEMENT_BATCH) {
        const afterOid = rows[rows.length - 1]!.oid;
        await enqueueJob(
          trx,
          announcementBatch,
          { ...payload, afterOid },
          { key: `announcement:${payload.id}:${afterOid}`, runAt: new Date(clockNow().getTime() + 60_000) },
        );
      }
    });
  },
};

/** Queues the first batch; the rest follow a minute apart. Returns the announcement's id for the audit log. */
export async function startAnnouncement(trx: Transaction<DB>, a: Announcement): Promise<string> {
  const id = randomUUID();
  await enqueueJob(trx, announcementBatch, { ...a, id, afterOid: 0 }, { key: `announcement:${id}:0` });
  return id;
}
