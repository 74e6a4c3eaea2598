import { delegationCalls } from '@e-belediye/contracts';
import { defineModule } from '../../http/module.js';
import { accountantHandlers } from './accountants.js';
import { companyHandlers } from './companies.js';
import { grantHandlers } from './grants.js';
import { officeHandlers } from './office.js';

export { actingGuards } from './acting.js';
export { actedFor, actorOfOrder, filedFor, tellOwnerOfPayment } from './acts.js';

/**
 * Acting for someone else: a member grants another member scopes on their registry until a day, confirmed by an
 * SMS code to their own phone and accepted by the grantee; the call registry lets the grantee act within the
 * scopes, and both read every act done under the grant (ADR 0048).
 */
export const delegationModule = defineModule({
  name: 'delegation',
  calls: delegationCalls,
  handlers: { ...grantHandlers, ...officeHandlers, ...accountantHandlers, ...companyHandlers },
});
