import { z } from 'zod';
import { access, BaseRequest, defineCall } from '../common.js';
import { defaultReminderSettings, inQuietHours, ReminderSettings } from './kinds.js';

export { defaultReminderSettings, inQuietHours, ReminderSettings };

/**
 * Reminders before a due date (ADR 0046): the municipality's rule (a run-time setting) and each member's own
 * schedule within it. Nobody is reminded without the consent given on /UserUpdate; nobody at night.
 */
export const ReminderChannel = z.enum(['SMS', 'EMAIL']);
export type ReminderChannel = z.infer<typeof ReminderChannel>;

/** The days before a due date a member may choose. */
export const REMINDER_DAY_CHOICES = [1, 3, 7, 14] as const;

export const ReminderSchedule = z.object({
  /** The member's own choice; null: the municipality's. */
  DaysBefore: z.int().nullable(),
  DefaultDaysBefore: z.int(),
  Sms: z.boolean(),
  Email: z.boolean(),
  /** What /UserUpdate allows: a channel without consent is never used, whatever the member chose here. */
  SmsConsent: z.boolean(),
  EmailConsent: z.boolean(),
  QuietFrom: z.int(),
  QuietUntil: z.int(),
  /** The reminders to come: which obligation, by which channel, on which day. */
  Upcoming: z.array(
    z.object({ Uid: z.string(), Title: z.string(), DueDate: z.string(), SendOn: z.string(), Channel: ReminderChannel }),
  ),
});
export type ReminderSchedule = z.infer<typeof ReminderSchedule>;

const tag = 'calendar';
export const reminderCalls = {
  GetMyReminderSchedule: defineCall({
    tag,
    access: access.member,
    summary: 'Oturumdaki üyenin hatırlatma planı: kaç gün önce, hangi kanallardan ve gelecek hatırlatmalar',
    request: BaseRequest,
    response: ReminderSchedule,
  }),
  SaveMyReminderSchedule: defineCall({
    tag,
    access: access.member,
    summary: 'Hatırlatma planını değiştirir; yeni plan hemen uygulanır (sessiz saatler dışında)',
    request: BaseRequest.extend({
      daysBefore: z
        .int()
        .refine((d) => (REMINDER_DAY_CHOICES as readonly number[]).includes(d), 'Listeden bir gün sayısı seçiniz.')
        .nullable(),
      sms: z.boolean(),
      email: z.boolean(),
    }),
    response: ReminderSchedule,
  }),
};
