import { matchRanges } from '@e-belediye/contracts/format';
import type { ReactNode } from 'react';

/** `text` with the words of a search marked (<mark>), whatever their case, Turkish letters or endings. */
export function Highlight({ text, stems }: { text: string; stems: readonly string[] }) {
  if (!stems.length) return <>{text}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of matchRanges(text, stems)) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className="hit">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
