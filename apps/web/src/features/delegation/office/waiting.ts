import { callApi } from '../../../shared/api/client.js';

/** What waits at the company authorised people desk for the work-list home: the applications not yet decided. */
export async function waitingCompanyApplications(): Promise<number> {
  const list = await callApi('GetCompanyApplications', { status: 'WAITING' });
  return list.Items.length;
}
