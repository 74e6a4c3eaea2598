import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/client.js';

export function useLookupYears() {
  return useQuery({
    queryKey: ['lookupYears'],
    queryFn: () => callApi('RetrieveLookupYearsWithoutAuthorization', {}),
    staleTime: 5 * 60_000,
  });
}

/** County → district → street choices; each level loads when the one above is chosen. */
export function useAddressOptions(countyCode: string, districtCode: string) {
  const counties = useQuery({
    queryKey: ['counties'],
    queryFn: () => callApi('AddressGetCountyListWithoutAuthorization', {}),
    staleTime: 5 * 60_000,
  });
  const districts = useQuery({
    queryKey: ['districts', countyCode],
    queryFn: () => callApi('GetDistrictListViaCountyCode', { countyCode }),
    enabled: Boolean(countyCode),
    staleTime: 5 * 60_000,
  });
  const streets = useQuery({
    queryKey: ['streets', districtCode],
    queryFn: () => callApi('GetStreetListWithoutAuthorization', { districtCode }),
    enabled: Boolean(districtCode),
    staleTime: 5 * 60_000,
  });
  const opts = <T extends { Code: string; Name: string }>(rows: T[] | undefined) =>
    (rows ?? []).map((r) => ({ value: r.Code, label: r.Name }));
  return { counties: opts(counties.data), districts: opts(districts.data), streets: opts(streets.data) };
}

export const yearOptions = (years: number[] | undefined) =>
  (years ?? []).map((y) => ({ value: String(y), label: String(y) }));
