import type { ImportProgress } from '@e-belediye/contracts';
import { useId } from 'react';
import { type ImportsDeskTexts, useImportsDeskTexts } from './texts.js';

/** 75 → "1 dk 15 sn": how long is left, in the largest units that say it. */
export function duration(t: ImportsDeskTexts, seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return t.seconds(s);
  if (s < 3600) return t.minutes(Math.floor(s / 60), s % 60);
  return t.hours(Math.floor(s / 3600), Math.floor((s % 3600) / 60));
}

/** A quarter done, half, three quarters: what a screen reader hears, not every second's figure. */
const heardStep = (percent: number) => Math.floor(percent / 25) * 25;

/**
 * A running job's progress: a bar, rows done of the total, rows a second and the time left, redrawn every second.
 * The live region says only each quarter, so a screen reader is told how far it is without being talked over.
 */
export function ImportProgressView({ progress }: { progress: ImportProgress }) {
  const t = useImportsDeskTexts();
  const id = useId();
  const n = (v: number) => v.toLocaleString('tr-TR');
  const rows =
    progress.RowsTotal === null
      ? t.rowsUnknown(n(progress.RowsDone))
      : t.rows(n(progress.RowsDone), n(progress.RowsTotal));
  const step = heardStep(progress.Percent);
  return (
    <div className="imports-progress">
      <label htmlFor={id}>{t.progressLabel}</label>
      <progress id={id} max={100} value={progress.Percent} aria-describedby={`${id}-figures`}>
        {progress.Percent} %
      </progress>
      <p id={`${id}-figures`} className="imports-figures">
        <span>{rows}</span>
        {progress.RowsPerSecond > 0 && <span>{t.speed(n(Math.round(progress.RowsPerSecond)))}</span>}
        {progress.EtaSeconds !== null && <span>{t.eta(duration(t, progress.EtaSeconds))}</span>}
      </p>
      <p className="sr-only" role="status">
        {step > 0 ? t.percentDone(step) : ''}
      </p>
    </div>
  );
}
