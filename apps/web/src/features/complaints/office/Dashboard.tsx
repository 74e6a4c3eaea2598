import { messageOf } from '../../../shared/api/client.js';
import { useCall } from '../../../shared/api/useCall.js';
import { FormMessage } from '../../../shared/ui/Form.js';
import { useComplaintDeskTexts } from './texts.js';

interface Bar {
  label: string;
  value: number;
}

/**
 * A horizontal bar chart in plain SVG (no chart library in the bundle). The same figures are in a list under it,
 * so a screen reader and a printout read them without the picture.
 */
export function BarChart({ title, bars, unit = '' }: { title: string; bars: Bar[]; unit?: string }) {
  const t = useComplaintDeskTexts();
  const max = Math.max(1, ...bars.map((b) => b.value));
  const row = 26;
  const labelWidth = 190;
  const width = 520;
  const id = title.replace(/\W+/g, '-');
  return (
    <figure className="complaint-chart">
      <figcaption id={id}>{title}</figcaption>
      {bars.length === 0 ? (
        <p>{t.noData}</p>
      ) : (
        <>
          <svg
            viewBox={`0 0 ${width} ${bars.length * row}`}
            role="img"
            aria-labelledby={id}
            preserveAspectRatio="xMinYMin meet"
          >
            <title>{title}</title>
            {bars.map((b, i) => {
              const w = ((width - labelWidth - 60) * b.value) / max;
              return (
                <g key={b.label} transform={`translate(0 ${i * row})`}>
                  <text x={labelWidth - 8} y={row / 2 + 4} textAnchor="end" className="complaint-chart-label">
                    {b.label.length > 26 ? `${b.label.slice(0, 25)}…` : b.label}
                  </text>
                  <rect x={labelWidth} y={4} width={Math.max(1, w)} height={row - 8} className="complaint-chart-bar" />
                  <text x={labelWidth + w + 6} y={row / 2 + 4} className="complaint-chart-value">
                    {b.value.toLocaleString('tr-TR')}
                    {unit}
                  </text>
                </g>
              );
            })}
          </svg>
          <p className="sr-only">{t.chartSummary(bars.map((b) => `${b.label} ${b.value}${unit}`).join(', '))}</p>
        </>
      )}
    </figure>
  );
}

/** Open reports by category and district, how many are past their target, and the median time to answer. */
export function Dashboard() {
  const t = useComplaintDeskTexts();
  const figures = useCall('GetComplaintDashboard', {});
  if (figures.error) return <FormMessage text={messageOf(figures.error)} />;
  const d = figures.data;
  if (!d) return null;
  return (
    <section className="complaint-dashboard" aria-labelledby="dashboard-title">
      <h2 id="dashboard-title">{t.dashboardTitle}</h2>
      <dl className="facts complaint-dashboard-totals">
        <div>
          <dt>{t.openCount}</dt>
          <dd data-testid="open-count">{d.Open}</dd>
        </div>
        <div>
          <dt>{t.lateCount}</dt>
          <dd>{d.Late}</dd>
        </div>
        <div>
          <dt>{t.median}</dt>
          <dd>{d.MedianAnswerDays === null ? '—' : t.days(d.MedianAnswerDays)}</dd>
        </div>
      </dl>
      <div className="complaint-charts">
        <BarChart title={t.byCategory} bars={d.OpenByCategory.map((c) => ({ label: c.Name, value: c.Count }))} />
        <BarChart title={t.byDistrict} bars={d.OpenByDistrict.map((c) => ({ label: c.Name, value: c.Count }))} />
        <BarChart
          title={t.byMonth}
          bars={d.MedianAnswerDaysByMonth.map((m) => ({ label: m.Month, value: m.MedianDays }))}
        />
      </div>
    </section>
  );
}
