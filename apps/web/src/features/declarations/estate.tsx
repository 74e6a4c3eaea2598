import type { EstateDeclarationInput } from '@e-belediye/contracts';
import { estateTaxYear, refuseConstructionYear } from '@e-belediye/contracts/tax-year';
import { InputField, SelectField } from '../../shared/ui/Field.js';
import { CheckboxField } from '../../shared/ui/Form.js';
import {
  AddressFields,
  type AddressValue,
  addressInput,
  addressLine,
  checkAddress,
  emptyAddress,
  NumberField,
  numberOrUndefined,
  parseDecimal,
  todayIso,
} from './fields.js';
import type { DeclarationsTexts } from './i18n/index.js';
import type { Errors, Step } from './StepForm.js';

/** The three estate declarations of spec section 4: estate type 1 building, 2 plot, 3 land. */
export type EstateKind = 'building' | 'plot' | 'land';
export const estateTypeOf: Record<EstateKind, 1 | 2 | 3> = { building: 1, plot: 2, land: 3 };

export interface EstateValues {
  address: AddressValue;
  pafta: string;
  ada: string;
  parsel: string;
  /** The parcel's area in m² (plot, land) or the building's gross floor area (building). */
  area: string;
  /** A building's land share in m²: valued from the street's table and added to the building's value. */
  landShareArea: string;
  shareNumerator: string;
  shareDenominator: string;
  acquiredOn: string;
  acquisitionReason: string;
  usage: string;
  landKind: string;
  buildingClass: string;
  constructionType: string;
  constructionYear: string;
  claimExemption: boolean;
  exemptionGround: string;
  singleDwelling: boolean;
  ownResidence: boolean;
}

export const initialEstate = (): EstateValues => ({
  address: emptyAddress,
  pafta: '',
  ada: '',
  parsel: '',
  area: '',
  landShareArea: '',
  shareNumerator: '1',
  shareDenominator: '1',
  acquiredOn: '',
  acquisitionReason: '',
  usage: '',
  landKind: '',
  buildingClass: '',
  constructionType: '',
  constructionYear: '',
  claimExemption: false,
  exemptionGround: '',
  singleDwelling: false,
  ownResidence: false,
});

