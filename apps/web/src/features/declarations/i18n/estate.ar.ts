import { formatDateTr } from '@e-belediye/contracts/format';
import { type ConstructionYearRefusal, liabilityStartYear } from '@e-belediye/contracts/tax-year';
import { ltr } from '../../../shared/i18n/bidi.js';
import type { EstateTexts } from './estate.tr.js';

/** The estate declaration steps' texts, in Arabic (the Turkish land-registry terms are kept in brackets). */
export const ar: EstateTexts = {
  estate: {
    pafta: 'لوحة الخريطة (pafta)',
    ada: 'البلوك (ada)',
    parsel: 'القطعة (parsel)',
    adaRequired: 'أدخلوا رقم البلوك.',
    parselRequired: 'أدخلوا رقم القطعة.',
    area: 'المساحة (م²)',
    floorArea: 'إجمالي مساحة البناء (م²)',
    areaHint: 'كما في سند الملكية؛ استخدموا الفاصلة للكسور العشرية (مثل 120,5).',
    areaInvalid: 'يجب أن تكون المساحة رقمًا معقولًا أكبر من الصفر.',
    landShareArea: 'حصة الأرض (م²)',
    landShareHint: 'الجزء العائد لوحدتكم من الأرض المقام عليها المبنى (مدوّن في سند الملكية).',
    share: 'الحصة',
    shareHint: '1/1 إذا كان كله لكم؛ و1/2 إذا كان نصفه لكم.',
    shareNumerator: 'البسط',
    shareDenominator: 'المقام',
    shareInvalid: 'يجب أن تكون الحصة عددًا صحيحًا أكبر من الصفر.',
    shareOverOne: 'لا يجوز أن يتجاوز البسط المقام (الحصة 1 على الأكثر).',
    acquiredOn: 'تاريخ التملك',
    acquiredOnHint: 'تاريخ التسجيل. وتبدأ الضريبة في السنة التالية للتملك.',
    acquiredOnRequired: 'أدخلوا تاريخ التملك.',
    acquiredOnFuture: 'لا يجوز أن يكون تاريخ التملك في المستقبل.',
    taxYear: 'السنة الضريبية',
    taxYearReason: (acquiredOn: string, year: number) => {
      const first = liabilityStartYear(acquiredOn);
      const on = formatDateTr(acquiredOn);
      return first === year
        ? `هذا الإقرار عن سنة ${year}: تبدأ ضريبة العقار المتملَّك في ${ltr(on)} في السنة التالية للتملك (القانون 1319، المادة 33).`
        : `هذا الإقرار عن سنة ${year}: بدأت ضريبة العقار المتملَّك في ${ltr(on)} في سنة ${first}، وهي السنة التالية للتملك؛ والإقرار عن ضريبة السنة الحالية (القانون 1319، المادة 33).`;
    },
    acquisitionReason: 'طريقة التملك',
    reasonRequired: 'اختاروا طريقة التملك.',
    landKind: 'نوع الأرض',
    landKindRequired: 'اختاروا نوع الأرض.',
    usage: 'الاستخدام',
    usageRequired: 'اختاروا طريقة الاستخدام.',
    usages: { RESIDENCE: 'سكن', WORKPLACE: 'مكان عمل', OTHER: 'أخرى' },
    constructionType: 'نوع البناء',
    constructionTypeRequired: 'اختاروا نوع البناء.',
    constructionTypes: {
      'Çelik karkas': 'هيكل فولاذي',
      'Betonarme karkas': 'هيكل خرساني مسلح',
      'Yığma kagir': 'بناء حجري',
      'Yığma yarı kagir': 'بناء نصف حجري',
      Ahşap: 'خشبي',
      'Taş duvarlı': 'جدران حجرية (بملاط طيني)',
      'Gecekondu tarzı': 'بناء عشوائي',
      'Kerpiç ve diğer basit': 'طوب لبن ومبانٍ بسيطة أخرى',
    },
    buildingClass: 'فئة المبنى',
    buildingClassRequired: 'اختاروا فئة المبنى.',
    buildingClasses: {
      Lüks: 'فاخرة',
      '1. sınıf': 'الفئة الأولى',
      '2. sınıf': 'الفئة الثانية',
      '3. sınıf': 'الفئة الثالثة',
      Basit: 'بسيطة',
    },
    constructionYear: 'سنة الإنجاز',
    constructionYearHint: 'يُخصم الاستهلاك بحسب عمر المبنى.',
    constructionYearInvalid: 'أدخلوا سنة صحيحة.',
    constructionYearRefused: (r: ConstructionYearRefusal) =>
      r.after === 'filing'
        ? `لا يجوز أن تكون بعد سنة التقديم (${r.year}): يُقَرّ عن المبنى بعد إنجازه.`
        : `لا يجوز أن تكون بعد السنة الضريبية (${r.year}).`,
    exemptionIntro:
      'لا يدفع المتقاعدون وذوو الإعاقة والمحاربون القدامى ومن يثبتون عدم وجود دخل لهم ضريبةَ المباني عن مسكن واحد تقل مساحته عن 200 م² يقيمون فيه.',
    claimExemption: 'أطلب إعفاء المسكن الوحيد',
    exemptionGround: 'سبب الإعفاء',
    groundRequired: 'اختاروا سبب الإعفاء.',
    grounds: {
      RETIRED: 'متقاعد (أو يتقاضى معاش أرملة أو يتيم)',
      DISABLED: 'من ذوي الإعاقة',
      VETERAN: 'محارب قديم',
      NO_INCOME: 'ثبت عدم وجود دخل',
    },
    singleDwelling: 'لا أملك مسكنًا آخر في تركيا',
    singleDwellingRequired: 'يشترط الإعفاء أن يكون هذا مسكنكم الوحيد.',
    ownResidence: 'أقيم في هذا المسكن',
    ownResidenceRequired: 'يشترط الإعفاء أن تقيموا في المسكن.',
    noExemption: 'لم يُطلب',
  },
};
