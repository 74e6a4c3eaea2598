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
};
