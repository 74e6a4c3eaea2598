import type { Phrases } from './phrasebook.js';

/** Reports and complaints (Çözüm Merkezi). */
export const complaintPhrases: Phrases = {
  'Cep telefonu: Cep telefonunuzu giriniz.': {
    en: 'Mobile phone: Enter your mobile phone.',
    ar: 'الهاتف المحمول: يُرجى إدخال هاتفكم المحمول.',
  },
  'Telefon doğrulama kodu: Telefonunuza gönderilen doğrulama kodunu giriniz.': {
    en: 'Phone verification code: Enter the verification code sent to your phone.',
    ar: 'رمز التحقق من الهاتف: يُرجى إدخال رمز التحقق المرسل إلى هاتفكم.',
  },
  'Telefon doğrulama kodu: Kod bu telefon numarasına gönderilmedi.': {
    en: 'Phone verification code: The code was not sent to this phone number.',
    ar: 'رمز التحقق من الهاتف: لم يُرسل الرمز إلى رقم الهاتف هذا.',
  },
  'Kategori: Geçerli bir kategori seçiniz.': {
    en: 'Category: Choose a valid category.',
    ar: 'الفئة: يُرجى اختيار فئة صالحة.',
  },
  'Alt kategori: Seçilen kategoriye ait bir alt kategori seçiniz.': {
    en: 'Subcategory: Choose a subcategory of the chosen category.',
    ar: 'الفئة الفرعية: يُرجى اختيار فئة فرعية تابعة للفئة المختارة.',
  },
  'Alt kategori: Bir alt kategori seçiniz.': {
    en: 'Subcategory: Choose a subcategory.',
    ar: 'الفئة الفرعية: يُرجى اختيار فئة فرعية.',
  },
  'Cadde/Sokak: Seçilen mahallede böyle bir cadde ya da sokak yok.': {
    en: 'Street: There is no such street in the chosen neighbourhood.',
    ar: 'الشارع: لا يوجد شارع كهذا في الحي المختار.',
  },
  'Bu telefonla bugün çok sayıda bildirim yapıldı. Lütfen yarın yeniden deneyiniz.': {
    en: 'Too many reports were made with this phone today. Please try again tomorrow.',
    ar: 'قُدّمت بلاغات كثيرة بهذا الهاتف اليوم. يُرجى المحاولة مرة أخرى غدًا.',
  },
  'Bu bağlantıdan bugün çok sayıda bildirim yapıldı. Lütfen daha sonra yeniden deneyiniz.': {
    en: 'Too many reports were made from this connection today. Please try again later.',
    ar: 'قُدّمت بلاغات كثيرة من هذا الاتصال اليوم. يُرجى المحاولة مرة أخرى لاحقًا.',
  },
  'Bu bildirim artık açık değil. Yanıttan memnun değilseniz yeniden açabilirsiniz.': {
    en: 'This report is no longer open. If you are not satisfied with the answer, you can reopen it.',
    ar: 'لم يعد هذا البلاغ مفتوحًا. إن لم تكونوا راضين عن الرد يمكنكم إعادة فتحه.',
  },
  'Yalnızca yanıtlanmış, çözülmüş ya da kapatılmış bir bildirim yeniden açılabilir.': {
    en: 'Only a report that was answered, resolved or closed can be reopened.',
    ar: 'لا يمكن إعادة فتح إلا بلاغ تم الرد عليه أو حُلّ أو أُغلق.',
  },
  'Bildirim yanıtlandıktan sonraki {0} gün içinde yeniden açılabilir; yeni bir bildirim yapınız.': {
    en: 'A report can be reopened within {0} days of its answer; please make a new report.',
    ar: 'يمكن إعادة فتح البلاغ خلال {0} يومًا من الرد عليه؛ يُرجى تقديم بلاغ جديد.',
  },
  'Bildirim yanıtlandıktan sonra puanlanabilir.': {
    en: 'A report can be rated once it has been answered.',
    ar: 'يمكن تقييم البلاغ بعد الرد عليه.',
  },
  'Bu takip numarasıyla izlenebilecek açık bir bildirim bulunamadı.': {
    en: 'No open report that can be followed was found with this tracking number.',
    ar: 'لم يُعثر على بلاغ مفتوح يمكن متابعته برقم المتابعة هذا.',
  },
};

