import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request (or job) a piece of work belongs to, without passing it down every call: outgoing calls to banks,
 * the SMS gateway and e-Devlet name it in a header, so their logs and ours meet on one id.
 */
const current = new AsyncLocalStorage<{ requestId: string }>();

export const REQUEST_ID_HEADER = 'x-request-id';

/** Runs `work` (and everything it starts) as part of this request or job. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return current.run({ requestId }, work);
}

export const currentRequestId = (): string | undefined => current.getStore()?.requestId;

/** The header an outgoing call carries; none outside a request or job. */
export function requestIdHeaders(): Record<string, string> {
  const id = currentRequestId();
  return id ? { [REQUEST_ID_HEADER]: id } : {};
}
