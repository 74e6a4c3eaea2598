import type { CallName, Calls } from '@e-belediye/contracts';
import type { z } from 'zod';
import { currentMessages } from '../i18n/index.js';
import { ACTING_HEADER, actFor, actingHeaderFor, DELEGATION_ENDED } from '../session/acting.js';
import { SessionKeys } from '../session/storage.js';
import { appSettings } from './settings.js';

export type CallRequest<N extends CallName> = Omit<z.input<Calls[N]['request']>, 'userName'>;
export type CallResponse<N extends CallName> = z.output<Calls[N]['response']>;

/** A rejected call: the text is meant for the citizen. */
export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code?: string,
  ) {
    super(message);
  }
}

// Spec section 7: a string answer longer than 6 characters that is not '1', not HTML and not from the
// e-ID login call is an error message.
const EDEVLET_LOGIN_CALLS = new Set(['LoginViaEDevlet', 'SaveEDevletLogin']);
function stringAnswerIsError(name: string, text: string): boolean {
  return text.length > 6 && text !== '1' && !/^\s*</.test(text) && !EDEVLET_LOGIN_CALLS.has(name);
}

// Calls that begin or end a session (the contract's `startsSession`): a 401 there means wrong credentials or no
// session yet, not a session that ended.
const SESSION_CALLS = new Set([
  'ValidateUser',
  'LoginViaEDevlet',
  'CreateUserStatus',
  'GetSessionInfo',
  'Logout',
  'FinishPasskeyLogin',
  'CompleteSecondFactorLogin',
]);
/** Calls whose 401 speaks of a session of their own (the payroll pages' SMS-code session), not the member's. */
const OWN_SESSION_CALLS = new Set([
  'GetEmployeeScoreCardAccrumentSummaries',
  'GetEmployeePayroll',
  'GetEmployeePayrollYear',
  'GetEmployeePayrollPdf',
]);

const sessionEndedListeners = new Set<() => void>();

/**
 * The one place a lost session is noticed: any call answering 401 while this tab believes it is signed in (its
 * accessToken marker is set) tells the listeners, which sign the tab out; the marker goes with it, so a burst of
 * 401s ends the session once. A 401 for a payment token (fast payment, matrimony) speaks of the token instead.
 */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => {
    sessionEndedListeners.delete(listener);
  };
}

function noticeLostSession(name: string, body: object) {
  if (
    staffCalls.has(name) ||
    SESSION_CALLS.has(name) ||
    OWN_SESSION_CALLS.has(name) ||
    ('paymentToken' in body && body.paymentToken)
  )
    return;
  if (sessionStorage.getItem(SessionKeys.accessToken) === null) return;
  for (const listener of sessionEndedListeners) listener();
}

/** Base address: the session's Url override, else the settings' Service (empty = same origin). */
function baseUrl(): string {
  // The server's drawing of a page has no tab: the settings' address (ADR 0027).
  const override = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(SessionKeys.url);
  return (override || appSettings()?.Service || '').replace(/\/$/, '');
}

/** An address on the API's origin for plain links and forms (receipt downloads): `/api/receipt/…`. */
export const apiUrl = (path: string): string => `${baseUrl()}${path}`;

// Calls whose contract access is `staff`: the office registers them when its bundle loads (the citizen's first
// load does not carry the contract). They speak for the staff session, never for a citizen's.
const staffCalls = new Set<string>();
export function registerStaffCalls(names: Iterable<string>): void {
  for (const name of names) staffCalls.add(name);
}

/**
 * The readable double-submit cookie the API sets with a session; sent back as a header it proves same-origin.
 * A staff call answers to the office session's cookie, any other call to the citizen's.
 */
export function csrfToken(name?: string): string | null {
  const cookie = name !== undefined && staffCalls.has(name) ? 'ebs_office_csrf' : 'ebs_csrf';
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${cookie}=([^;]*)`));
  return match ? decodeURIComponent(match[1]) : null;
}

// ErrorCodes.reauthRequired, written out: the contract's error module would bring zod into the first load.
const REAUTH_REQUIRED = 'reauth_required';

// Asks the person to confirm who they are before a sensitive act; true once confirmed. The office installs it.
let confirmIdentity: (() => Promise<boolean>) | null = null;
export function onReauthRequired(ask: () => Promise<boolean>): () => void {
  confirmIdentity = ask;
  return () => {
    if (confirmIdentity === ask) confirmIdentity = null;
  };
}

/** Answers a call for the server's drawing of a page (ADR 0027), which has no browser to send it from. */
export type CallAnswerer = (name: string, body: object) => Promise<unknown>;
let drawingAnswerer: CallAnswerer | null = null;
/** Set once by the server's drawing; the browser never sets it. */
export function answerCallsWith(answer: CallAnswerer): void {
  drawingAnswerer = answer;
}

/**
 * POST /api/<name>, the one way the web app talks to the API. A call the API holds back until the person confirms
 * who they are (403 reauth_required) is sent once more after they do.
 */
export async function callApi<N extends CallName>(name: N, body: CallRequest<N>): Promise<CallResponse<N>> {
  if (drawingAnswerer) return (await drawingAnswerer(name, body)) as CallResponse<N>;
  try {
    return await send(name, body);
  } catch (error) {
    const ask = confirmIdentity;
    if (!(error instanceof ApiCallError && error.code === REAUTH_REQUIRED && ask && (await ask()))) throw error;
    return send(name, body);
  }
}

async function send<N extends CallName>(name: N, body: CallRequest<N>): Promise<CallResponse<N>> {
  const fallback = currentMessages().errors.unexpected;
  const payload = { ...body, userName: appSettings()?.SystemUser ?? 'EBELEDIYE' };
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  const csrf = csrfToken(name);
  if (csrf) headers['x-csrf-token'] = csrf;
  const acting = actingHeaderFor(name);
  if (acting) headers[ACTING_HEADER] = acting;
  let res: Response;
  try {
    res = await fetch(`${baseUrl()}/api/${name}`, {
      method: 'POST',
      credentials: 'include',
      headers,
      body: JSON.stringify(payload),
    });
  } catch {
    throw new ApiCallError(fallback, null);
  }
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (!res.ok) {
    if (res.status === 401) noticeLostSession(name, body);
    const err = data as { Message?: string; Code?: string } | null;
    // The grant this tab acted under has ended: from now on it acts for the member themself (the message says so).
    if (err?.Code === DELEGATION_ENDED) actFor(null, err.Message ?? fallback);
    throw new ApiCallError(err?.Message || fallback, res.status, err?.Code);
  }
  if (data === null || data === undefined) throw new ApiCallError(fallback, res.status);
  if (typeof data === 'string' && stringAnswerIsError(name, data)) throw new ApiCallError(data, res.status);
  return data as CallResponse<N>;
}

/** No second try for a call the server refused for want of a session: that answer will not change. */
export const isUnauthenticated = (error: unknown): boolean => error instanceof ApiCallError && error.status === 401;

/** The text to show for a failed call: the server's sentence, else the general fallback. */
export function messageOf(error: unknown): string {
  return error instanceof ApiCallError ? error.message : currentMessages().errors.unexpected;
}
