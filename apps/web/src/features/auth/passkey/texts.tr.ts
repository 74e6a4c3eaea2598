/** The passkey sign-in and the second step of a password sign-in, in Turkish. */
export const tr = {
  passkeySignIn: 'Geçiş anahtarı ile giriş',
  passkeyHint: 'Telefonunuzun ya da bilgisayarınızın ekran kilidiyle, şifre yazmadan girersiniz.',
  secondFactorTitle: 'İki adımlı doğrulama',
  totpIntro: 'Şifreniz doğru. Girişi tamamlamak için doğrulama uygulamanızdaki 6 haneli kodu giriniz.',
  passkeyIntro: 'Şifreniz doğru. Girişi tamamlamak için geçiş anahtarınızı kullanınız.',
  code: 'Doğrulama kodu',
  recoveryCode: 'Kurtarma kodu',
  recoveryHint: 'Hesabınızda iki adımlı doğrulamayı açarken kaydettiğiniz kodlardan biri (XXXXX-XXXXX).',
  useRecovery: 'Kurtarma kodu kullan',
  useApp: 'Uygulama kodunu kullan',
  usePasskey: 'Geçiş anahtarını kullan',
  confirm: 'Girişi tamamla',
  startOver: 'Baştan başla',
  recoveryLeft: (left: number) =>
    `Bir kurtarma kodu kullandınız; ${left} kod kaldı. Hesabım sayfasında iki adımlı doğrulamayı kapatıp yeniden açarak yeni kodlar alabilirsiniz.`,
};
export type PasskeySignInTexts = typeof tr;
