import { reconciliationCalls } from '@e-belediye/contracts';
import { defineModule } from '../../http/module.js';
import { reconciliationHandlers } from './calls.js';

/**
 * The payment reconciliation desk: the day's receipts per channel and bank, card orders that need a person, the
 * end-of-day report, and refund requests for finance. It reads money through the ledger and payments, and owns
 * only the refund requests.
 */
export const reconciliationModule = defineModule({
  name: 'reconciliation',
  calls: reconciliationCalls,
  handlers: reconciliationHandlers,
});
