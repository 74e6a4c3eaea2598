import { streetLabel } from '@e-belediye/contracts/format';
import { useCall } from '../../shared/api/useCall.js';
import { SelectField } from '../../shared/ui/Field.js';
import { useComplaintsTexts } from './i18n/index.js';

/** Address codes change a few times a year. */
const staleTime = 5 * 60_000;

/** Where the report is: county → district → street → optional door, each list loading when the one above is set. */
export interface Place {
  countyCode: string;
  districtCode: string;
  streetCode: string;
  outerDoorOid: string;
}
export const emptyPlace: Place = { countyCode: '', districtCode: '', streetCode: '', outerDoorOid: '' };

export function AddressPicker({
  value,
  onChange,
  errors,
}: {
  value: Place;
  onChange(value: Place): void;
  errors: Partial<Record<keyof Place, string>>;
}) {
  const t = useComplaintsTexts();
  const counties = useCall('AddressGetCountyListWithoutAuthorization', {}, { staleTime });
  const districts = useCall(
    'GetDistrictListViaCountyCode',
    { countyCode: value.countyCode },
    { enabled: Boolean(value.countyCode), staleTime },
  );
  const streets = useCall(
    'GetStreetListWithoutAuthorization',
    { districtCode: value.districtCode },
    { enabled: Boolean(value.districtCode), staleTime },
  );
  const doors = useCall(
    'GetOuterDoorListWithoutAuthorization',
    { streetCode: value.streetCode },
    { enabled: Boolean(value.streetCode), staleTime },
  );
  return (
    <>
      <SelectField
        label={t.county}
        name="countyCode"
        required
        value={value.countyCode}
        emptyLabel={t.choose}
        options={(counties.data ?? []).map((c) => ({ value: c.Code, label: c.Name }))}
        error={errors.countyCode}
        onChange={(countyCode) => onChange({ ...emptyPlace, countyCode })}
      />
      <SelectField
        label={t.district}
        name="districtCode"
        required
        disabled={!value.countyCode}
        value={value.districtCode}
        emptyLabel={t.choose}
        options={(districts.data ?? []).map((d) => ({ value: d.Code, label: d.Name }))}
        error={errors.districtCode}
        onChange={(districtCode) => onChange({ ...emptyPlace, countyCode: value.countyCode, districtCode })}
      />
      <SelectField
        label={t.street}
        name="streetCode"
        required
        disabled={!value.districtCode}
        value={value.streetCode}
        emptyLabel={t.choose}
        options={(streets.data ?? []).map((s) => ({ value: s.Code, label: streetLabel(s.Name, s.TypeName) }))}
        error={errors.streetCode}
        onChange={(streetCode) => onChange({ ...value, streetCode, outerDoorOid: '' })}
      />
      <SelectField
        label={t.door}
        name="outerDoorOid"
        disabled={!value.streetCode}
        value={value.outerDoorOid}
        emptyLabel={t.choose}
        options={(doors.data ?? []).map((d) => ({ value: String(d.Oid), label: d.DoorNo }))}
        onChange={(outerDoorOid) => onChange({ ...value, outerDoorOid })}
      />
    </>
  );
}
