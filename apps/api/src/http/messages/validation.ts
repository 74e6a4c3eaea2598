import type { Phrases } from './phrasebook.js';

/** zod's answers as the contract words them (`packages/contracts/src/locale.ts`), with the kinds they name. */
export const zodPhrases: Phrases = {
  'Bu alan zorunludur.': { en: 'This field is required.', ar: 'هذا الحقل إلزامي.' },
  'Geçersiz değer.': { en: 'Invalid value.', ar: 'قيمة غير صالحة.' },
  'Geçersiz değer: {0} bekleniyor.': { en: 'Invalid value: {0} is expected.', ar: 'قيمة غير صالحة: يُتوقَّع {0}.' },
  'bir sayı': { en: 'a number', ar: 'رقم' },
  'bir tam sayı': { en: 'a whole number', ar: 'عدد صحيح' },
  'bir metin': { en: 'a text', ar: 'نص' },
  'evet ya da hayır': { en: 'yes or no', ar: 'نعم أو لا' },
  'bir kayıt': { en: 'a record', ar: 'سجل' },
  'bir liste': { en: 'a list', ar: 'قائمة' },
  'bir tarih': { en: 'a date', ar: 'تاريخ' },
  'bir dosya': { en: 'a file', ar: 'ملف' },
  'En fazla {0} karakter olabilir.': { en: 'At most {0} characters.', ar: 'الحد الأقصى {0} حرفًا.' },
  'En fazla {0} kayıt olabilir.': { en: 'At most {0} items.', ar: 'الحد الأقصى {0} عنصرًا.' },
  'En fazla {0} olabilir.': { en: 'At most {0}.', ar: 'الحد الأقصى {0}.' },
  'En az {0} karakter olmalıdır.': { en: 'At least {0} characters.', ar: 'الحد الأدنى {0} حرفًا.' },
  'En az {0} kayıt olmalıdır.': { en: 'At least {0} items.', ar: 'الحد الأدنى {0} عنصرًا.' },
  'En az {0} olmalıdır.': { en: 'At least {0}.', ar: 'الحد الأدنى {0}.' },
  'En fazla {0} bayt olabilir.': { en: 'At most {0} bytes.', ar: 'الحد الأقصى {0} بايت.' },
  'En az {0} bayt olmalıdır.': { en: 'At least {0} bytes.', ar: 'الحد الأدنى {0} بايت.' },
  'Tam {0} karakter olmalıdır.': { en: 'Exactly {0} characters.', ar: 'يجب أن يكون {0} حرفًا بالضبط.' },
  'Tam {0} kayıt olmalıdır.': { en: 'Exactly {0} items.', ar: 'يجب أن يكون {0} عنصرًا بالضبط.' },
  'Tam {0} bayt olmalıdır.': { en: 'Exactly {0} bytes.', ar: 'يجب أن يكون {0} بايت بالضبط.' },
  'Tam {0} olmalıdır.': { en: 'Must be exactly {0}.', ar: 'يجب أن يكون {0} بالضبط.' },
  '{0} değerinden küçük olmalıdır.': { en: 'Must be less than {0}.', ar: 'يجب أن يكون أقل من {0}.' },
  '{0} değerinden büyük olmalıdır.': { en: 'Must be greater than {0}.', ar: 'يجب أن يكون أكبر من {0}.' },
  'En geç {0} olabilir.': { en: 'No later than {0}.', ar: 'في موعد أقصاه {0}.' },
  'En erken {0} olabilir.': { en: 'No earlier than {0}.', ar: 'في موعد لا يسبق {0}.' },
  '{0} öncesi olmalıdır.': { en: 'Must be before {0}.', ar: 'يجب أن يكون قبل {0}.' },
  '{0} sonrası olmalıdır.': { en: 'Must be after {0}.', ar: 'يجب أن يكون بعد {0}.' },
  'İzin verilen seçeneklerden biri değil.': {
    en: 'Not one of the allowed options.',
    ar: 'ليس من الخيارات المسموح بها.',
  },
  'Geçersiz biçim.': { en: 'Invalid format.', ar: 'صيغة غير صالحة.' },
  'Küçük harflerle yazılmalıdır.': { en: 'Must be written in lower case.', ar: 'يجب أن يُكتب بأحرف صغيرة.' },
  'Büyük harflerle yazılmalıdır.': { en: 'Must be written in capitals.', ar: 'يجب أن يُكتب بأحرف كبيرة.' },
  'İstekte tanınmayan bir alan var.': {
    en: 'The request has a field that is not recognised.',
    ar: 'يحتوي الطلب على حقل غير معروف.',
  },
  // Formats a citizen knows by name, worded as zod's Turkish locale words them.
  'Geçersiz ISO tarih': { en: 'Invalid date', ar: 'تاريخ غير صالح' },
  'Geçersiz ISO tarih ve saat': { en: 'Invalid date and time', ar: 'تاريخ ووقت غير صالحين' },
  'Geçersiz ISO saat': { en: 'Invalid time', ar: 'وقت غير صالح' },
  'Geçersiz e-posta adresi': { en: 'Invalid e-mail address', ar: 'بريد إلكتروني غير صالح' },
  'Geçersiz IBAN': { en: 'Invalid IBAN', ar: 'رقم IBAN غير صالح' },
  'Geçersiz internet adresi': { en: 'Invalid web address', ar: 'عنوان ويب غير صالح' },
  'Geçersiz süre': { en: 'Invalid duration', ar: 'مدة غير صالحة' },
  'Geçersiz telefon numarası': { en: 'Invalid phone number', ar: 'رقم هاتف غير صالح' },
  'Geçersiz kart numarası': { en: 'Invalid card number', ar: 'رقم بطاقة غير صالح' },
  'Geçersiz sayı: {0} ile tam bölünebilmeli': {
    en: 'Invalid number: must be a multiple of {0}',
    ar: 'رقم غير صالح: يجب أن يكون من مضاعفات {0}',
  },
};

