/** The sign-in, password reset and e-Devlet texts, in Turkish; en.ts has the same shape (the type enforces it). */
export const tr = {
  pidNo: 'T.C Kimlik No',
  password: 'Şifre',
  rememberMe: 'Beni Hatırla',
  signIn: 'Giriş Yap',
  eDevlet: 'e-Devlet ile Giriş',
  or: 'veya',
  forgotPassword: 'Şifremi Unuttum',
  home: 'Anasayfa',
  otherLinks: 'Diğer işlemler',
  signUp: 'Üye değil misiniz? Üye olun',
  resetIntro: 'Kayıtlı cep telefonunuza yeni şifreniz SMS ile gönderilir.',
  idOrTaxNo: 'T.C. Kimlik No / Vergi No',
  mobile: 'Cep Telefonu',
  resetNext:
    'Şifre birkaç dakika içinde gelmezse telefon numaranızı kontrol edip tekrar deneyiniz. Bu şifreyle giriş yaptığınızda sizden yeni bir şifre belirlemeniz istenir.',
  resetAgain: 'Yeniden gönder',
  confirm: 'Onay',
  eDevletIntro:
    'Kimliğinizi e-Devlet Kapısı’nda doğrulayarak şifre kullanmadan giriş yapabilirsiniz. Henüz üye değilseniz üyeliğiniz sicil bilginizle açılır.',
  eDevletDisabled: 'e-Devlet ile giriş şu anda kullanılamıyor.',
  eDevletRedirecting: 'e-Devlet Kapısı’na yönlendiriliyorsunuz…',
  eDevletCompleting: 'e-Devlet girişi tamamlanıyor…',
  eDevletDone: 'Giriş yapıldı, yönlendiriliyorsunuz…',
  eDevletInvalidToken: 'Geçersiz token, E-devlet girişi başarısız',
  eDevletFailed: 'E-devlet girişi başarısız',
  registryNotFound: 'Sicil bilgisi bulunamadı.',
  noRegistryNext:
    'e-Devlet kimliğinizi doğruladı, ancak belediyemizde adınıza açılmış bir sicil kaydı bulunmuyor. Üye olarak sicilinizi nüfus kaydınızla hemen açabilir ya da kimliğinizle belediye hizmet masalarımıza başvurabilirsiniz.',
  signUpNow: 'Üye Ol',
  withPassword: 'T.C. Kimlik No ve şifreyle giriş',
};
export type AuthTexts = typeof tr;
