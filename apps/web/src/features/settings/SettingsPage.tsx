import {
  type HomeNotice,
  MAX_HOME_NOTICES,
  MAX_NOTICE_LENGTH,
  RuntimeSettingLabels,
  type RuntimeSettings,
  type RuntimeSettingValues,
} from '@e-belediye/contracts';
import { staffLanguageOf } from '@e-belediye/contracts/languages';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ApiCallError, callApi, messageOf } from '../../shared/api/client.js';
import { allOf, useCall } from '../../shared/api/useCall.js';
import { useI18n } from '../../shared/i18n/index.js';
import { formatInstantToSecond } from '../../shared/instant.js';
import { describedBy, FieldNotes, InputField, RequiredLabel, SelectField } from '../../shared/ui/Field.js';
import { FormMessage, SubmitButton } from '../../shared/ui/Form.js';
import { Icon } from '../../shared/ui/Icon.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { usePageStatus } from '../../shared/ui/PageStatus.js';
import { Loadable, TableSection } from '../../shared/ui/TableSection.js';
import { type SettingsTexts, useSettingsTexts } from './i18n/index.js';
import {
  type HolidayRow,
  holidayProblems,
  holidayRowsOf,
  holidaysOf,
  ReligiousHolidaysFields,
} from './ReligiousHolidaysFields.js';
import { ReminderRuleFields } from './ReminderRuleFields.js';
import './settings.css';

const REASON_MIN = 5;

/** What the form edits: the pause as HH:MM, the notices as typed (dates empty when not given). */
interface Draft {
  start: string;
  finish: string;
  bank: string;
  /** `key` tells the notices apart while one is removed from the middle. */
  notices: { key: number; TextTr: string; TextEn: string; Level: HomeNotice['Level']; From: string; Until: string }[];
  holidays: HolidayRow[];
  /** The reminders' rule (days before, kinds, quiet hours). */
  reminders: RuntimeSettingValues['Reminders'];
  reason: string;
}

let noticeKeys = 0;
const two = (n: number) => String(n).padStart(2, '0');
const hhmm = (h: number, m: number) => `${two(h)}:${two(m)}`;
const timeOf = (text: string) => {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  return match && Number(match[1]) < 24 && Number(match[2]) < 60 ? [Number(match[1]), Number(match[2])] : null;
};

const draftOf = (v: RuntimeSettingValues): Draft => ({
  start: hhmm(v.OperationPauseStartHours, v.OperationPauseStartMinute),
  finish: hhmm(v.OperationPauseFinishHours, v.OperationPauseFinishMinute),
  bank: v.ActiveBankMerchantCode,
  notices: v.HomeNotices.map((n) => ({
    ...n,
    key: ++noticeKeys,
    TextEn: n.TextEn ?? '',
    From: n.From ?? '',
    Until: n.Until ?? '',
  })),
  holidays: holidayRowsOf(v.ReligiousHolidays),
  reminders: v.Reminders,
  reason: '',
});

type Problems = Record<string, string>;

/** The form's own checks, the same as the contract's, so most mistakes are shown before anything is sent. */
function check(d: Draft, t: SettingsTexts): Problems {
  const p: Problems = holidayProblems(d.holidays, t);
  if (!timeOf(d.start)) p.start = t.timeInvalid;
  if (!timeOf(d.finish)) p.finish = t.timeInvalid;
  d.notices.forEach((n, i) => {
    if (!n.TextTr.trim()) p[`text${i}`] = t.textRequired;
    if (n.From && n.Until && n.Until < n.From) p[`until${i}`] = t.untilBeforeFrom;
  });
  if (d.reason.trim().length < REASON_MIN) p.reason = t.reasonShort;
  return p;
}

function valuesOf(d: Draft): RuntimeSettingValues {
  const [sh, sm] = timeOf(d.start) ?? [0, 0];
  const [fh, fm] = timeOf(d.finish) ?? [0, 0];
  return {
    OperationPauseStartHours: sh,
    OperationPauseStartMinute: sm,
    OperationPauseFinishHours: fh,
    OperationPauseFinishMinute: fm,
    ActiveBankMerchantCode: d.bank as RuntimeSettingValues['ActiveBankMerchantCode'],
    HomeNotices: d.notices.map((n) => ({
      TextTr: n.TextTr.trim(),
      TextEn: n.TextEn.trim(),
      Level: n.Level,
      From: n.From || null,
      Until: n.Until || null,
    })),
    ReligiousHolidays: holidaysOf(d.holidays),
    Reminders: d.reminders,
  };
}

