import { z } from 'zod';

/**
 * What the settings need of the calendar (ADR 0046), apart from its calls so that the page shell, which reads the
 * public settings, carries no call definitions: the kinds of obligation and the office's reminder rule.
 */
export const ObligationKind = z.enum(['ACCRUAL', 'RESTRUCTURING', 'WATER_BILL', 'DECLARATION', 'WATER_CUT']);
export type ObligationKind = z.infer<typeof ObligationKind>;

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
