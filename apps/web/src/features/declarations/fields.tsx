import type { DeclarationAddress } from '@e-belediye/contracts';
import { istanbulToday } from '@e-belediye/contracts/clock';
import { streetLabel } from '@e-belediye/contracts/format';
import { useCall } from '../../shared/api/useCall.js';
import { InputField, SelectField } from '../../shared/ui/Field.js';
import { useDeclarationsTexts } from './i18n/index.js';
import type { Errors } from './StepForm.js';

// The fields more than one declaration asks for: where the object is, and decimal numbers typed the Turkish way.

/** Address codes and tables change a few times a year. */
const staleTime = 5 * 60_000;

/** An address picked level by level; the names travel along for the check page. */
export interface AddressValue {
  countyCode: string;
  countyName: string;
  districtCode: string;
  districtName: string;
  streetCode: string;
  streetName: string;
  outerDoorOid: string;
  outerDoorNo: string;
  innerDoorOid: string;
  innerDoorNo: string;
}

export const emptyAddress: AddressValue = {
  countyCode: '',
  countyName: '',
  districtCode: '',
  districtName: '',
  streetCode: '',
  streetName: '',
  outerDoorOid: '',
  outerDoorNo: '',
  innerDoorOid: '',
  innerDoorNo: '',
};

/** The address as one line, e.g. "Atatürk Cd. No: 12 İç Kapı: 3, Merkez, Osmangazi". */
export function addressLine(a: AddressValue, innerDoor: string): string {
  const doors = [a.outerDoorNo && `No: ${a.outerDoorNo}`, a.innerDoorNo && `${innerDoor}: ${a.innerDoorNo}`];
  return [[a.streetName, ...doors].filter(Boolean).join(' '), a.districtName, a.countyName].filter(Boolean).join(', ');
}

/** County → district → street → outer door (→ inner door): each list loads when the level above is chosen. */
export function AddressFields({
  value,
  onChange,
  errors,
  innerDoor = false,
}: {
  value: AddressValue;
  onChange(value: AddressValue): void;
  errors: Errors;
  /** Buildings name their flat; plots and land stop at the outer door (or the street). */
  innerDoor?: boolean;
}) {
  const t = useDeclarationsTexts().address;
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
  const outerDoors = useCall(
    'GetOuterDoorListWithoutAuthorization',
    { streetCode: value.streetCode },
    { enabled: Boolean(value.streetCode), staleTime },
  );
  const innerDoors = useCall(
    'GetConcreteInnerDoorListWithoutAuthorization',
    { outerDoorOid: Number(value.outerDoorOid) },
    { enabled: innerDoor && Boolean(value.outerDoorOid), staleTime },
  );
  const nameOf = (rows: Array<{ value: string; label: string }>, code: string) =>
    rows.find((r) => r.value === code)?.label ?? '';
  const countyOptions = (counties.data ?? []).map((c) => ({ value: c.Code, label: c.Name }));
  const districtOptions = (districts.data ?? []).map((d) => ({ value: d.Code, label: d.Name }));
  const streetOptions = (streets.data ?? []).map((s) => ({ value: s.Code, label: streetLabel(s.Name, s.TypeName) }));
  const outerOptions = (outerDoors.data ?? []).map((d) => ({ value: String(d.Oid), label: d.DoorNo }));
  const innerOptions = (innerDoors.data ?? []).map((d) => ({ value: String(d.Oid), label: d.DoorNo }));
  return (
    <>
      <SelectField
        label={t.county}
        name="countyCode"
        required
        value={value.countyCode}
        emptyLabel={t.choose}
        options={countyOptions}
        error={errors.countyCode}
        onChange={(code) => onChange({ ...emptyAddress, countyCode: code, countyName: nameOf(countyOptions, code) })}
      />
      <SelectField
        label={t.district}
        name="districtCode"
        required
        value={value.districtCode}
        emptyLabel={t.choose}
        options={districtOptions}
        disabled={!value.countyCode}
        error={errors.districtCode}
        onChange={(code) =>
          onChange({
            ...emptyAddress,
            countyCode: value.countyCode,
            countyName: value.countyName,
            districtCode: code,
            districtName: nameOf(districtOptions, code),
          })
        }
      />
      <SelectField
        label={t.street}
        name="streetCode"
        required
        value={value.streetCode}
        emptyLabel={t.choose}
        options={streetOptions}
        disabled={!value.districtCode}
        error={errors.streetCode}
        onChange={(code) =>
          onChange({
            ...value,
            streetCode: code,
            streetName: nameOf(streetOptions, code),
            outerDoorOid: '',
            outerDoorNo: '',
            innerDoorOid: '',
            innerDoorNo: '',
          })
        }
      />
      <SelectField
        label={t.outerDoor}
        name="outerDoorOid"
        value={value.outerDoorOid}
        emptyLabel={t.noDoor}
        options={outerOptions}
        disabled={!value.streetCode}
        error={errors.outerDoorOid}
        onChange={(oid) =>
          onChange({
            ...value,
            outerDoorOid: oid,
            outerDoorNo: nameOf(outerOptions, oid),
            innerDoorOid: '',
            innerDoorNo: '',
          })
        }
      />
      {innerDoor && (
        <SelectField
          label={t.innerDoor}
          name="innerDoorOid"
          value={value.innerDoorOid}
          emptyLabel={t.noDoor}
          options={innerOptions}
          disabled={!value.outerDoorOid}
          error={errors.innerDoorOid}
          onChange={(oid) => onChange({ ...value, innerDoorOid: oid, innerDoorNo: nameOf(innerOptions, oid) })}
        />
      )}
    </>
  );
}

