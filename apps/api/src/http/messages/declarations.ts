import { ConstructionYearMessages } from '@e-belediye/contracts';
import { type Phrases, phrasesOf } from './phrasebook.js';

/** Declarations: the construction year's rules and the module's own refusals. */
export const declarationPhrases: Phrases = {
  ...phrasesOf(
    ConstructionYearMessages,
    {
      filing: 'Cannot be after the year of filing ({0}): a building is declared after it is finished.',
      taxYear: 'Cannot be after the tax year ({0}).',
    },
    {
      filing: 'لا يمكن أن يكون بعد سنة تقديم الإقرار ({0}): يُصرَّح بالمبنى بعد اكتمال بنائه.',
      taxYear: 'لا يمكن أن يكون بعد السنة الضريبية ({0}).',
    },
  ),
  // A calculation's refusal names its field: "Label: sentence", both parts translated by the book.
  '{0}: {1}': { en: '{0}: {1}', ar: '{0}: {1}' },
  'Yıl: {0} yılı için oranlar tanımlı değil.': {
    en: 'Year: No rates are defined for {0}.',
    ar: 'السنة: لا توجد نسب محددة لسنة {0}.',
  },
  'Beyanname bulunamadı.': { en: 'The declaration was not found.', ar: 'لم يُعثر على الإقرار.' },
  'Beyan eden: sicil türünüz "{0}"; beyannameyi bu türün bilgileriyle verin.': {
    en: 'Declarant: your registry type is "{0}"; file the declaration with the details of that type.',
    ar: 'المصرِّح: نوع سجلكم "{0}"؛ يُرجى تقديم الإقرار ببيانات هذا النوع.',
  },
  'Beyan eden: kimlik numarası oturumdaki sicille uyuşmuyor.': {
    en: 'Declarant: the identity number does not match the registry record signed in.',
    ar: 'المصرِّح: رقم الهوية لا يطابق السجل المسجَّل دخوله.',
  },
  'Bu parseli {0} yılı için zaten beyan ettiniz. Yeni beyanname yerine mevcut beyannamenizi düzeltin.': {
    en: 'You have already declared this parcel for {0}. Correct your existing declaration instead of filing a new one.',
    ar: 'صرّحتم بهذه القطعة لسنة {0} من قبل. يُرجى تصحيح إقراركم الحالي بدلًا من تقديم إقرار جديد.',
  },
  'Onaylanmış, geri çekilmiş veya yenisiyle değiştirilmiş bir beyanname düzeltilemez ya da geri çekilemez.': {
    en: 'A declaration that was approved, withdrawn or replaced by a new one cannot be corrected or withdrawn.',
    ar: 'لا يمكن تصحيح أو سحب إقرار تمت الموافقة عليه أو سُحب أو استُبدل بإقرار جديد.',
  },
  'Beyanname: düzeltme aynı türde olmalı.': {
    en: 'Declaration: a correction must be of the same kind.',
    ar: 'الإقرار: يجب أن يكون التصحيح من النوع نفسه.',
  },
  'Ödemesi yapılmış bir beyanname geri çekilemez; belediyeye başvurun.': {
    en: 'A declaration that has been paid cannot be withdrawn; please apply to the municipality.',
    ar: 'لا يمكن سحب إقرار دُفع؛ يُرجى مراجعة البلدية.',
  },
  'Yalnız kendi sicilinizin beyanname borçlarını görebilirsiniz.': {
    en: "You can see only your own registry record's declaration debts.",
    ar: 'يمكنكم الاطلاع على ديون الإقرارات الخاصة بسجلكم فقط.',
  },
  'Bu doğrulama koduyla düzenlenmiş bir beyanname bulunamadı.': {
    en: 'No declaration was issued with this verification code.',
    ar: 'لم يُعثر على إقرار صادر برمز التحقق هذا.',
  },
  'Vergi yılı: {0} yılı için hesap tabloları henüz tanımlanmadı.': {
    en: 'Tax year: The calculation tables for {0} have not been defined yet.',
    ar: 'السنة الضريبية: لم تُحدَّد جداول الحساب لسنة {0} بعد.',
  },
  'Cadde/Sokak: seçilen mahallede böyle bir cadde veya sokak yok.': {
    en: 'Street: There is no such street in the chosen neighbourhood.',
    ar: 'الشارع: لا يوجد شارع كهذا في الحي المختار.',
  },
  'Mahalle: seçilen ilçede böyle bir mahalle yok.': {
    en: 'Neighbourhood: There is no such neighbourhood in the chosen district.',
    ar: 'الحي: لا يوجد حي كهذا في القضاء المختار.',
  },
  'Dış kapı: seçilen cadde veya sokakta böyle bir dış kapı yok.': {
    en: 'Building number: There is no such building number on the chosen street.',
    ar: 'رقم المبنى: لا يوجد رقم مبنى كهذا في الشارع المختار.',
  },
  'İç kapı: seçilen dış kapıda böyle bir iç kapı yok.': {
    en: 'Flat number: There is no such flat number in the chosen building.',
    ar: 'رقم الشقة: لا يوجد رقم شقة كهذا في المبنى المختار.',
  },
  'Cadde/Sokak: {0} yılı için bu cadde veya sokağın rayiç bedeli yok.': {
    en: 'Street: This street has no market value for {0}.',
    ar: 'الشارع: لا توجد قيمة رائجة لهذا الشارع لسنة {0}.',
  },
  'Bina sınıfı: bu yapı tarzı ve sınıf için inşaat maliyeti tanımlı değil.': {
    en: 'Building class: No construction cost is defined for this construction type and class.',
    ar: 'فئة المبنى: لا توجد تكلفة بناء محددة لطراز البناء والفئة هذين.',
  },
  'Edinme şekli: listede olmayan bir edinme şekli.': {
    en: 'Manner of acquisition: Not one on the list.',
    ar: 'طريقة التملك: ليست من القائمة.',
  },
  'Arazi cinsi: listede olmayan bir arazi cinsi.': {
    en: 'Land kind: Not one on the list.',
    ar: 'نوع الأرض: ليس من القائمة.',
  },
  'Bina grubu: bu grup ve derece için çevre temizlik vergisi tutarı tanımlı değil.': {
    en: 'Building group: No environmental cleaning tax amount is defined for this group and grade.',
    ar: 'مجموعة المبنى: لا يوجد مبلغ محدد لضريبة النظافة البيئية لهذه المجموعة والدرجة.',
  },
  'Eğlence türü: bu yıl ve grup için tarifede böyle bir tür yok.': {
    en: 'Entertainment type: The tariff has no such type for this year and group.',
    ar: 'نوع الترفيه: لا يوجد في التعرفة نوع كهذا لهذه السنة والمجموعة.',
  },
};
