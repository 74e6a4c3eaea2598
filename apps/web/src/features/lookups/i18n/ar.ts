import { ltr } from '../../../shared/i18n/bidi.js';
import type { LookupsTexts } from './tr.js';

/** The tariff and valuation lookups’ texts, in Arabic. */
export const ar: LookupsTexts = {
  filters: {
    year: 'السنة',
    county: 'القضاء',
    district: 'الحي',
    street: 'الشارع',
    streetName: 'البحث في اسم الشارع',
    usage: 'الاستخدام',
    buildingClass: 'فئة المبنى',
    constructionGroup: 'مجموعة البناء',
    group: 'المجموعة',
    buildingGroup: 'مجموعة المبنى',
    degree: 'الدرجة',
  },
  streetValuation: {
    intro:
      'القيم الوحدوية للأرض لكل متر مربع لأغراض ضريبة العقارات، حسب الشارع. اختاروا السنة وضيّقوا البحث حسب القضاء والحي والشارع.',
    county: 'القضاء',
    district: 'الحي',
    street: 'الشارع',
    value: 'القيمة الوحدوية للمتر المربع',
  },
  constructionCost: {
    intro: 'تكاليف البناء العادية للمتر المربع المستخدمة في تقييم المباني لأغراض ضريبة العقارات.',
    usage: 'الاستخدام',
    type: 'نوع البناء',
    class: 'الفئة',
    cost: 'التكلفة للمتر المربع',
  },
  abrasionShare: {
    intro: 'نسبة الاستهلاك التي تُخصم من القيمة الضريبية للمبنى بحسب عمره ونوع بنائه.',
    group: 'مجموعة البناء',
    types: 'أنواع البناء',
    age: 'عمر المبنى',
    share: 'نسبة الاستهلاك',
    ageRange: (from: number, to: number | null) =>
      to === null ? `${ltr(from)} سنة فأكثر` : `${ltr(from)}–${ltr(to)} سنة`,
  },
  adTariff: {
    intro: 'التعرفة السنوية لضريبة الإعلان حسب المجموعة. وتتحدد المجموعة بحسب موقع المنشأة.',
    group: 'المجموعة',
    code: 'الرمز',
    type: 'نوع الإعلان',
    unit: 'الوحدة',
    price: 'سعر الوحدة',
    groupName: (n: number) => `المجموعة ${n}`,
  },
  ectPrice: {
    intro: 'ضريبة تنظيف البيئة السنوية لأماكن العمل حسب مجموعة المبنى ودرجته.',
    group: 'مجموعة المبنى',
    groupName: 'البيان',
    degree: 'الدرجة',
    price: 'المبلغ السنوي',
    degreeName: (n: number) => `الدرجة ${n}`,
  },
};
