import { callApi } from '../../../shared/api/client.js';

/** What waits at the water desk for the work-list home: applications not yet given to a field team. */
export async function waitingAtWaterDesk(): Promise<number> {
  const { TotalCount } = await callApi('GetWaterCancellationQueue', { status: 'RECEIVED', pageSize: 1 });
  return TotalCount;
}
