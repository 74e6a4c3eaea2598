import { z } from 'zod';
import { isValidTckn } from '../validators.js';

/**
 * The cells of an import file as the municipality's old system writes them: Turkish decimals ("1.234,56" TL),
 * Turkish dates ("31.05.2026"), empty cells for what is unknown. Each field turns the cell's text into our value or
 * refuses it with the Turkish reason the rejection report shows.
 */
export const ImportReasons = {
  required: 'Bu sütun boş bırakılamaz.',
  tooLong: (max: number) => `En çok ${max} karakter olabilir.`,
  badAmount: 'Tutar "1.234,56" biçiminde (TL, ondalık virgülle) olmalıdır.',
  negativeAmount: 'Tutar eksi olamaz.',
  badDate: 'Tarih "31.05.2026" biçiminde geçerli bir gün olmalıdır.',
  badDateTime: 'Tarih "31.05.2026" ya da "31.05.2026 14:30" biçiminde olmalıdır.',
  badInteger: 'Tam sayı olmalıdır.',
  badYear: 'Yıl 1990 ile 2100 arasında olmalıdır.',
  badTckn: 'T.C. Kimlik No geçersiz (11 hane ve kontrol haneleri tutmalı).',
  badVkn: 'Vergi Kimlik No geçersiz (10 hane ve kontrol hanesi tutmalı).',
  badForeignerNo: 'Yabancı kimlik numarası 99 ile başlayan geçerli bir 11 haneli numara olmalıdır.',
  badRegistryType: 'Sicil türü G, Y, T, K, D veya B olmalıdır.',
  badGender: 'Cinsiyet E veya K olmalıdır.',
  badMobile: 'Cep telefonu 5 ile başlayan 10 haneli bir numara olmalıdır.',
  badEmail: 'E-posta adresi geçersiz.',
  badChannel: 'Kanal VEZNE, BANKA veya İNTERNET olmalıdır.',
  badCollectionType: 'Tahsilat türü 1 ile 5 arasında olmalıdır.',
  paidAbovePrincipal: 'Ödenen tutar anaparadan büyük olamaz.',
  duplicateKey: 'Kaynak anahtarı dosyada daha önce geçti; aynı kayıt iki kez verilemez.',
  unknownCounty: 'İlçe kodu bilinmiyor (ne portalda ne bu dosyada var).',
  unknownDistrict: 'Mahalle kodu bilinmiyor.',
  unknownStreet: 'Sokak kodu bilinmiyor (önce adres dosyası aktarılmalıdır).',
  unknownDoor: 'Bu sokakta bu dış kapı numarası bilinmiyor.',
  unknownInnerDoor: 'Bu dış kapıda bu iç kapı numarası bilinmiyor.',
  unknownRegistry: 'Bu sicil numarası portalda yok (önce sicil dosyası aktarılmalıdır).',
  unknownRevenue: 'Gelir kodu portalın gelir türleri arasında yok.',
  unknownSubscription: 'Bu abone numarası portalda yok.',
  unknownAccrual: 'Bu kaynak anahtarlı tahakkuk portalda yok (önce tahakkuk dosyası aktarılmalıdır).',
  registryNoTaken: 'Bu sicil numarası portalda başka bir kaynak anahtarıyla kayıtlı.',
  receiptNoTaken: 'Bu makbuz numarası portalda başka bir tahsilata ait.',
  receiptOfOtherRegistry: 'Aynı makbuzun satırları farklı sicillere ait olamaz.',
  accrualOfOtherRegistry: 'Tahakkuk bu sicile ait değil.',
  protectedPaid: 'Tahakkuk portalda ödeme almış; aktarım değiştirmedi.',
  protectedHeld: 'Tahakkuk bir ödeme, yapılandırma ya da mahsup işlemine bağlı; aktarım değiştirmedi.',
  protectedPlan: 'Tahakkuk bir yapılandırma planında; aktarım değiştirmedi.',
  protectedCancelled: 'Tahakkuk portalda iptal edilmiş; aktarım değiştirmedi.',
  protectedCollection: 'Tahsilat portalda kayıtlı; geçmiş tahsilat yeniden yazılmaz.',
  unreadableFile: 'Dosya okunamadı: CSV (UTF-8 ya da Windows-1254) veya XLSX olmalıdır.',
  missingColumns: (headers: string[]) => `Dosyada şu sütunlar yok: ${headers.join(', ')}.`,
  missingSheet: (sheet: string) => `Çalışma kitabında "${sheet}" sayfası yok.`,
} as const;

