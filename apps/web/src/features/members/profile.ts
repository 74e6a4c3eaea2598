import { useQueryClient } from '@tanstack/react-query';
import type { CallResponse } from '../../shared/api/client.js';
import { callKey, useCall } from '../../shared/api/useCall.js';

export type MemberProfile = CallResponse<'GetUserOfEMunicipality'>;

/** The signed-in member's profile and registry; `replace` puts an updated profile in its place. */
export function useMemberProfile() {
  const query = useCall('GetUserOfEMunicipality', {});
  const queryClient = useQueryClient();
  return {
    ...query,
    replace: (profile: MemberProfile) => queryClient.setQueryData(callKey('GetUserOfEMunicipality', {}), profile),
  };
}

/** '1985-04-12' → '12.04.1985' (dates of birth carry no time zone). */
export function formatBirthDate(value: string): string {
  const [year, month, day] = value.split('-');
  return day && month ? `${day}.${month}.${year}` : value;
}
