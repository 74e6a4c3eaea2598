import { objectionCalls } from '@e-belediye/contracts';
import { defineModule } from '../../http/module.js';
import { citizenHandlers } from './citizen.js';
import { declarationHandlers } from './declaration.js';
import { deskHandlers } from './desk.js';
import { registerDecisionRoutes } from './document.js';

/**
 * Objections to an accrual (itiraz / düzeltme başvurusu): a member objects to a debt with a reason fitting its
 * revenue, an explanation and evidence, and follows the case; the revenue or water desk asks for more and decides.
 * An accepted case is corrected through the ledger in one transaction, and what was overpaid goes back as a refund
 * request or against other debts. While a case is open the debt is "itirazlı" (ADR 0049).
 */
export const objectionsModule = defineModule({
  name: 'objections',
  calls: objectionCalls,
  handlers: { ...citizenHandlers, ...deskHandlers, ...declarationHandlers },
  routes: (app, deps) => registerDecisionRoutes(app, deps),
});
