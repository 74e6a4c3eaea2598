import { describe, expect, it } from 'vitest';
import { alphabetOf, smsSize } from '../../src/integrations/sms/charset.js';
import { netgsmEncoding } from '../../src/integrations/sms/netgsm.js';

describe('the alphabet an SMS travels in', () => {
  it('is GSM-7 for plain text, with the extension characters and the default table’s accented letters', () => {
    expect(alphabetOf('Your E-Belediye verification code: 123456')).toBe('GSM7');
    expect(alphabetOf('Tutar: 1.234,56 € [ödeme] {ÇÖÜ} ~ ^ | \\')).toBe('GSM7');
  });

  it('is the Turkish table once a letter only it has appears', () => {
    for (const letter of 'çğıİşŞĞ') expect(alphabetOf(`E-Belediye ${letter}`), letter).toBe('TURKISH');
  });

  it('is UCS-2 for Arabic, typographic punctuation, an emoji, or a Turkish letter beside one the Turkish table lost', () => {
    expect(alphabetOf('رمز التحقق في E-Belediye: 123456')).toBe('UCS2');
    expect(alphabetOf('Gerekçe: “eksik belge”')).toBe('UCS2');
    expect(alphabetOf('Kısaltıldı…')).toBe('UCS2');
    expect(alphabetOf('Teşekkürler 🙂')).toBe('UCS2');
    // è is in the default alphabet but not in the Turkish table, which ş needs.
    expect(alphabetOf('crème')).toBe('GSM7');
    expect(alphabetOf('şu crème')).toBe('UCS2');
  });
});

describe('the messages an SMS costs', () => {
  const cases: Array<[string, string, number, number]> = [
    ['GSM-7, one message full', 'a'.repeat(160), 160, 1],
    ['GSM-7, one over', 'a'.repeat(161), 161, 2],
    ['GSM-7, two parts full', 'a'.repeat(306), 306, 2],
    ['GSM-7, three parts', 'a'.repeat(307), 307, 3],
    ['GSM-7 extension characters count twice', '€'.repeat(80), 160, 1],
    ['an escape pair is not split across parts', `${'a'.repeat(152)}€${'a'.repeat(152)}`, 306, 3],
    ['Turkish table, one message full', 'ş'.repeat(155), 155, 1],
    ['Turkish table, one over', 'ş'.repeat(156), 156, 2],
    ['Turkish table, two parts full', 'ş'.repeat(298), 298, 2],
    ['Turkish table, three parts', 'ş'.repeat(299), 299, 3],
    ['UCS-2, one message full', 'ع'.repeat(70), 70, 1],
    ['UCS-2, one over', 'ع'.repeat(71), 71, 2],
    ['UCS-2, two parts full', 'ع'.repeat(134), 134, 2],
    ['UCS-2, three parts', 'ع'.repeat(135), 135, 3],
  ];
  it.each(cases)('%s', (_name, text, units, parts) => {
    expect(smsSize(text)).toMatchObject({ units, parts });
  });

  it('costs nothing for no text', () => {
    expect(smsSize('').parts).toBe(0);
  });
});

describe('the encoding NetGSM is asked for', () => {
  it('leaves it out for GSM-7, asks "TR" for Turkish letters and the contract’s Unicode value for Arabic', () => {
    expect(netgsmEncoding('Your code: 123456', 'UNICODE')).toBeUndefined();
    expect(netgsmEncoding('Doğrulama kodunuz: 123456', 'UNICODE')).toBe('TR');
    expect(netgsmEncoding('رمز التحقق: 123456', 'UNICODE')).toBe('UNICODE');
    expect(netgsmEncoding('رمز التحقق: 123456', 'UCS2')).toBe('UCS2');
  });

  it('leaves it out for Arabic when the contract says the gateway detects Unicode itself', () => {
    expect(netgsmEncoding('رمز التحقق: 123456', '')).toBeUndefined();
  });
});
