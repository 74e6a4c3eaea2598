import { restructuringCalls, todayInIstanbul } from '@e-belediye/contracts';
import { defineModule, type JobDefinition } from '../../http/module.js';
import { restructuringHandlers } from './calls.js';
import { registerPlanRoutes } from './document.js';
import { reviewPlans } from './plans.js';

/**
 * Debt restructuring (yapılandırma): the open campaign of a law, the member's eligible debts and the instant plan,
 * the application with SMS consent (old debts closed into the plan and held by it, installments accrued through
 * the ledger), the plan PDF, the review that breaks plans, and the office desk.
 */
export {
  coverableRevenues,
  createCampaign,
  type Draft as CampaignDraft,
  INSTALLMENT_REVENUE_CODE,
} from './campaigns.js';
export { endPlan, PlanMessages, planHolder, reviewPlans, savePlan, simulate } from './plans.js';

/** The review's clock: tests move it to see a plan break. */
export const reviewClock = { today: () => todayInIstanbul() };

const review: JobDefinition<void> = {
  name: 'restructuring.review',
  // Installments fall due by the day: a few looks a day are plenty, and a missed run changes nothing.
  everyMs: 60 * 60 * 1000,
  async run(_payload, ctx) {
    await reviewPlans(ctx.database, reviewClock.today());
  },
};

export const restructuringModule = defineModule({
  name: 'restructuring',
  calls: restructuringCalls,
  handlers: restructuringHandlers,
  routes: (app, deps) => registerPlanRoutes(app, deps),
  jobs: [review],
});
