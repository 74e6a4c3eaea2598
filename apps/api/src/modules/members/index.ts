import { memberCalls } from '@e-belediye/contracts';
import { defineModule } from '../../http/module.js';
import { memberHandlers } from './calls.js';
import { memberDeskHandlers } from './desk.js';
import { memberIdentityHandlers } from './identity.js';
import { memberLanguageHandlers } from './language.js';

export { memberOnDesk } from './desk.js';

/** Registration, the registry view and the member profile; the office's members and registries desk. */
export const membersModule = defineModule({
  name: 'members',
  calls: memberCalls,
  handlers: { ...memberHandlers, ...memberDeskHandlers, ...memberIdentityHandlers, ...memberLanguageHandlers },
});
