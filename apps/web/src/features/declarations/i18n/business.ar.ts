import type { BusinessTexts } from './business.tr.js';

/** The business declaration steps' texts, in Arabic. */
export const ar: BusinessTexts = {
  workplace: {
    tradeName: 'اسم المنشأة (كما على اللافتة)',
    tradeNameRequired: 'أدخلوا اسم المنشأة (حرفان على الأقل).',
    startedOn: 'تاريخ بدء النشاط',
    startedOnRequired: 'أدخلوا تاريخ بدء النشاط.',
    startedOnFuture: 'لا يجوز أن يكون تاريخ البدء في المستقبل.',
  },
  ect: {
    intro:
      'تعكس مجموعة المبنى نوع مكان العمل وحجمه، وتعكس الدرجة موقعه؛ ويحددهما المجلس البلدي. إن لم تكونوا متأكدين فراجعوا صفحة مبالغ ضريبة التنظيف.',
    buildingGroup: 'مجموعة المبنى',
    groupRequired: 'اختاروا مجموعة المبنى.',
    groupName: (g: number) => `المجموعة ${g}`,
    degree: 'الدرجة',
    degreeRequired: 'اختاروا الدرجة.',
    degreeName: (d: number) => `الدرجة ${d}`,
  },
  ad: {
    intro:
      'أضيفوا كل لافتة على حدة. تُحسب الضريبة من التعرفة السنوية بحسب نوع الإعلان ومساحته (العرض × الارتفاع × عدد الأوجه) ومجموعة موقعه. ' +
      'وفي الإعلان على مركبة يكون العرض والارتفاع للإعلان نفسه: فالضريبة على أمتاره المربعة لا على المركبة (القانون 2464، المادة 15).',
    boardNo: (n: number) => `الإعلان ${n}`,
    adType: 'نوع الإعلان',
    adTypeRequired: 'اختاروا نوع الإعلان.',
    width: 'العرض (م)',
    height: 'الارتفاع (م)',
    sizeInvalid: 'يجب أن يكون القياس أكبر من 0 وألا يتجاوز 200 م.',
    sides: 'عدد الأوجه',
    sidesShort: (n: number) => (n > 1 ? `${n} أوجه` : 'وجه واحد'),
    weeks: 'أسابيع العرض',
    weeksShort: (n: number) => (n > 1 ? `${n} أسابيع` : 'أسبوع واحد'),
    weeksInvalid: 'يجب أن يكون عدد الأسابيع بين 1 و52.',
    quantity: 'الكمية',
    quantityHint: (unit: string, sized: boolean) =>
      sized ? `كم قطعة بهذا القياس (للمركبات: عدد المركبات). وحدة التعرفة: ${unit}` : `وحدة التعرفة: ${unit}`,
    quantityInvalid: 'يجب أن تكون الكمية عددًا صحيحًا لا يقل عن 1.',
    locationGroup: 'مجموعة الموقع',
    locationRequired: 'اختاروا مجموعة الموقع.',
    locationName: (g: number) =>
      [
        'المجموعة 1 (جادة، ساحة)',
        'المجموعة 2 (طريق رئيسي)',
        'المجموعة 3 (شارع عريض)',
        'المجموعة 4 (شارع)',
        'المجموعة 5 (شارع فرعي)',
      ][g - 1] ?? `المجموعة ${g}`,
    location: 'مكان الإعلان',
    locationHint: 'مثلًا: «فوق المدخل، في الواجهة».',
    locationTextRequired: 'أدخلوا مكان الإعلان.',
    addBoard: 'إضافة إعلان',
    removeBoard: (n: number) => `حذف الإعلان ${n}`,
  },
  entertainment: {
    venueType: 'نوع المكان / النشاط',
    venueRequired: 'اختاروا نوع النشاط.',
    group: 'مجموعة التعرفة',
    groupName: (g: number) => `المجموعة ${g}`,
    groupRequired: 'اختاروا مجموعة التعرفة.',
    period: 'الفترة المُقَرّ عنها',
    periods: { DAILY: 'يومي (فعالية)', MONTHLY: 'شهري', ANNUAL: 'سنوي' },
    startDate: 'اليوم الأول من الفترة (الفعالية)',
    startHint: 'في الإقرار الشهري: أول الشهر. وتستحق الضريبة حتى اليوم 20 من الشهر التالي.',
    startRequired: 'أدخلوا اليوم الأول من الفترة.',
    days: 'أيام العمل',
    daysHint: (max: number) => `أيام العمل في الفترة (1–${max}).`,
    daysInvalid: (max: number) => `يجب أن يكون عدد الأيام بين 1 و${max}.`,
    ticketRevenue: 'إيرادات التذاكر (₺، دون الضريبة)',
    ticketHint: 'مجموع التذاكر المبيعة في الفترة، دون الضريبة.',
    revenueInvalid: 'أدخلوا الإيرادات رقمًا (مثل 12500,00).',
  },
};
