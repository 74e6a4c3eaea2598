import { useAddressLists } from '../../shared/address/useAddressLists.js';
import { SelectField } from '../../shared/ui/Field.js';
import { useComplaintsTexts } from './i18n/index.js';

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
  const lists = useAddressLists(value);
  return (
    <>
      <SelectField
        label={t.county}
        name="countyCode"
        required
        value={value.countyCode}
        emptyLabel={t.choose}
        options={lists.counties}
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
        options={lists.districts}
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
        options={lists.streets}
        error={errors.streetCode}
        onChange={(streetCode) => onChange({ ...value, streetCode, outerDoorOid: '' })}
      />
      <SelectField
        label={t.door}
        name="outerDoorOid"
        disabled={!value.streetCode}
        value={value.outerDoorOid}
        emptyLabel={t.choose}
        options={lists.outerDoors}
        onChange={(outerDoorOid) => onChange({ ...value, outerDoorOid })}
      />
    </>
  );
}
