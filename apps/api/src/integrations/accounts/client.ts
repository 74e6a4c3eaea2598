import type { Settings } from '../../config/settings.js';
import { IntegrationError, postTo } from '../http.js';

/** The holder of a bank account, as the banks' account-holder lookup answers. */
export interface AccountHolder {
  identityNumber: string;
  /** Null where the bank discloses only the tax number (a company's account). */
  name: string | null;
}

/**
 * Who holds the account of a Turkish IBAN; null when no bank knows it. A time-out or an unreadable answer throws
 * an IntegrationError ('ACCOUNTS').
 */
export async function accountHolder(settings: Settings, iban: string): Promise<AccountHolder | null> {
  const { url, timeoutMs } = settings.integrations.accounts;
  const { status, json } = await postTo('ACCOUNTS', url, {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ iban }),
    timeoutMs,
  });
  if (status === 404) return null;
  const body = json as { HolderIdentityNumber?: unknown; HolderName?: unknown } | null;
  if (status !== 200 || typeof body?.HolderIdentityNumber !== 'string') {
    throw new IntegrationError('ACCOUNTS', `HTTP ${status}`);
  }
  return {
    identityNumber: body.HolderIdentityNumber,
    name: typeof body.HolderName === 'string' ? body.HolderName : null,
  };
}