/** Water subscriptions and their cancellation. */
export const waterPhrases: Phrases = {
  'Bu numarayla size ait bir su aboneliği bulunamadı.': {
    en: 'No water subscription of yours was found with this number.',
    ar: 'لم يُعثر على اشتراك مياه باسمكم بهذا الرقم.',
  },
  'Abonenin kayıtlı bir cep telefonu yok. Lütfen giriş yaparak ya da belediyeye başvurarak devam ediniz.': {
    en: 'The subscriber has no registered mobile phone. Please continue by signing in or by applying to the municipality.',
    ar: 'لا يوجد للمشترك هاتف محمول مسجل. يُرجى المتابعة بتسجيل الدخول أو بمراجعة البلدية.',
  },
  'Banka şubesi: Böyle bir şube yok.': {
    en: 'Bank branch: There is no such branch.',
    ar: 'فرع المصرف: لا يوجد فرع كهذا.',
  },
  "Banka şubesi: IBAN {0} bankasına ait değil; IBAN'ın bankasından bir şube seçiniz.": {
    en: "Bank branch: The IBAN does not belong to {0}; choose a branch of the IBAN's bank.",
    ar: 'فرع المصرف: رقم IBAN لا يعود إلى مصرف {0}؛ يُرجى اختيار فرع من مصرف رقم IBAN.',
  },
  'IBAN: Bu IBAN ile bir banka hesabı bulunamadı. Lütfen numarayı kontrol ediniz.': {
    en: 'IBAN: No bank account was found with this IBAN. Please check the number.',
    ar: 'رقم IBAN: لم يُعثر على حساب مصرفي بهذا الرقم. يُرجى مراجعة الرقم.',
  },
  'IBAN: Hesap abonenin kendisine ait değil. Güvence bedeli yalnızca abonenin kendi adına açılmış hesaba iade edilir.':
    {
      en: "IBAN: The account is not the subscriber's own. The deposit is refunded only to an account in the subscriber's own name.",
      ar: 'رقم IBAN: الحساب ليس باسم المشترك نفسه. لا يُردّ مبلغ التأمين إلا إلى حساب مفتوح باسم المشترك.',
    },
  'Hesap sahibi: Bankadaki hesap sahibi adı ile yazdığınız ad uyuşmuyor. Adı bankanızdaki gibi yazınız.': {
    en: "Account holder: The name you wrote does not match the account holder's name at the bank. Write the name as your bank has it.",
    ar: 'صاحب الحساب: الاسم الذي كتبتموه لا يطابق اسم صاحب الحساب لدى المصرف. يُرجى كتابة الاسم كما هو لدى مصرفكم.',
  },
  'Kimlik doğrulamanızın süresi doldu. Lütfen SMS kodunu yeniden isteyiniz.': {
    en: 'Your identity verification has expired. Please ask for the SMS code again.',
    ar: 'انتهت مدة التحقق من هويتكم. يُرجى طلب رمز الرسالة النصية من جديد.',
  },
  'Fesih başvurusu için önce kimliğinizi doğrulayınız: abone numaranız ya da T.C. Kimlik No ile gelen SMS kodunu giriniz ya da giriş yapınız.':
    {
      en: 'To apply for cancellation, first verify your identity: enter the SMS code sent for your subscriber number or T.C. identity number, or sign in.',
      ar: 'لتقديم طلب الإنهاء يُرجى التحقق من هويتكم أولًا: أدخلوا رمز الرسالة النصية الواصل برقم المشترك أو رقم الهوية التركية، أو سجّلوا الدخول.',
    },
  'Bankadan hesap sahibi bilgisi şu anda alınamıyor. Lütfen biraz sonra tekrar deneyiniz ya da iade yolu olarak borçlara mahsubu seçiniz.':
    {
      en: "The account holder's details cannot be had from the bank right now. Please try again a little later, or choose offsetting against debts as the way of refund.",
      ar: 'يتعذّر الحصول على بيانات صاحب الحساب من المصرف حاليًا. يُرجى المحاولة مرة أخرى بعد قليل، أو اختيار المقاصة مع الديون طريقةً للاسترداد.',
    },
  'Bu abone numarasıyla kayıtlı bir su aboneliği bulunamadı.': {
    en: 'No water subscription is registered with this subscriber number.',
    ar: 'لم يُعثر على اشتراك مياه مسجل برقم المشترك هذا.',
  },
  'Bu abonelik, kimliğini doğruladığınız kişiye ait değil.': {
    en: 'This subscription does not belong to the person whose identity you verified.',
    ar: 'هذا الاشتراك لا يعود إلى الشخص الذي تحققتم من هويته.',
  },
  'Bu aboneliğin su hattı zaten kesilmiş.': {
    en: "This subscription's water line has already been cut off.",
    ar: 'قُطع خط المياه لهذا الاشتراك من قبل.',
  },
  'Bu abonelik için sürmekte olan bir fesih başvurusu var (başvuru no {0}). Durumunu başvuru takibinden izleyebilirsiniz.':
    {
      en: 'There is a cancellation application in progress for this subscription (application no {0}). You can follow it under application tracking.',
      ar: 'يوجد طلب إنهاء قيد المعالجة لهذا الاشتراك (رقم الطلب {0}). يمكنكم متابعة حالته من متابعة الطلبات.',
    },
  'Bu başvuru numarası ve cep telefonuyla bir fesih başvurusu bulunamadı.': {
    en: 'No cancellation application was found with this application number and mobile phone.',
    ar: 'لم يُعثر على طلب إنهاء برقم الطلب والهاتف المحمول هذين.',
  },
};

