/**
 * The fast path of a row check: plain code that reads a well-formed row's cells to the very values its zod schema
 * gives, and answers `undefined` ("ask zod") at the first cell it is not sure of. Only a row that fails here goes
 * through zod, so every refusal keeps the schema's Turkish reason; a test holds both to the same corpus.
 */
export const ASK_ZOD = undefined;

/** A required text cell of at most `max` characters, trimmed; `undefined` when empty or too long. */
export function fastText(v: string | undefined, max: number): string | undefined {
  const t = (v ?? '').trim();
  return t.length > 0 && t.length <= max ? t : ASK_ZOD;
}

/** An optional text cell: empty is null; `undefined` when too long. */
export function fastOptional(v: string | undefined, max: number): string | null | undefined {
  const t = (v ?? '').trim();
  return t === '' ? null : t.length <= max ? t : ASK_ZOD;
}

/** A whole number from `min` to `max` written as digits only. */
export function fastInteger(v: string | undefined, min: number, max: number): number | undefined {
  const t = (v ?? '').trim();
  if (t.length === 0 || t.length > 9) return ASK_ZOD;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c < 48 || c > 57) return ASK_ZOD;
  }
  const n = Number(t);
  return n >= min && n <= max ? n : ASK_ZOD;
}

const digit = (c: number) => c >= 48 && c <= 57;

/**
 * A TL amount as kuruş, never negative: "1.234,56", "1234,5", "0"; empty is 0 when `optional`. Read character by
 * character (no regular expression, no string copies); anything unusual (a sign, very many digits) goes to zod.
 */
export function fastAmount(v: string | undefined, optional: boolean): number | undefined {
  const t = (v ?? '').trim();
  if (t === '') return optional ? 0 : ASK_ZOD;
  const n = t.length;
  let i = 0;
  let whole = 0;
  let run = 0;
  let dots = 0;
  for (; i < n; i++) {
    const c = t.charCodeAt(i);
    if (digit(c)) {
      whole = whole * 10 + (c - 48);
      run++;
    } else if (c === 46) {
      if (run === 0 || (dots === 0 ? run > 3 : run !== 3)) return ASK_ZOD;
      dots++;
      run = 0;
    } else break;
  }
  if (run === 0 || (dots > 0 && run !== 3) || whole > 1e13) return ASK_ZOD;
  let fraction = 0;
  if (i < n) {
    const places = n - i - 1;
    if (t.charCodeAt(i) !== 44 || places < 1 || places > 2) return ASK_ZOD;
    for (let k = i + 1; k < n; k++) {
      const c = t.charCodeAt(k);
      if (!digit(c)) return ASK_ZOD;
      fraction = fraction * 10 + (c - 48);
    }
    if (places === 1) fraction *= 10;
  }
  return whole * 100 + fraction;
}

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** A day "31.05.2026" → "2026-05-31"; empty is null when `optional`. Years before 1000 go to zod. */
export function fastDate(v: string | undefined, optional: boolean): string | null | undefined {
  const t = (v ?? '').trim();
  if (t === '') return optional ? null : ASK_ZOD;
  const first = t.indexOf('.');
  const second = first < 0 ? -1 : t.indexOf('.', first + 1);
  if (first < 1 || first > 2 || second - first < 2 || second - first > 3 || t.length - second !== 5) return ASK_ZOD;
  let d = 0;
  let m = 0;
  let y = 0;
  for (let k = 0; k < t.length; k++) {
    if (k === first || k === second) continue;
    const c = t.charCodeAt(k);
    if (!digit(c)) return ASK_ZOD;
    if (k < first) d = d * 10 + (c - 48);
    else if (k < second) m = m * 10 + (c - 48);
    else y = y * 10 + (c - 48);
  }
  if (y < 1000 || m < 1 || m > 12 || d < 1) return ASK_ZOD;
  const leap = m === 2 && ((y % 4 === 0 && y % 100 !== 0) || y % 400 === 0);
  if (d > DAYS[m - 1] + (leap ? 1 : 0)) return ASK_ZOD;
  return `${y}-${pad2(m)}-${pad2(d)}`;
}
