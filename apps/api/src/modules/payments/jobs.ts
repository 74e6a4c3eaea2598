import type { JobDefinition } from '../../http/module.js';
import { paymentDeps } from './deps.js';
import { settleDue } from './flow.js';

/**
 * The settlement sweep: asks the bank about every order without a result. The orders table keeps each order's
 * own schedule (next_check_at), so the sweep only has to look often; it runs as often as the runner polls
 * (1 s by default). PayFlex cards held past their time are deleted on the way.
 */
const sweep: JobDefinition<void> = {
  name: 'payments.sweep',
  everyMs: 1000,
  // An instance killed mid-sweep holds the claim only a minute, not the runner's five: the pending orders are asked
  // about again soon. A second sweep beside a slow one is harmless, as each order is claimed under skip locked.
  leaseMs: 60_000,
  async run(_payload, ctx) {
    const deps = paymentDeps(ctx, ctx.log);
    await settleDue(deps);
    await deps.vault.sweep();
  },
};

/** The background work of payments, for the job runner. */
export const paymentJobs = [sweep];
