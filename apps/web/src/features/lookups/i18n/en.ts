import type { LookupsTexts } from './tr.js';

/** The tariff and valuation lookups’ texts, in English. */
export const en: LookupsTexts = {
  filters: {
    year: 'Year',
    county: 'County',
    district: 'Neighbourhood',
    street: 'Street',
    streetName: 'Search in street name',
    usage: 'Usage',
    buildingClass: 'Building class',
    constructionGroup: 'Construction group',
    group: 'Group',
    buildingGroup: 'Building group',
    degree: 'Degree',
  },
  streetValuation: {
    intro:
      'Plot unit values per m² for property tax, by street. Pick a year and narrow by county, neighbourhood and street.',
    county: 'County',
    district: 'Neighbourhood',
    street: 'Street',
    value: 'Unit value per m²',
  },
  constructionCost: {
    intro: 'Normal construction costs per m² used to value buildings for property tax.',
    usage: 'Usage',
    type: 'Construction type',
    class: 'Class',
    cost: 'Cost per m²',
  },
  abrasionShare: {
    intro: 'Depreciation deducted from a building’s tax value by age and construction type.',
    group: 'Construction group',
    types: 'Construction types',
    age: 'Building age',
    share: 'Depreciation',
    ageRange: (from: number, to: number | null) => (to === null ? `${from} years and over` : `${from}–${to} years`),
  },
  adTariff: {
    intro: 'Annual group tariff of the advertising tax. The group depends on where the business is.',
    group: 'Group',
    code: 'Code',
    type: 'Advertisement type',
    unit: 'Unit',
    price: 'Unit price',
    groupName: (n: number) => `Group ${n}`,
  },
  ectPrice: {
    intro: 'Annual environmental cleaning tax for workplaces by building group and degree.',
    group: 'Building group',
    groupName: 'Description',
    degree: 'Degree',
    price: 'Annual amount',
    degreeName: (n: number) => `Degree ${n}`,
  },
};
