import type { AddressTexts } from './address.tr.js';

/** The address fields' texts, in Arabic. */
export const ar: AddressTexts = {
  address: {
    intro: 'اختاروا العنوان بدءًا من القضاء؛ وتمتلئ كل قائمة بعد اختيار القائمة التي فوقها.',
    county: 'القضاء',
    district: 'الحي',
    street: 'الشارع',
    outerDoor: 'رقم المبنى',
    innerDoor: 'رقم الشقة',
    noDoor: 'لا يوجد / غير معروف',
    choose: 'اختاروا',
    required: 'اختاروا هذا الجزء من العنوان.',
  },
};
