import { formatTurkishAmount, formatTurkishDate, istanbulDateOf } from '@e-belediye/contracts';

const CHANGED = 'değişti';

/**
 * A stored value as the clerk reads it: amounts in TL, days as "31.05.2026", nothing of our internal ids. A `date`
 * column may come back as the instant of its midnight; its Istanbul day is the stored day.
 */
function shown(column: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (v instanceof Date) return formatTurkishDate(istanbulDateOf(v));
  if (column.endsWith('_kurus')) return `${formatTurkishAmount(Number(v))} TL`;
  if (column.endsWith('_date') && /^\d{4}-\d{2}-\d{2}/.test(String(v)))
    return formatTurkishDate(String(v).slice(0, 10));
  return String(v);
}

const comparable = (v: unknown) => (v instanceof Date ? istanbulDateOf(v) : v === undefined || v === '' ? null : v);

/**
 * What an update changes, column by column against the record as the portal holds it now:
 * "Anapara: 2.000,00 TL → 2.500,00 TL". A reference to another record (an address, a meter) says only that it
 * changed. Null when nothing the row sets differs.
 */
export function changesText<C extends Record<string, unknown>>(
  before: Partial<C>,
  after: C,
  header: (k: keyof C) => string | null,
): string | null {
  const parts: string[] = [];
  for (const k of Object.keys(after) as (keyof C & string)[]) {
    const a = comparable(before[k]);
    const b = comparable(after[k]);
    if (String(a) === String(b)) continue;
    parts.push(k.endsWith('_oid') ? `${header(k)}: ${CHANGED}` : `${header(k)}: ${shown(k, a)} → ${shown(k, b)}`);
  }
  return parts.length ? parts.join('; ') : null;
}
