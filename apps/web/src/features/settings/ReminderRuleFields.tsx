import { ObligationKind, type ReminderSettings } from '@e-belediye/contracts';
import { SelectField } from '../../shared/ui/Field.js';
import { CheckboxField } from '../../shared/ui/Form.js';
import { useSettingsTexts } from './i18n/index.js';

const DAYS = Array.from({ length: 30 }, (_, i) => i + 1);
const HOURS = Array.from({ length: 24 }, (_, i) => i);
/** "21:00": a clock time, never read as a decimal number. */
const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** The reminders' rule on the run-time settings form: days before, which kinds, the quiet hours. */
export function ReminderRuleFields(props: { value: ReminderSettings; onChange(value: ReminderSettings): void }) {
  // The desk's own catalogue: its English arrives with the page's, so nothing suspends after the heading has focus.
  const t = useSettingsTexts().reminderRule;
  const { value, onChange } = props;
  const set = (change: Partial<ReminderSettings>) => onChange({ ...value, ...change });
  const hours = HOURS.map((h) => ({ value: String(h), label: hourLabel(h) }));
  return (
    <fieldset>
      <legend>{t.legend}</legend>
      <SelectField
        label={t.daysBefore}
        name="reminderDays"
        value={String(value.DaysBefore)}
        options={DAYS.map((d) => ({ value: String(d), label: t.days(d) }))}
        onChange={(d) => set({ DaysBefore: Number(d) })}
      />
      <fieldset>
        <legend>{t.kinds}</legend>
        {ObligationKind.options.map((k) => (
          <CheckboxField
            key={k}
            label={t.kindNames[k]}
            name={`reminderKind-${k}`}
            checked={value.Kinds.includes(k)}
            onChange={(on) => set({ Kinds: on ? [...value.Kinds, k] : value.Kinds.filter((x) => x !== k) })}
          />
        ))}
      </fieldset>
      <div className="settings-row">
        <SelectField
          label={t.quietFrom}
          name="quietFrom"
          value={String(value.QuietFrom)}
          options={hours}
          onChange={(h) => set({ QuietFrom: Number(h) })}
        />
        <SelectField
          label={t.quietUntil}
          name="quietUntil"
          value={String(value.QuietUntil)}
          options={hours}
          onChange={(h) => set({ QuietUntil: Number(h) })}
        />
      </div>
      <p className="settings-note">{t.quietNote}</p>
    </fieldset>
  );
}
