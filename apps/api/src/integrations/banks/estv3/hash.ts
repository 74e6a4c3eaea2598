import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Payten EstV3 "ver3" hash, ported from mews/pos EstV3PosCrypt (which the bank's reference tests confirm):
 * sort the field names the way PHP's ksort(SORT_NATURAL | SORT_FLAG_CASE) does, take the values, append the
 * store key, escape \ and |, join with |, base64(sha512). The same function signs requests and checks callbacks.
 */

const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
// C isspace in the "C" locale: space, \t, \n, \v, \f, \r.
const isSpace = (c: number) => c === 0x20 || (c >= 0x09 && c <= 0x0d);
// C toupper in the "C" locale: ASCII only. Upper (not lower) matters: it puts '_' after the letters.
const upper = (c: number) => (c >= 0x61 && c <= 0x7a ? c - 0x20 : c);

/**
 * PHP 8 strnatcasecmp (ext/standard/strnatcmp.c, strnatcmp_ex with fold_case), byte for byte over UTF-8.
 * Not localeCompare: ICU puts '_' before digits and letters, PHP compares ASCII codes after toupper,
 * and the callback's names are full of '_' (EXTRA_*, Ecom_Payment_*, payResults_dsId).
 */
export function strnatcasecmp(left: string, right: string): number {
  const a = Buffer.from(left, 'utf8');
  const b = Buffer.from(right, 'utf8');
  const aEnd = a.length;
  const bEnd = b.length;
  if (aEnd === 0 || bEnd === 0) return aEnd === bEnd ? 0 : aEnd > bEnd ? 1 : -1;
  // Reading past the end yields 0, like the C code meeting the string's terminating NUL.
  const at = (s: Buffer, i: number) => (i < s.length ? s[i] : 0);
  let ap = 0;
  let bp = 0;
  let ca = a[0];
  let cb = b[0];
  // Leading zeros of the whole string are skipped once, before the loop.
  while (ca === 0x30 && ap + 1 < aEnd && isDigit(a[ap + 1])) ca = a[++ap];
  while (cb === 0x30 && bp + 1 < bEnd && isDigit(b[bp + 1])) cb = b[++bp];
  for (;;) {
    while (isSpace(ca)) ca = at(a, ++ap);
    while (isSpace(cb)) cb = at(b, ++bp);
    if (isDigit(ca) && isDigit(cb)) {
      // A run starting with 0 compares like a fraction (left-aligned), any other by magnitude (right-aligned).
      const fractional = ca === 0x30 || cb === 0x30;
      const run = fractional ? compareLeft(a, ap, b, bp) : compareRight(a, ap, b, bp);
      ap = run.ap;
      bp = run.bp;
      if (run.result !== 0) return run.result;
      if (ap === aEnd && bp === bEnd) return 0;
      if (ap === aEnd) return -1;
      if (bp === bEnd) return 1;
      ca = a[ap];
      cb = b[bp];
    }
    ca = upper(ca);
    cb = upper(cb);
    if (ca < cb) return -1;
    if (ca > cb) return 1;
    ++ap;
    ++bp;
    if (ap >= aEnd && bp >= bEnd) return 0;
    if (ap >= aEnd) return -1;
    if (bp >= bEnd) return 1;
    ca = a[ap];
    cb = b[bp];
  }
}

interface Run {
  result: number;
  ap: number;
  bp: number;
}

const digitAt = (s: Buffer, i: number) => i < s.length && isDigit(s[i]);

/** Longest run wins; equal lengths are decided by the first differing digit (remembered as bias). */
function compareRight(a: Buffer, ap: number, b: Buffer, bp: number): Run {
  let bias = 0;
  for (; ; ap++, bp++) {
    const da = digitAt(a, ap);
    const db = digitAt(b, bp);
    if (!da && !db) return { result: bias, ap, bp };
    if (!da) return { result: -1, ap, bp };
    if (!db) return { result: 1, ap, bp };
    if (bias === 0 && a[ap] !== b[bp]) bias = a[ap] < b[bp] ? -1 : 1;
  }
}

/** Left-aligned (fractional) runs: the first differing digit decides. */
function compareLeft(a: Buffer, ap: number, b: Buffer, bp: number): Run {
  for (; ; ap++, bp++) {
    const da = digitAt(a, ap);
    const db = digitAt(b, bp);
    if (!da && !db) return { result: 0, ap, bp };
    if (!da) return { result: -1, ap, bp };
    if (!db) return { result: 1, ap, bp };
    if (a[ap] !== b[bp]) return { result: a[ap] < b[bp] ? -1 : 1, ap, bp };
  }
}

/** Never part of the hash, compared case-insensitively; Payten confirmed Ziraat's nationalidno must be left out. */
const EXCLUDED = new Set(['hash', 'encoding', 'nationalidno']);

const escapeValue = (v: string) => v.replaceAll('\\', '\\\\').replaceAll('|', '\\|');

/** The exact string that is hashed; exported for tests and support, never log it for a callback (it has md). */
export function ver3Plaintext(fields: Record<string, string | null | undefined>, storeKey: string): string {
  const keys = Object.keys(fields)
    .filter((k) => !EXCLUDED.has(k.toLowerCase()))
    // Array.prototype.sort is stable, like PHP 8's sort, for names that compare equal.
    .sort(strnatcasecmp);
  return [...keys.map((k) => fields[k] ?? ''), storeKey].map(escapeValue).join('|');
}

export function ver3Hash(fields: Record<string, string | null | undefined>, storeKey: string): string {
  return createHash('sha512').update(ver3Plaintext(fields, storeKey), 'utf8').digest('base64');
}

/** Constant-time comparison, so a forger learns nothing from how fast a wrong HASH is refused. */
export function sameHash(actual: string, expected: string): boolean {
  const x = Buffer.from(actual, 'utf8');
  const y = Buffer.from(expected, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}
