import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  matchTotp,
  newTotpSecret,
  openSecret,
  otpauthUri,
  sealSecret,
  stepAt,
  totpAt,
} from '../../src/lib/totp.js';

/** RFC 6238 appendix B: the seeds and the 8-digit codes at the listed times. */
const SEEDS = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const VECTORS: Array<[number, string, string, string]> = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('gives the RFC test vector codes at T=%i', (time, sha1, sha256, sha512) => {
    const step = stepAt(time * 1000);
    expect(totpAt(SEEDS.sha1, step, 8)).toBe(sha1);
    expect(totpAt(SEEDS.sha256, step, 8, 'sha256')).toBe(sha256);
    expect(totpAt(SEEDS.sha512, step, 8, 'sha512')).toBe(sha512);
  });

  it('accepts the code of the current step and of one step either side, nothing further', () => {
    const secret = base32Encode(SEEDS.sha1);
    const now = 1111111111 * 1000;
    const code = (offset: number) => totpAt(SEEDS.sha1, stepAt(now) + offset);
    expect(matchTotp(secret, code(0), now, null)).toBe(stepAt(now));
    expect(matchTotp(secret, code(-1), now, null)).toBe(stepAt(now) - 1);
    expect(matchTotp(secret, code(1), now, null)).toBe(stepAt(now) + 1);
    expect(matchTotp(secret, code(2), now, null)).toBeNull();
    expect(matchTotp(secret, code(-2), now, null)).toBeNull();
  });

  it('refuses the code of a step already used, and of any earlier step (no replay)', () => {
    const secret = base32Encode(SEEDS.sha1);
    const now = 1234567890 * 1000;
    const step = stepAt(now);
    expect(matchTotp(secret, totpAt(SEEDS.sha1, step), now, step)).toBeNull();
    expect(matchTotp(secret, totpAt(SEEDS.sha1, step - 1), now, step)).toBeNull();
    expect(matchTotp(secret, totpAt(SEEDS.sha1, step + 1), now, step)).toBe(step + 1);
  });

  it('round-trips base32 and makes 160-bit secrets', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
  });

  it('writes the otpauth URI authenticator apps scan', () => {
    const uri = otpauthUri('Yeşilvadi Ofis', 'kalem', 'JBSWY3DPEHPK3PXP');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Ye%C5%9Filvadi%20Ofis%3Akalem\?/);
    const query = new URL(uri).searchParams;
    expect(query.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(query.get('digits')).toBe('6');
    expect(query.get('period')).toBe('30');
  });

  it('keeps a secret sealed under the machine key: another key cannot open it', () => {
    const sealed = sealSecret('key-one', 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret('key-one', sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => openSecret('key-two', sealed)).toThrow();
  });
});
