import { callApi } from '../../../shared/api/client.js';

/** What waits at the payroll desk for the work-list home: months imported but not yet published. */
export async function waitingAtPayroll(): Promise<number> {
  const { Items } = await callApi('GetPayrollPeriods', {});
  return Items.filter((p) => p.Status === 'DRAFT').length;
}
