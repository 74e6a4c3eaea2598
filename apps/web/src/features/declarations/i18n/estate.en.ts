import { formatDateTr } from '@e-belediye/contracts/format';
import { type ConstructionYearRefusal, liabilityStartYear } from '@e-belediye/contracts/tax-year';
import type { EstateTexts } from './estate.tr.js';

/** The estate declaration steps' texts, in English. */
export const en: EstateTexts = {
  estate: {
    pafta: 'Map sheet (pafta)',
    ada: 'Block (ada)',
    parsel: 'Parcel (parsel)',
    adaRequired: 'Enter the block number.',
    parselRequired: 'Enter the parcel number.',
    area: 'Area (m²)',
    floorArea: 'Gross floor area (m²)',
    areaHint: 'As on the title deed; use a comma for decimals (e.g. 120,5).',
    areaInvalid: 'The area must be a sensible number above zero.',
    landShareArea: 'Land share (m²)',
    landShareHint: 'The part of the plot under the building that belongs to your unit (on the title deed).',
    share: 'Share',
    shareHint: '1/1 if it is all yours; 1/2 if half is yours.',
    shareNumerator: 'Numerator',
    shareDenominator: 'Denominator',
    shareInvalid: 'The share must be a whole number above zero.',
    shareOverOne: 'The numerator cannot exceed the denominator (a share is at most 1).',
    acquiredOn: 'Acquisition date',
    acquiredOnHint: 'The registration date. The tax starts in the year after the acquisition.',
    acquiredOnRequired: 'Enter the acquisition date.',
    acquiredOnFuture: 'The acquisition date cannot be in the future.',
    taxYear: 'Tax year',
    taxYearReason: (acquiredOn: string, year: number) => {
      const first = liabilityStartYear(acquiredOn);
      const on = formatDateTr(acquiredOn);
      return first === year
        ? `This declaration is for ${year}: the tax on a property acquired on ${on} starts in the year after the acquisition (Law 1319, art. 33).`
        : `This declaration is for ${year}: the tax on a property acquired on ${on} started in ${first}, the year after the acquisition; the declaration is for the current year's tax (Law 1319, art. 33).`;
    },
    acquisitionReason: 'How it was acquired',
    reasonRequired: 'Choose how it was acquired.',
    landKind: 'Kind of land',
    landKindRequired: 'Choose the kind of land.',
    usage: 'Use',
    usageRequired: 'Choose how it is used.',
    usages: { RESIDENCE: 'Residence', WORKPLACE: 'Workplace', OTHER: 'Other' },
    constructionType: 'Construction type',
    constructionTypeRequired: 'Choose the construction type.',
    constructionTypes: {
      'Çelik karkas': 'Steel frame',
      'Betonarme karkas': 'Reinforced concrete frame',
      'Yığma kagir': 'Masonry',
      'Yığma yarı kagir': 'Semi-masonry',
      Ahşap: 'Timber',
      'Taş duvarlı': 'Stone walls (mud mortar)',
      'Gecekondu tarzı': 'Shanty',
      'Kerpiç ve diğer basit': 'Adobe and other simple',
    },
    buildingClass: 'Building class',
    buildingClassRequired: 'Choose the building class.',
    buildingClasses: {
      Lüks: 'Luxury',
      '1. sınıf': '1st class',
      '2. sınıf': '2nd class',
      '3. sınıf': '3rd class',
      Basit: 'Simple',
    },
    constructionYear: 'Year completed',
    constructionYearHint: 'Depreciation is deducted by the building’s age.',
    constructionYearInvalid: 'Enter a valid year.',
    constructionYearRefused: (r: ConstructionYearRefusal) =>
      r.after === 'filing'
        ? `Cannot be later than the year of filing (${r.year}): a building is declared once it is completed.`
        : `Cannot be later than the tax year (${r.year}).`,
    exemptionIntro:
      'Retirees, disabled people, veterans and people who document having no income pay no building tax on a single home under 200 m² that they live in.',
    claimExemption: 'I claim the single-home exemption',
    exemptionGround: 'Ground of the exemption',
    groundRequired: 'Choose the ground of the exemption.',
    grounds: {
      RETIRED: 'Retired (or drawing a widow’s or orphan’s pension)',
      DISABLED: 'Disabled',
      VETERAN: 'Veteran',
      NO_INCOME: 'Documented no income',
    },
    singleDwelling: 'I own no other home in Türkiye',
    singleDwellingRequired: 'The exemption requires that this is your only home.',
    ownResidence: 'I live in this home',
    ownResidenceRequired: 'The exemption requires that you live in the home.',
    noExemption: 'Not claimed',
  },
};
