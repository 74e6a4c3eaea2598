import type { RuleTexts } from './reminder-rule.tr.js';

/** The reminder rule's texts on the settings form, in English. */
export const en: RuleTexts = {
  legend: 'Due-date reminders',
  daysBefore: 'Days before (unless the member chose their own)',
  days: (d: number) => `${d} days before`,
  kinds: 'Obligations reminded of',
  kindNames: {
    ACCRUAL: 'Taxes and fees',
    RESTRUCTURING: 'Restructuring installment',
    WATER_BILL: 'Water bill',
    DECLARATION: 'Declaration',
    WATER_CUT: 'Water line cut',
  },
  quietFrom: 'Quiet hours from',
  quietUntil: 'Quiet hours until',
  quietNote: 'No reminder is sent in the quiet hours; the same start and end mean no quiet hours.',
};
