import { memberCalls } from '@e-belediye/contracts';
import { defineModule } from '../../http/module.js';
import { memberHandlers } from './calls.js';

/** Registration, the registry view and the member profile. */
export const membersModule = defineModule({ name: 'members', calls: memberCalls, handlers: memberHandlers });
