import { describe, expect, it } from 'vitest';
import { SeenKeys } from '../../src/modules/imports/seen.js';

describe('the keys a run has seen', () => {
  it('tells a key seen before from a new one exactly, across growth of the table and blocks of bytes', () => {
    // Blocks of 4 KiB: the 300,000 keys fill hundreds of them.
    const seen = new SeenKeys(12);
    const keys = Array.from({ length: 300_000 }, (_, i) => (i % 3 === 0 ? `T${i}` : i % 3 === 1 ? `Ş-${i}-ğ` : `${i}`));
    expect(keys.filter((k) => seen.add(k))).toHaveLength(keys.length);
    expect(seen.size).toBe(keys.length);
    expect(keys.filter((k) => seen.add(k))).toHaveLength(0);
    // Near misses are new keys: a prefix, another letter, another case, the wide letter's narrow twin.
    for (const k of ['T1 ', 'T', 't3', 'Ş-1-g', 'S-1-ğ', '', 'x'.repeat(60)]) expect(seen.add(k)).toBe(true);
    expect(seen.add('')).toBe(false);
    expect(seen.size).toBe(keys.length + 7);
  });
});
