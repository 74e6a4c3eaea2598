import { z } from 'zod';
import { access, BaseRequest, defineCall, IsoDate } from '../common.js';

/** How many messages of a day went out, failed for good, or still wait (queued or being retried). */
export const DeliveryCounts = z.object({ Sent: z.int(), Failed: z.int(), Pending: z.int() });
export type DeliveryCounts = z.infer<typeof DeliveryCounts>;

/** One Istanbul day of the SMS and e-mail outboxes, by the day a message was queued; reminders are counted in both. */
export const DeliveryDay = z.object({
  Day: IsoDate,
  Sms: DeliveryCounts,
  Email: DeliveryCounts,
  /** The due-date reminders among the day's SMS and e-mail. */
  Reminders: DeliveryCounts,
  /** E-mails whose bounce (a delivery status notification) arrived that day, whenever they were queued. */
  Bounced: z.int(),
});
export type DeliveryDay = z.infer<typeof DeliveryDay>;

/** An e-mail that came back: to whom (masked), what, when, and the remote server's reason (addresses masked). */
export const BouncedEmail = z.object({
  /** The message's row, a key for the list only. */
  Id: z.int(),
  At: z.string(),
  To: z.string(),
  Subject: z.string(),
  /** The RFC 3463 status: 5.x.x permanent (no more mail to the address), 4.x.x transient. */
  Status: z.string(),
  Permanent: z.boolean(),
  Reason: z.string(),
});
export type BouncedEmail = z.infer<typeof BouncedEmail>;

/** The newest bounces of the range listed with the days. */
export const BOUNCES_LISTED = 100;

/** At most this many days in one answer: a quarter, enough to see a tax season. */
export const DELIVERY_MAX_DAYS = 92;

export const deliveryCalls = {
  GetDeliveryByDay: defineCall({
    tag: 'calendar',
    access: access.staff('jobs.read'),
    effect: 'read',
    summary:
      'SMS ve e-posta gönderimi gün gün: gönderilen, başarısız, bekleyen, aralarındaki son gün hatırlatmaları ve geri dönen e-postalar',
    request: BaseRequest.extend({
      /** The first and last Istanbul day; by default the last 14 days up to today. */
      from: IsoDate.optional(),
      to: IsoDate.optional(),
    }),
    response: z.object({ From: IsoDate, To: IsoDate, Days: z.array(DeliveryDay), Bounces: z.array(BouncedEmail) }),
  }),
};
