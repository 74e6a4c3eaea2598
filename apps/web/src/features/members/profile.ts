import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiCallError, type CallResponse, callApi } from '../../shared/api/client.js';
import { useSession } from '../../shared/session/index.js';

export type MemberProfile = CallResponse<'GetUserOfEMunicipality'>;

const isUnauthenticated = (error: unknown) => error instanceof ApiCallError && error.status === 401;

/** The signed-in member's profile and registry, cached per member (another member never sees it). */
export function useMemberProfile() {
  const session = useSession();
  const queryKey = ['member-profile', session.user?.Oid ?? null];
  const query = useQuery({
    queryKey,
    queryFn: () => callApi('GetUserOfEMunicipality', {}),
    retry: (count, error) => !isUnauthenticated(error) && count < 1,
  });
  // The server's session ended (expired, or closed elsewhere): end it here too; the guard then asks to sign in.
  const { dispatch } = session;
  useEffect(() => {
    if (isUnauthenticated(query.error)) dispatch({ type: 'LOGOUT' });
  }, [query.error, dispatch]);
  const queryClient = useQueryClient();
  return { ...query, replace: (profile: MemberProfile) => queryClient.setQueryData(queryKey, profile) };
}

/** '1985-04-12' → '12.04.1985' (dates of birth carry no time zone). */
export function formatBirthDate(value: string): string {
  const [year, month, day] = value.split('-');
  return day && month ? `${day}.${month}.${year}` : value;
}
