/** What staff read when the office refuses or confirms something about their own account. */
export const StaffMessages = {
  wrongCredentials: 'Kullanıcı adı, şifre ya da doğrulama kodu hatalı.',
  codeRequired: 'Doğrulama uygulamanızdaki 6 haneli kodu ya da bir kurtarma kodunu giriniz.',
  disabled: 'Bu personel hesabı kapatılmış. Sistem yöneticinize başvurunuz.',
  enrolmentRequired: 'Devam etmeden önce iki aşamalı doğrulamayı etkinleştiriniz.',
  alreadyEnrolled: 'İki aşamalı doğrulama bu hesap için zaten etkin.',
  enrolmentNotStarted: 'Önce iki aşamalı doğrulama kurulumunu başlatınız.',
  reauthRequired: 'Bu işlem için şifrenizi ve doğrulama kodunuzu yeniden giriniz.',
  usernameTaken: 'Bu kullanıcı adı başka bir personel tarafından kullanılıyor.',
  unknownRole: 'Seçilen rollerden biri bulunamadı.',
  unknownRegion: 'Seçilen bölge bulunamadı.',
  ownAccount: 'Kendi hesabınızı kapatamaz ya da kendi yönetici rolünüzü kaldıramazsınız.',
  wrongCode: 'Doğrulama kodu hatalı ya da süresi dolmuş. Uygulamadaki güncel kodu giriniz.',
  demoSecretRefused: 'Tanıtım doğrulama anahtarı yayındaki portalda kullanılamaz. Sistem yöneticinize başvurunuz.',
  sessionExpired: 'Ofis oturumunuzun süresi doldu. Lütfen tekrar giriş yapınız.',
} as const;
