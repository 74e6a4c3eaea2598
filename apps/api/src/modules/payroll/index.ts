import { payrollCalls } from '@e-belediye/contracts';
import { defineModule } from '../../http/module.js';
import { payrollHandlers } from './calls.js';

/**
 * Employees' payrolls: the payroll office imports and publishes a month; an employee reads the last 24 months
 * after a T.C., phone and SMS code check, in a 15-minute session of that browser, every look recorded.
 */
export { PAYROLL_COOKIE } from './session.js';
export { historyStart, newVerificationCode, payrollRow } from './store.js';

export const payrollModule = defineModule({ name: 'payroll', calls: payrollCalls, handlers: payrollHandlers });
