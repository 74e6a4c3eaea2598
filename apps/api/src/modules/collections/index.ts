import { bankDifferenceCalls, collectionChannelCalls } from '@e-belediye/contracts';
import { channelPart, defineModule } from '../../http/module.js';
import { bankDifferenceHandlers, collectionChannelHandlers } from './calls.js';

export { bankNameOfCollection } from './receipts.js';

/**
 * Online bank collection (TahsilatApi): a contracted bank queries debts, collects under its own reference (one
 * collection per reference), takes a collection back the same day and reconciles its day; the differences go to
 * the reconciliation desk. Money is recorded through the ledger; this module owns the banks' records only.
 */
export const collectionsModule = defineModule({
  name: 'collections',
  calls: bankDifferenceCalls,
  handlers: bankDifferenceHandlers,
  channel: channelPart(collectionChannelCalls, collectionChannelHandlers),
});
