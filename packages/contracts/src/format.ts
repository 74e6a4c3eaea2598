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

/** 1500 → "%15,00" for a share given in hundredths of a percent. */
export function formatPercent(value: number, fractionDigits = 0): string {
  return `%${value.toLocaleString('tr-TR', { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits })}`;
}

/** CSV as Turkish spreadsheets open it: semicolon separated, CRLF lines (the API's reports and the screens' lists). */
export function toCsv(headers: string[], rows: string[][]): string {
  const esc = (v: string) => (/[;"\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return `${[headers, ...rows].map((r) => r.map(esc).join(';')).join('\r\n')}\r\n`;
}
