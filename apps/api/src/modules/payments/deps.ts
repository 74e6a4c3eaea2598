import type { CallContext } from '../../http/calls.js';
import type { PaymentDeps } from './flow.js';
import { CardHold } from './vault.js';

/** What the payment flow needs; the PayFlex card hold is in the database, so any instance finishes any order. */
export function paymentDeps(ctx: Pick<CallContext, 'database' | 'settings'>, log: PaymentDeps['log']): PaymentDeps {
  const vault = new CardHold(ctx.database, ctx.settings.secrets.cardHoldKey);
  return { database: ctx.database, settings: ctx.settings, vault, log };
}
