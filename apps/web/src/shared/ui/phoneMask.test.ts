import { describe, expect, it } from 'vitest';
import { caretAfterDigits, formatPhone, phoneDigits } from './phoneMask.js';

describe('mobile phone mask (###) ### ## ##', () => {
  it('formats a full number with the spec’s mask', () => {
    expect(formatPhone('5321234567')).toBe('(532) 123 45 67');
  });

  it('formats a partial number without trailing separators', () => {
    expect(['', '5', '53', '532', '5321', '532123', '5321234', '53212345', '532123456'].map(formatPhone)).toEqual([
      '',
      '(5',
      '(53',
      '(532',
      '(532) 1',
      '(532) 123',
      '(532) 123 4',
      '(532) 123 45',
      '(532) 123 45 6',
    ]);
  });

  it('keeps only the 10 national digits of what is typed or pasted', () => {
    expect(phoneDigits('(532) 123 45 67')).toBe('5321234567');
    expect(phoneDigits('0532 123 45 67')).toBe('5321234567');
    expect(phoneDigits('+90 532 123 45 67')).toBe('5321234567');
    expect(phoneDigits('532abc1234567999')).toBe('5321234567');
    expect(phoneDigits('(53')).toBe('53');
  });

  it('deleting the last character of a formatted value removes a digit, never gets stuck on a separator', () => {
    const shown = formatPhone('5321');
    expect(formatPhone(phoneDigits(shown.slice(0, -1)))).toBe('(532');
    expect(formatPhone(phoneDigits('(532'.slice(0, -1)))).toBe('(53');
  });

  it('puts the caret after the same digit once the value is reformatted', () => {
    expect(caretAfterDigits('(532) 123 45 67', 3)).toBe(4);
    expect(caretAfterDigits('(532) 123 45 67', 4)).toBe(7);
    expect(caretAfterDigits('(532) 123 45 67', 0)).toBe(1);
    expect(caretAfterDigits('(532', 9)).toBe(4);
  });
});
