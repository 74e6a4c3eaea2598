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
});
export type DeliveryDay = z.infer<typeof DeliveryDay>;

/** At most this many days in one answer: a quarter, enough to see a tax season. */
export const DELIVERY_MAX_DAYS = 92;

export const deliveryCalls = {
  GetDeliveryByDay: defineCall({
    tag: 'calendar',
    access: access.staff('jobs.read'),
    effect: 'read',
    summary: 'SMS ve e-posta gönderimi gün gün: gönderilen, başarısız, bekleyen ve aralarındaki son gün hatırlatmaları',
    request: BaseRequest.extend({
      /** The first and last Istanbul day; by default the last 14 days up to today. */
      from: IsoDate.optional(),
      to: IsoDate.optional(),
    }),
    response: z.object({ From: IsoDate, To: IsoDate, Days: z.array(DeliveryDay) }),
  }),
};
