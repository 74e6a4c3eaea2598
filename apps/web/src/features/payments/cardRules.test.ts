import { describe, expect, it } from 'vitest';
import { brandOf, cardErrors, emptyCard, expiryYears, formatCardNumber, refusedBrand } from './cardRules.js';

const june2026 = new Date(2026, 5, 15);
const valid = { holder: 'Zeynep Arslan', number: '4546 7112 3456 7894', month: '6', year: '2026', cvv: '000' };

describe('card rules (the same checks as the server’s CardInput)', () => {
  it('groups the digits in fours and drops anything else, at most 19 digits', () => {
    expect(formatCardNumber('4546711234567894')).toBe('4546 7112 3456 7894');
    expect(formatCardNumber('4546-7112 abc 3456')).toBe('4546 7112 3456');
    expect(formatCardNumber('1'.repeat(25)).replace(/\s/g, '')).toHaveLength(19);
  });

  it('tells VISA (100) and Mastercard (200, 51–55 and 2221–2720) from the first six digits', () => {
    expect(brandOf('4546 71')).toBe(100);
    expect(brandOf('5555 55')).toBe(200);
    expect(brandOf('2221 00')).toBe(200);
    expect(brandOf('4546')).toBeNull();
    expect(brandOf('3782 822463 10005')).toBeNull();
    expect(refusedBrand('3782 82')).toBe(true);
    expect(refusedBrand('3782')).toBe(false);
  });

  it('accepts a valid card', () => {
    expect(cardErrors(valid, june2026)).toEqual({});
  });

  it('names every missing field', () => {
    expect(cardErrors(emptyCard, june2026)).toEqual({
      holder: 'holder',
      number: 'numberRequired',
      month: 'month',
      year: 'year',
      cvv: 'cvv',
    });
  });

  it('refuses a number failing the Luhn check, and a valid number of another brand', () => {
    expect(cardErrors({ ...valid, number: '4546 7112 3456 7895' }, june2026).number).toBe('number');
    expect(cardErrors({ ...valid, number: '3782 822463 10005' }, june2026).number).toBe('brand');
  });

  it('refuses a card that expired before this month, not one expiring this month', () => {
    expect(cardErrors({ ...valid, month: '5' }, june2026).month).toBe('expired');
    expect(cardErrors({ ...valid, month: '6' }, june2026).month).toBeUndefined();
  });

  it('wants exactly three digits of CVV and letters only in the holder name', () => {
    expect(cardErrors({ ...valid, cvv: '12' }, june2026).cvv).toBe('cvv');
    expect(cardErrors({ ...valid, holder: 'Zeynep 4rslan' }, june2026).holder).toBe('holderLetters');
    expect(cardErrors({ ...valid, holder: 'Çağrı Öztürk-İnce' }, june2026).holder).toBeUndefined();
  });

  it('offers this year and ExpirationYearsToAdd more', () => {
    expect(expiryYears(3, june2026)).toEqual([2026, 2027, 2028, 2029]);
  });
});
