import {
  announcementCalls,
  calendarCalls,
  deliveryCalls,
  istanbulHour,
  messageCalls,
  reminderCalls,
  todayInIstanbul,
} from '@e-belediye/contracts';
import type { FastifyInstance } from 'fastify';
import { type CallContext, type Handlers, memberOf, staffOf } from '../../http/calls.js';
import { notFound, unauthenticated } from '../../http/errors.js';
import { defineModule, type JobDefinition, type ModuleDeps } from '../../http/module.js';
import { auditStaffAct } from '../audit/index.js';
import { clientIp, loadSession, sessionCookie } from '../auth/index.js';
import { enqueueJob } from '../jobs/index.js';
import { unsubscribeRegistry } from '../notifications/index.js';
import { registryOfMember } from '../registries/index.js';
import { announcementBatch, previewAnnouncement, startAnnouncement } from './announcements.js';
import { bouncesIn, deliveryByDay, deliveryRange } from './delivery.js';
import { feedOfMember, feedOfToken, feedUrls, renewFeed, stopFeed } from './feed.js';
import { calendarText } from './ics.js';
import { messagesOf } from './messages.js';
import { upcomingObligations } from './obligations.js';
import { saveSchedule, scheduleOf, sendReminders, stopEmailReminders } from './reminders.js';

export { calendarText } from './ics.js';
export { upcomingObligations } from './obligations.js';
export { REMINDER_MESSAGE, sendReminders } from './reminders.js';

/** The calendar's clock: tests move it to see a day come and pass, and an hour fall in the quiet time. */
export const calendarClock = { today: () => todayInIstanbul(), hour: () => istanbulHour() };

const now = () => ({ today: calendarClock.today(), hour: calendarClock.hour() });

/** Reminders go out by a sweep a few times an hour; a missed pass is made up by the next (the day window holds). */
const sweep: JobDefinition<void> = {
  name: 'calendar.reminders',
  everyMs: 15 * 60 * 1000,
  async run(_payload, { database, settings, log }) {
    const result = await sendReminders(database, settings, now());
    if (result.sent) log.info(result, 'Son gün hatırlatmaları kuyruğa alındı');
  },
};

/** One member's reminders at once, after they change their schedule (quiet hours still hold). */
const remindMember: JobDefinition<{ memberOid: number }> = {
  name: 'calendar.remind-member',
  maxAttempts: 3,
  async run({ memberOid }, { database, settings }) {
    await sendReminders(database, settings, now(), memberOid);
  },
};

/** Days before a due date that a calendar app's alarm rings. */
const ALARM_DAYS_BEFORE = 3;

const feedState = (row: { showAmounts: boolean; since: Date } | undefined) => ({
  Since: row ? row.since.toISOString() : null,
  ShowAmounts: row ? row.showAmounts : true,
});

const calls = { ...calendarCalls, ...reminderCalls, ...messageCalls, ...deliveryCalls, ...announcementCalls };

export const calendarHandlers: Handlers<typeof calls> = {
  async GetMyObligations(_input, ctx) {
    const memberOid = memberOf(ctx);
    const today = calendarClock.today();
    const [items, feed] = await Promise.all([
      upcomingObligations(ctx.database, await registryOfMember(ctx.database, memberOid), today),
      feedOfMember(ctx.database, memberOid),
    ]);
    return { Today: today, Items: items, Feed: feedState(feed) };
  },

  async RenewCalendarFeed({ showAmounts }, ctx: CallContext) {
    const { token, since } = await renewFeed(ctx.database, memberOf(ctx), showAmounts);
    const urls = feedUrls(ctx.settings.publicUrl, token);
    return { HttpsUrl: urls.httpsUrl, WebcalUrl: urls.webcalUrl, Since: since.toISOString(), ShowAmounts: showAmounts };
  },

  async StopCalendarFeed(_input, ctx) {
    await stopFeed(ctx.database, memberOf(ctx));
    return feedState(undefined);
  },

  async GetMyMessages({ search, topic, limit }, ctx) {
    const registryOid = await registryOfMember(ctx.database, memberOf(ctx));
    return { Items: await messagesOf(ctx.database, registryOid, { search: search || undefined, topic }, limit) };
  },

  async GetMyReminderSchedule(_input, ctx) {
    return scheduleOf(ctx.database, ctx.settings, memberOf(ctx), calendarClock.today());
  },

  async SaveMyReminderSchedule({ daysBefore, sms, email }, ctx) {
    const memberOid = memberOf(ctx);
    await saveSchedule(ctx.database, memberOid, { daysBefore, sms, email });
    // A longer lead may bring a reminder due today: it is sent now rather than at the next sweep.
    await enqueueJob(ctx.database.db, remindMember, { memberOid }, { key: `calendar.remind-member:${memberOid}` });
    return scheduleOf(ctx.database, ctx.settings, memberOid, calendarClock.today());
  },

  async GetDeliveryByDay(input, ctx) {
    const { from, to } = deliveryRange(calendarClock.today(), input.from, input.to);
    const [days, bounces] = await Promise.all([
      deliveryByDay(ctx.database, from, to),
      bouncesIn(ctx.database, from, to),
    ]);
    return { From: from, To: to, Days: days, Bounces: bounces };
  },

  async GetAnnouncementRevenueKinds(_input, ctx) {
    const rows = await ctx.database.db.selectFrom('revenue_type').select(['code', 'name']).orderBy('code').execute();
    return rows.map((r) => ({ Code: r.code, Name: r.name }));
  },

  async PreviewAnnouncement(draft, ctx) {
    staffOf(ctx);
    return previewAnnouncement(ctx.database, ctx.settings, draft);
  },

  async SendAnnouncement(draft, ctx) {
    const staffOid = staffOf(ctx);
    const preview = await previewAnnouncement(ctx.database, ctx.settings, draft);
    const id = await ctx.database.db.transaction().execute(async (trx) => {
      const announcementId = await startAnnouncement(trx, draft);
      // The words and the audience are recorded; who received it is in the outboxes, not in the log.
      await auditStaffAct(trx, staffOid, {
        action: 'ANNOUNCEMENT_SENT',
        recordType: 'announcement',
        recordId: announcementId,
        after: {
          Audience: draft.audience,
          Sms: draft.sms,
          Email: draft.email,
          Subject: draft.subject,
          Text: draft.text,
        },
        detail: { Members: preview.Members, SmsCount: preview.Sms, EmailCount: preview.Email },
        ip: clientIp(ctx.request),
      });
      return announcementId;
    });
    return { ...preview, AnnouncementId: id };
  },
};

