import type { DeclarationInput } from '@e-belediye/contracts';
import {
  type AdValues,
  adInput,
  adValuesOf,
  type EctValues,
  type EntertainmentValues,
  ectInput,
  ectValuesOf,
  entertainmentInput,
  entertainmentValuesOf,
  initialAd,
  initialEct,
  initialEntertainment,
} from './business.js';
import { numberOrUndefined, todayIso } from './fields.js';
import { generic, type Kind, lastYearsFirstDay, stand } from './kinds.js';

// The three declarations of a business, a module apart so an estate page does not load them.

const ect: Kind<EctValues> = {
  initial: initialEct,
  steps: ['workplace', 'group'],
  later: () => import('./business-steps.js').then((m) => m.ectSteps),
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
  steps: ['workplace', 'boards'],
  later: () => import('./business-steps.js').then((m) => m.adSteps),
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
  steps: ['workplace', 'venue'],
  later: () => import('./business-steps.js').then((m) => m.entertainmentSteps),
  input: (v, lists) => entertainmentInput(v, lists.venueTypes),
  estimate: (v, lists) =>
    v.address.streetCode && v.venueType && v.groupNo && numberOrUndefined(v.days, true)
      ? entertainmentInput(
          {
            ...v,
            tradeName: stand(v.tradeName, 'İşyeri'),
            startedOn: v.startedOn || todayIso(),
            ticketRevenue: stand(v.ticketRevenue, '0'),
          },
          lists.venueTypes,
        )
      : null,
  valuesOf: (d, address) => entertainmentValuesOf(d as Extract<DeclarationInput, { kind: 'ENTERTAINMENT' }>, address),
  record: 'RecordEMunicipalityEntertainmentDeclaration',
};

export const businessKinds: Record<'ect' | 'ad' | 'entertainment', Kind<unknown>> = {
  ect: generic(ect),
  ad: generic(ad),
  entertainment: generic(entertainment),
};
