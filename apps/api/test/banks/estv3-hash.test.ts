import { describe, expect, it } from 'vitest';
import { requestVectors, STORE_KEY, ziraatCallback } from '../../../simulators/test/fixtures/estv3-vectors.js';
import { sameHash, strnatcasecmp, ver3Hash, ver3Plaintext } from '../../src/integrations/banks/estv3/hash.js';

describe('EstV3 ver3 hash reproduces the published test vectors', () => {
  it.each(requestVectors)('signs the $name vector', ({ fields, hash }) => {
    expect(ver3Hash(fields, STORE_KEY)).toBe(hash);
  });

  it('recomputes the real Ziraat callback to its own HASH, and mdStatus "" breaks it', () => {
    expect(ver3Hash(ziraatCallback, STORE_KEY)).toBe(ziraatCallback.HASH);
    expect(ver3Hash({ ...ziraatCallback, mdStatus: '' }, STORE_KEY)).not.toBe(ziraatCallback.HASH);
  });

  it('changing any hashed callback field breaks the hash', () => {
    for (const key of Object.keys(ziraatCallback)) {
      if (key === 'HASH' || key === 'encoding') continue;
      const changed = { ...ziraatCallback, [key]: `${ziraatCallback[key]}x` };
      expect(ver3Hash(changed, STORE_KEY), key).not.toBe(ziraatCallback.HASH);
    }
    expect(ver3Hash(ziraatCallback, 'another-store-key')).not.toBe(ziraatCallback.HASH);
  });

  it('leaves hash, encoding and nationalidno out, whatever their case', () => {
    const extra = { ...ziraatCallback, encoding: 'UTF-8', NationalIdNo: '12345678901', hash: 'whatever' };
    expect(ver3Hash(extra, STORE_KEY)).toBe(ziraatCallback.HASH);
  });

  it('escapes \\ before | in every value, the store key included', () => {
    expect(ver3Plaintext({ b: 'c\\d', a: 'x|y' }, 'k|\\')).toBe('x\\|y|c\\\\d|k\\|\\\\');
    expect(ver3Plaintext({ a: null, b: undefined }, 'key')).toBe('||key');
  });

  it('compares hashes in constant time and rejects different lengths', () => {
    expect(sameHash('abc', 'abc')).toBe(true);
    expect(sameHash('abc', 'abd')).toBe(false);
    expect(sameHash('abc', 'abcd')).toBe(false);
  });
});

describe('strnatcasecmp orders names like PHP ksort(SORT_NATURAL | SORT_FLAG_CASE)', () => {
  const sign = (a: string, b: string) => Math.sign(strnatcasecmp(a, b));

  it('puts digits before letters and letters before _, as ASCII after toupper does', () => {
    expect(sign('Ecom1', 'EcomX')).toBe(-1);
    expect(sign('EcomX', 'Ecom_Payment')).toBe(-1);
    expect(sign('a_b', 'aab')).toBe(1);
    expect(sign('payResults_dsId', 'payResults1')).toBe(1);
    const names = ['Ecom_Payment_Card_ExpDate_Year', 'EcomX', 'Ecom1'];
    expect([...names].sort(strnatcasecmp)).toEqual(['Ecom1', 'EcomX', 'Ecom_Payment_Card_ExpDate_Year']);
    // ICU collation disagrees, which is why localeCompare is not used.
    expect([...names].sort((a, b) => a.localeCompare(b))).not.toEqual([...names].sort(strnatcasecmp));
  });

  it('compares digit runs by value, and runs starting with 0 digit by digit', () => {
    expect(sign('item9', 'item10')).toBe(-1);
    expect(sign('item10', 'item100')).toBe(-1);
    expect(sign('a2b', 'a10b')).toBe(-1);
    expect(sign('a12', 'a12')).toBe(0);
    expect(sign('a01', 'a1')).toBe(-1);
    expect(sign('x05', 'x5')).toBe(-1);
    // Leading zeros of the whole string are skipped.
    expect(sign('01', '1')).toBe(0);
    expect(sign('007', '7')).toBe(0);
  });

  it('ignores case and whitespace', () => {
    expect(sign('EMAIL', 'email')).toBe(0);
    expect(sign('Email', 'failUrl')).toBe(-1);
    expect(sign('amount', 'Email')).toBe(-1);
    expect(sign('a b', 'ab')).toBe(0);
  });

  it('sorts prefixes and empty names first', () => {
    expect(sign('md', 'mdStatus')).toBe(-1);
    expect(sign('', 'a')).toBe(-1);
    expect(sign('a', '')).toBe(1);
    expect(sign('', '')).toBe(0);
  });
});
