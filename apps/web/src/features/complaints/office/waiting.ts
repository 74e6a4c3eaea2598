import { callApi } from '../../../shared/api/client.js';

/** What waits at the desk for the work-list home: reports no department has taken yet. */
export async function waitingAtComplaints(): Promise<number> {
  const page = await callApi('GetComplaintQueue', { criteria: { status: 'RECEIVED', pageSize: 1 } });
  return page.TotalCount;
}
