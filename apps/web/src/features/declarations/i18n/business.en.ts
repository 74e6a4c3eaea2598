import type { BusinessTexts } from './business.tr.js';

/** The business declaration steps' texts, in English. */
export const en: BusinessTexts = {
  workplace: {
    tradeName: 'Business name (as on the sign)',
    tradeNameRequired: 'Enter the business name (at least 2 letters).',
    startedOn: 'Date business started',
    startedOnRequired: 'Enter the date the business started.',
    startedOnFuture: 'The start date cannot be in the future.',
  },
  ect: {
    intro:
      'The building group reflects the kind and size of the workplace, the degree its location; the council sets both. If unsure, see the Cleaning Tax Amounts page.',
    buildingGroup: 'Building group',
    groupRequired: 'Choose the building group.',
    groupName: (g: number) => `Group ${g}`,
    degree: 'Degree',
    degreeRequired: 'Choose the degree.',
    degreeName: (d: number) => `Degree ${d}`,
  },
  ad: {
    intro:
      'Add each sign separately. The tax comes from the annual tariff by the kind of advertisement, its area (width × height × sides) and the group of its location. ' +
      'For an advertisement on a vehicle, width and height are those of the advertisement: the tax is on its m², not on the vehicle (2464 art. 15).',
    boardNo: (n: number) => `Advertisement ${n}`,
    adType: 'Kind of advertisement',
    adTypeRequired: 'Choose the kind of advertisement.',
    width: 'Width (m)',
    height: 'Height (m)',
    sizeInvalid: 'A measure must be above 0 and at most 200 m.',
    sides: 'Sides',
    sidesShort: (n: number) => `${n} side${n > 1 ? 's' : ''}`,
    weeks: 'Weeks on display',
    weeksShort: (n: number) => `${n} week${n > 1 ? 's' : ''}`,
    weeksInvalid: 'Weeks must be between 1 and 52.',
    quantity: 'Quantity',
    quantityHint: (unit: string, sized: boolean) =>
      sized ? `How many of this size (for vehicles, how many vehicles). Tariff unit: ${unit}` : `Tariff unit: ${unit}`,
    quantityInvalid: 'The quantity must be a whole number of 1 or more.',
    locationGroup: 'Location group',
    locationRequired: 'Choose the location group.',
    locationName: (g: number) =>
      [
        'Group 1 (boulevard, square)',
        'Group 2 (main road)',
        'Group 3 (avenue)',
        'Group 4 (street)',
        'Group 5 (back street)',
      ][g - 1] ?? `Group ${g}`,
    location: 'Where the advertisement is',
    locationHint: 'E.g. “Above the entrance, front”.',
    locationTextRequired: 'Enter where the advertisement is.',
    addBoard: 'Add an advertisement',
    removeBoard: (n: number) => `Remove advertisement ${n}`,
  },
  entertainment: {
    venueType: 'Kind of venue / activity',
    venueRequired: 'Choose the kind of activity.',
    group: 'Tariff group',
    groupName: (g: number) => `Group ${g}`,
    groupRequired: 'Choose the tariff group.',
    period: 'Period declared',
    periods: { DAILY: 'Daily (event)', MONTHLY: 'Monthly', ANNUAL: 'Annual' },
    startDate: 'First day of the period (event)',
    startHint: 'For a monthly declaration, the first of the month. The tax is due by the 20th of the next month.',
    startRequired: 'Enter the first day of the period.',
    days: 'Days open',
    daysHint: (max: number) => `Working days in the period (1–${max}).`,
    daysInvalid: (max: number) => `Days must be between 1 and ${max}.`,
    ticketRevenue: 'Ticket revenue (₺, tax excluded)',
    ticketHint: 'Total of tickets sold in the period, without the tax.',
    revenueInvalid: 'Enter the revenue as a number (e.g. 12500,00).',
  },
};