/**
 * /yonetim/ayarlar (settings.edit): the daily payment pause, the active bank, the home page's notices and the bayram
 * days of each year, saved as a new version with a reason (after a fresh confirmation) and in force at once; below,
 * every version.
 */
export default function SettingsPage() {
  const t = useSettingsTexts();
  const current = useCall('GetRuntimeSettings', {});
  return (
    <PageFrame title={t.title} intro={t.intro}>
      <Loadable query={current}>
        {current.data && <SettingsForm key={current.data.Version} current={current.data} />}
      </Loadable>
      <VersionHistory />
    </PageFrame>
  );
}

function SettingsForm({ current }: { current: RuntimeSettings }) {
  const t = useSettingsTexts();
  const { language } = useI18n();
  const client = useQueryClient();
  const { say } = usePageStatus();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(current.Values));
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  useEffect(() => setDraft(draftOf(current.Values)), [current]);

  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const setNotice = (i: number, change: Partial<Draft['notices'][number]>) =>
    setDraft((d) => ({ ...d, notices: d.notices.map((n, j) => (j === i ? { ...n, ...change } : n)) }));

  async function reload() {
    setFailure(null);
    setStale(false);
    await Promise.all(
      (['GetRuntimeSettings', 'GetRuntimeSettingVersions'] as const).map((n) => client.invalidateQueries(allOf(n))),
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check(draft, t);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      const saved = await callApi('UpdateRuntimeSettings', {
        version: current.Version,
        values: valuesOf(draft),
        reason: draft.reason.trim(),
      });
      say(t.saved(saved.Version));
      await reload();
    } catch (e) {
      setFailure(messageOf(e));
      setStale(e instanceof ApiCallError && e.status === 409);
    } finally {
      setBusy(false);
    }
  }

  const at = current.ChangedAt && formatInstantToSecond(current.ChangedAt, language);
  return (
    <form className="settings-section form-stack" noValidate onSubmit={submit}>
      <p className="settings-note" data-testid="settings-version">
        {t.current(current.Version, current.ChangedBy, at)}
      </p>
      <fieldset>
        <legend>{t.pause}</legend>
        <p className="settings-note">{t.pauseNote}</p>
        <div className="settings-row">
          <TimeField
            label={t.pauseStart}
            value={draft.start}
            error={problems.start}
            onChange={(start) => set({ start })}
          />
          <TimeField
            label={t.pauseFinish}
            value={draft.finish}
            error={problems.finish}
            onChange={(finish) => set({ finish })}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>{t.bank}</legend>
        <SelectField
          label={t.bankLabel}
          name="bank"
          value={draft.bank}
          options={current.Banks.map((b) => ({ value: b.Code, label: `${b.Name} (${b.Code})` }))}
          onChange={(bank) => set({ bank })}
        />
      </fieldset>
      <fieldset>
        <legend>{t.notices}</legend>
        <p className="settings-note">{t.noticesNote(MAX_HOME_NOTICES)}</p>
        {draft.notices.length === 0 && <p>{t.noNotices}</p>}
        {draft.notices.map((n, i) => (
          <fieldset key={n.key} className="settings-notice">
            <legend>{t.notice(i + 1)}</legend>
            <div className="field">
              <RequiredLabel htmlFor={`${id}-text${i}`}>{t.textTr}</RequiredLabel>
              <textarea
                id={`${id}-text${i}`}
                name={`notice${i}-tr`}
                maxLength={MAX_NOTICE_LENGTH}
                value={n.TextTr}
                required
                aria-invalid={problems[`text${i}`] ? true : undefined}
                aria-describedby={describedBy(`${id}-text${i}`, 'hint', problems[`text${i}`])}
                onChange={(e) => setNotice(i, { TextTr: e.target.value })}
              />
              <FieldNotes
                id={`${id}-text${i}`}
                hint={t.charactersLeft(MAX_NOTICE_LENGTH - n.TextTr.length)}
                error={problems[`text${i}`]}
              />
            </div>
            <InputField
              label={t.textEn}
              name={`notice${i}-en`}
              maxLength={MAX_NOTICE_LENGTH}
              value={n.TextEn}
              hint={t.textEnHint}
              onChange={(TextEn) => setNotice(i, { TextEn })}
            />
            <div className="settings-row">
              <SelectField
                label={t.level}
                name={`notice${i}-level`}
                value={n.Level}
                options={(['info', 'warning'] as const).map((l) => ({ value: l, label: t.levels[l] }))}
                onChange={(Level) => setNotice(i, { Level: Level as HomeNotice['Level'] })}
              />
              <InputField label={t.from} type="date" value={n.From} onChange={(From) => setNotice(i, { From })} />
              <InputField
                label={t.until}
                type="date"
                value={n.Until}
                error={problems[`until${i}`]}
                onChange={(Until) => setNotice(i, { Until })}
              />
            </div>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => set({ notices: draft.notices.filter((_, j) => j !== i) })}
            >
              <Icon name="close" size={18} /> {t.removeNotice(i + 1)}
            </button>
          </fieldset>
        ))}
        <button
          type="button"
          className="btn btn-outline"
          disabled={draft.notices.length >= MAX_HOME_NOTICES}
          onClick={() =>
            set({
              notices: [
                ...draft.notices,
                { key: ++noticeKeys, TextTr: '', TextEn: '', Level: 'info', From: '', Until: '' },
              ],
            })
          }
        >
          {t.addNotice}
        </button>
      </fieldset>
      <ReminderRuleFields value={draft.reminders} onChange={(reminders) => set({ reminders })} />
      <ReligiousHolidaysFields
        rows={draft.holidays}
        problems={problems}
        onChange={(holidays) => {
          set({ holidays });
          // Once told, a clash is told again as the days are typed: mending one entry may mend or make another.
          if (Object.keys(problems).length > 0) setProblems(check({ ...draft, holidays }, t));
        }}
      />
      <InputField
        label={t.reason}
        name="reason"
        maxLength={500}
        required
        value={draft.reason}
        error={problems.reason}
        onChange={(reason) => set({ reason })}
      />
      <FormMessage text={failure} />
      <div className="settings-actions">
        <SubmitButton busy={busy}>{t.save}</SubmitButton>
        {stale && (
          <button type="button" className="btn btn-outline" onClick={reload}>
            {t.reload}
          </button>
        )}
      </div>
    </form>
  );
}

