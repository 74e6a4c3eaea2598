/** Turkish text helpers for names, e-mail addresses and amounts. */

const ASCII_MAP: Record<string, string> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
};

export const lowerTr = (s: string) => s.toLocaleLowerCase('tr-TR');

/** 'Şükrü Güneş' → 'sukrugunes': the lowercase ASCII form used in e-mail addresses and web slugs. */
export function asciiSlug(s: string): string {
  return lowerTr(s)
    .replace(/[çğıöşüâîû]/g, (c) => ASCII_MAP[c])
    .replace(/[^a-z0-9]/g, '');
}

/** Plural suffix by vowel harmony: 'Yılmaz' → 'Yılmazlar', 'Demir' → 'Demirler'. */
export function plural(word: string): string {
  const vowels = lowerTr(word).match(/[aeıioöuü]/g);
  const last = vowels ? vowels[vowels.length - 1] : 'a';
  return word + ('aıou'.includes(last) ? 'lar' : 'ler');
}

const trNumber = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 124560000 kuruş → '1.245.600,00 TL'. */
export function tl(kurus: number): string {
  return `${trNumber.format(kurus / 100)} TL`;
}

/** 1245.6 m² → '1.245,60'. */
export function decimalTr(value: number): string {
  return trNumber.format(value);
}

/** Whole lira to kuruş. */
export const lira = (amount: number) => Math.round(amount * 100);
