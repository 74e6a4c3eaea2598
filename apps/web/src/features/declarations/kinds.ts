import type { DeclarationInput } from '@e-belediye/contracts';
import {
  type AdType,
  type AdValues,
  adInput,
  adSteps,
  adValuesOf,
  type EctValues,
  type EntertainmentValues,
  ectInput,
  ectSteps,
  ectValuesOf,
  entertainmentInput,
  entertainmentSteps,
  entertainmentValuesOf,
  initialAd,
  initialEct,
  initialEntertainment,
  type Option,
  type VenueType,
} from './business.js';
import {
  type EstateKind,
  type EstateValues,
  estateInput,
  estateSteps,
  estateValuesOf,
  initialEstate,
} from './estate.js';
import { type AddressValue, numberOrUndefined } from './fields.js';
import type { DeclarationsTexts } from './i18n/index.js';
import type { PageKind } from './pages.js';
import type { Step } from './StepForm.js';

export type { PageKind } from './pages.js';

/** The code lists a declaration's fields choose from, fetched for the kinds that need them. */
export interface Lists {
  reasons: Option[];
  landKinds: Option[];
  adTypes: AdType[];
  venueTypes: VenueType[];
}

/** The record call of each kind (spec section 7). */
export type RecordCall =
  | 'RecordEMunicipalityEstateDeclaration'
  | 'RecordEMunicipalityECTDeclaration'
  | 'RecordEMunicipalityAdDeclaration'
  | 'RecordEMunicipalityEntertainmentDeclaration';

/** What makes one kind of declaration: its values, steps, the contract's input, and the input for an estimate. */
export interface Kind<V> {
  initial(): V;
  steps(t: DeclarationsTexts, lists: Lists): Step<V>[];
  input(v: V, lists: Lists): DeclarationInput;
  /**
   * The input for the live estimate, before the form is complete: the figures that move the amount must be
   * there; the fields that do not (deed numbers, names, dates that only decide the year) stand in until typed.
   * Null while the amount cannot be computed yet.
   */
  estimate(v: V, lists: Lists): DeclarationInput | null;
  valuesOf(d: DeclarationInput, address: AddressValue): V;
  record: RecordCall;
}

const stand = (value: string, standIn: string) => (value.trim() ? value : standIn);
const lastYearsFirstDay = () => `${Number(new Date().toISOString().slice(0, 4)) - 1}-01-01`;

function estate(kind: EstateKind): Kind<EstateValues> {
  return {
    initial: initialEstate,
    steps: (t, lists) => estateSteps(t, kind, lists),
    input: (v) => estateInput(v, kind),
    estimate(v, lists) {
      const building = kind === 'building';
      const area = numberOrUndefined(v.area);
      const landShare = numberOrUndefined(v.landShareArea);
      if (!v.address.streetCode || !area) return null;
      if (building && (!landShare || !v.usage || !v.constructionType || !v.buildingClass || !v.constructionYear))
        return null;
      const acquiredOn = v.acquiredOn || lastYearsFirstDay();
      return estateInput(
        {
          ...v,
          ada: /^\d{1,6}$/.test(v.ada.trim()) ? v.ada : '1',
          parsel: /^\d{1,6}$/.test(v.parsel.trim()) ? v.parsel : '1',
          acquiredOn: acquiredOn > new Date().toISOString().slice(0, 10) ? lastYearsFirstDay() : acquiredOn,
          acquisitionReason: stand(v.acquisitionReason, lists.reasons[0]?.value ?? '1'),
          landKind: stand(v.landKind, lists.landKinds[0]?.value ?? ''),
          // An exemption counts once its conditions are ticked.
          claimExemption: v.claimExemption && Boolean(v.exemptionGround),
        },
        kind,
      );
    },
    valuesOf: (d, address) => estateValuesOf(d as Extract<DeclarationInput, { kind: 'ESTATE' }>, address),
    record: 'RecordEMunicipalityEstateDeclaration',
  };
}

const ect: Kind<EctValues> = {
  initial: initialEct,
  steps: (t) => ectSteps(t),
  input: (v) => ectInput(v),
  estimate: (v) =>
    v.buildingGroup && v.degree && v.address.streetCode
      ? ectInput({ ...v, tradeName: stand(v.tradeName, 'İşyeri'), startedOn: v.startedOn || lastYearsFirstDay() })
      : null,
  valuesOf: (d, address) => ectValuesOf(d as Extract<DeclarationInput, { kind: 'ECT' }>, address),
  record: 'RecordEMunicipalityECTDeclaration',
};

const ad: Kind<AdValues> = {
  initial: initialAd,
  steps: (t, lists) => adSteps(t, lists.adTypes),
  input: (v, lists) => adInput(v, lists.adTypes),
  estimate(v, lists) {
    if (!v.address.streetCode) return null;
    const boards = v.boards.filter((b) => {
      const type = lists.adTypes.find((o) => o.value === b.adType);
      if (!type || !b.groupNo) return false;
      if (type.needsSize && !(numberOrUndefined(b.width) && numberOrUndefined(b.height))) return false;
      return !type.needsWeeks || Boolean(numberOrUndefined(b.weeks, true));
    });
    if (!boards.length) return null;
    const standIns = boards.map((b) => ({ ...b, location: stand(b.location, 'Cephe') }));
    return adInput({ ...v, tradeName: stand(v.tradeName, 'İşyeri'), boards: standIns }, lists.adTypes);
  },
  valuesOf: (d, address) => adValuesOf(d as Extract<DeclarationInput, { kind: 'AD' }>, address),
  record: 'RecordEMunicipalityAdDeclaration',
};

const entertainment: Kind<EntertainmentValues> = {
  initial: initialEntertainment,
  steps: (t, lists) => entertainmentSteps(t, lists.venueTypes),
  input: (v, lists) => entertainmentInput(v, lists.venueTypes),
  estimate: (v, lists) =>
    v.address.streetCode && v.venueType && v.groupNo && numberOrUndefined(v.days, true)
      ? entertainmentInput(
          {
            ...v,
            tradeName: stand(v.tradeName, 'İşyeri'),
            startedOn: v.startedOn || new Date().toISOString().slice(0, 10),
            ticketRevenue: stand(v.ticketRevenue, '0'),
          },
          lists.venueTypes,
        )
      : null,
  valuesOf: (d, address) => entertainmentValuesOf(d as Extract<DeclarationInput, { kind: 'ENTERTAINMENT' }>, address),
  record: 'RecordEMunicipalityEntertainmentDeclaration',
};

/** Each page's kind; the page reads it with its own values' type. */
export const kinds: Record<PageKind, Kind<unknown>> = {
  building: estate('building') as unknown as Kind<unknown>,
  plot: estate('plot') as unknown as Kind<unknown>,
  land: estate('land') as unknown as Kind<unknown>,
  ect: ect as unknown as Kind<unknown>,
  ad: ad as unknown as Kind<unknown>,
  entertainment: entertainment as unknown as Kind<unknown>,
};
