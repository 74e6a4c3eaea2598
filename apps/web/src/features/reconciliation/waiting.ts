import { callApi } from '../../shared/api/client.js';

/** What waits at the desk for the work-list home: refund requests for finance and card orders that need a person. */
export async function waitingAtReconciliation(): Promise<number> {
  const [refunds, exceptions] = await Promise.all([
    callApi('GetRefundRequests', { status: 'REQUESTED', pageSize: 1 }),
    callApi('GetPaymentOrderExceptions', {}),
  ]);
  return refunds.TotalCount + exceptions.Items.length;
}
