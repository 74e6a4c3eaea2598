import type { DelegationTexts } from './tr.js';

/** Acting for someone else, in English. */
export const en: DelegationTexts = {
  accountant: (no: string) => `Certified accountant registered by the municipality (chamber no. ${no})`,
  tabs: { received: 'My authorisations', given: 'Authorisations I gave' },
  receivedIntro:
    'Authorisations other people gave you. With one you accepted, choose the person under “On whose behalf?” in ' +
    'the top bar to act for them; the person who gave it sees everything you do.',
  givenIntro:
    'Choose who may act for you on your registry. An authorisation is confirmed with a code sent to your ' +
    'registered phone, starts when the other person accepts it, and can be withdrawn at any moment.',
  scopes: {
    see: 'See debts and receipts',
    pay: 'Pay',
    declare: 'Declarations',
    restructure: 'Apply for debt restructuring',
    water: 'Water applications',
    complain: 'Requests and complaints',
  },
  statuses: {
    PENDING: 'Awaiting acceptance',
    ACTIVE: 'In force',
    DECLINED: 'Declined',
    REVOKED: 'Withdrawn',
    SUSPENDED: 'Suspended by the municipality',
    EXPIRED: 'Expired',
  },
  columns: {
    owner: 'Given by',
    grantee: 'Given to',
    scopes: 'Scopes',
    until: 'Last day',
    status: 'Status',
    notify: 'SMS to the owner',
    actions: 'Actions',
  },
  notify: {
    each: 'On each payment and declaration',
    grantOnly: 'Only when it is given and when it ends',
  },
  none: { received: 'Nobody has given you an authorisation.', given: 'You have not authorised anyone yet.' },
  accept: 'Accept',
  actAs: 'Act for this person',
  leave: 'Give it up',
  revoke: 'Withdraw',
  acted: 'Act',
  acts: (n: number) => `What was done under this authorisation (${n})`,
  noActs: 'Nothing has been done under this authorisation yet.',
  actColumns: { at: 'Time', what: 'Done', reference: 'Record' },
  accepted:
    'You accepted the authorisation. Choose the person under “On whose behalf?” in the top bar to act for them.',
  revoked: 'The authorisation was withdrawn. The next act under it will be refused.',
  left: 'You gave the authorisation up.',
  renewal: {
    open: 'Renew',
    title: (who: string) => `Renew the authorisation you gave ${who}`,
    intro:
      'Choose its new last day and scopes, and confirm with the code sent to your registered phone. Renewed before ' +
      'it ends, it runs on without a break; an expired one starts again.',
    codeSent: (masked: string, gsm: string) =>
      `A code to renew the authorisation you gave ${masked} was sent to your phone ${gsm}.`,
    confirm: 'Confirm renewal',
    done: (until: string) => `The authorisation was renewed. Its last day: ${until}.`,
  },
  form: {
    title: 'Authorise someone',
    pidNo: 'Their T.C. identity number',
    name: 'Their first name and surname',
    nameHint: 'Must match the identity number.',
    scopes: 'Scopes',
    seeAlways: 'Seeing debts and receipts comes with every authorisation.',
    notifyActs: 'Send me an SMS each time this person pays or files a declaration for me',
    until: 'Last day of the authorisation',
    untilHint: 'At most one year from today.',
    send: 'Send confirmation code',
    codeSent: (masked: string, gsm: string) => `A code to authorise ${masked} was sent to your phone ${gsm}.`,
    code: 'Confirmation code',
    confirm: 'Confirm authorisation',
    cancel: 'Cancel',
    done: 'Authorised. It starts when the other person accepts it.',
  },
};
