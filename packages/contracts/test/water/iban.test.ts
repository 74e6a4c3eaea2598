import { describe, expect, it } from 'vitest';
import {
  bankOfIban,
  eftCodeOfIban,
  formatIban,
  ibanBankCode,
  ibanFor,
  ibanProblem,
  maskIban,
  normalizeIban,
} from '../../src/index.js';

/** Ziraat Bankası's account 00000 + 10000000146, with its real check digits. */
const ZIRAAT = ibanFor('00010', '0000010000000146');

describe('IBAN', () => {
  it('accepts a Turkish IBAN however it is typed, and keeps it upper case without spaces', () => {
    const typed = formatIban(ZIRAAT).toLowerCase();
    expect(normalizeIban(typed)).toBe(ZIRAAT);
    expect(ibanProblem(typed)).toBeNull();
  });

  it('refuses anything but TR and 24 digits', () => {
    for (const bad of ['', 'TR12', `DE${ZIRAAT.slice(2)}`, `${ZIRAAT}1`, ZIRAAT.replace(/\d$/, 'X')]) {
      expect(ibanProblem(bad)).toMatch(/TR.*24 rakam/);
    }
  });

  it('refuses a mistyped digit by its mod-97 check', () => {
    const wrong = `${ZIRAAT.slice(0, 20)}${(Number(ZIRAAT[20]) + 1) % 10}${ZIRAAT.slice(21)}`;
    expect(ibanProblem(wrong)).toMatch(/kontrol basamakları/);
    const swapped = `${ZIRAAT.slice(0, 2)}${ZIRAAT[3]}${ZIRAAT[2]}${ZIRAAT.slice(4)}`;
    if (swapped !== ZIRAAT) expect(ibanProblem(swapped)).not.toBeNull();
  });

  it('reads the bank from digits 5–9 and finds it among the banks by its EFT code', () => {
    expect(ibanBankCode(ZIRAAT)).toBe('00010');
    expect(eftCodeOfIban(ZIRAAT)).toBe('0010');
    // EFT and IBAN bank codes as the banks' association lists them.
    const banks = [
      ['0010', '00010'],
      ['0012', '00012'],
      ['0015', '00015'],
      ['0046', '00046'],
      ['0062', '00062'],
      ['0064', '00064'],
      ['0205', '00205'],
    ].map(([Code, IbanBankCode]) => ({ Code, IbanBankCode }));
    for (const b of banks) {
      const iban = ibanFor(b.IbanBankCode, '1234567890123456');
      expect(ibanProblem(iban)).toBeNull();
      expect(bankOfIban(iban, banks)?.Code).toBe(b.Code);
      expect(eftCodeOfIban(iban)).toBe(b.Code);
    }
    expect(bankOfIban(ibanFor('09999', '1234567890123456'), banks)).toBeUndefined();
  });
});

describe('maskIban', () => {
  it('keeps the IBAN’s 26 characters in groups of four, showing the check digits and the last four', () => {
    const masked = maskIban('TR12 0001 0000 1234 5678 9034 56');
    expect(masked).toBe('TR12 **** **** **** **** **34 56');
    expect(masked.replace(/\s/g, '')).toHaveLength(26);
  });
});
