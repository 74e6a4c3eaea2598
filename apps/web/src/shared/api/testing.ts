import type { CallName } from '@e-belediye/contracts';
import { vi } from 'vitest';
import type { CallRequest, CallResponse } from './client.js';

/** An answer of the fake API that refuses the call, as the API does: a status and `{ Code, Message }`. */
export class Refusal {
  constructor(
    readonly status: number,
    readonly Message: string,
    readonly Code = 'error',
  ) {}
}

/** `refuse(401, 'Ödeme oturumunuzun süresi doldu…', 'error_unauthenticated')` */
export const refuse = (status: number, message: string, code?: string) => new Refusal(status, message, code);

/** What the browser sent: the call's body and the municipality label the client adds. */
export type Sent<N extends CallName> = CallRequest<N> & { userName: string };

/** The answer to a call: its response (typed by the contract), a refusal, or a function of the body sent. */
export type Answer<N extends CallName> = CallResponse<N> | Refusal | ((body: Sent<N>) => CallResponse<N> | Refusal);
export type Answers = { [N in CallName]?: Answer<N> };

/**
 * A fake of the API for web tests, installed over fetch so the real client (its paths, headers and error rules)
 * is what the pages use: `fakeApi({ GetResolutionList: (body) => ({ Items: [], TotalCount: 0 }) })`. A call with no
 * answer is an unknown call (404), as the API says.
 */
export function fakeApi(initial: Answers = {}) {
  const answers: Answers = { ...initial };
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const name = String(url).replace(/^.*\/api\//, '') as CallName;
    const answer = answers[name] as Answer<CallName> | undefined;
    if (answer === undefined)
      return new Response(JSON.stringify({ Code: 'error_unknown_call', Message: name }), { status: 404 });
    const given = typeof answer === 'function' ? answer(JSON.parse(String(init?.body ?? '{}'))) : answer;
    return given instanceof Refusal
      ? new Response(JSON.stringify({ Code: given.Code, Message: given.Message }), { status: given.status })
      : new Response(JSON.stringify(given), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  const sent = (name: CallName) => fetch.mock.calls.filter(([url]) => String(url).endsWith(`/api/${name}`));
  return {
    /** The fetch the fake answers with (for tests that look at the requests themselves). */
    fetch,
    /** Answers this call from now on. */
    answer<N extends CallName>(name: N, answer: Answer<N>) {
      (answers as Record<CallName, unknown>)[name] = answer;
    },
    /** The names of the calls made, in order. */
    calls: (): CallName[] => fetch.mock.calls.map(([url]) => String(url).replace(/^.*\/api\//, '') as CallName),
    /** The body of the last call of that name. */
    bodyOf<N extends CallName>(name: N): Sent<N> {
      return JSON.parse(String(sent(name).at(-1)?.[1]?.body));
    },
  };
}
export type FakeApi = ReturnType<typeof fakeApi>;
