import type { Obligation } from '@e-belediye/contracts';
import { formatDateTr } from '@e-belediye/contracts/format';
import { LANGUAGES } from '@e-belediye/contracts/languages';
import { useI18n } from '../../shared/i18n/index.js';
import { useCalendarTexts } from './i18n/index.js';

/** 'YYYY-MM' → the days of its weeks, Monday first; null pads the days of the months around it. */
export function monthWeeks(month: string): Array<Array<{ key: string; day: string | null }>> {
  const [y, m] = month.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1, 1));
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: Array<{ key: string; day: string | null }> = Array.from({ length: lead }, (_, i) => ({
    key: `before-${i}`,
    day: null,
  }));
  for (let d = 1; d <= days; d++) {
    const day = `${month}-${String(d).padStart(2, '0')}`;
    cells.push({ key: day, day });
  }
  while (cells.length % 7) cells.push({ key: `after-${cells.length}`, day: null });
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

export const shiftMonth = (month: string, by: number) => {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
};

/**
 * A month as a real table: a caption, the weekdays as column headers, a day per cell. A day with due dates is a
 * button (Tab reaches it, Enter or Space opens its list below the table); the chosen day is marked pressed.
 */
export function MonthGrid({
  month,
  items,
  today,
  chosen,
  onChoose,
  onMonth,
}: {
  month: string;
  items: readonly Obligation[];
  today: string;
  chosen: string | null;
  onChoose(day: string): void;
  onMonth(month: string): void;
}) {
  const t = useCalendarTexts();
  const { language } = useI18n();
  const byDay = new Map<string, number>();
  for (const o of items) byDay.set(o.DueDate, (byDay.get(o.DueDate) ?? 0) + 1);
  const caption = new Intl.DateTimeFormat(LANGUAGES[language].locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
  return (
    <div className="takvim-month">
      <div className="takvim-month-nav">
        <button type="button" className="btn btn-outline btn-small" onClick={() => onMonth(shiftMonth(month, -1))}>
          {t.previousMonth}
        </button>
        <button type="button" className="btn btn-outline btn-small" onClick={() => onMonth(shiftMonth(month, 1))}>
          {t.nextMonth}
        </button>
      </div>
      <table className="takvim-grid">
        <caption aria-live="polite">{caption}</caption>
        <thead>
          <tr>
            {t.weekdays.map((day, i) => (
              <th key={day} scope="col" abbr={day}>
                <span aria-hidden="true">{t.weekdaysShort[i]}</span>
                <span className="sr-only">{day}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week[0].key}>
              {week.map(({ key, day }) => {
                if (!day) return <td key={key} />;
                const count = byDay.get(day) ?? 0;
                const n = Number(day.slice(8));
                return (
                  <td
                    key={day}
                    className={day === today ? 'takvim-today' : undefined}
                    aria-current={day === today ? 'date' : undefined}
                  >
                    {count > 0 ? (
                      <button
                        type="button"
                        className="takvim-day takvim-day-due"
                        aria-pressed={chosen === day}
                        aria-label={`${formatDateTr(day)}: ${t.dayCount(count)}`}
                        onClick={() => onChoose(day)}
                      >
                        <span aria-hidden="true">{n}</span>
                        <span className="takvim-dot" aria-hidden="true">
                          {count}
                        </span>
                      </button>
                    ) : (
                      <span className="takvim-day">{n}</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
