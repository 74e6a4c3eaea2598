import { formatTry } from '@e-belediye/contracts/format';
import { LANGUAGES } from '@e-belediye/contracts/languages';
import { useI18n } from '../../shared/i18n/index.js';
import { useRestructuringTexts } from './i18n/index.js';

export interface ChartBar {
  label: string;
  totalKurus: number;
}

const WIDTH = 320;
const BAR = 26;
const GAP = 14;
const LABEL = 110;

/**
 * The totals of two options (and of paying today with the late fee) as horizontal bars: which costs more, at a
 * glance. A plain SVG; the amounts are written beside the bars and in the table next to it.
 */
export function CompareChart({ bars, title }: { bars: ChartBar[]; title: string }) {
  const t = useRestructuringTexts();
  const max = Math.max(...bars.map((b) => b.totalKurus), 1);
  const height = bars.length * (BAR + GAP);
  const room = WIDTH - LABEL - 10;
  // Right to left the bars grow from the right (ADR 0056): x is mirrored; a text's start is its right edge there.
  const rtl = LANGUAGES[useI18n().language].dir === 'rtl';
  const at = (x: number, width = 0) => (rtl ? WIDTH + 110 - x - width : x);
  return (
    <figure className="restr-chart">
      <svg
        viewBox={`0 0 ${WIDTH + 110} ${height}`}
        role="img"
        aria-label={t.chartLabel(bars[0]?.label ?? '', bars[1]?.label ?? '')}
      >
        <title>{title}</title>
        {bars.map((b, i) => {
          const y = i * (BAR + GAP);
          const w = Math.max(2, Math.round((b.totalKurus / max) * room));
          return (
            <g key={b.label}>
              <text x={at(0)} y={y + BAR / 2 + 5} className="restr-chart-label">
                {b.label}
              </text>
              <rect
                x={at(LABEL, w)}
                y={y}
                width={w}
                height={BAR}
                rx={3}
                className={`restr-chart-bar restr-chart-bar-${i}`}
              />
              <text x={at(LABEL + w + 6)} y={y + BAR / 2 + 5} className="restr-chart-amount">
                {formatTry(b.totalKurus)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>{title}</figcaption>
    </figure>
  );
}
