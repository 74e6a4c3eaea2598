import { createHash } from 'node:crypto';
import { safeEqual } from '../../http.js';

const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isSpace = (c: number) => c === 0x20 || (c >= 0x09 && c <= 0x0d);
const upper = (c: number) => (c >= 0x61 && c <= 0x7a ? c - 0x20 : c);

/**
 * PHP's strnatcasecmp (ext/standard/strnatcmp.c, fold_case = 1) over the UTF-8 bytes: digit runs compare as
 * numbers, leading zeros make a run compare digit by digit, whitespace is skipped, and letters fold to upper
 * case, so '_' sorts after letters. ICU's localeCompare gets '_' against digits and letters wrong.
 */
export function strnatcasecmp(left: string, right: string): number {
  const a = Buffer.from(left, 'utf8');
  const b = Buffer.from(right, 'utf8');
  if (!a.length || !b.length) return a.length === b.length ? 0 : a.length > b.length ? 1 : -1;
  // Past the end reads as 0, like the NUL terminator the C code relies on.
  const at = (s: Buffer, i: number) => (i < s.length ? s[i] : 0);
  let ai = 0;
  let bi = 0;
  while (at(a, ai) === 0x30 && ai + 1 < a.length && isDigit(a[ai + 1])) ai++;
  while (at(b, bi) === 0x30 && bi + 1 < b.length && isDigit(b[bi + 1])) bi++;
  for (;;) {
    while (isSpace(at(a, ai))) ai++;
    while (isSpace(at(b, bi))) bi++;
    let ca = at(a, ai);
    let cb = at(b, bi);
    if (isDigit(ca) && isDigit(cb)) {
      const run = ca === 0x30 || cb === 0x30 ? compareLeft(a, ai, b, bi) : compareRight(a, ai, b, bi);
      if (run.result !== 0) return run.result;
      ai = run.ai;
      bi = run.bi;
      if (ai >= a.length && bi >= b.length) return 0;
      if (ai >= a.length) return -1;
      if (bi >= b.length) return 1;
      ca = a[ai];
      cb = b[bi];
    }
    ca = upper(ca);
    cb = upper(cb);
    if (ca !== cb) return ca < cb ? -1 : 1;
    ai++;
    bi++;
    if (ai >= a.length && bi >= b.length) return 0;
    if (ai >= a.length) return -1;
    if (bi >= b.length) return 1;
  }
}

interface RunResult {
  result: number;
  ai: number;
  bi: number;
}

/** Right-aligned digit runs: the longer run wins, else the first differing digit. */
function compareRight(a: Buffer, ai: number, b: Buffer, bi: number): RunResult {
  let bias = 0;
  for (; ; ai++, bi++) {
    const da = ai < a.length && isDigit(a[ai]);
    const db = bi < b.length && isDigit(b[bi]);
    if (!da && !db) return { result: bias, ai, bi };
    if (!da) return { result: -1, ai, bi };
    if (!db) return { result: 1, ai, bi };
    if (!bias && a[ai] !== b[bi]) bias = a[ai] < b[bi] ? -1 : 1;
  }
}

/** Left-aligned (fractional) digit runs: the first differing digit wins. */
function compareLeft(a: Buffer, ai: number, b: Buffer, bi: number): RunResult {
  for (; ; ai++, bi++) {
    const da = ai < a.length && isDigit(a[ai]);
    const db = bi < b.length && isDigit(b[bi]);
    if (!da && !db) return { result: 0, ai, bi };
    if (!da) return { result: -1, ai, bi };
    if (!db) return { result: 1, ai, bi };
    if (a[ai] !== b[bi]) return { result: a[ai] < b[bi] ? -1 : 1, ai, bi };
  }
}

/** Keys that never take part in the hash, compared case-insensitively (HASH itself included). */
const excluded = new Set(['hash', 'encoding', 'nationalidno']);

const escapeValue = (value: string) => value.replaceAll('\\', '\\\\').replaceAll('|', '\\|');

/** The text ver3 hashes: sorted values plus the store key, escaped and joined with '|'. */
export function hashV3Plaintext(fields: Record<string, string | null | undefined>, storeKey: string): string {
  const keys = Object.keys(fields)
    .filter((key) => !excluded.has(key.toLowerCase()))
    .sort(strnatcasecmp);
  return [...keys.map((key) => fields[key] ?? ''), storeKey].map(escapeValue).join('|');
}

/** Payten "ver3": base64(sha512(plaintext)), used for the 3D form's `hash` and the callback's `HASH` alike. */
export function hashV3(fields: Record<string, string | null | undefined>, storeKey: string): string {
  return createHash('sha512').update(hashV3Plaintext(fields, storeKey), 'utf8').digest('base64');
}

export function verifyHashV3(
  fields: Record<string, string | null | undefined>,
  storeKey: string,
  given: string | undefined,
): boolean {
  if (!given) return false;
  return safeEqual(hashV3(fields, storeKey), given);
}
