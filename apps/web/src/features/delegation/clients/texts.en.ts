import type { ClientsTexts } from './texts.tr.js';

/** My clients, in English. */
export const en: ClientsTexts = {
  intro:
    'The taxpayers who authorised you and whose authorisation runs. You see the open debts, next deadlines and latest ' +
    'declarations of each, as far as their authorisation allows.',
  registered: (no: string) => `The municipality has registered you as a certified accountant (chamber no. ${no}).`,
  notRegistered:
    'The municipality has not registered you as a certified accountant. Apply to the municipality with your chamber ' +
    'certificate; the authorisations given to you are on My authorisations.',
  none: 'No taxpayer has an authorisation to you in force.',
  until: 'Last day of the authorisation',
  scopes: 'Authorisations',
  debts: 'Open debts',
  debtsLine: (count: number, total: string, fee: string) =>
    count === 0 ? 'No open debts.' : `${count} debts, ${total} in total with late fees (late fees ${fee})`,
  deadlines: 'Next deadlines',
  noDeadlines: 'No deadline coming.',
  declarations: 'Latest declarations',
  noDeclarations: 'No declarations.',
  notAllowed: 'Your authorisation does not let you see this.',
  actAs: 'Act for this taxpayer',
  open: 'Open',
  previous: 'Previous page',
  next: 'Next page',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
};
