import type { EstateDeclarationInput } from '@e-belediye/contracts';
import { estateTaxYear } from '@e-belediye/contracts/tax-year';
import { type AddressValue, addressInput, emptyAddress, numberOrUndefined, todayIso } from './fields.js';

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
