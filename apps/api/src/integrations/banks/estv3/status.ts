import { IntegrationError } from '../../http.js';
import { safeRaw } from '../sanitize.js';
import { BANK } from '../transport.js';
import type { BankConfig, StatusResult } from '../types.js';
import { cc5 } from './cc5.js';

/** TRANS_STAT codes of an ORDERSTATUS query (mews EstPosResponseDataMapper). */
const TRANS_STATES: Record<string, StatusResult['state']> = {
  A: 'paid',
  C: 'paid',
  S: 'paid',
  PN: 'pending',
  D: 'failed',
  ERR: 'failed',
  CNCL: 'cancelled',
  V: 'cancelled',
};

/** Extra.ORDERSTATUS is also sent as one "KEY:value<TAB>KEY:value" string; used when the separate keys are absent. */
function orderStatusPairs(text: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (text ?? '').split('\t')) {
    const colon = pair.indexOf(':');
    if (colon > 0) out[pair.slice(0, colon)] = pair.slice(colon + 1);
  }
  return out;
}

/**
 * Where does this order stand at the bank? For lost browser returns and sweeps. A query the bank could not
 * answer (e.g. 99 "No record found") is 'unknown', not 'failed': the caller decides when unknown means expired.
 */
export async function estV3Status(config: BankConfig, orderNo: string): Promise<StatusResult> {
  const { fields, extra } = await cc5(config, {
    OrderId: orderNo,
    Extra: { ORDERSTATUS: 'QUERY' },
  });
  const status = { ...orderStatusPairs(extra.ORDERSTATUS), ...extra };
  const raw = safeRaw({ ...fields, ...prefixed(extra) });
  if (fields.ProcReturnCode !== '00') return { state: 'unknown', raw };
  const foundOrder = status.ORD_ID || fields.OrderId;
  if (foundOrder && foundOrder !== orderNo) throw new IntegrationError(BANK, 'yanıt başka bir siparişe ait');
  return {
    state: TRANS_STATES[status.TRANS_STAT ?? ''] ?? 'unknown',
    // ORIG_TRANS_AMT is in kuruş ("101" for 1.01 TL).
    amountKurus: /^\d+$/.test(status.ORIG_TRANS_AMT ?? '') ? Number(status.ORIG_TRANS_AMT) : undefined,
    authCode: status.AUTH_CODE || undefined,
    transId: status.TRANS_ID || fields.TransId || undefined,
    raw,
  };
}

const prefixed = (extra: Record<string, string>) =>
  Object.fromEntries(Object.entries(extra).map(([k, v]) => [`Extra.${k}`, v]));
