import { describe, expect, it } from 'vitest';
import { formatDateTr, formatKurus, formatTry, toKurus } from '../src/index.js';

// Intl puts a no-break space in some locales; compare on plain spaces.
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('TRY formatting', () => {
  it('formats kuruş as Turkish lira with two decimals and Turkish separators', () => {
    expect(plain(formatTry(123456))).toBe('₺1.234,56');
    expect(plain(formatTry(100))).toBe('₺1,00');
    expect(plain(formatTry(5))).toBe('₺0,05');
    expect(plain(formatTry(123456789012))).toBe('₺1.234.567.890,12');
  });
  it('formats negative amounts and zero', () => {
    expect(plain(formatTry(0))).toBe('₺0,00');
    expect(plain(formatTry(-1050))).toBe('-₺10,50');
  });
  it('formats bare amounts for tables', () => {
    expect(formatKurus(987650)).toBe('9.876,50');
  });
  it('converts lira to kuruş without floating-point drift', () => {
    expect(toKurus(0.1 + 0.2)).toBe(30);
    expect(toKurus(19.99)).toBe(1999);
    expect(toKurus(1234.565)).toBe(123457);
  });
  it('formats calendar dates as dd.MM.yyyy', () => {
    expect(formatDateTr('2026-05-31')).toBe('31.05.2026');
    expect(formatDateTr('2026-11-30T10:00:00Z')).toBe('30.11.2026');
  });
});
