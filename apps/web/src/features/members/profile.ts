import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiCallError, type CallResponse, callApi } from '../../shared/api/client.js';
import { useSession } from '../../shared/session/index.js';

export type MemberProfile = CallResponse<'GetUserOfEMunicipality'>;

const isUnauthenticated = (error: unknown) => error instanceof ApiCallError && error.status === 401;

/**
 * A query of the signed-in member's own data, cached per member (another member never sees it). When the server's
 * session has ended (expired, or closed elsewhere) it ends here too, and the guard then asks to sign in.
 */
export function useMemberQuery<T>(key: readonly unknown[], queryFn: () => Promise<T>) {
  const session = useSession();
  const queryKey = [...key, session.user?.Oid ?? null];
  const query = useQuery({
    queryKey,
    queryFn,
    retry: (count, error) => !isUnauthenticated(error) && count < 1,
  });
  const { dispatch } = session;
  useEffect(() => {
    if (isUnauthenticated(query.error)) dispatch({ type: 'LOGOUT' });
  }, [query.error, dispatch]);
  return { ...query, queryKey };
}

/** The signed-in member's profile and registry. */
export function useMemberProfile() {
  const query = useMemberQuery(['member-profile'], () => callApi('GetUserOfEMunicipality', {}));
  const queryClient = useQueryClient();
  return { ...query, replace: (profile: MemberProfile) => queryClient.setQueryData(query.queryKey, profile) };
}

/** '1985-04-12' → '12.04.1985' (dates of birth carry no time zone). */
export function formatBirthDate(value: string): string {
  const [year, month, day] = value.split('-');
  return day && month ? `${day}.${month}.${year}` : value;
}
