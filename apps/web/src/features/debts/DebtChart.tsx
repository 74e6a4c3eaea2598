import type { Debt } from '@e-belediye/contracts';
import { formatTry } from '@e-belediye/contracts/format';
import { useDebtsTexts } from './i18n/index.js';
import './debts.css';

/** Open debt by revenue type as horizontal bars: where the money is owed, at a glance; the amounts are text too. */
export function DebtChart({ debts }: { debts: readonly Debt[] }) {
  const t = useDebtsTexts();
  const totals = new Map<string, number>();
  for (const d of debts) totals.set(d.RevenueName, (totals.get(d.RevenueName) ?? 0) + d.TotalKurus);
  const rows = [...totals].sort((a, b) => b[1] - a[1]);
  if (rows.length < 2) return null;
  const max = rows[0][1];
  return (
    <figure className="debt-chart">
      <figcaption>{t.chartTitle}</figcaption>
      <ul>
        {rows.map(([name, kurus]) => (
          <li key={name} className="debt-chart-row">
            <span className="debt-chart-label">{name}</span>
            <span className="debt-chart-bar" aria-hidden="true">
              <span style={{ width: `${Math.max(1, Math.round((kurus / max) * 100))}%` }} />
            </span>
            <strong className="debt-chart-amount">{formatTry(kurus)}</strong>
          </li>
        ))}
      </ul>
    </figure>
  );
}
