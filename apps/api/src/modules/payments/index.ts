import { paymentCalls } from '@e-belediye/contracts';
import { defineModule } from '../../http/module.js';
import { paymentHandlers } from './calls.js';
import { paymentJobs } from './jobs.js';
import { registerPaymentRoutes } from './routes.js';

/** Card payments: orders that hold their debts, the banks' 3-D Secure flow, settlement exactly once. */
export { bankFormOrigins } from './banks.js';
export { paymentDeps } from './deps.js';
export { settleDue } from './flow.js';

export const paymentsModule = defineModule({
  name: 'payments',
  calls: paymentCalls,
  handlers: paymentHandlers,
  routes: (app, deps) => registerPaymentRoutes(app, deps.database, deps.settings),
  jobs: paymentJobs,
});
