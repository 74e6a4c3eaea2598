import type { AddressTexts } from './address.tr.js';

/** The address fields' texts, in English. */
export const en: AddressTexts = {
  address: {
    intro: 'Pick the address starting with the county; each list fills once the one above is chosen.',
    county: 'County',
    district: 'Neighbourhood',
    street: 'Street',
    outerDoor: 'Building no',
    innerDoor: 'Flat no',
    noDoor: 'None / not known',
    choose: 'Choose',
    required: 'Choose this part of the address.',
  },
};
