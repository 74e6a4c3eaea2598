import type { CallName } from '@e-belediye/contracts';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type CallRequest, type CallResponse, callApi } from './client.js';

/** The cache key of a call: its name and its body, so the same read is shared and a prefix finds all of a name. */
export type CallKey<N extends CallName> = readonly [N, CallRequest<N>];

export const callKey = <N extends CallName>(name: N, body: CallRequest<N>): CallKey<N> => [name, body];

/** Every cached answer of one call, whatever its body (to invalidate after a change). */
export const allOf = <N extends CallName>(name: N) => ({ queryKey: [name] as const });

export type CallOptions<N extends CallName, T = CallResponse<N>> = Omit<
  UseQueryOptions<CallResponse<N>, Error, T, CallKey<N>>,
  'queryKey' | 'queryFn'
>;

/** A read from the API as a query: `useCall('GetResolutionList', body, options)`, typed by the contract. */
export function useCall<N extends CallName, T = CallResponse<N>>(
  name: N,
  body: CallRequest<N>,
  options?: CallOptions<N, T>,
) {
  return useQuery({ queryKey: callKey(name, body), queryFn: () => callApi(name, body), ...options });
}
