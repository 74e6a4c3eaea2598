import { describe, expect, it } from 'vitest';
import {
  amountInWordsTr,
  foldTr,
  formatDateTr,
  formatKurus,
  formatNumberTr,
  formatTry,
  matchRanges,
  numberInWordsTr,
  searchStems,
  streetLabel,
  toKurus,
} from '../src/index.js';

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

describe('amounts in words, as a Turkish receipt writes them', () => {
  it('writes lira and kuruş in Turkish words', () => {
    expect(amountInWordsTr(123456)).toBe('Yalnız bin iki yüz otuz dört TL elli altı Kr');
    expect(amountInWordsTr(100)).toBe('Yalnız bir TL');
    expect(amountInWordsTr(5)).toBe('Yalnız beş Kr');
    expect(amountInWordsTr(0)).toBe('Yalnız sıfır TL');
  });

  it('says "bin" and "yüz" alone but "bir milyon", and skips empty groups', () => {
    expect(numberInWordsTr(1000)).toBe('bin');
    expect(numberInWordsTr(100)).toBe('yüz');
    expect(numberInWordsTr(1_001_100)).toBe('bir milyon bin yüz');
    expect(numberInWordsTr(2_000_019)).toBe('iki milyon on dokuz');
    expect(numberInWordsTr(987_654_321)).toBe('dokuz yüz seksen yedi milyon altı yüz elli dört bin üç yüz yirmi bir');
  });

  it('refuses what is not a whole, non-negative amount', () => {
    expect(() => numberInWordsTr(-1)).toThrow(RangeError);
    expect(() => numberInWordsTr(1.5)).toThrow(RangeError);
  });
});

describe('Turkish text search', () => {
  it('folds Turkish letters and dotted/dotless I character for character', () => {
    expect(foldTr('İSTİKLAL Şükrü Işık Çağlayan')).toBe('istiklal sukru isik caglayan');
    expect(foldTr('İSTİKLAL Şükrü Işık Çağlayan')).toHaveLength('İSTİKLAL Şükrü Işık Çağlayan'.length);
  });

  it('finds words in any order and with Turkish endings', () => {
    const stems = searchStems('kamyonu hurda');
    const text = 'Belediyeye ait hurdaya ayrılan kamyonun satışı';
    expect(stems.every((s) => foldTr(text).includes(s))).toBe(true);
    expect(searchStems('a  ve  ve')).toEqual(['ve']);
  });

  it('marks the whole words where the stems occur, merged and in order', () => {
    const text = 'Kamyon ve KAMYONUN hurdası';
    const ranges = matchRanges(text, searchStems('kamyonu hurda'));
    expect(ranges.map(([a, b]) => text.slice(a, b))).toEqual(['Kamyon', 'KAMYONUN', 'hurdası']);
  });
});

describe('streets and numbers as people write them', () => {
  it('writes a street’s type once: "2355. Sokak", "Atatürk Caddesi"', () => {
    expect(streetLabel('2355. Sokak', 'Sokak')).toBe('2355. Sokak');
    expect(streetLabel('Atatürk Caddesi', 'Caddesi')).toBe('Atatürk Caddesi');
    expect(streetLabel('Lale', 'Sokak')).toBe('Lale Sokak');
    expect(streetLabel('Lale', '')).toBe('Lale');
  });

  it('writes an area with a decimal comma and thousands dots', () => {
    expect(formatNumberTr(118.75)).toBe('118,75');
    expect(formatNumberTr(12500)).toBe('12.500');
  });
});
