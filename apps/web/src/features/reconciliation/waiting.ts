import { callApi } from '../../shared/api/client.js';

/**
 * What waits at the desk for the work-list home: refund requests for finance, card orders that need a person and
 * the open differences of the banks' end-of-day lists.
 */
export async function waitingAtReconciliation(): Promise<number> {
  const [refunds, exceptions, differences] = await Promise.all([
    callApi('GetRefundRequests', { status: 'REQUESTED', pageSize: 1 }),
    callApi('GetPaymentOrderExceptions', {}),
    callApi('GetBankReconciliationDifferences', { status: 'OPEN', pageSize: 1 }),
  ]);
  return refunds.TotalCount + exceptions.Items.length + differences.TotalCount;
}
