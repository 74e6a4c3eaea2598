/** Texts of spec sections 2, 5 and 8 for identity flows, verbatim. */
export const AuthMessages = {
  wrongCredentials: 'Kullanıcı adı veya şifre hatalı.',
  verifyHuman: 'Lütfen gerçek kişi olduğunuzu doğrulayınız',
  passwordSent: 'Yeni şifreniz sms olarak cep telefonunuza gönderilmiştir.',
  eDevletInvalidToken: 'Geçersiz token, E-devlet girişi başarısız',
  eDevletFailed: 'E-devlet girişi başarısız',
  registryNotFound: 'Sicil bilgisi bulunamadı.',
  verificationFailed: 'Doğrulama başarısız oldu veya süresi doldu. Lütfen tekrar doğrulayınız.',
  locked: (minutes: number) =>
    `Çok fazla hatalı deneme yapıldı. Güvenliğiniz için ${minutes} dakika sonra tekrar deneyiniz.`,
  sessionExpired: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapınız.',
  csrf: 'Güvenlik doğrulaması başarısız. Lütfen sayfayı yenileyip tekrar deneyiniz.',
  identityNotVerified:
    'Kimlik bilgileri nüfus kayıtlarıyla doğrulanamadı. T.C. Kimlik No ve doğum tarihini kontrol ediniz.',
  alreadyMember:
    'Bu kimlik numarasıyla zaten bir üyelik bulunuyor. Giriş yapabilir ya da şifrenizi sıfırlayabilirsiniz.',
  wrongCode: 'Doğrulama kodu hatalı veya süresi dolmuş.',
  currentPasswordWrong: 'Mevcut şifreniz hatalı.',
  mustChangePassword: 'Güvenliğiniz için önce yeni bir şifre belirleyiniz.',
  currentPasswordRequired: 'Mevcut şifrenizi giriniz.',
  reproveIdentity:
    'Şifre belirlemeden önce kimliğinizi doğrulayınız: e-Devlet ile yeniden giriş yapınız veya kayıtlı cep telefonunuza gönderilen kodu giriniz.',
  noRegisteredPhone:
    'Kayıtlı bir cep telefonunuz bulunmuyor. Kimliğinizi e-Devlet ile yeniden giriş yaparak doğrulayınız.',
  hasPassword: 'Hesabınızın şifresi var: değişiklikleri mevcut şifrenizle onaylayınız.',
  resendWait: (seconds: number) => `Yeni kodu ${seconds} saniye sonra isteyebilirsiniz.`,
  resendLimit: 'Bu başvuru için daha fazla kod gönderilemez. Lütfen bilgilerinizi düzeltip yeniden başvurunuz.',
} as const;
