import { randomInt } from 'node:crypto';
import argon2 from 'argon2';

/** argon2id with OWASP's second parameter set (19 MiB, t=2, p=1): ~25 ms here, hashing off the event loop. */
export const ARGON2_PARAMS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, ARGON2_PARAMS);

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    // Spend the same time when there is no account, so timing does not reveal which IDs exist.
    await argon2.hash(password, ARGON2_PARAMS);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVYZabcdefghjkmnprstuvyz';
const DIGITS = '23456789';

/** Spec section 9: a new password of 6 letters and digits (at least one of each; no look-alikes like 0/O, 1/l). */
export function generatePassword(length = 6): string {
  const all = LETTERS + DIGITS;
  const chars = [LETTERS[randomInt(LETTERS.length)], DIGITS[randomInt(DIGITS.length)]];
  while (chars.length < length) chars.push(all[randomInt(all.length)]);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/** A 6-digit SMS code. */
export const generateCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
