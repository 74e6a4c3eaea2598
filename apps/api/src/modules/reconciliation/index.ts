import { reconciliationCalls } from '@e-belediye/contracts';
import { defineModule } from '../../http/module.js';
import { reconciliationHandlers } from './calls.js';
import { collectionExportJob } from './export.js';

export { RefundMessages, requestRefund } from './refunds.js';

/**
 * The payment reconciliation desk: the day's receipts per channel and bank, card orders that need a person, the
 * end-of-day report, refund requests for finance, and each closed day's file for the accounting system. It reads
 * money through the ledger and payments, and owns only the refund requests and the accounting files.
 */
export const reconciliationModule = defineModule({
  name: 'reconciliation',
  calls: reconciliationCalls,
  handlers: reconciliationHandlers,
  jobs: [collectionExportJob],
});
