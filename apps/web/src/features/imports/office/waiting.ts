import { callApi } from '../../../shared/api/client.js';

/** What waits at the data import desk for the work-list home: dry runs finished and not yet applied. */
export async function waitingAtImports(): Promise<number> {
  const { Items } = await callApi('GetImports', { page: 1, pageSize: 100, sortDir: 'desc' });
  return Items.filter((i) => i.Status === 'DRY_RUN_DONE').length;
}
