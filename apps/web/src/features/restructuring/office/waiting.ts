import { callApi } from '../../../shared/api/client.js';

/** What waits at the restructuring desk for the work-list home: plans with missed installments. */
export async function waitingAtRestructuring(): Promise<number> {
  const { TotalCount } = await callApi('GetRestructuringPlanDeskList', {
    criteria: { status: 'AT_RISK', pageSize: 1 },
  });
  return TotalCount;
}
