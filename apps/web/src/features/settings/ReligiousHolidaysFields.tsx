import {
  BayramDays,
  type BayramName,
  isRealDay,
  MAX_BAYRAM_DAYS,
  type ReligiousHoliday,
  religiousHolidayProblems,
} from '@e-belediye/contracts';
import { addDays, istanbulToday } from '@e-belediye/contracts/clock';
import { formatDateTr } from '@e-belediye/contracts/format';
import { InputField, SelectField } from '../../shared/ui/Field.js';
import { Icon } from '../../shared/ui/Icon.js';
import { type SettingsTexts, useSettingsTexts } from './i18n/index.js';

/**
 * One bayram as the form edits it: the count of days as typed; `key` tells rows apart while one is removed;
 * `past` (a year before this one when the form opened) keeps a row in its place while its date is typed.
 */
export interface HolidayRow {
  key: number;
  Name: BayramName;
  FirstDay: string;
  Days: string;
  past: boolean;
}

let holidayKeys = 0;

export function holidayRowsOf(list: readonly ReligiousHoliday[]): HolidayRow[] {
  const thisYear = istanbulToday().slice(0, 4);
  return [...list]
    .sort((a, b) => a.FirstDay.localeCompare(b.FirstDay))
    .map((h) => ({
      key: ++holidayKeys,
      Name: h.Name,
      FirstDay: h.FirstDay,
      Days: String(h.Days),
      past: h.FirstDay.slice(0, 4) < thisYear,
    }));
}

const entryOf = (r: HolidayRow): ReligiousHoliday => ({ Name: r.Name, FirstDay: r.FirstDay, Days: Number(r.Days) });

/** What is saved: the rows in the order of their days. */
export const holidaysOf = (rows: HolidayRow[]): ReligiousHoliday[] =>
  rows.map(entryOf).sort((a, b) => a.FirstDay.localeCompare(b.FirstDay));

const dayKey = (i: number) => `holiday${i}-day`;
const daysKey = (i: number) => `holiday${i}-days`;

const labelOf = (r: Pick<HolidayRow, 'Name' | 'FirstDay'>, t: SettingsTexts) =>
  `${t.bayramNames[r.Name]} (${formatDateTr(r.FirstDay)})`;

/** The contract's checks on the rows, in the desk's language: each field's own, then those across the list. */
export function holidayProblems(rows: HolidayRow[], t: SettingsTexts): Record<string, string> {
  const p: Record<string, string> = {};
  rows.forEach((r, i) => {
    if (!isRealDay(r.FirstDay)) p[dayKey(i)] = t.holidayDayInvalid;
    const days = Number(r.Days);
    if (!/^\d+$/.test(r.Days) || days < 1 || days > MAX_BAYRAM_DAYS)
      p[daysKey(i)] = t.holidayDaysRange(MAX_BAYRAM_DAYS);
  });
  for (const problem of religiousHolidayProblems(rows.map(entryOf))) {
    const other = problem.other === null ? '' : labelOf(rows[problem.other], t);
    p[dayKey(problem.index)] ??= t.holidayClash[problem.kind](other);
  }
  return p;
}

/**
 * The bayram days of each year: this year's and later ones open, earlier years folded away (opened when one of them
 * has a problem). Each bayram is its first day and its count of days; the eve is shown, never entered.
 */
export function ReligiousHolidaysFields({
  rows,
  problems,
  onChange,
}: {
  rows: HolidayRow[];
  problems: Record<string, string>;
  onChange(rows: HolidayRow[]): void;
}) {
  const t = useSettingsTexts();
  const thisYear = istanbulToday().slice(0, 4);
  const indexed = rows.map((row, index) => ({ row, index }));
  const past = indexed.filter(({ row }) => row.past);
  const current = indexed.filter(({ row }) => !row.past);
  const pastYears = past.map(({ row }) => row.FirstDay.slice(0, 4)).sort();
  const pastHasProblem = past.some(({ index }) => problems[dayKey(index)] || problems[daysKey(index)]);
  const setRow = (i: number, change: Partial<HolidayRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const remove = (i: number) => onChange(rows.filter((_, j) => j !== i));

  const fieldsOf = ({ row, index }: { row: HolidayRow; index: number }) => {
    const legend = isRealDay(row.FirstDay)
      ? `${t.bayramNames[row.Name]} ${row.FirstDay.slice(0, 4)}`
      : `${t.bayramNames[row.Name]} (${t.newHoliday})`;
    const days = Number(row.Days);
    const spanHint =
      isRealDay(row.FirstDay) && days >= 1 && days <= MAX_BAYRAM_DAYS
        ? t.holidaySpan(formatDateTr(addDays(row.FirstDay, -1)), formatDateTr(addDays(row.FirstDay, days - 1)))
        : t.holidayEveRule;
    return (
      <fieldset key={row.key} className="settings-holiday">
        <legend>{legend}</legend>
        <div className="settings-row">
          <SelectField
            label={t.bayram}
            name={`holiday${index}-name`}
            value={row.Name}
            options={(['RAMAZAN', 'KURBAN'] as const).map((n) => ({ value: n, label: t.bayramNames[n] }))}
            onChange={(value) => {
              const Name = value as BayramName;
              // A new name starts from its own count of days by law, unless the office changed the count.
              setRow(index, {
                Name,
                Days: row.Days === String(BayramDays[row.Name]) ? String(BayramDays[Name]) : row.Days,
              });
            }}
          />
          <InputField
            label={t.firstDay}
            type="date"
            name={`holiday${index}-first-day`}
            required
            value={row.FirstDay}
            hint={spanHint}
            error={problems[dayKey(index)]}
            onChange={(FirstDay) => setRow(index, { FirstDay })}
          />
          <InputField
            label={t.holidayDays}
            name={`holiday${index}-days`}
            required
            digits={1}
            value={row.Days}
            error={problems[daysKey(index)]}
            onChange={(Days) => setRow(index, { Days })}
          />
        </div>
        <button type="button" className="btn btn-outline" onClick={() => remove(index)}>
          <Icon name="close" size={18} /> {t.removeHoliday(legend)}
        </button>
      </fieldset>
    );
  };

  return (
    <fieldset>
      <legend>{t.holidays}</legend>
      <p className="settings-note">{t.holidaysNote}</p>
      {current.length === 0 && <p>{t.noHolidays(thisYear)}</p>}
      {current.map(fieldsOf)}
      <button
        type="button"
        className="btn btn-outline"
        onClick={() =>
          onChange([
            ...rows,
            { key: ++holidayKeys, Name: 'RAMAZAN', FirstDay: '', Days: String(BayramDays.RAMAZAN), past: false },
          ])
        }
      >
        {t.addHoliday}
      </button>
      {past.length > 0 && (
        <details className="settings-past" open={pastHasProblem || undefined}>
          <summary>{t.pastHolidays(pastYears[0], pastYears[pastYears.length - 1])}</summary>
          {past.map(fieldsOf)}
        </details>
      )}
    </fieldset>
  );
}
