import { calls } from '@e-belediye/contracts';
import type { Handlers } from '../http/calls.js';
import { authHandlers } from './auth/index.js';
import { debtHandlers } from './debts/index.js';
import { addressHandlers } from './lookups/address.js';
import { parameterHandlers } from './lookups/parameters.js';
import { tariffHandlers } from './lookups/tariffs.js';
import { memberHandlers } from './members/index.js';
import { paymentHandlers } from './payments/index.js';
import { resolutionHandlers } from './resolutions/index.js';

/** Every call of the contract with its handler; the type makes a missing handler a compile error. */
export const handlers: Handlers<typeof calls> = {
  ...addressHandlers,
  ...parameterHandlers,
  ...tariffHandlers,
  ...resolutionHandlers,
  ...authHandlers,
  ...memberHandlers,
  ...debtHandlers,
  ...paymentHandlers,
};
export { calls };
