import type { Phrases } from './phrasebook.js';

/** Paying debts: the order, the bank's steps, the holds on a debt, fast payment and receipts. */
export const paymentPhrases: Phrases = {
  'Seçtiğiniz borçlardan biri için bankada süren bir ödeme var; 10 dakika içinde sonuçlanır ya da Borç Sorgulama sayfasından iptal edebilirsiniz.':
    {
      en: 'A payment is in progress at the bank for one of the debts you chose; it is settled within 10 minutes, or you can cancel it on the Debt Inquiry page.',
      ar: 'توجد دفعة قيد المعالجة لدى المصرف لأحد الديون التي اخترتموها؛ تُحسم خلال 10 دقائق، أو يمكنكم إلغاؤها من صفحة الاستعلام عن الديون.',
    },
  'Seçtiğiniz borçlardan biri yapılandırma planındadır; bu borcu planın taksitlerinden ödeyiniz.': {
    en: 'One of the debts you chose is in a restructuring plan; pay it through the plan’s instalments.',
    ar: 'أحد الديون التي اخترتموها مدرج في خطة إعادة هيكلة؛ يُرجى دفعه من أقساط الخطة.',
  },
  'Seçtiğiniz borçlardan biri güvence bedeli mahsubunda işlemdedir; mahsup sonuçlanınca yeniden seçebilirsiniz.': {
    en: 'One of the debts you chose is being offset against a deposit; you can choose it again once the offset is done.',
    ar: 'أحد الديون التي اخترتموها قيد المقاصة من مبلغ التأمين؛ يمكنكم اختياره مجددًا بعد انتهاء المقاصة.',
  },
  'Seçtiğiniz borçlardan biri şu anda anlaşmalı bankada tahsil ediliyor. Lütfen biraz sonra tekrar deneyiniz.': {
    en: 'One of the debts you chose is being collected at a partner bank right now. Please try again a little later.',
    ar: 'يجري الآن تحصيل أحد الديون التي اخترتموها في مصرف متعاقد. يُرجى المحاولة مرة أخرى بعد قليل.',
  },
  'Seçtiğiniz borçlardan biri itiraz kararıyla düzeltildi. Lütfen borç listenizi yenileyip düzeltilmiş tutarı seçiniz.':
    {
      en: 'One of the debts you chose was corrected by an objection decision. Please refresh your list of debts and choose the corrected amount.',
      ar: 'صُحّح أحد الديون التي اخترتموها بقرار اعتراض. يُرجى تحديث قائمة ديونكم واختيار المبلغ المصحَّح.',
    },
  'Seçtiğiniz borçlardan bazıları ödenmiş ya da size ait değil. Lütfen borç listesini yenileyiniz.': {
    en: 'Some of the debts you chose have been paid or are not yours. Please refresh the list of debts.',
    ar: 'بعض الديون التي اخترتموها مدفوعة أو ليست لكم. يُرجى تحديث قائمة الديون.',
  },
  '{0} borçlarında önce vadesi en eski olanlar ödenmelidir. Lütfen seçiminizi vade sırasına göre yapınız.': {
    en: 'For {0} debts the oldest due first must be paid first. Please choose them in order of due date.',
    ar: 'في ديون {0} يجب دفع الأقدم استحقاقًا أولًا. يُرجى الاختيار وفق ترتيب تواريخ الاستحقاق.',
  },
  'Bu banka ile kartlı ödeme alınmamaktadır. Lütfen başka bir banka seçiniz.': {
    en: 'Card payments are not taken with this bank. Please choose another bank.',
    ar: 'لا تُقبل المدفوعات بالبطاقة عبر هذا المصرف. يُرجى اختيار مصرف آخر.',
  },
  'Bu ödeme bankaya gönderildi; borç seçimi artık değiştirilemez. Yeni bir ödeme başlatınız.': {
    en: 'This payment has been sent to the bank; the choice of debts can no longer be changed. Start a new payment.',
    ar: 'أُرسلت هذه الدفعة إلى المصرف؛ ولم يعد ممكنًا تغيير الديون المختارة. يُرجى بدء دفعة جديدة.',
  },
  'Ödeme süresi doldu. Lütfen borçlarınızı yeniden seçerek ödemeyi başlatınız.': {
    en: 'The payment has expired. Please choose your debts again and start the payment.',
    ar: 'انتهت مدة الدفع. يُرجى اختيار ديونكم مجددًا وبدء الدفع.',
  },
  'Bu ödeme ekranında yalnızca nikah ücreti ödenebilir.': {
    en: 'Only the marriage fee can be paid on this payment screen.',
    ar: 'لا يمكن في شاشة الدفع هذه إلا دفع رسم عقد الزواج.',
  },
  'Lütfen kart bilgilerinizi giriniz.': { en: 'Please enter your card details.', ar: 'يُرجى إدخال بيانات بطاقتكم.' },
  'Bu bankada kart bilgileri sunucumuza gönderilmez; tarayıcınız onları doğrudan bankaya iletir. Lütfen sayfayı yenileyerek yeniden deneyiniz.':
    {
      en: 'With this bank card details are not sent to our server; your browser passes them straight to the bank. Please refresh the page and try again.',
      ar: 'في هذا المصرف لا تُرسل بيانات البطاقة إلى خادمنا؛ بل ينقلها متصفحكم مباشرةً إلى المصرف. يُرجى تحديث الصفحة والمحاولة مرة أخرى.',
    },
  'Bankaya şu anda ulaşılamıyor; kartınızdan herhangi bir tutar çekilmedi. Lütfen biraz sonra tekrar deneyiniz.': {
    en: 'The bank cannot be reached right now; nothing was taken from your card. Please try again a little later.',
    ar: 'يتعذّر الوصول إلى المصرف حاليًا؛ ولم يُسحب أي مبلغ من بطاقتكم. يُرجى المحاولة مرة أخرى بعد قليل.',
  },
  'Ödeme doğrulaması süresi içinde tamamlanamadı; kartınızdan herhangi bir tutar çekilmedi. Lütfen ödemeyi yeniden başlatınız.':
    {
      en: 'The payment verification was not completed in time; nothing was taken from your card. Please start the payment again.',
      ar: 'لم يكتمل التحقق من الدفع في الوقت المحدد؛ ولم يُسحب أي مبلغ من بطاقتكم. يُرجى بدء الدفع من جديد.',
    },
  'Ödeme bankaya gönderilmeden süresi doldu.': {
    en: 'The payment expired before it was sent to the bank.',
    ar: 'انتهت مدة الدفع قبل إرساله إلى المصرف.',
  },
  'Bankadan süresi içinde sonuç alınamadı; kartınızdan herhangi bir tutar çekilmedi.': {
    en: 'No result came from the bank in time; nothing was taken from your card.',
    ar: 'لم تصل نتيجة من المصرف في الوقت المحدد؛ ولم يُسحب أي مبلغ من بطاقتكم.',
  },
  'Bankanız ödemeyi onaylamadı. Lütfen kart bilgilerinizi kontrol ederek tekrar deneyiniz.': {
    en: 'Your bank did not approve the payment. Please check your card details and try again.',
    ar: 'لم يوافق مصرفكم على الدفع. يُرجى مراجعة بيانات بطاقتكم والمحاولة مرة أخرى.',
  },
  'Ödemeyi iptal ettiniz; kartınızdan herhangi bir tutar çekilmedi. Borçlarınızı yeniden ödeyebilirsiniz.': {
    en: 'You cancelled the payment; nothing was taken from your card. You can pay your debts again.',
    ar: 'ألغيتم الدفع؛ ولم يُسحب أي مبلغ من بطاقتكم. يمكنكم دفع ديونكم مرة أخرى.',
  },
  'Bankanız ödemeyi şu anda sonuçlandırıyor; iptal edilemez. Sonuç birkaç saniye içinde bu sayfada görünür.': {
    en: 'Your bank is completing the payment right now; it cannot be cancelled. The result will appear on this page within a few seconds.',
    ar: 'يُنهي مصرفكم الدفع الآن؛ فلا يمكن إلغاؤه. ستظهر النتيجة في هذه الصفحة خلال ثوانٍ.',
  },
  'Bankanıza şu anda ulaşılamadığı için ödemenin durumu öğrenilemedi ve iptal edilemedi. Lütfen biraz sonra tekrar deneyiniz; yanıt gelmezse ödeme belirtilen saatte kendiliğinden sonuçlanır.':
    {
      en: 'Your bank cannot be reached right now, so the state of the payment could not be learnt and it could not be cancelled. Please try again a little later; if no answer comes, the payment is settled by itself at the time shown.',
      ar: 'تعذّر الوصول إلى مصرفكم حاليًا، فلم تُعرف حالة الدفع ولم يُلغَ. يُرجى المحاولة مرة أخرى بعد قليل؛ وإن لم يصل رد فسيُحسم الدفع تلقائيًا في الوقت المذكور.',
    },
  'Ödemeniz bankadan geç onaylandı ancak borçlarınız bu arada başka bir ödemeyle kapanmış. Tutar kartınıza iade edilecektir; bilgi için belediyemizle iletişime geçebilirsiniz.':
    {
      en: 'Your bank approved the payment late, and your debts had been paid by another payment in the meantime. The amount will be refunded to your card; you can contact the municipality for details.',
      ar: 'وافق المصرف على دفعتكم متأخرًا، وكانت ديونكم قد سُدّدت بدفعة أخرى في الأثناء. سيُعاد المبلغ إلى بطاقتكم؛ ويمكنكم التواصل مع البلدية للاستفسار.',
    },
  'Ödeme oturumunuzun süresi doldu. Lütfen borç sorgulamasını yeniden yapınız.': {
    en: 'Your payment session has expired. Please look up your debts again.',
    ar: 'انتهت مدة جلسة الدفع. يُرجى الاستعلام عن الديون من جديد.',
  },
  'T.C. Kimlik No / Vergi No ya da abone numarasından yalnızca birini giriniz.': {
    en: 'Enter only one of the T.C. identity number / tax number or the subscriber number.',
    ar: 'يُرجى إدخال واحد فقط من رقم الهوية التركية / الرقم الضريبي أو رقم المشترك.',
  },
  'Bu bilgilerle ödenecek açık borç bulunamadı.': {
    en: 'No open debt to pay was found with these details.',
    ar: 'لم يُعثر على دَين مستحق للدفع بهذه البيانات.',
  },
  'Bu T.C. Kimlik No ve başvuru numarasıyla bir nikah başvurusu bulunamadı.': {
    en: 'No marriage application was found with this T.C. identity number and application number.',
    ar: 'لم يُعثر على طلب عقد زواج برقم الهوية التركية ورقم الطلب هذين.',
  },
  'Bu nikah başvurusunun ücreti ödenmiştir. Makbuzunuzu belediyemizden alabilirsiniz.': {
    en: 'The fee for this marriage application has been paid. You can get your receipt from the municipality.',
    ar: 'دُفع رسم طلب عقد الزواج هذا. يمكنكم استلام الإيصال من البلدية.',
  },
  'Bu doğrulama koduyla düzenlenmiş bir makbuz bulunamadı.': {
    en: 'No receipt was issued with this verification code.',
    ar: 'لم يُعثر على إيصال صادر برمز التحقق هذا.',
  },
  'Makbuz bulunamadı.': { en: 'The receipt was not found.', ar: 'لم يُعثر على الإيصال.' },
};
