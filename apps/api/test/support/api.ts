import type { CallDef, CallName, Calls, ChannelCallName, ChannelCalls } from '@e-belediye/contracts';
import type { z } from 'zod';

/** The answer of a call: its contract's response type on success; `{ Code, Message }` otherwise. */
export interface Answer<N extends CallName> {
  status: number;
  body: z.output<Calls[N]['response']> & Partial<{ Code: string; Message: string }>;
}

/** `api.GetResolutionList({ … })`: every call of the contract, typed from it, over any way of sending a call. */
export type TypedApi = {
  [N in CallName]: (body?: Partial<z.input<Calls[N]['request']>>) => Promise<Answer<N>>;
};

export function typedApi(send: (name: string, body: object) => Promise<{ status: number; body: unknown }>): TypedApi {
  return new Proxy({} as TypedApi, {
    get:
      (_target, name) =>
      (body: object = {}) =>
        send(String(name), body),
  });
}

/** The answer of a channel call (POST /kanal/api/<name>). */
export interface ChannelAnswer<N extends ChannelCallName> {
  status: number;
  body: z.output<(ChannelCalls[N] & CallDef)['response']> & Partial<{ Code: string; Message: string }>;
}

/** `channel.GetDebts({ security, … })`: every call of the second service host, typed from its contract. */
export type TypedChannelApi = {
  [N in ChannelCallName]: (
    body?: Partial<z.input<(ChannelCalls[N] & CallDef)['request']>>,
  ) => Promise<ChannelAnswer<N>>;
};

export function typedChannelApi(
  send: (name: string, body: object) => Promise<{ status: number; body: unknown }>,
): TypedChannelApi {
  return typedApi(send) as unknown as TypedChannelApi;
}