const cell = z.string().transform((v) => v.trim());

/** A text cell; `max` as the column holds it. */
export const textCell = (max: number) =>
  cell.pipe(z.string().min(1, ImportReasons.required).max(max, ImportReasons.tooLong(max)));
/** An optional text cell: empty is null. */
export const optionalText = (max: number) =>
  cell.pipe(z.string().max(max, ImportReasons.tooLong(max))).transform((v) => (v === '' ? null : v));

const TURKISH_AMOUNT = /^-?(\d{1,3}(\.\d{3})+|\d+)(,\d{1,2})?$/;

/** "1.234,56" TL → 123456 kuruş; a plain "1234" and "1234,5" too. */
export function parseTurkishAmount(text: string): number | null {
  const v = text.trim();
  if (!TURKISH_AMOUNT.test(v)) return null;
  const negative = v.startsWith('-');
  const [whole, fraction = ''] = v.replace('-', '').replaceAll('.', '').split(',');
  const kurus = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -kurus : kurus;
}

/** 123456 kuruş → "1.234,56": how the sample files and the report write amounts. */
export function formatTurkishAmount(kurus: number): string {
  const sign = kurus < 0 ? '-' : '';
  const abs = Math.abs(kurus);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')}`;
}

/** An amount cell in TL, as integer kuruş, never negative; empty is 0 when `optional`. */
export const amountCell = (optional = false) =>
  cell.transform((v, ctx) => {
    if (v === '') {
      if (optional) return 0;
      ctx.addIssue({ code: 'custom', message: ImportReasons.required });
      return z.NEVER;
    }
    const kurus = parseTurkishAmount(v);
    if (kurus === null) {
      ctx.addIssue({ code: 'custom', message: ImportReasons.badAmount });
      return z.NEVER;
    }
    if (kurus < 0) {
      ctx.addIssue({ code: 'custom', message: ImportReasons.negativeAmount });
      return z.NEVER;
    }
    return kurus;
  });

/** "31.05.2026" → "2026-05-31", a real calendar day. */
export function parseTurkishDate(text: string): string | null {
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(y, mo - 1, d));
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== mo - 1 || at.getUTCDate() !== d) return null;
  return `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** "2026-05-31" → "31.05.2026". */
export const formatTurkishDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

const dateOf = (v: string, ctx: z.RefinementCtx): string => {
  const iso = parseTurkishDate(v);
  if (iso === null) {
    ctx.addIssue({ code: 'custom', message: v === '' ? ImportReasons.required : ImportReasons.badDate });
    return z.NEVER;
  }
  return iso;
};

/** A day cell, "31.05.2026" → "2026-05-31". */
export const dateCell = () => cell.transform((v, ctx) => dateOf(v, ctx));
/** A day cell that may be empty (null). */
export const optionalDateCell = () => cell.transform((v, ctx) => (v === '' ? null : dateOf(v, ctx)));

/**
 * "31.05.2026 14:30" (Istanbul wall time) → "2026-05-31T14:30", "31.05.2026 14:30:15" → "2026-05-31T14:30:15" (a
 * cash desk's receipt time to the second); a day alone is noon of it.
 */
export const dateTimeCell = () =>
  cell.transform((v, ctx) => {
    const m = /^(\S+)(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(v);
    const iso = m ? parseTurkishDate(m[1]) : null;
    const [h, mi] = m?.[2] ? [Number(m[2]), Number(m[3])] : [12, 0];
    const s = m?.[4] === undefined ? null : Number(m[4]);
    if (!iso || h > 23 || mi > 59 || (s !== null && s > 59)) {
      ctx.addIssue({ code: 'custom', message: v === '' ? ImportReasons.required : ImportReasons.badDateTime });
      return z.NEVER;
    }
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${iso}T${pad(h)}:${pad(mi)}${s === null ? '' : `:${pad(s)}`}`;
  });

export const integerCell = (min: number, max: number, message: string = ImportReasons.badInteger) =>
  cell.transform((v, ctx) => {
    if (!/^\d+$/.test(v) || Number(v) < min || Number(v) > max) {
      ctx.addIssue({ code: 'custom', message: v === '' ? ImportReasons.required : message });
      return z.NEVER;
    }
    return Number(v);
  });

export const yearCell = () => integerCell(1990, 2100, ImportReasons.badYear);

export const isValidForeignerNo = (v: string) => v.startsWith('99') && isValidTckn(v);
