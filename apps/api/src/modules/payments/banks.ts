import type { Settings } from '../../config/settings.js';

/**
 * Where our pages post a 3-D Secure form: each configured bank's gate. The content security policy allows
 * forms to go there and nowhere else outside our origin.
 */
export function bankFormOrigins(settings: Settings): string[] {
  const gates = Object.values(settings.payments.banks).flatMap((bank) => (bank ? [new URL(bank.gateUrl).origin] : []));
  return [...new Set(gates)];
}
