import { useCall } from '../../shared/api/useCall.js';

// Code tables change a few times a year: five minutes in the cache is plenty.
const staleTime = 5 * 60_000;

export const useLookupYears = () => useCall('RetrieveLookupYearsWithoutAuthorization', {}, { staleTime });

/** County → district → street choices; each level loads when the one above is chosen. */
export function useAddressOptions(countyCode: string, districtCode: string) {
  const counties = useCall('AddressGetCountyListWithoutAuthorization', {}, { staleTime });
  const districts = useCall(
    'GetDistrictListViaCountyCode',
    { countyCode },
    { enabled: Boolean(countyCode), staleTime },
  );
  const streets = useCall(
    'GetStreetListWithoutAuthorization',
    { districtCode },
    { enabled: Boolean(districtCode), staleTime },
  );
  const opts = <T extends { Code: string; Name: string }>(rows: T[] | undefined) =>
    (rows ?? []).map((r) => ({ value: r.Code, label: r.Name }));
  return { counties: opts(counties.data), districts: opts(districts.data), streets: opts(streets.data) };
}

export const yearOptions = (years: number[] | undefined) =>
  (years ?? []).map((y) => ({ value: String(y), label: String(y) }));
