import { estV3CallbackFields } from '../../integrations/banks/estv3/callback.js';
import { payFlexCallbackFields } from '../../integrations/banks/payflex/callback.js';
import { commonPaymentReturnFields } from '../../integrations/banks/payflex/common-payment.js';
import type { OrderRow } from './orders.js';

/** Longer than any value a bank sends in these fields; a browser can post anything. */
const MAX_VALUE = 128;

const knownFields: Record<OrderRow['protocol'], readonly string[]> = {
  estv3: estV3CallbackFields,
  payflex: [...payFlexCallbackFields, ...commonPaymentReturnFields],
};

/**
 * What a rejected callback leaves with its order for support: only its protocol's known fields, each cut short.
 * The callback comes through the citizen's browser, so whatever else it carries is not stored.
 */
export function callbackEvidence(
  protocol: OrderRow['protocol'],
  fields: Readonly<Record<string, string>>,
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of knownFields[protocol]) {
    const value = Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (typeof value === 'string') kept[name] = value.slice(0, MAX_VALUE);
  }
  return kept;
}