/** Payments, receipts, the calendar, council resolutions and restructuring plans. */
export const servicePhrases: Phrases = {
  'Bu numarayla bir ödeme bulunamadı.': {
    en: 'No payment was found with this number.',
    ar: 'لم يُعثر على دفعة بهذا الرقم.',
  },
  'Bu ödeme için henüz makbuz düzenlenmedi.': {
    en: 'No receipt has been issued for this payment yet.',
    ar: 'لم يصدر إيصال لهذه الدفعة بعد.',
  },
  'Bu yükümlülük bulunamadı ya da artık yok.': {
    en: 'This obligation was not found or no longer exists.',
    ar: 'لم يُعثر على هذا الالتزام أو لم يعد موجودًا.',
  },
  'Bu bağlantı geçerli değil.': { en: 'This link is not valid.', ar: 'هذا الرابط غير صالح.' },
  'Ek bulunamadı.': { en: 'The attachment was not found.', ar: 'لم يُعثر على المرفق.' },
  'Geri çekilmiş bir karara ek eklenemez.': {
    en: 'An attachment cannot be added to a withdrawn resolution.',
    ar: 'لا يمكن إضافة مرفق إلى قرار مسحوب.',
  },
  'Bir kararın en çok {0} eki olabilir.': {
    en: 'A resolution can have at most {0} attachments.',
    ar: 'يمكن أن يكون للقرار {0} مرفقات على الأكثر.',
  },
  'Dosya adı: .pdf ile bitmeli; / \\ : * ? " < > | karakterlerini içeremez.': {
    en: 'File name: It must end in .pdf and cannot contain the characters / \\ : * ? " < > |.',
    ar: 'اسم الملف: يجب أن ينتهي بـ .pdf ولا يجوز أن يحتوي على الأحرف / \\ : * ? " < > |.',
  },
  'Bu doğrulama koduyla düzenlenmiş bir yapılandırma planı bulunamadı.': {
    en: 'No restructuring plan was issued with this verification code.',
    ar: 'لم يُعثر على خطة إعادة هيكلة صادرة برمز التحقق هذا.',
  },
  'Üyeliğinizde kayıtlı bir cep telefonu yok. Onay kodu gönderebilmemiz için Üyelik Bilgilerim sayfasından telefonunuzu ekleyiniz.':
    {
      en: 'Your membership has no registered mobile phone. So that we can send a consent code, add your phone on the My Membership page.',
      ar: 'لا يوجد هاتف محمول مسجل في عضويتكم. لكي نرسل رمز الموافقة يُرجى إضافة هاتفكم من صفحة بيانات عضويتي.',
    },
  'Bu doğrulama kodu başka bir seçim için gönderildi. Seçiminizi değiştirdiyseniz yeni kod isteyiniz.': {
    en: 'This verification code was sent for another choice. If you changed your choice, ask for a new code.',
    ar: 'أُرسل رمز التحقق هذا لاختيار آخر. إن غيّرتم اختياركم فاطلبوا رمزًا جديدًا.',
  },
  'Seçtiğiniz borçlardan biri yapılandırmaya uygun değil ya da size ait değil. Listeyi yenileyip yeniden seçiniz.': {
    en: 'One of the debts you chose cannot be restructured or is not yours. Refresh the list and choose again.',
    ar: 'أحد الديون التي اخترتموها غير قابل لإعادة الهيكلة أو ليس لكم. يُرجى تحديث القائمة والاختيار من جديد.',
  },
  'Seçtiğiniz borçlarda bu arada bir değişiklik oldu. Listeyi yenileyip planı yeniden hesaplayınız.': {
    en: 'The debts you chose have changed in the meantime. Refresh the list and calculate the plan again.',
    ar: 'طرأ تغيير على الديون التي اخترتموها في الأثناء. يُرجى تحديث القائمة وإعادة حساب الخطة.',
  },
  'Bu plan artık sürmüyor; iptal edilemez.': {
    en: 'This plan is no longer running; it cannot be cancelled.',
    ar: 'لم تعد هذه الخطة سارية؛ فلا يمكن إلغاؤها.',
  },
  'Yapılandırma planı bulunamadı.': {
    en: 'The restructuring plan was not found.',
    ar: 'لم يُعثر على خطة إعادة الهيكلة.',
  },
};
