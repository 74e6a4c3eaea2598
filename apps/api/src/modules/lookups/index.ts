import { addressCalls, parameterCalls, tariffCalls } from '@e-belediye/contracts';
import { defineModule } from '../../http/module.js';
import { addressHandlers } from './address.js';
import { parameterHandlers } from './parameters.js';
import { tariffHandlers } from './tariffs.js';

/** The same lookups answer the second host's parameter calls. */
export { addressHandlers, parameterHandlers };

/** Public tables a citizen looks things up in: addresses, parameters, tariffs and valuations. */
export const lookupsModule = defineModule({
  name: 'lookups',
  calls: { ...addressCalls, ...parameterCalls, ...tariffCalls },
  handlers: { ...addressHandlers, ...parameterHandlers, ...tariffHandlers },
});
