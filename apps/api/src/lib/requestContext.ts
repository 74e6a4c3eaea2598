import { AsyncLocalStorage } from 'node:async_hooks';
import { randomFillSync } from 'node:crypto';

/**
 * The request (or job) a piece of work belongs to, without passing it down every call: outgoing calls to banks,
 * the SMS gateway and e-Devlet name it in a header, so their logs and ours meet on one id.
 */
const current = new AsyncLocalStorage<{ requestId: string }>();

export const REQUEST_ID_HEADER = 'x-request-id';

/** Random bytes for request ids, drawn from the CSPRNG 4 KB at a time rather than in a call per request. */
const idBytes = Buffer.alloc(4096);
let idAt = idBytes.length;

/**
 * A new request id, `req-` and 8 random hex digits: random, so the support code a 500 quotes finds one request in
 * the log, across restarts and instances.
 */
export function newRequestId(): string {
  if (idAt === idBytes.length) {
    randomFillSync(idBytes);
    idAt = 0;
  }
  idAt += 4;
  return `req-${idBytes.toString('hex', idAt - 4, idAt)}`;
}

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
