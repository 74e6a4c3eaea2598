import type { Language } from '@e-belediye/contracts/languages';
import { labelOf, useAddressLists } from '../../shared/address/useAddressLists.js';
import { featureMessages, useI18n } from '../../shared/i18n/index.js';
import { InputField, SelectField } from '../../shared/ui/Field.js';
import { type AddressValue, emptyAddress } from './fields.js';
import { tr } from './i18n/address.tr.js';
import type { Errors } from './StepForm.js';

// The fields more than one kind's steps ask for (the address picker, a number field), fetched with those steps.

/** The address fields' texts in `language`, read during a render (suspends while the English ones come). */
export const addressTexts = (language: Language) =>
  featureMessages(
    language,
    tr,
    () => import('./i18n/address.en.js'),
    () => import('./i18n/address.ar.js'),
  ).address;

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
  const t = addressTexts(useI18n().language);
  const lists = useAddressLists(value, { innerDoors: innerDoor });
  const { counties: countyOptions, districts: districtOptions, streets: streetOptions } = lists;
  const { outerDoors: outerOptions, innerDoors: innerOptions } = lists;
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
        onChange={(code) => onChange({ ...emptyAddress, countyCode: code, countyName: labelOf(countyOptions, code) })}
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
            districtName: labelOf(districtOptions, code),
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
            streetName: labelOf(streetOptions, code),
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
            outerDoorNo: labelOf(outerOptions, oid),
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
          onChange={(oid) => onChange({ ...value, innerDoorOid: oid, innerDoorNo: labelOf(innerOptions, oid) })}
        />
      )}
    </>
  );
}

/** The address step's checks: county, district and street are needed; the doors when there are any. */
export function checkAddress(a: AddressValue, required: string): Errors {
  return {
    countyCode: a.countyCode ? undefined : required,
    districtCode: a.districtCode ? undefined : required,
    streetCode: a.streetCode ? undefined : required,
  };
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
