/** The declaration receipt check's texts, in Turkish; verify.en.ts has the same shape. */
export const tr = {
  verify: {
    intro:
      'Beyanname alındısının üzerindeki doğrulama kodunu girerek alındının belediyemizce düzenlendiğini ve beyannamenin durumunu kontrol edebilirsiniz.',
    code: 'Doğrulama kodu',
    codeHint: '10–16 harf ve rakam',
    codeInvalid: 'Doğrulama kodu 10–16 harf ve rakamdan oluşur.',
    submit: 'Doğrula',
    checking: 'Alındı doğrulanıyor…',
    valid: 'Bu beyanname alındısı geçerlidir',
    notFound: 'Bu doğrulama koduyla verilmiş bir beyanname bulunamadı.',
    number: 'Beyanname no',
    kind: 'Tür',
    year: 'Yıl',
    version: 'Sürüm',
    status: 'Durum',
    declarer: 'Beyan eden',
    total: 'Yıllık vergi',
    filedAt: 'Veriliş',
  },
};
export type VerifyTexts = typeof tr;
