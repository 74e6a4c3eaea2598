/**
 * Acting for someone else (ADR 0048): the grant this tab acts under and its owner's name, kept in sessionStorage so
 * a reload keeps acting and a new tab starts as oneself. The API decides everything; this only names the grant on
 * each call and remembers whose name the banner shows.
 */

/** The header the API reads (ACTING_HEADER of the contract; a test holds the two equal). */
export const ACTING_HEADER = 'x-acting-grant';

/** ErrorCodes.delegationEnded, written out like the header (the contract's error module would bring zod along). */
export const DELEGATION_ENDED = 'error_delegation_ended';

export interface Acting {
  grantOid: number;
  ownerName: string;
}

const KEY = 'ActingFor';
const listeners = new Set<() => void>();
let current: Acting | null | undefined;

function read(): Acting | null {
  if (current !== undefined) return current;
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as Acting) : null;
    current = parsed && Number.isInteger(parsed.grantOid) && typeof parsed.ownerName === 'string' ? parsed : null;
  } catch {
    current = null;
  }
  return current;
}

/** Whom this tab acts for, or null when the member acts for themself. */
export const actingFor = (): Acting | null => read();

let endedWith: string | null = null;

/** Why the tab stopped acting on its own (the API's sentence when the grant ended), until it is read or acts again. */
export const actingEndedWith = (): string | null => endedWith;

/**
 * Starts acting under a grant, or (null) goes back to acting for oneself; `ended` is the API's sentence when the
 * grant ended under the tab rather than by the member's choice.
 */
export function actFor(next: Acting | null, ended: string | null = null): void {
  if (read()?.grantOid === next?.grantOid && ended === endedWith) return;
  endedWith = next ? null : ended;
  current = next;
  try {
    if (next) sessionStorage.setItem(KEY, JSON.stringify(next));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Private modes without storage still act for this page's life.
  }
  for (const listener of listeners) listener();
}

export function subscribeActing(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The header value for call `name`, or null when the tab acts for nobody. Every call names the grant: the API's
 * stance table decides which run for the owner and which stay the member's own (ADR 0048).
 */
export function actingHeaderFor(_name: string): string | null {
  const acting = read();
  return acting ? String(acting.grantOid) : null;
}
