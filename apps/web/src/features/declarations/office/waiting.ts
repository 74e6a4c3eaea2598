import { callApi } from '../../../shared/api/client.js';

/** What waits at the review desk for the work-list home: every declaration in the queue. */
export async function waitingAtDeclarationReview(): Promise<number> {
  const queue = await callApi('GetDeclarationReviewQueue', { criteria: { pageSize: 1 } });
  return queue.TotalCount;
}
