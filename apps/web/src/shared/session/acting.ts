/**
 * Acting for someone else (ADR 0048): the grant this tab acts under and its owner's name, kept in sessionStorage so
 * a reload keeps acting and a new tab starts as oneself. The API decides everything; this only names the grant on
 * each call and remembers whose name the banner shows.
 */

/** The header the API reads (ACTING_HEADER of the contract; a test holds the two equal). */
export const ACTING_HEADER = 'x-acting-grant';

/** ErrorCodes.delegationEnded, written out like the header (the contract's error module would bring zod along). */
export const DELEGATION_ENDED = 'error_delegation_ended';

/**
 * The calls about one's own grants and an accountant's own clients: they always speak for the signed-in member,
 * never for the owner.
 */
export const OWN_CALLS: ReadonlySet<string> = new Set([
  'StartDelegationGrant',
  'RenewDelegationGrant',
  'ConfirmDelegationGrant',
  'GetDelegations',
  'AcceptDelegationGrant',
  'RevokeDelegationGrant',
  'GetMyClients',
  'ApplyCompanyAuthority',
  'GetMyCompanyApplications',
]);

/** Of OWN_CALLS, the grant calls a company's primary authority makes for the company while acting for it. */
const COMPANY_CALLS: ReadonlySet<string> = new Set([
  'StartDelegationGrant',
  'RenewDelegationGrant',
  'ConfirmDelegationGrant',
  'GetDelegations',
  'RevokeDelegationGrant',
]);

export interface Acting {
  grantOid: number;
  ownerName: string;
  /** The grant is a company's primary authority: the company's grants are then managed for it. */
  company?: boolean;
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
  const now = read();
  if (now?.grantOid === next?.grantOid && now?.company === next?.company && ended === endedWith) return;
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

let myself = false;

/**
 * Makes `call` as the member themself even while the tab acts for someone (the "Kimin adına?" list is always the
 * member's own). The header is chosen before the call's first await, so the flag covers exactly this call.
 */
export function asMyself<T>(call: () => Promise<T>): Promise<T> {
  myself = true;
  try {
    return call();
  } finally {
    myself = false;
  }
}

/** The header value for call `name`, or null when it goes as the member themself. */
export function actingHeaderFor(name: string): string | null {
  const acting = read();
  if (!acting || myself) return null;
  if (!OWN_CALLS.has(name) || (acting.company === true && COMPANY_CALLS.has(name))) return String(acting.grantOid);
  return null;
}