const FEED_GONE = 'Bu takvim adresi artık geçerli değil; Takvimim sayfasından yeni adresi alınız.';

/**
 * GET /api/calendar/feed/<token>.ics — the member's calendar for a calendar app, with no session; and
 * GET /api/calendar/event/<uid>.ics — one obligation of the signed-in member ("Takvime ekle").
 */
function registerCalendarRoutes(app: FastifyInstance, { database, settings }: ModuleDeps) {
  const draw = async (memberOid: number, showAmounts: boolean, only?: string) => {
    const registryOid = await registryOfMember(database, memberOid);
    const items = await upcomingObligations(database, registryOid, calendarClock.today());
    const chosen = only === undefined ? items : items.filter((o) => o.Uid === only);
    if (only !== undefined && chosen.length === 0) throw notFound('Bu yükümlülük bulunamadı ya da artık yok.');
    return calendarText(chosen, {
      publicUrl: settings.publicUrl,
      municipality: settings.app.MunicipalityName,
      showAmounts,
      alarmDaysBefore: ALARM_DAYS_BEFORE,
      now: new Date(),
    });
  };

  app.get<{ Params: { file: string } }>(
    '/api/calendar/feed/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const feed = /^[A-Za-z0-9_-]{40,60}$/.test(token) ? await feedOfToken(database, token) : undefined;
      if (!feed) throw notFound(FEED_GONE);
      const text = await draw(feed.memberOid, feed.showAmounts);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="takvimim.ics"')
        .header('cache-control', 'private, no-store')
        .send(text);
    },
  );

  // One click from a reminder e-mail, without signing in: a mail app's POST (RFC 8058) or the link in the message.
  const unsubscribe = async (key: string | undefined) => {
    const registryOid = key ? unsubscribeRegistry(settings, key) : null;
    if (registryOid === null || !(await stopEmailReminders(database, registryOid))) {
      throw notFound('Bu bağlantı geçerli değil.');
    }
  };
  app.post<{ Querystring: { k?: string } }>('/hatirlatma-iptal', { schema: { hide: true } }, async (request, reply) => {
    await unsubscribe(request.query.k);
    return reply.code(204).send();
  });
  app.get<{ Querystring: { k?: string } }>('/hatirlatma-iptal', { schema: { hide: true } }, async (request, reply) => {
    await unsubscribe(request.query.k);
    const name = settings.app.MunicipalityName.replace(/[<&>"]/g, '');
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
          `<title>Hatırlatmalar durduruldu | ${name}</title></head><body style="font-family:sans-serif;max-width:40em;margin:2em auto;padding:0 1em">` +
          `<h1>E-posta hatırlatmaları durduruldu</h1><p>Son gün hatırlatmaları artık e-postanıza gönderilmeyecek. ` +
          `Yeniden açmak için E-Belediye'de Takvimim sayfasındaki hatırlatma ayarlarını kullanabilirsiniz.</p>` +
          `<p><a href="/takvimim">Takvimim</a></p></body></html>`,
      );
  });

  app.get<{ Params: { file: string } }>(
    '/api/calendar/event/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const id = request.cookies[sessionCookie(settings)];
      const session = id ? await loadSession(database, settings, id) : null;
      if (!session) throw unauthenticated();
      const uid = request.params.file.replace(/\.ics$/, '');
      if (!/^[a-z0-9-]{3,120}$/i.test(uid)) throw notFound('Bu yükümlülük bulunamadı ya da artık yok.');
      const text = await draw(session.memberOid, true, uid);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${uid}.ics"`)
        .header('cache-control', 'private, no-store')
        .send(text);
    },
  );
}

/** "Takvimim": the member's obligations, their calendar feed and the single-event downloads (ADR 0046). */
export const calendarModule = defineModule({
  name: 'calendar',
  calls,
  handlers: calendarHandlers,
  routes: registerCalendarRoutes,
  jobs: [sweep, remindMember, announcementBatch],
});
