import type { SettingsTexts } from './tr.js';

export const en: SettingsTexts = {
  title: 'Run-time settings',
  intro:
    'These settings are applied as soon as they are saved, without restarting the system. Every save is a new version; who changed what, when and why is shown below.',
  pause: 'Daily payment pause',
  pauseNote: 'No card payments are taken between these times. When start and end are the same, there is no pause.',
  pauseStart: 'Start',
  pauseFinish: 'End',
  timeInvalid: 'Enter the time as HH:MM.',
  bank: 'Active bank',
  bankLabel: 'Bank offered first for payments',
  notices: 'Home page notices',
  noticesNote: (max: number) =>
    `At most ${max} notices are shown on the home page. Without dates a notice always shows.`,
  noNotices: 'No notices are published.',
  notice: (n: number) => `Notice ${n}`,
  textTr: 'Turkish text',
  textEn: 'English text (optional)',
  textEnHint: 'When empty, the English page shows the Turkish text.',
  textRequired: 'Write the Turkish text of the notice.',
  charactersLeft: (n: number) => `${n} characters left`,
  level: 'Kind',
  levels: { info: 'Information', warning: 'Warning' },
  from: 'First day (optional)',
  until: 'Last day (optional)',
  untilBeforeFrom: 'The last day cannot be before the first day.',
  addNotice: 'Add a notice',
  removeNotice: (n: number) => `Remove notice ${n}`,
  reason: 'Reason for the change',
  reasonShort: 'Write the reason for the change (at least 5 characters).',
  save: 'Save and apply',
  saved: (version: number) => `Settings saved and applied (version ${version}).`,
  current: (version: number, by: string | null, at: string | null) =>
    version === 0
      ? 'The values of the settings file are in force; nothing has been changed in the office yet.'
      : `Version ${version} is in force: ${by ?? '-'}, ${at ?? '-'}.`,
  reload: 'Load the latest version',
  history: 'Version history',
  noHistory: 'No changes yet.',
  version: 'Version',
  changedAt: 'Time',
  changedBy: 'Staff member',
  changed: 'Changed',
  why: 'Reason',
  nothingChanged: 'No change',
};
