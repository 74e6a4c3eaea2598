import { describe, expect, it } from 'vitest';
import { formatInstant, formatInstantToSecond } from './instant.js';

describe('instants on the municipality clock', () => {
  it('shows a UTC instant as Istanbul wall-clock time, to the minute or to the second', () => {
    expect(formatInstant('2025-03-01T09:05:07Z', 'tr')).toBe('1.03.2025 12:05');
    expect(formatInstantToSecond('2025-03-01T09:05:07Z', 'tr')).toBe('1.03.2025 12:05:07');
    expect(formatInstant('2025-03-01T09:05:07Z', 'en')).toBe('01/03/2025, 12:05');
  });

  it('gives the fallback when there is no instant', () => {
    expect(formatInstant(null, 'tr', 'Hiç')).toBe('Hiç');
    expect(formatInstantToSecond(null, 'tr')).toBe('');
  });
});
