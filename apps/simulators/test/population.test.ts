import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isValidTckn, loadPopulation, maskTckn, populationFile } from '../src/population.js';

/** The checksum rule written out again, independent of the code under test. */
function checksumHolds(tckn: string): boolean {
  const d = tckn.split('').map(Number);
  const d10 = ((((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10) + 10) % 10;
  const d11 = d.slice(0, 10).reduce((a, b) => a + b, 0) % 10;
  return d[0] !== 0 && d[9] === d10 && d[10] === d11;
}

describe('test population', () => {
  const raw = JSON.parse(readFileSync(populationFile, 'utf8')) as Array<Record<string, string>>;

  it('holds about ten people and starts with T.C. Kimlik No 10000000146', () => {
    expect(raw.length).toBeGreaterThanOrEqual(8);
    expect(raw[0].tckn).toBe('10000000146');
  });

  it('gives every person an 11-digit T.C. Kimlik No with both check digits right', () => {
    for (const person of raw) {
      expect(person.tckn, person.ad).toMatch(/^[1-9]\d{10}$/);
      expect(checksumHolds(person.tckn), person.tckn).toBe(true);
    }
  });

  it('has no T.C. Kimlik No or mobile number twice', () => {
    expect(new Set(raw.map((p) => p.tckn)).size).toBe(raw.length);
    expect(new Set(raw.map((p) => p.gsm)).size).toBe(raw.length);
  });

  it('keeps the documented format: exactly these fields, dates, genders and mobile numbers', () => {
    const keys = ['ad', 'anaAdi', 'babaAdi', 'cinsiyet', 'dogumTarihi', 'dogumYeri', 'gsm', 'soyad', 'tckn'];
    for (const person of raw) {
      expect(Object.keys(person).sort()).toEqual(keys);
      expect(person.dogumTarihi).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(['E', 'K']).toContain(person.cinsiyet);
      expect(person.gsm).toMatch(/^5\d{9}$/);
    }
    expect(loadPopulation()).toHaveLength(raw.length);
  });

  it('rejects T.C. Kimlik Nos with a wrong check digit, a leading zero or the wrong length', () => {
    expect(isValidTckn('10000000146')).toBe(true);
    expect(isValidTckn('10000000147')).toBe(false);
    expect(isValidTckn('10000000156')).toBe(false);
    expect(isValidTckn('01234567890')).toBe(false);
    expect(isValidTckn('1000000014')).toBe(false);
    expect(isValidTckn('1000000014a')).toBe(false);
  });

  it('masks a T.C. Kimlik No as its first three and last two digits', () => {
    expect(maskTckn('10000000146')).toBe('100******46');
  });
});
