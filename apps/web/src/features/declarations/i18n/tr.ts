/** The declaration pages' texts, in Turkish; en.ts has the same shape (the type enforces it). */
export const tr = {
  engine: {
    progress: 'Beyanname adımları',
    stepOf: (n: number, total: number) => `Adım ${n} / ${total}:`,
    checkTitle: 'Bilgilerinizi kontrol edin',
    checkShort: 'Kontrol',
    checkIntro: 'Göndermeden önce bilgilerinizi gözden geçirin. Bir bölümü düzeltmek için “Değiştir”e basın.',
    change: 'Değiştir',
    changeStep: (step: string) => `Değiştir: ${step}`,
    back: 'Geri',
    next: 'Devam',
    backToCheck: 'Kontrol sayfasına dön',
    send: 'Beyannameyi gönder',
    fixErrors: 'Devam etmek için işaretli alanları düzeltin.',
    declarationOath: 'Gönderdiğiniz bilgilerin doğru ve eksiksiz olduğunu beyan etmiş olursunuz.',
  },
};
export type DeclarationsTexts = typeof tr;