/**
 * An address on file (codes only) with its names, for a declaration opened to amend: the check page shows the
 * names even when the citizen never opens the address step. Null until the lists are here.
 */
export function useNamedAddress(
  codes: Pick<AddressValue, 'countyCode' | 'districtCode' | 'streetCode' | 'outerDoorOid' | 'innerDoorOid'> | null,
) {
  const on = codes !== null;
  const counties = useCall('AddressGetCountyListWithoutAuthorization', {}, { staleTime, enabled: on });
  const districts = useCall(
    'GetDistrictListViaCountyCode',
    { countyCode: codes?.countyCode ?? '' },
    { enabled: on, staleTime },
  );
  const streets = useCall(
    'GetStreetListWithoutAuthorization',
    { districtCode: codes?.districtCode ?? '' },
    { enabled: on, staleTime },
  );
  const outer = useCall(
    'GetOuterDoorListWithoutAuthorization',
    { streetCode: codes?.streetCode ?? '' },
    { enabled: on && Boolean(codes?.outerDoorOid), staleTime },
  );
  const inner = useCall(
    'GetConcreteInnerDoorListWithoutAuthorization',
    { outerDoorOid: Number(codes?.outerDoorOid || 0) },
    { enabled: on && Boolean(codes?.innerDoorOid), staleTime },
  );
  if (!codes) return null;
  const waiting =
    [counties, districts, streets].some((q) => q.isPending) ||
    (codes.outerDoorOid && outer.isPending) ||
    (codes.innerDoorOid && inner.isPending);
  if (waiting) return null;
  const street = streets.data?.find((x) => x.Code === codes.streetCode);
  return {
    ...codes,
    countyName: counties.data?.find((x) => x.Code === codes.countyCode)?.Name ?? '',
    districtName: districts.data?.find((x) => x.Code === codes.districtCode)?.Name ?? '',
    streetName: street ? streetLabel(street.Name, street.TypeName) : '',
    outerDoorNo: outer.data?.find((x) => String(x.Oid) === codes.outerDoorOid)?.DoorNo ?? '',
    innerDoorNo: inner.data?.find((x) => String(x.Oid) === codes.innerDoorOid)?.DoorNo ?? '',
  };
}

/** The address step's checks: county, district and street are needed; the doors when there are any. */
export function checkAddress(a: AddressValue, required: string): Errors {
  return {
    countyCode: a.countyCode ? undefined : required,
    districtCode: a.districtCode ? undefined : required,
    streetCode: a.streetCode ? undefined : required,
  };
}

/** "1.250,5" or "1250.5" → 1250.5; NaN when it is not a number. Turkish writes the decimal comma. */
export function parseDecimal(text: string): number {
  const s = text.trim().replace(/\s/g, '');
  if (!s) return Number.NaN;
  const normal = s.includes(',') ? s.replace(/\./g, '').replace(',', '.') : s;
  return /^\d+(\.\d+)?$/.test(normal) ? Number(normal) : Number.NaN;
}

/** A number field for areas and amounts: decimal keyboard on phones, the unit in the label. */
export function NumberField(props: {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  hint?: string;
  required?: boolean;
  whole?: boolean;
}) {
  return (
    <InputField
      {...props}
      inputMode={props.whole ? 'numeric' : 'decimal'}
      maxLength={props.whole ? 9 : 14}
      autoComplete="off"
    />
  );
}

/** The picked address as the contract sends it; the doors only when chosen. */
export function addressInput(a: AddressValue): DeclarationAddress {
  return {
    countyCode: a.countyCode,
    districtCode: a.districtCode,
    streetCode: a.streetCode,
    outerDoorOid: a.outerDoorOid ? Number(a.outerDoorOid) : undefined,
    innerDoorOid: a.innerDoorOid ? Number(a.innerDoorOid) : undefined,
  };
}

/** A number typed in a field, or undefined while it is not one yet (the estimate waits for it). */
export const numberOrUndefined = (text: string, whole = false): number | undefined => {
  const n = whole ? Number(text) : parseDecimal(text);
  return text.trim() && Number.isFinite(n) && (!whole || Number.isInteger(n)) ? n : undefined;
};

/** Today in Istanbul as YYYY-MM-DD, the server's day too: at 00:30 it is already the Turkish date, not UTC's. */
export const todayIso = () => istanbulToday();
