import type { CalendarTexts } from './tr.js';

/** Takvimim's texts, in English. */
export const en: CalendarTexts = {
  intro:
    'Upcoming due dates of your registry, your water subscriptions and your restructuring plan. A due date on a ' +
    "weekend or holiday is moved to the next working day; amounts include today's late fee.",
  views: 'View',
  list: 'List',
  month: 'Month',
  empty: 'You have no upcoming due dates.',
  kinds: {
    ACCRUAL: 'Taxes and fees',
    RESTRUCTURING: 'Restructuring installment',
    WATER_BILL: 'Water bill',
    DECLARATION: 'Declaration',
    WATER_CUT: 'Water line cut',
  },
  due: 'Due date',
  amount: 'Amount',
  lateFee: (fee: string) => `including ${fee} late fee`,
  overdue: 'Overdue',
  holds: {
    PLAN: "In a restructuring plan; paid through the plan's installments.",
    PAYMENT: 'A payment at the bank is in progress.',
    OTHER: 'In another process right now.',
  },
  pay: 'Pay',
  act: 'Go to the service',
  addToCalendar: 'Add to calendar',
  addToCalendarOf: (title: string) => `${title}: add to calendar`,
  payOf: (title: string) => `${title}: pay`,
  actOf: (title: string) => `${title}: go to the service`,
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  weekdaysShort: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  dayCount: (n: number) => (n === 1 ? '1 due date' : `${n} due dates`),
  dayTitle: (day: string) => `Due dates on ${day}`,
  noneThatDay: 'Nothing is due on this day.',
  reminders: {
    title: 'Reminders',
    intro: (from: number, until: number) =>
      from === until
        ? 'We remind you by SMS and e-mail before the due date.'
        : `We remind you by SMS and e-mail before the due date; we send nothing between ${String(from).padStart(2, '0')}:00 and ${String(until).padStart(2, '0')}:00.`,
    days: 'How many days before',
    municipalDefault: (n: number) => `The municipality's choice (${n} days)`,
    daysOption: (n: number) => (n === 1 ? '1 day before' : `${n} days before`),
    sms: 'By SMS',
    email: 'By e-mail',
    noConsent: 'You have not allowed messages on this channel; you can allow them on My Account Details.',
    consentLink: 'My Account Details',
    save: 'Save',
    saved: 'Your reminder schedule is saved.',
    upcoming: 'Upcoming reminders',
    none: 'No reminder is due to be sent soon.',
    sendOn: 'Sent on',
    channel: 'Channel',
    about: 'About',
    channels: { SMS: 'SMS', EMAIL: 'E-mail' },
  },
  feed: {
    title: 'Calendar subscription',
    intro:
      'When the calendar app of your phone or computer subscribes to this address, your due dates appear in your ' +
      'calendar with a reminder three days before. The address is yours alone; do not share it.',
    none: 'You have no calendar address yet.',
    since: (when: string) =>
      `Your address was created on ${when}. For your safety it is shown only when created; renew it to see it again.`,
    showAmounts: 'Show amounts in the calendar',
    create: 'Get a calendar address',
    renew: 'Renew the address',
    renewHint: 'Renewing stops the old address at once.',
    stop: 'End the subscription',
    address: 'Calendar address',
    copy: 'Copy',
    copied: 'Address copied.',
    copyFailed: 'The address could not be copied; select it in the box and copy it.',
    open: 'Open in the calendar app',
    renewed: 'Your new calendar address is ready; the old one no longer works.',
    stopped: 'The calendar subscription has ended.',
  },
};
