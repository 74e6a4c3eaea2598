import { z } from 'zod';
import { access, BaseRequest, defineCall } from '../common.js';
import { ObligationKind } from './obligations.js';

/**
 * Reminders before a due date (ADR 0046): the municipality's rule (a run-time setting) and each member's own
 * schedule within it. Nobody is reminded without the consent given on /UserUpdate; nobody at night.
 */
export const ReminderChannel = z.enum(['SMS', 'EMAIL']);
export type ReminderChannel = z.infer<typeof ReminderChannel>;

const hour = (field: string) =>
  z
    .int(`${field} bir tam sayı olmalıdır.`)
    .min(0, `${field} 0 ile 23 arasında olmalıdır.`)
    .max(23, `${field} 0 ile 23 arasında olmalıdır.`);

/** The office's rule: how many days before by default, for which kinds, and the hours nothing is sent. */
export const ReminderSettings = z.object({
  DaysBefore: z
    .int('Gün sayısı bir tam sayı olmalıdır.')
    .min(1, 'En az 1 gün önce olmalıdır.')
    .max(30, 'En çok 30 gün önce olabilir.'),
  Kinds: z.array(ObligationKind).max(5),
  /** From this hour (Istanbul) until `QuietUntil` nothing is sent; equal hours: no quiet time. */
  QuietFrom: hour('Sessiz saatlerin başlangıcı'),
  QuietUntil: hour('Sessiz saatlerin bitişi'),
});
export type ReminderSettings = z.infer<typeof ReminderSettings>;

export const defaultReminderSettings: ReminderSettings = {
  DaysBefore: 3,
  Kinds: ['ACCRUAL', 'RESTRUCTURING', 'WATER_BILL', 'DECLARATION', 'WATER_CUT'],
  QuietFrom: 21,
  QuietUntil: 9,
};

/** Whether `hour` (0–23, Istanbul) falls in the quiet time, which may run past midnight (21 → 9). */
export function inQuietHours(hourOfDay: number, s: Pick<ReminderSettings, 'QuietFrom' | 'QuietUntil'>): boolean {
  if (s.QuietFrom === s.QuietUntil) return false;
  return s.QuietFrom < s.QuietUntil
    ? hourOfDay >= s.QuietFrom && hourOfDay < s.QuietUntil
    : hourOfDay >= s.QuietFrom || hourOfDay < s.QuietUntil;
}

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