function TimeField(props: { label: string; value: string; error?: string; onChange(value: string): void }) {
  const id = useId();
  return (
    <div className="field">
      <RequiredLabel htmlFor={id}>{props.label}</RequiredLabel>
      <input
        id={id}
        type="time"
        value={props.value}
        required
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, undefined, props.error)}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <FieldNotes id={id} error={props.error} />
    </div>
  );
}

/** Every version, newest first: who saved it, when, which settings it changed and why. */
function VersionHistory() {
  const t = useSettingsTexts();
  const { language } = useI18n();
  const versions = useCall('GetRuntimeSettingVersions', { pageSize: 50 });
  const id = useId();
  return (
    <TableSection id={id} title={t.history} query={{ ...versions, data: versions.data?.Items }} empty={t.noHistory}>
      <table className="data-table">
        <caption className="sr-only">{t.history}</caption>
        <thead>
          <tr>
            <th scope="col">{t.version}</th>
            <th scope="col">{t.changedAt}</th>
            <th scope="col">{t.changedBy}</th>
            <th scope="col">{t.changed}</th>
            <th scope="col">{t.why}</th>
          </tr>
        </thead>
        <tbody>
          {versions.data?.Items.map((v) => (
            <tr key={v.Version}>
              <th scope="row">{v.Version}</th>
              <td>{formatInstantToSecond(v.ChangedAt, language)}</td>
              <td>{v.ChangedBy}</td>
              <td>
                {v.Changed.length === 0
                  ? t.nothingChanged
                  : v.Changed.map((key) => RuntimeSettingLabels[key][staffLanguageOf(language)]).join(', ')}
              </td>
              <td>{v.Reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableSection>
  );
}
