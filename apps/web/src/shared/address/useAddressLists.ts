import { streetLabel } from '@e-belediye/contracts/format';
import { useCall } from '../api/useCall.js';

/** Address codes change a few times a year. */
const staleTime = 5 * 60_000;

export interface AddressOption {
  value: string;
  label: string;
}

/** The codes chosen so far; each list loads once the level above it is chosen. */
export interface AddressChoice {
  countyCode: string;
  districtCode: string;
  streetCode: string;
  /** Only where a form asks for the flat: the outer door whose inner doors to list. */
  outerDoorOid?: string;
}

/**
 * The county → district → street → outer door (→ inner door) lists as select options, for every form that asks
 * where something is (a complaint's place, a declared property's address) and for naming an address on file.
 * `ready` is true once every list asked for is here.
 */
export function useAddressLists(
  choice: AddressChoice,
  {
    enabled = true,
    outerDoors = true,
    innerDoors = false,
  }: { enabled?: boolean; outerDoors?: boolean; innerDoors?: boolean } = {},
) {
  const counties = useCall('AddressGetCountyListWithoutAuthorization', {}, { staleTime, enabled });
  const districts = useCall(
    'GetDistrictListViaCountyCode',
    { countyCode: choice.countyCode },
    { enabled: enabled && Boolean(choice.countyCode), staleTime },
  );
  const streets = useCall(
    'GetStreetListWithoutAuthorization',
    { districtCode: choice.districtCode },
    { enabled: enabled && Boolean(choice.districtCode), staleTime },
  );
  const outer = useCall(
    'GetOuterDoorListWithoutAuthorization',
    { streetCode: choice.streetCode },
    { enabled: enabled && outerDoors && Boolean(choice.streetCode), staleTime },
  );
  const inner = useCall(
    'GetConcreteInnerDoorListWithoutAuthorization',
    { outerDoorOid: Number(choice.outerDoorOid || 0) },
    { enabled: enabled && innerDoors && Boolean(choice.outerDoorOid), staleTime },
  );
  const asked = [
    [counties, enabled],
    [districts, enabled && Boolean(choice.countyCode)],
    [streets, enabled && Boolean(choice.districtCode)],
    [outer, enabled && outerDoors && Boolean(choice.streetCode)],
    [inner, enabled && innerDoors && Boolean(choice.outerDoorOid)],
  ] as const;
  const doors = (rows: Array<{ Oid: number; DoorNo: string }> | undefined): AddressOption[] =>
    (rows ?? []).map((d) => ({ value: String(d.Oid), label: d.DoorNo }));
  return {
    ready: asked.every(([q, on]) => !on || q.data !== undefined),
    counties: (counties.data ?? []).map((c) => ({ value: c.Code, label: c.Name })),
    districts: (districts.data ?? []).map((d) => ({ value: d.Code, label: d.Name })),
    streets: (streets.data ?? []).map((s) => ({ value: s.Code, label: streetLabel(s.Name, s.TypeName) })),
    outerDoors: doors(outer.data),
    innerDoors: doors(inner.data),
  };
}

/** The label of `code` among `options`, '' when it is not there. */
export const labelOf = (options: AddressOption[], code: string | undefined) =>
  options.find((o) => o.value === code)?.label ?? '';
