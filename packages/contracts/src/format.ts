/** Money is integer kuruş everywhere; formatting happens only at the edge. */

const tryFormatter = new Intl.NumberFormat('tr-TR', {
  style: 'currency',
  currency: 'TRY',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const plainFormatter = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123456 kuruş → "₺1.234,56". */
export function formatTry(kurus: number | bigint): string {
  return tryFormatter.format(Number(kurus) / 100);
}

/** 123456 kuruş → "1.234,56" (tables, CSV). */
export function formatKurus(kurus: number | bigint): string {
  return plainFormatter.format(Number(kurus) / 100);
}

/** TL amount (up to two decimals) → integer kuruş without float drift. */
export function toKurus(lira: number): number {
  return Math.round(lira * 100);
}

/** ISO date (YYYY-MM-DD) → "23.11.2026". Parsed as a calendar date, free of time zones. */
export function formatDateTr(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : isoDate;
}

/** 118.75 → "118,75": a Turkish number with up to `fractionDigits` decimals (areas, metres). */
export function formatNumberTr(value: number, fractionDigits = 2): string {
  return value.toLocaleString('tr-TR', { maximumFractionDigits: fractionDigits });
}

/** A street as it is written: "Atatürk" + "Caddesi", but "2355. Sokak" alone when the name already says its type. */
export function streetLabel(name: string, typeName: string): string {
  const type = typeName.trim();
  return !type || name.toLocaleLowerCase('tr').endsWith(type.toLocaleLowerCase('tr')) ? name : `${name} ${type}`;
}

/** 1500 → "%15,00" for a share given in hundredths of a percent. */
export function formatPercent(value: number, fractionDigits = 0): string {
  return `%${value.toLocaleString('tr-TR', { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits })}`;
}

/** CSV as Turkish spreadsheets open it: semicolon separated, CRLF lines (the API's reports and the screens' lists). */
export function toCsv(headers: string[], rows: string[][]): string {
  const esc = (v: string) => (/[;"\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return `${[headers, ...rows].map((r) => r.map(esc).join(';')).join('\r\n')}\r\n`;
}

const ONES = ['', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
const TENS = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'];
const SCALES = ['', 'bin', 'milyon', 'milyar', 'trilyon'];

/** 0–999 in words: "yüz" and "bin" stand alone, never "bir yüz" (the caller handles "bin"). */
function hundredsInWords(n: number): string[] {
  const h = Math.floor(n / 100);
  const words = h === 0 ? [] : h === 1 ? ['yüz'] : [ONES[h], 'yüz'];
  return [...words, TENS[Math.floor((n % 100) / 10)], ONES[n % 10]].filter(Boolean);
}

/** A whole number in Turkish words, as cheques and receipts write it: 1234 → "bin iki yüz otuz dört". */
export function numberInWordsTr(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a whole amount: ${value}`);
  if (value === 0) return 'sıfır';
  const words: string[] = [];
  let rest = value;
  for (let scale = 0; rest > 0; scale++) {
    const group = rest % 1000;
    rest = Math.floor(rest / 1000);
    if (group === 0) continue;
    // "bin", not "bir bin"; but "bir milyon".
    const part = scale === 1 && group === 1 ? [] : hundredsInWords(group);
    words.unshift(...part, ...(SCALES[scale] ? [SCALES[scale]] : []));
  }
  return words.join(' ');
}

/** The amount written out the way Turkish receipts do: 123456 kuruş → "Yalnız bin iki yüz otuz dört TL elli altı Kr". */
export function amountInWordsTr(kurus: number): string {
  const lira = Math.floor(kurus / 100);
  const kr = kurus % 100;
  const parts = [lira > 0 || kr === 0 ? `${numberInWordsTr(lira)} TL` : '', kr > 0 ? `${numberInWordsTr(kr)} Kr` : ''];
  return `Yalnız ${parts.filter(Boolean).join(' ')}`;
}

/**
 * Turkish text folded to lower-case ASCII, character for character (the same length, so a position found in the
 * folded text is the position in the original): "sukru" finds "Şükrü", "ISTIKLAL" finds "İstiklal".
 */
export function foldTr(text: string): string {
  let out = '';
  for (const c of text) {
    const lower = c === 'I' ? 'ı' : c === 'İ' ? 'i' : c.toLowerCase();
    const i = 'çğıöşüâîû'.indexOf(lower);
    out += i >= 0 ? 'cgiosuaiu'[i] : lower.length === 1 ? lower : c;
  }
  return out;
}

/**
 * The words of a search, folded, each cut to a stem so the Turkish endings a text may carry do not hide it:
 * "kamyonu hurda" finds "kamyonun hurdaya ayrılması". Words of one letter are dropped; at most eight are kept.
 */
export function searchStems(text: string): string[] {
  const words = foldTr(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1);
  // Up to three letters of suffix come off a long word; a short one is kept whole.
  const stems = words.map((w) => (w.length > 5 ? w.slice(0, Math.max(5, w.length - 3)) : w));
  return [...new Set(stems)].slice(0, 8);
}

/**
 * Where the stems occur in `text`, each widened to the end of its word, as sorted, non-overlapping [start, end)
 * ranges (for highlighting whole words).
 */
export function matchRanges(text: string, stems: readonly string[]): Array<[number, number]> {
  const folded = foldTr(text);
  const found: Array<[number, number]> = [];
  for (const stem of stems) {
    for (let at = folded.indexOf(stem); at >= 0; at = folded.indexOf(stem, at + stem.length)) {
      let end = at + stem.length;
      while (end < folded.length && /[a-z0-9]/.test(folded[end])) end++;
      found.push([at, end]);
    }
  }
  found.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const r of found) {
    const last = merged.at(-1);
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/** "12.500,00" or "12500" → 1250000 kuruş: an amount in lira as a clerk types it; null when it is not one. */
export function parseLiraToKurus(text: string): number | null {
  const t = text.trim();
  if (!/^(\d{1,3}(\.\d{3})+|\d+)(,\d{1,2})?$/.test(t)) return null;
  const [lira, kr = ''] = t.replace(/\./g, '').split(',');
  return Number(lira) * 100 + Number(kr.padEnd(2, '0'));
}
