import type { DeclarationInput } from '@e-belediye/contracts';
import { type EstateKind, type EstateValues, estateInput, estateValuesOf, initialEstate } from './estate.js';
import { numberOrUndefined, todayIso } from './fields.js';
import { generic, type Kind, lastYearsFirstDay, stand } from './kinds.js';

// The three estate pages' kinds, a module apart so a business declaration's page does not load them.

function estate(kind: EstateKind): Kind<EstateValues> {
  return {
    initial: initialEstate,
    steps:
      kind === 'building'
        ? ['address', 'deed', 'acquisition', 'building', 'exemption']
        : ['address', 'deed', 'acquisition'],
    later: () => import('./estate-steps.js').then((m) => m.estateSteps(kind)),
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
          acquiredOn: acquiredOn > todayIso() ? lastYearsFirstDay() : acquiredOn,
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

export const estateKinds: Record<EstateKind, Kind<unknown>> = {
  building: generic(estate('building')),
  plot: generic(estate('plot')),
  land: generic(estate('land')),
};
