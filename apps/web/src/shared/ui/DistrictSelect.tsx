import { useCall } from '../api/useCall.js';
import { SelectField } from './Field.js';

/** The municipality's districts as a choice: one list, read once for a while, for every form and desk filter. */
export function DistrictSelect(props: {
  label: string;
  value: string;
  onChange(value: string): void;
  emptyLabel: string;
  required?: boolean;
}) {
  const districts = useCall('GetDistrictListFromActiveAddressSource', {}, { staleTime: 5 * 60_000 });
  return (
    <SelectField
      {...props}
      name="districtCode"
      options={(districts.data ?? []).map((d) => ({ value: d.Code, label: d.Name }))}
    />
  );
}
