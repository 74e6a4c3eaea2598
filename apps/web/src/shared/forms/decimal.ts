/** "1.250,5" or "1250.5" → 1250.5; NaN when it is not a number. Turkish writes the decimal comma. */
export function parseDecimal(text: string): number {
  const s = text.trim().replace(/\s/g, '');
  if (!s) return Number.NaN;
  const normal = s.includes(',') ? s.replace(/\./g, '').replace(',', '.') : s;
  return /^\d+(\.\d+)?$/.test(normal) ? Number(normal) : Number.NaN;
}
