import { requestIdHeaders } from '../lib/requestContext.js';

/** Outgoing calls to outside systems: a time limit always, and a clear error naming the system. */
export class IntegrationError extends Error {
  constructor(
    readonly system: string,
    message: string,
  ) {
    super(`${system}: ${message}`);
  }
}

export async function postTo(
  system: string,
  url: string,
  init: { body: string; headers: Record<string, string>; timeoutMs?: number },
): Promise<{ status: number; json: unknown }> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      body: init.body,
      // The request id first, so a system's own headers never lose theirs.
      headers: { ...requestIdHeaders(), ...init.headers },
      signal: AbortSignal.timeout(init.timeoutMs ?? 10_000),
    });
  } catch (e) {
    throw new IntegrationError(system, e instanceof Error ? e.message : String(e));
  }
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    throw new IntegrationError(system, `unreadable answer (HTTP ${res.status})`);
  }
  return { status: res.status, json };
}

export const basicAuth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
