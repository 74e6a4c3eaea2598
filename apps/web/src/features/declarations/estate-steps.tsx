import { estateTaxYear, refuseConstructionYear } from '@e-belediye/contracts/tax-year';
import { featureMessages } from '../../shared/i18n/index.js';
import { InputField, SelectField } from '../../shared/ui/Field.js';
import { CheckboxField } from '../../shared/ui/Form.js';
import type { EstateKind, EstateValues, Option } from './estate.js';
import { parseDecimal, todayIso } from './fields.js';
import type { AddressTexts } from './i18n/address.tr.js';
import { type EstateTexts, tr } from './i18n/estate.tr.js';
import type { DeclarationsTexts } from './i18n/index.js';
import type { LaterSteps, Lists, StepBody } from './kinds.js';
import type { Errors } from './StepForm.js';
import { AddressFields, addressLine, addressTexts, checkAddress, NumberField } from './step-fields.js';

// An estate declaration's steps with their fields and rules: fetched after the declarer's step (ADR 0010).

const options = (labels: Record<string, string>): Option[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
const labelOf = (list: Option[], value: string) => list.find((o) => o.value === value)?.label ?? '';

/** The estate steps of `kind`, as the form reads them once this chunk is here. */
export function estateSteps(kind: EstateKind): LaterSteps<EstateValues> {
  return {
    bodies: (language, t, lists) =>
      estateBodies(
        t,
        featureMessages(
          language,
          tr,
          () => import('./i18n/estate.en.js'),
          () => import('./i18n/estate.ar.js'),
        ).estate,
        addressTexts(language),
        kind,
        lists,
      ),
  };
}

/** The bodies of an estate declaration's steps after the declarer: where, the title deed, how it was acquired, the building, exemptions. */
function estateBodies<V extends EstateValues>(
  t: DeclarationsTexts,
  e: EstateTexts['estate'],
  a: AddressTexts['address'],
  kind: EstateKind,
  lists: Lists,
): Record<'address' | 'deed' | 'acquisition' | 'building' | 'exemption', StepBody<V>> {
  const titles = t.steps;
  const building = kind === 'building';
  const where: StepBody<V> = {
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
    answers: (v) => [[titles.address, addressLine(v.address, a.innerDoor)]],
  };
  const deed: StepBody<V> = {
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
  const acquisition: StepBody<V> = {
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
  const structure: StepBody<V> = {
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
  const exemption: StepBody<V> = {
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
        titles.exemption,
        v.claimExemption ? (e.grounds[v.exemptionGround as keyof typeof e.grounds] ?? '') : e.noExemption,
      ],
    ],
  };
  return { address: where, deed, acquisition, building: structure, exemption };
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
