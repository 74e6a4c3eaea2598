import { describe, expect, it } from 'vitest';
import {
  formatMobile,
  isValidIban,
  isValidIdentityNumber,
  isValidMobile,
  isValidTckn,
  isValidVkn,
  maskIdentityNumber,
  maskMobile,
  normalizeMobile,
  tcknCheckDigits,
  vknCheckDigit,
} from '../src/index.js';

describe('T.C. Kimlik No', () => {
  it('accepts published test numbers with correct check digits', () => {
    expect(isValidTckn('10000000146')).toBe(true);
    expect(isValidTckn('11111111110')).toBe(true);
    expect(isValidTckn('12345678950')).toBe(true);
  });
  it('rejects a wrong 10th or 11th digit', () => {
    expect(isValidTckn('10000000156')).toBe(false);
    expect(isValidTckn('10000000147')).toBe(false);
  });
  it('rejects a leading zero, wrong length and non-digits', () => {
    expect(isValidTckn('01234567890')).toBe(false);
    expect(isValidTckn('1000000014')).toBe(false);
    expect(isValidTckn('100000001466')).toBe(false);
    expect(isValidTckn('1000000014a')).toBe(false);
  });
  it('computes check digits that the validator accepts', () => {
    for (const first9 of ['123456789', '987654321', '100000001', '555555555']) {
      expect(isValidTckn(first9 + tcknCheckDigits(first9))).toBe(true);
    }
  });
});

describe('Vergi Kimlik No', () => {
  it('accepts numbers with the Revenue Administration checksum', () => {
    expect(isValidVkn('1234567890')).toBe(true);
    expect(isValidVkn('4840847211')).toBe(true);
  });
  it('rejects a wrong check digit and wrong length', () => {
    expect(isValidVkn('1234567891')).toBe(false);
    expect(isValidVkn('0010037432')).toBe(false);
    expect(isValidVkn('123456789')).toBe(false);
    expect(isValidVkn('12345678901')).toBe(false);
  });
  it('check digit generator agrees with the validator', () => {
    for (const first9 of ['000000001', '484084721', '731234567']) {
      expect(isValidVkn(first9 + vknCheckDigit(first9))).toBe(true);
    }
  });
  it('isValidIdentityNumber picks TCKN for 11 digits and VKN for 10', () => {
    expect(isValidIdentityNumber('10000000146')).toBe(true);
    expect(isValidIdentityNumber('1234567890')).toBe(true);
    expect(isValidIdentityNumber('123')).toBe(false);
  });
});

describe('IBAN', () => {
  it('accepts the published Turkish example, with or without spaces', () => {
    expect(isValidIban('TR330006100519786457841326')).toBe(true);
    expect(isValidIban('TR33 0006 1005 1978 6457 8413 26')).toBe(true);
    expect(isValidIban('tr330006100519786457841326')).toBe(true);
  });
  it('rejects an altered digit, a foreign or short IBAN', () => {
    expect(isValidIban('TR330006100519786457841327')).toBe(false);
    expect(isValidIban('TR340006100519786457841326')).toBe(false);
    expect(isValidIban('DE89370400440532013000')).toBe(false);
    expect(isValidIban('TR33000610051978645784132')).toBe(false);
  });
});

describe('mobile phone', () => {
  it('normalizes the usual ways of writing a number', () => {
    expect(normalizeMobile('(532) 123 45 67')).toBe('5321234567');
    expect(normalizeMobile('05321234567')).toBe('5321234567');
    expect(normalizeMobile('+90 532 123 45 67')).toBe('5321234567');
  });
  it('accepts 10 digits starting with 5 and rejects landlines and short numbers', () => {
    expect(isValidMobile('5321234567')).toBe(true);
    expect(isValidMobile('(555) 000 00 00')).toBe(true);
    expect(isValidMobile('2121234567')).toBe(false);
    expect(isValidMobile('532123456')).toBe(false);
  });
  it('formats with the mask (###) ### ## ##', () => {
    expect(formatMobile('5321234567')).toBe('(532) 123 45 67');
  });
  it('masks identity and phone numbers as logs and receipts show them', () => {
    expect(maskIdentityNumber('10000000146')).toBe('100******46');
    expect(maskMobile('5321234567')).toBe('(5**) *** ** 67');
  });
});
