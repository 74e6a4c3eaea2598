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
  company: {
    title: 'Company Authorised People',
    intro:
      'Applications to act for a company. Open the signature circular and check that the applicant may represent ' +
      'the company; an approved person acts for the company until the last day you set and gives its staff ' +
      'authorisations. The person gets an SMS; the act is written to the audit log.',
    filter: 'Status',
    statuses: { WAITING: 'Waiting for review', APPROVED: 'Approved', REFUSED: 'Refused' },
    queue: 'Applications',
    empty: 'No application in this status.',
    masked: 'Personal data is masked (needs the members.personal permission).',
    columns: {
      applicant: 'Applicant',
      company: 'Company',
      applied: 'Applied on',
      circular: 'Signature circular',
      outcome: 'Outcome',
      actions: 'Action',
    },
    open: 'Open',
    openLabel: (name: string) => `Open the signature circular of ${name}`,
    approve: 'Approve',
    approveTitle: 'Approve the company’s authorised person',
    approveIntro:
      'The person may do everything for the company until the last day and give its staff authorisations. The last ' +
      'day may be at most a year ahead; to renew, the person applies again.',
    until: 'Last day of the authority',
    approved: 'Application approved.',
    refuse: 'Refuse',
    refuseTitle: 'Refuse the application',
    refuseIntro: 'The reason goes to the applicant by SMS and shows among their applications.',
    refuseReason: 'Reason for refusal',
    refuseRequired: 'Write the reason in at least 5 characters.',
    refused: 'Application refused.',
    approvedUntil: (day: string) => `Approved, last day ${day}`,
    refusedBecause: (reason: string) => `Refused: ${reason}`,
    people: 'The company’s authorised people',
    columnsPeople: { person: 'Person', kind: 'Kind', until: 'Last day', status: 'Status', actions: 'Action' },
    primary: 'Approved authorised person',
    staff: 'Staff (given by an authorised person)',
    end: 'End',
    endTitle: 'End the company authority',
    endIntro:
      'The person is refused for the company on their next call and gets an SMS. The staff authorisations they gave ' +
      'stay until revoked or until they run out.',
    endReason: 'Reason for ending',
    endRequired: 'Write the reason in at least 5 characters.',
    ended: 'Company authority ended.',
  },
};
