import { callApi } from '../../../shared/api/client.js';

/** What waits at the desk for the work-list home: open cases. */
export async function waitingAtObjections(): Promise<number> {
  const page = await callApi('GetObjectionQueue', { openOnly: true, pageSize: 1 });
  return page.TotalCount;
}
