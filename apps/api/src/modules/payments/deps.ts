import type { Settings } from '../../config/settings.js';
import type { CallContext } from '../../http/calls.js';
import type { PaymentDeps } from './flow.js';
import { CardVault } from './vault.js';

const vaults = new WeakMap<Settings, CardVault>();

/** The card vault lives as long as the app (one per settings object, so test apps never share one). */
export function paymentDeps(ctx: Pick<CallContext, 'database' | 'settings'>, log: PaymentDeps['log']): PaymentDeps {
  let vault = vaults.get(ctx.settings);
  if (!vault) {
    vault = new CardVault();
    vaults.set(ctx.settings, vault);
  }
  return { database: ctx.database, settings: ctx.settings, vault, log };
}
