/** The spec's mobile mask (###) ### ## ##, written by hand: the state is the bare digits, the input shows them
 * formatted. Separators are only ever placed before a digit, so deleting from the end never gets stuck. */

/** The 10 national digits of what was typed or pasted: "+90 532…", "0532…" and "(532) …" give "532…". */
export function phoneDigits(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('90')) digits = digits.slice(2);
  return digits.replace(/^0+/, '').slice(0, 10);
}

/** "5321234567" → "(532) 123 45 67"; a partial number is formatted as far as it goes: "5321" → "(532) 1". */
export function formatPhone(digits: string): string {
  const d = digits.slice(0, 10);
  if (!d) return '';
  let out = `(${d.slice(0, 3)}`;
  if (d.length > 3) out += `) ${d.slice(3, 6)}`;
  if (d.length > 6) out += ` ${d.slice(6, 8)}`;
  if (d.length > 8) out += ` ${d.slice(8)}`;
  return out;
}

/** Caret position right after the n-th digit of a formatted value (keeps the caret in place while editing). */
export function caretAfterDigits(formatted: string, n: number): number {
  if (n <= 0) return formatted.startsWith('(') ? 1 : 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]) && ++seen === n) return i + 1;
  }
  return formatted.length;
}
