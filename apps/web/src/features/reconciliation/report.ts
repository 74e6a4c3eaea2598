export { atIstanbul, saveReport, useReportDownload } from '../../shared/ui/reportDownload.js';

/** "125,50" or "125.50" → 12550 kuruş; null for anything else. */
export function parseLira(text: string): number | null {
  const m = /^\s*(\d{1,12})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}
