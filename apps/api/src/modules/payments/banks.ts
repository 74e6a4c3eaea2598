import type { Settings } from '../../config/settings.js';

/**
 * Where our pages post a 3-D Secure form: each configured bank's gate, PayFlex's Common Payment page (on its
 * registration's origin), and for PayFlex MPI the issuers' ACS pages its enrollment answer names. The content security policy allows forms to go there and nowhere else outside
 * our origin.
 */
export function bankFormOrigins(settings: Settings): string[] {
  const targets = Object.values(settings.payments.banks).flatMap((bank) =>
    bank
      ? [bank.gateUrl, bank.commonPaymentUrl, ...(bank.acsOrigins ?? [])].flatMap((url) =>
          url ? [new URL(url).origin] : [],
        )
      : [],
  );
  return [...new Set(targets)];
}