export interface Option {
  value: string;
  label: string;
}
const options = (labels: Record<string, string>): Option[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
const labelOf = (list: Option[], value: string) => list.find((o) => o.value === value)?.label ?? '';

/** The steps of an estate declaration after the declarer: where, the title deed, how it was acquired, the building, exemptions. */
export function estateSteps<V extends EstateValues>(
  t: DeclarationsTexts,
  kind: EstateKind,
  lists: { reasons: Option[]; landKinds: Option[] },
): Step<V>[] {
  const e = t.estate;
  const a = t.address;
  const building = kind === 'building';
  const where: Step<V> = {
    key: 'address',
    title: a.title,
    render: ({ values, set, errors }) => (
      <>
        <p className="muted">{a.intro}</p>
        <AddressFields
          value={values.address}
          onChange={(next) => set('address')(next as V['address'])}
          errors={errors}
          innerDoor={building}
        />
      </>
    ),
    check: (v) => checkAddress(v.address, a.required),
    answers: (v) => [[a.title, addressLine(v.address, a.innerDoor)]],
  };
  const deed: Step<V> = {
    key: 'deed',
    title: e.deedTitle,
    render: ({ values, set, errors }) => (
      <>
        <div className="two-fields">
          <InputField
            label={e.pafta}
            name="pafta"
            maxLength={20}
            value={values.pafta}
            onChange={set('pafta')}
            error={errors.pafta}
          />
          <InputField
            label={e.ada}
            name="ada"
            required
            maxLength={20}
            value={values.ada}
            onChange={set('ada')}
            error={errors.ada}
          />
        </div>
        <InputField
          label={e.parsel}
          name="parsel"
          required
          maxLength={20}
          value={values.parsel}
          onChange={set('parsel')}
          error={errors.parsel}
        />
        <NumberField
          label={building ? e.floorArea : e.area}
          name="area"
          required
          hint={e.areaHint}
          value={values.area}
          onChange={set('area')}
          error={errors.area}
        />
        {building && (
          <NumberField
            label={e.landShareArea}
            name="landShareArea"
            required
            hint={e.landShareHint}
            value={values.landShareArea}
            onChange={set('landShareArea')}
            error={errors.landShareArea}
          />
        )}
        <fieldset className="form-group">
          <legend>{e.share}</legend>
          <p className="field-hint">{e.shareHint}</p>
          <div className="two-fields">
            <NumberField
              whole
              label={e.shareNumerator}
              name="shareNumerator"
              required
              value={values.shareNumerator}
              onChange={set('shareNumerator')}
              error={errors.shareNumerator}
            />
            <NumberField
              whole
              label={e.shareDenominator}
              name="shareDenominator"
              required
              value={values.shareDenominator}
              onChange={set('shareDenominator')}
              error={errors.shareDenominator}
            />
          </div>
        </fieldset>
      </>
    ),
    check: (v) => {
      const area = parseDecimal(v.area);
      const num = Number(v.shareNumerator);
      const den = Number(v.shareDenominator);
      const landShare = parseDecimal(v.landShareArea);
      return {
        ada: v.ada.trim() ? undefined : e.adaRequired,
        parsel: v.parsel.trim() ? undefined : e.parselRequired,
        area: area > 0 && area <= 10_000_000 ? undefined : e.areaInvalid,
        landShareArea: building && !(landShare > 0 && landShare <= 10_000_000) ? e.areaInvalid : undefined,
        shareNumerator: Number.isInteger(num) && num > 0 ? undefined : e.shareInvalid,
        shareDenominator: !(Number.isInteger(den) && den > 0) ? e.shareInvalid : num > den ? e.shareOverOne : undefined,
      };
    },
    answers: (v) => [
      [e.pafta, v.pafta],
      [e.ada, v.ada],
      [e.parsel, v.parsel],
      [building ? e.floorArea : e.area, `${v.area} m²`],
      ...(building ? [[e.landShareArea, `${v.landShareArea} m²`] as [string, string]] : []),
      [e.share, `${v.shareNumerator}/${v.shareDenominator}`],
    ],
  };
  const acquisition: Step<V> = {
    key: 'acquisition',
    title: e.acquisitionTitle,
    render: ({ values, set, errors }) => (
      <>
        <InputField
          type="date"
          label={e.acquiredOn}
          name="acquiredOn"
          required
          hint={e.acquiredOnHint}
          value={values.acquiredOn}
          onChange={set('acquiredOn')}
          error={errors.acquiredOn}
        />
        <SelectField
          label={e.acquisitionReason}
          name="acquisitionReason"
          required
          emptyLabel={a.choose}
          options={lists.reasons}
          value={values.acquisitionReason}
          onChange={set('acquisitionReason')}
          error={errors.acquisitionReason}
        />
        {kind === 'land' && (
          <SelectField
            label={e.landKind}
            name="landKind"
            required
            emptyLabel={a.choose}
            options={lists.landKinds}
            value={values.landKind}
            onChange={set('landKind')}
            error={errors.landKind}
          />
        )}
        <TaxYearNote acquiredOn={values.acquiredOn} reason={e.taxYearReason} />
        {building && (
          <SelectField
            label={e.usage}
            name="usage"
            required
            emptyLabel={a.choose}
            options={options(e.usages)}
            value={values.usage}
            onChange={set('usage')}
            error={errors.usage}
          />
        )}
      </>
    ),
    check: (v) => ({
      acquiredOn: !v.acquiredOn ? e.acquiredOnRequired : v.acquiredOn > todayIso() ? e.acquiredOnFuture : undefined,
      acquisitionReason: v.acquisitionReason ? undefined : e.reasonRequired,
      usage: building && !v.usage ? e.usageRequired : undefined,
      landKind: kind === 'land' && !v.landKind ? e.landKindRequired : undefined,
    }),
    answers: (v) => [
      [e.acquiredOn, v.acquiredOn.split('-').reverse().join('.')],
      [e.taxYear, e.taxYearReason(v.acquiredOn, estateTaxYear(v.acquiredOn, todayIso()))],
      [e.acquisitionReason, labelOf(lists.reasons, v.acquisitionReason)],
      ...(kind === 'land' ? [[e.landKind, labelOf(lists.landKinds, v.landKind)] as [string, string]] : []),
      ...(building ? [[e.usage, e.usages[v.usage as keyof typeof e.usages] ?? ''] as [string, string]] : []),
    ],
  };
  const structure: Step<V> = {
    key: 'building',
    title: e.buildingTitle,
    render: ({ values, set, errors }) => (
      <>
        <SelectField
          label={e.constructionType}
          name="constructionType"
          required
          emptyLabel={a.choose}
          options={options(e.constructionTypes)}
          value={values.constructionType}
          onChange={set('constructionType')}
          error={errors.constructionType}
        />
        <SelectField
          label={e.buildingClass}
          name="buildingClass"
          required
          emptyLabel={a.choose}
          options={options(e.buildingClasses)}
          value={values.buildingClass}
          onChange={set('buildingClass')}
          error={errors.buildingClass}
        />
        <NumberField
          whole
          label={e.constructionYear}
          name="constructionYear"
          required
          hint={e.constructionYearHint}
          value={values.constructionYear}
          onChange={set('constructionYear')}
          error={errors.constructionYear}
        />
      </>
    ),
    check: (v) => {
      const year = Number(v.constructionYear);
      const today = todayIso();
      // The contract's rule, the one the API refuses with: not after the filing year nor the tax year.
      const late = refuseConstructionYear(year, estateTaxYear(v.acquiredOn, today), today);
      return {
        constructionType: v.constructionType ? undefined : e.constructionTypeRequired,
        buildingClass: v.buildingClass ? undefined : e.buildingClassRequired,
        constructionYear: !(Number.isInteger(year) && year >= 1800)
          ? e.constructionYearInvalid
          : late
            ? e.constructionYearRefused(late)
            : undefined,
      };
    },
    answers: (v) => [
      [e.constructionType, e.constructionTypes[v.constructionType as keyof typeof e.constructionTypes] ?? ''],
      [e.buildingClass, e.buildingClasses[v.buildingClass as keyof typeof e.buildingClasses] ?? ''],
      [e.constructionYear, v.constructionYear],
    ],
  };
  const exemption: Step<V> = {
    key: 'exemption',
    title: e.exemptionTitle,
    render: ({ values, set, errors }) => (
      <>
        <p className="muted">{e.exemptionIntro}</p>
        <CheckboxField
          label={e.claimExemption}
          name="claimExemption"
          checked={values.claimExemption}
          onChange={set('claimExemption')}
        />
        {values.claimExemption && (
          <>
            <SelectField
              label={e.exemptionGround}
              name="exemptionGround"
              required
              emptyLabel={a.choose}
              options={options(e.grounds)}
              value={values.exemptionGround}
              onChange={set('exemptionGround')}
              error={errors.exemptionGround}
            />
            <CheckboxField
              label={e.singleDwelling}
              name="singleDwelling"
              checked={values.singleDwelling}
              onChange={set('singleDwelling')}
              error={errors.singleDwelling}
            />
            <CheckboxField
              label={e.ownResidence}
              name="ownResidence"
              checked={values.ownResidence}
              onChange={set('ownResidence')}
              error={errors.ownResidence}
            />
          </>
        )}
      </>
    ),
    check: (v): Errors => ({
      exemptionGround: v.claimExemption && !v.exemptionGround ? e.groundRequired : undefined,
      singleDwelling: v.claimExemption && !v.singleDwelling ? e.singleDwellingRequired : undefined,
      ownResidence: v.claimExemption && !v.ownResidence ? e.ownResidenceRequired : undefined,
    }),
    answers: (v) => [
      [
        e.exemptionTitle,
        v.claimExemption ? (e.grounds[v.exemptionGround as keyof typeof e.grounds] ?? '') : e.noExemption,
      ],
    ],
  };
  return building ? [where, deed, acquisition, structure, exemption] : [where, deed, acquisition];
}

/**
 * Which year the declaration is for and why, as soon as a valid acquisition date is typed: announced politely,
 * since it changes as the citizen corrects the date.
 */
function TaxYearNote({ acquiredOn, reason }: { acquiredOn: string; reason(acquiredOn: string, year: number): string }) {
  const today = todayIso();
  const shown = /^\d{4}-\d{2}-\d{2}$/.test(acquiredOn) && acquiredOn <= today;
  return (
    <div aria-live="polite">
      {shown && (
        <p className="notice notice-info tax-year-note">{reason(acquiredOn, estateTaxYear(acquiredOn, today))}</p>
      )}
    </div>
  );
}

/** The declaration the contract takes, from the form's values. */
export function estateInput(v: EstateValues, kind: EstateKind): EstateDeclarationInput {
  const building = kind === 'building';
  const area = numberOrUndefined(v.area);
  return {
    kind: 'ESTATE',
    estateType: estateTypeOf[kind],
    year: estateTaxYear(v.acquiredOn, todayIso()),
    address: addressInput(v.address),
    titleDeed: { pafta: v.pafta.trim() || undefined, ada: v.ada.trim(), parsel: v.parsel.trim() },
    areaM2: building ? undefined : area,
    share: { numerator: Number(v.shareNumerator), denominator: Number(v.shareDenominator) },
    acquisitionDate: v.acquiredOn,
    acquisitionReasonCode: v.acquisitionReason,
    usage: (building ? v.usage : 'OTHER') as EstateDeclarationInput['usage'],
    landKindCode: kind === 'land' ? v.landKind || undefined : undefined,
    building: building
      ? {
          constructionType: v.constructionType as NonNullable<EstateDeclarationInput['building']>['constructionType'],
          buildingClass: v.buildingClass as NonNullable<EstateDeclarationInput['building']>['buildingClass'],
          constructionYear: Number(v.constructionYear),
          floorAreaM2: area as number,
          landShareM2: numberOrUndefined(v.landShareArea) as number,
        }
      : undefined,
    exemption:
      building && v.claimExemption
        ? {
            reason: v.exemptionGround as NonNullable<EstateDeclarationInput['exemption']>['reason'],
            singleResidence: v.singleDwelling,
            ownResidence: v.ownResidence,
          }
        : undefined,
  };
}

/** A draft's values back from a declaration on file (to amend it). */
export function estateValuesOf(d: EstateDeclarationInput, address: AddressValue): EstateValues {
  const b = d.building;
  return {
    ...initialEstate(),
    address,
    pafta: d.titleDeed.pafta ?? '',
    ada: d.titleDeed.ada,
    parsel: d.titleDeed.parsel,
    area: String(b ? b.floorAreaM2 : (d.areaM2 ?? '')).replace('.', ','),
    landShareArea: b ? String(b.landShareM2).replace('.', ',') : '',
    shareNumerator: String(d.share.numerator),
    shareDenominator: String(d.share.denominator),
    acquiredOn: d.acquisitionDate,
    acquisitionReason: d.acquisitionReasonCode,
    usage: d.usage,
    landKind: d.landKindCode ?? '',
    buildingClass: b?.buildingClass ?? '',
    constructionType: b?.constructionType ?? '',
    constructionYear: b ? String(b.constructionYear) : '',
    claimExemption: Boolean(d.exemption),
    exemptionGround: d.exemption?.reason ?? '',
    singleDwelling: d.exemption?.singleResidence ?? false,
    ownResidence: d.exemption?.ownResidence ?? false,
  };
}
