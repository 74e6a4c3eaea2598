import type { WaterBill } from '@e-belediye/contracts';
import { LANGUAGES } from '@e-belediye/contracts/languages';
import { useI18n } from '../../shared/i18n/index.js';
import { formatPeriod } from '../../shared/instant.js';
import { useWaterTexts } from './i18n/index.js';

const W = 720;
const H = 220;
const PAD = { top: 16, right: 8, bottom: 36, left: 40 };

/**
 * Monthly consumption as bars in plain SVG. The picture is one image with a summary for screen readers; the same
 * figures are in the bills table below it, which is the chart's accessible form.
 */
export function ConsumptionChart({ bills, tableId }: { bills: readonly WaterBill[]; tableId: string }) {
  const t = useWaterTexts();
  const { language } = useI18n();
  if (bills.length === 0) return null;
  const max = Math.max(1, ...bills.map((b) => b.ConsumptionM3));
  const total = bills.reduce((s, b) => s + b.ConsumptionM3, 0);
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const slot = innerW / bills.length;
  const bar = Math.max(2, slot * 0.7);
  const ticks = [0, Math.round(max / 2), max];
  // Right to left, time runs from the right and the axis stands on the right (ADR 0056): x is mirrored, and a text's
  // anchor follows the writing direction by itself (its end is its left edge there).
  const rtl = LANGUAGES[language].dir === 'rtl';
  const at = (x: number, width = 0) => (rtl ? W - x - width : x);
  return (
    <figure className="water-chart">
      <figcaption aria-hidden="true">{t.chartTitle}</figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`${t.chartTitle}. ${t.chartSummary(bills.length, total, max)}`}
        aria-describedby={tableId}
        data-testid="consumption-chart"
      >
        {ticks.map((v) => {
          const y = PAD.top + innerH - (v / max) * innerH;
          return (
            <g key={v}>
              <line x1={at(PAD.left)} x2={at(W - PAD.right)} y1={y} y2={y} className="water-chart-grid" />
              <text x={at(PAD.left - 6)} y={y + 4} textAnchor="end" className="water-chart-axis">
                {v}
              </text>
            </g>
          );
        })}
        {bills.map((b, i) => {
          const h = (b.ConsumptionM3 / max) * innerH;
          const x = PAD.left + i * slot + (slot - bar) / 2;
          return (
            <g key={b.Period}>
              <rect x={at(x, bar)} y={PAD.top + innerH - h} width={bar} height={h} className="water-chart-bar">
                <title>{`${formatPeriod(b.Period, language)}: ${b.ConsumptionM3} m³`}</title>
              </rect>
              {(i % 3 === 0 || i === bills.length - 1) && (
                <text x={at(x + bar / 2)} y={H - PAD.bottom + 16} textAnchor="middle" className="water-chart-axis">
                  {formatPeriod(b.Period, language, 'short')}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
