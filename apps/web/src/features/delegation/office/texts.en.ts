import type { MemberGrantsTexts } from './texts.tr.js';

/** The grants on a member's page in the office, in English. */
export const en: MemberGrantsTexts = {
  title: 'Authorisations',
  none: 'This member has given or been given no authorisation.',
  roles: { OWNER: 'Given by the member', GRANTEE: 'Given to the member' },
  columns: {
    role: 'Direction',
    other: 'Other person',
    scopes: 'Scopes',
    until: 'Last day',
    status: 'Status',
    actions: 'Action',
  },
  suspend: 'Suspend',
  suspendTitle: 'Suspend the authorisation',
  suspendIntro:
    'The authorisation stops at once and the grantee is refused on their next act. The person who gave it is told ' +
    'by SMS; the audit log names both persons.',
  reason: 'Reason for suspending (complaint)',
  reasonRequired: 'Write the reason in at least 5 characters.',
  suspended: 'The authorisation was suspended.',
  close: 'Close',
  cancel: 'Cancel',
  confirm: 'Suspend',
  accountant: {
    title: 'Certified accountant registration',
    registered: (no: string, since: string) =>
      `Registered as a certified accountant: chamber no. ${no} (since ${since}).`,
    none: 'This member is not registered as a certified accountant.',
    register: 'Register as a certified accountant',
    registerIntro:
      'Copy the chamber registration number from the member’s TÜRMOB/SMMM certificate. Taxpayers granting them see ' +
      'it; the act is written to the audit log.',
    chamberNo: 'Chamber registration no.',
    chamberRequired: 'Enter the chamber registration number.',
    withdraw: 'Withdraw registration',
    withdrawTitle: 'Withdraw the accountant registration',
    withdrawIntro: 'The authorisations taxpayers gave stay; the member no longer shows as a registered accountant.',
    done: 'Registered as a certified accountant.',
    withdrawn: 'Accountant registration withdrawn.',
  },
};