/** The sentences the contract's schemas give their fields on the citizen's calls. */
export const schemaPhrases: Phrases = {
  'Yalnızca rakam giriniz.': { en: 'Enter digits only.', ar: 'يُرجى إدخال أرقام فقط.' },
  'Geçerli bir T.C. Kimlik No veya Vergi No giriniz.': {
    en: 'Enter a valid T.C. identity number or tax number.',
    ar: 'يُرجى إدخال رقم هوية تركية أو رقم ضريبي صالح.',
  },
  'Geçerli bir T.C. Kimlik No giriniz.': {
    en: 'Enter a valid T.C. identity number.',
    ar: 'يُرجى إدخال رقم هوية تركية صالح.',
  },
  'Geçerli bir Vergi Kimlik No giriniz.': {
    en: 'Enter a valid tax identification number.',
    ar: 'يُرجى إدخال رقم تعريف ضريبي صالح.',
  },
  'Cep telefonunu (5xx) xxx xx xx biçiminde giriniz.': {
    en: 'Enter the mobile phone as (5xx) xxx xx xx.',
    ar: 'يُرجى إدخال الهاتف المحمول بالصيغة (5xx) xxx xx xx.',
  },
  'Şifre en az 8 karakter olmalıdır.': {
    en: 'The password must be at least 8 characters long.',
    ar: 'يجب ألا تقل كلمة المرور عن 8 أحرف.',
  },
  'Geçerli bir e-posta adresi giriniz.': { en: 'Enter a valid e-mail address.', ar: 'يُرجى إدخال بريد إلكتروني صالح.' },
  'Geçersiz e-Devlet giriş anahtarı.': { en: 'Invalid e-Devlet sign-in key.', ar: 'مفتاح دخول e-Devlet غير صالح.' },
  'Şifrenizi giriniz.': { en: 'Enter your password.', ar: 'يُرجى إدخال كلمة المرور.' },
  'Mevcut şifrenizi giriniz.': { en: 'Enter your current password.', ar: 'يُرجى إدخال كلمة المرور الحالية.' },
  '{0} 0 ile 23 arasında olmalıdır.': { en: '{0} must be between 0 and 23.', ar: 'يجب أن يكون {0} بين 0 و23.' },
  '{0} bir tam sayı olmalıdır.': { en: '{0} must be a whole number.', ar: 'يجب أن يكون {0} عددًا صحيحًا.' },
  '{0} en çok {1} karakter olabilir.': {
    en: '{0} can be at most {1} characters long.',
    ar: 'يجب ألا يزيد {0} على {1} حرفًا.',
  },
  'En çok 30 gün önce olabilir.': { en: 'At most 30 days before.', ar: 'قبل 30 يومًا على الأكثر.' },
  'En az 1 gün önce olmalıdır.': { en: 'At least 1 day before.', ar: 'قبل يوم واحد على الأقل.' },
  'Gün sayısı bir tam sayı olmalıdır.': {
    en: 'The number of days must be a whole number.',
    ar: 'يجب أن يكون عدد الأيام عددًا صحيحًا.',
  },
  'Listeden bir gün sayısı seçiniz.': {
    en: 'Choose a number of days from the list.',
    ar: 'يُرجى اختيار عدد الأيام من القائمة.',
  },
  'Ödenecek en az bir borç seçiniz.': {
    en: 'Choose at least one debt to pay.',
    ar: 'يُرجى اختيار دَين واحد على الأقل للدفع.',
  },
  'Abone numarası yalnızca rakamlardan oluşur.': {
    en: 'A subscriber number has digits only.',
    ar: 'يتكون رقم المشترك من أرقام فقط.',
  },
  'Geçersiz bir karakter içeriyor.': {
    en: 'It contains a character that is not allowed.',
    ar: 'يحتوي على حرف غير مسموح به.',
  },
  'Takip numarasını 2026-ABC234 biçiminde giriniz.': {
    en: 'Enter the tracking number as 2026-ABC234.',
    ar: 'يُرجى إدخال رقم المتابعة بالصيغة 2026-ABC234.',
  },
  '{0} en az {1} karakter olmalıdır.': {
    en: '{0} must be at least {1} characters long.',
    ar: 'يجب ألا يقل {0} عن {1} حرفًا.',
  },
  'En çok {0} dosya eklenebilir.': { en: 'At most {0} files can be attached.', ar: 'يمكن إرفاق {0} ملفات على الأكثر.' },
  'Konu en çok 150 karakter olabilir.': {
    en: 'The subject can be at most 150 characters long.',
    ar: 'يجب ألا يزيد الموضوع على 150 حرفًا.',
  },
  'Konu en az 5 karakter olmalıdır.': {
    en: 'The subject must be at least 5 characters long.',
    ar: 'يجب ألا يقل الموضوع عن 5 أحرف.',
  },
  'Tarif en çok 200 karakter olabilir.': {
    en: 'The directions can be at most 200 characters long.',
    ar: 'يجب ألا يزيد وصف المكان على 200 حرف.',
  },
  'Adınızı ve soyadınızı yazınız.': { en: 'Write your first name and surname.', ar: 'يُرجى كتابة اسمكم واسم عائلتكم.' },
  'Puan 1 ile 5 arasında olmalıdır.': {
    en: 'The rating must be between 1 and 5.',
    ar: 'يجب أن يكون التقييم بين 1 و5.',
  },
  'Yanıtı vatandaşın okuyacağı biçimde yazınız.': {
    en: 'Write the answer as the citizen will read it.',
    ar: 'يُرجى كتابة الرد بصيغة يقرؤها المواطن.',
  },
  'Kategori adı en az 2 karakter olmalıdır.': {
    en: 'A category name must be at least 2 characters long.',
    ar: 'يجب ألا يقل اسم الفئة عن حرفين.',
  },
  'Hedef gün 1 ile 90 arasında olmalıdır.': {
    en: 'Target days must be between 1 and 90.',
    ar: 'يجب أن تكون الأيام المستهدفة بين 1 و90.',
  },
  'En az bir gelir türü seçiniz.': {
    en: 'Choose at least one revenue kind.',
    ar: 'يُرجى اختيار نوع إيراد واحد على الأقل.',
  },
  'En az 10 karakter olmalı.': { en: 'At least 10 characters.', ar: '10 أحرف على الأقل.' },
  'Geçerli bir doğrulama kodu değil.': { en: 'Not a valid verification code.', ar: 'ليس رمز تحقق صالحًا.' },
  'Geçerli bir T.C. Kimlik No değil.': { en: 'Not a valid T.C. identity number.', ar: 'ليس رقم هوية تركية صالحًا.' },
  'Geçerli bir Vergi Kimlik No değil.': {
    en: 'Not a valid tax identification number.',
    ar: 'ليس رقم تعريف ضريبي صالحًا.',
  },
  'Geçerli bir yabancı kimlik no değil.': {
    en: 'Not a valid foreigner identity number.',
    ar: 'ليس رقم هوية أجنبي صالحًا.',
  },
  'Geçerli bir cep telefonu değil (5xx xxx xx xx).': {
    en: 'Not a valid mobile phone (5xx xxx xx xx).',
    ar: 'ليس رقم هاتف محمول صالحًا (5xx xxx xx xx).',
  },
  'Geçerli bir e-posta adresi değil.': { en: 'Not a valid e-mail address.', ar: 'ليس بريدًا إلكترونيًا صالحًا.' },
  'Vergi dairesi kodu 6 haneli olmalı.': {
    en: 'A tax office code has 6 digits.',
    ar: 'يتكون رمز مديرية الضرائب من 6 أرقام.',
  },
  'Geçerli bir T.C. Kimlik No / Vergi No değil.': {
    en: 'Not a valid T.C. identity number or tax number.',
    ar: 'ليس رقم هوية تركية أو رقمًا ضريبيًا صالحًا.',
  },
  'En çok iki ondalık hane olabilir.': { en: 'At most two decimal places.', ar: 'منزلتان عشريتان على الأكثر.' },
  'Bu kadar büyük bir alan olamaz.': { en: 'An area cannot be this large.', ar: 'لا يمكن أن تكون المساحة بهذا الحجم.' },
  'Sıfırdan büyük olmalı.': { en: 'Must be greater than zero.', ar: 'يجب أن يكون أكبر من الصفر.' },
  'Bu kadar büyük bir ölçü olamaz.': {
    en: 'A measurement cannot be this large.',
    ar: 'لا يمكن أن يكون القياس بهذا الحجم.',
  },
  'İleri bir tarih olamaz.': { en: 'Cannot be a future date.', ar: 'لا يمكن أن يكون تاريخًا مستقبليًا.' },
  '1800’den önce olamaz.': { en: 'Cannot be before 1800.', ar: 'لا يمكن أن يكون قبل 1800.' },
  '1990’dan önce olamaz.': { en: 'Cannot be before 1990.', ar: 'لا يمكن أن يكون قبل 1990.' },
  'Ada numarası rakamlardan oluşur.': {
    en: 'A block (ada) number has digits only.',
    ar: 'يتكون رقم الكتلة (ada) من أرقام فقط.',
  },
  'Parsel numarası rakamlardan oluşur.': {
    en: 'A parcel (parsel) number has digits only.',
    ar: 'يتكون رقم القطعة (parsel) من أرقام فقط.',
  },
  'Pay en az 1 olmalı.': { en: 'The numerator must be at least 1.', ar: 'يجب ألا يقل البسط عن 1.' },
  'Payda en az 1 olmalı.': { en: 'The denominator must be at least 1.', ar: 'يجب ألا يقل المقام عن 1.' },
  'Hisse 1’den büyük olamaz.': { en: 'A share cannot be greater than 1.', ar: 'لا يمكن أن تكون الحصة أكبر من 1.' },
  'Bina bilgileri gerekli.': { en: 'The building details are required.', ar: 'بيانات المبنى مطلوبة.' },
  'Alan gerekli.': { en: 'The area is required.', ar: 'المساحة مطلوبة.' },
  'Tek konut istisnası yalnız binada olur.': {
    en: 'The single-home exemption applies to buildings only.',
    ar: 'إعفاء المسكن الوحيد يخص المباني فقط.',
  },
  'Vergi, edinmeyi izleyen yıldan başlar: vergi yılı edinme yılından sonra olmalı ({0}).': {
    en: 'The tax starts in the year after the acquisition: the tax year must be after the year of acquisition ({0}).',
    ar: 'تبدأ الضريبة في السنة التالية للتملك: يجب أن تكون السنة الضريبية بعد سنة التملك ({0}).',
  },
  'En az bir reklam beyan edilmeli.': {
    en: 'At least one advertisement must be declared.',
    ar: 'يجب التصريح بإعلان واحد على الأقل.',
  },
  'En az 1 gün olmalı.': { en: 'At least 1 day.', ar: 'يوم واحد على الأقل.' },
  'En çok {0} gün olabilir.': { en: 'At most {0} days.', ar: '{0} يومًا على الأكثر.' },
  'Şirketin unvanını yazınız.': { en: "Write the company's registered name.", ar: 'يُرجى كتابة الاسم التجاري للشركة.' },
  'Ret gerekçesini yazınız.': { en: 'Write the reason for refusal.', ar: 'يُرجى كتابة سبب الرفض.' },
  'Sona erdirme nedenini yazınız.': { en: 'Write the reason for ending it.', ar: 'يُرجى كتابة سبب الإنهاء.' },
  'Ad ve soyadı yazınız.': { en: 'Write the first name and surname.', ar: 'يُرجى كتابة الاسم واسم العائلة.' },
  'Askıya alma nedenini yazınız.': { en: 'Write the reason for suspending it.', ar: 'يُرجى كتابة سبب التعليق.' },
  'Dosya bulunamadı.': { en: 'The file was not found.', ar: 'لم يُعثر على الملف.' },
  'En çok {0} sicil denetlenebilir.': {
    en: 'At most {0} registry records can be checked.',
    ar: 'يمكن فحص {0} سجلات على الأكثر.',
  },
  'En az bir sicil giriniz.': { en: 'Enter at least one registry record.', ar: 'يُرجى إدخال سجل واحد على الأقل.' },
  'T.C. Kimlik No / Vergi No giriniz.': {
    en: 'Enter the T.C. identity number or tax number.',
    ar: 'يُرجى إدخال رقم الهوية التركية أو الرقم الضريبي.',
  },
  'Kodu 6 rakam olarak giriniz.': { en: 'Enter the code as 6 digits.', ar: 'يُرجى إدخال الرمز من 6 أرقام.' },
  'Başvuru numarasını 2026-ABC234 biçiminde giriniz.': {
    en: 'Enter the application number as 2026-ABC234.',
    ar: 'يُرجى إدخال رقم الطلب بالصيغة 2026-ABC234.',
  },
  'Dayanılan maddeyi yazınız (ör. VUK md. 116).': {
    en: 'Write the article relied on (e.g. VUK md. 116).',
    ar: 'يُرجى كتابة المادة المستند إليها (مثل VUK md. 116).',
  },
  'Anahtar adı en çok {0} karakter olabilir.': {
    en: 'A passkey name can be at most {0} characters long.',
    ar: 'يجب ألا يزيد اسم المفتاح على {0} حرفًا.',
  },
  'Anahtara bir ad veriniz.': { en: 'Give the passkey a name.', ar: 'يُرجى تسمية المفتاح.' },
  'Geçiş anahtarı yanıtı okunamadı.': {
    en: 'The passkey response could not be read.',
    ar: 'تعذّرت قراءة ردّ مفتاح المرور.',
  },
  'Geçiş anahtarı isteği bulunamadı.': {
    en: 'The passkey request was not found.',
    ar: 'لم يُعثر على طلب مفتاح المرور.',
  },
  'Geçersiz sipariş numarası.': { en: 'Invalid order number.', ar: 'رقم طلب غير صالح.' },
  'Kart sahibinin adında yalnızca harf kullanınız.': {
    en: "Use letters only in the cardholder's name.",
    ar: 'يُرجى استخدام الحروف فقط في اسم حامل البطاقة.',
  },
  'Kart üzerindeki adı giriniz.': { en: 'Enter the name on the card.', ar: 'يُرجى إدخال الاسم المكتوب على البطاقة.' },
  'Yalnızca VISA ve MasterCard kartlarla ödeme yapılabilir.': {
    en: 'Only VISA and MasterCard cards are accepted.',
    ar: 'يمكن الدفع ببطاقات VISA وMasterCard فقط.',
  },
  'Kart numarası geçersiz.': { en: 'The card number is not valid.', ar: 'رقم البطاقة غير صالح.' },
  'Son kullanma ayı geçersiz.': { en: 'The expiry month is not valid.', ar: 'شهر انتهاء الصلاحية غير صالح.' },
  'Son kullanma yılı geçersiz.': { en: 'The expiry year is not valid.', ar: 'سنة انتهاء الصلاحية غير صالحة.' },
  'Güvenlik kodu (CVV) 3 haneli olmalıdır.': {
    en: 'The security code (CVV) has 3 digits.',
    ar: 'يتكون رمز الأمان (CVV) من 3 أرقام.',
  },
  'Kartınızın son kullanma tarihi geçmiş.': { en: 'Your card has expired.', ar: 'انتهت صلاحية بطاقتكم.' },
  'Başvuru numarasını EVL-2026-123 biçiminde giriniz.': {
    en: 'Enter the application number as EVL-2026-123.',
    ar: 'يُرجى إدخال رقم الطلب بالصيغة EVL-2026-123.',
  },
  'Doğrulama kodu 10 harf ve rakamdan oluşur.': {
    en: 'A verification code has 10 letters and digits.',
    ar: 'يتكون رمز التحقق من 10 حروف وأرقام.',
  },
  'Doğrulama kodu 6 haneli olmalıdır.': { en: 'A verification code has 6 digits.', ar: 'يتكون رمز التحقق من 6 أرقام.' },
  'Doğrulama kodu 6 haneli olmalı.': { en: 'A verification code has 6 digits.', ar: 'يتكون رمز التحقق من 6 أرقام.' },
  'Doğrulama kodu 6 rakamdan oluşur.': { en: 'A verification code has 6 digits.', ar: 'يتكون رمز التحقق من 6 أرقام.' },
  'Yıl/sıra biçiminde olmalı (örneğin 2026/14).': {
    en: 'Must be year/number (for example 2026/14).',
    ar: 'يجب أن يكون بالصيغة سنة/رقم (مثلًا 2026/14).',
  },
  'Yılı, karar tarihinin yılıyla aynı olmalı.': {
    en: 'Its year must be the year of the resolution date.',
    ar: 'يجب أن تكون سنته هي سنة تاريخ القرار.',
  },
  'En az bir borç seçiniz.': { en: 'Choose at least one debt.', ar: 'يُرجى اختيار دَين واحد على الأقل.' },
  'Gerekçe en az 10 karakter olmalı.': {
    en: 'The reason must be at least 10 characters long.',
    ar: 'يجب ألا يقل المسوّغ عن 10 أحرف.',
  },
  'YYYY-AA biçiminde olmalı.': { en: 'Must be YYYY-MM.', ar: 'يجب أن يكون بالصيغة YYYY-MM.' },
  'Kanun numarası 3–5 haneli olmalı.': {
    en: 'A law number has 3 to 5 digits.',
    ar: 'يتكون رقم القانون من 3 إلى 5 أرقام.',
  },
  'Geçersiz doğrulama kodu.': { en: 'Invalid verification code.', ar: 'رمز تحقق غير صالح.' },
  'Başvuru numarası 2026-12345678 biçimindedir.': {
    en: 'An application number looks like 2026-12345678.',
    ar: 'يأتي رقم الطلب بالصيغة 2026-12345678.',
  },
  'Adres en az 5 karakter olmalıdır.': {
    en: 'The address must be at least 5 characters long.',
    ar: 'يجب ألا يقل العنوان عن 5 أحرف.',
  },
  'Abone numarası ya da T.C. Kimlik No / Vergi No giriniz (ikisinden biri).': {
    en: 'Enter the subscriber number or the T.C. identity number / tax number (one of the two).',
    ar: 'يُرجى إدخال رقم المشترك أو رقم الهوية التركية / الرقم الضريبي (أحدهما).',
  },
  '{0} bu aşamada yapılamaz; başvuru "{1}" durumunda.': {
    en: '{0} cannot be done at this stage; the application is "{1}".',
    ar: 'لا يمكن إجراء {0} في هذه المرحلة؛ حالة الطلب "{1}".',
  },
  'Gerekçe en az 5 karakter olmalıdır.': {
    en: 'The reason must be at least 5 characters long.',
    ar: 'يجب ألا يقل المسوّغ عن 5 أحرف.',
  },
  'Doğrulama kodu geçersiz. Lütfen yeni kod isteyiniz.': {
    en: 'The verification code is not valid. Please ask for a new code.',
    ar: 'رمز التحقق غير صالح. يُرجى طلب رمز جديد.',
  },
  'Lütfen gerçek kişi olduğunuzu doğrulayınız': {
    en: 'Please confirm that you are a real person',
    ar: 'يُرجى التأكيد أنكم شخص حقيقي',
  },
  'Bu tip {0} kararlarına ait değil.': {
    en: 'This type does not belong to {0} resolutions.',
    ar: 'هذا الصنف لا يخص قرارات {0}.',
  },
  'Bu reklam türü için en ve boy gerekli.': {
    en: 'This advertisement type needs its width and height.',
    ar: 'يتطلب نوع الإعلان هذا العرض والارتفاع.',
  },
  'Bu yıl ve grup için tarifede böyle bir reklam türü yok.': {
    en: 'The tariff has no such advertisement type for this year and group.',
    ar: 'لا يوجد في التعرفة نوع إعلان كهذا لهذه السنة والمجموعة.',
  },
  'Geçici reklamın kaç hafta asılacağı gerekli.': {
    en: 'A temporary advertisement needs the number of weeks it will hang.',
    ar: 'يلزم تحديد عدد أسابيع تعليق الإعلان المؤقت.',
  },
  'Biletli etkinlikte bilet hasılatı gerekli.': {
    en: 'A ticketed event needs its ticket revenue.',
    ar: 'يلزم ذكر إيرادات التذاكر للفعالية ذات التذاكر.',
  },
};
