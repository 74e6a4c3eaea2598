import { DeclarationTableNames } from '@e-belediye/contracts';
import { istanbulYear } from '@e-belediye/contracts/clock';
import { parseLiraToKurus } from '@e-belediye/contracts/format';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { callApi } from '../../../shared/api/client.js';
import { allOf, useCall } from '../../../shared/api/useCall.js';
import { useFeatureMessages, useI18n } from '../../../shared/i18n/index.js';
import { formatInstant } from '../../../shared/instant.js';
import { InputField, SelectField } from '../../../shared/ui/Field.js';
import { FormMessage, SubmitButton } from '../../../shared/ui/Form.js';
import { useSubmission } from '../../../shared/ui/FormDialog.js';
import { PageFrame } from '../../../shared/ui/PageFrame.js';
import { usePageStatus } from '../../../shared/ui/PageStatus.js';
import { RowsTable } from '../../../shared/ui/RowsTable.js';
import { TableScroll } from '../../../shared/ui/TableScroll.js';
import { Loadable } from '../../../shared/ui/TableSection.js';
import { TextAreaField } from '../../../shared/ui/TextAreaField.js';
import { tr } from './tables.tr.js';
import '../declarations.css';
import { DistrictSelect } from '../../../shared/ui/DistrictSelect.js';

const useTablesTexts = () => useFeatureMessages(tr, () => import('./tables.en.js'));

/** "1,12745" → 1.12745, within the API's bounds (0.5–5, five decimals at most); null when it is not one. */
export function parseFactor(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!/^\d(\.\d{1,5})?$/.test(t)) return null;
  const n = Number(t);
  return n >= 0.5 && n <= 5 ? n : null;
}

/** "12.500,00" or "12500" → 1250000 kuruş (the one parser of typed lira amounts lives in contracts). */
export { parseLiraToKurus };

const thisYear = () => istanbulYear();

/** /yonetim/beyanname-tablolari (declarations.review): open a new year's tables, correct a valuation, the history. */
export default function TablesPage() {
  const t = useTablesTexts();
  return (
    <PageFrame intro={t.intro}>
      <OpenYear />
      <StreetValuation />
      <History />
    </PageFrame>
  );
}

function OpenYear() {
  const t = useTablesTexts();
  const { say } = usePageStatus();
  const queryClient = useQueryClient();
  const sending = useSubmission();
  const [form, setForm] = useState({
    fromYear: String(thisYear()),
    toYear: String(thisYear() + 1),
    propertyFactor: '',
    constructionFactor: '',
    tariffFactor: '',
    reason: '',
  });
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  function submit(e: FormEvent) {
    e.preventDefault();
    const factors = [form.propertyFactor, form.constructionFactor, form.tariffFactor].map(parseFactor);
    const [fromYear, toYear] = [Number(form.fromYear), Number(form.toYear)];
    if (factors.some((f) => f === null)) return sending.setFailure(t.badFactor);
    if (!(toYear > fromYear)) return sending.setFailure(t.badYears);
    const [propertyFactor, constructionFactor, tariffFactor] = factors as number[];
    void sending.submit(async () => {
      const res = await callApi('OpenDeclarationTableYear', {
        fromYear,
        toYear,
        propertyFactor,
        constructionFactor,
        tariffFactor,
        reason: form.reason,
      });
      say(t.opened(res.Year, res.Rows));
      await queryClient.invalidateQueries(allOf('GetDeclarationTableHistory'));
    });
  }
  return (
    <section aria-labelledby="open-year" className="table-block">
      <h2 id="open-year">{t.openTitle}</h2>
      <form className="form-stack" noValidate onSubmit={submit}>
        <InputField label={t.fromYear} value={form.fromYear} onChange={set('fromYear')} digits={4} required />
        <InputField label={t.toYear} value={form.toYear} onChange={set('toYear')} digits={4} required />
        <InputField
          label={t.propertyFactor}
          hint={t.propertyHint}
          value={form.propertyFactor}
          onChange={set('propertyFactor')}
          inputMode="decimal"
          required
        />
        <InputField
          label={t.constructionFactor}
          value={form.constructionFactor}
          onChange={set('constructionFactor')}
          inputMode="decimal"
          required
        />
        <InputField
          label={t.tariffFactor}
          hint={t.tariffHint}
          value={form.tariffFactor}
          onChange={set('tariffFactor')}
          inputMode="decimal"
          required
        />
        <TextAreaField
          label={t.reason}
          name="reason"
          rows={2}
          maxLength={1000}
          required
          value={form.reason}
          onChange={set('reason')}
        />
        <FormMessage text={sending.failure} />
        <SubmitButton busy={sending.busy}>{t.open}</SubmitButton>
      </form>
    </section>
  );
}

function StreetValuation() {
  const t = useTablesTexts();
  const { say } = usePageStatus();
  const queryClient = useQueryClient();
  const sending = useSubmission();
  const [form, setForm] = useState({
    year: String(thisYear()),
    districtCode: '',
    streetCode: '',
    value: '',
    reason: '',
  });
  const set = (key: keyof typeof form) => (value: string) =>
    setForm((f) => ({ ...f, [key]: value, ...(key === 'districtCode' ? { streetCode: '' } : {}) }));
  const streets = useCall(
    'GetStreetListWithoutAuthorization',
    { districtCode: form.districtCode },
    { enabled: Boolean(form.districtCode) },
  );
  function submit(e: FormEvent) {
    e.preventDefault();
    const unitValueKurus = parseLiraToKurus(form.value);
    if (unitValueKurus === null) return sending.setFailure(t.badAmount);
    void sending.submit(async () => {
      const res = await callApi('SaveDeclarationTable', {
        year: Number(form.year),
        change: { table: 'STREET_VALUATION', rows: [{ streetCode: form.streetCode, unitValueKurus }] },
        reason: form.reason,
      });
      say(t.saved(res.Version));
      await queryClient.invalidateQueries(allOf('GetDeclarationTableHistory'));
    });
  }
  return (
    <section aria-labelledby="street-valuation" className="table-block">
      <h2 id="street-valuation">{t.valuationTitle}</h2>
      <form className="form-stack" noValidate onSubmit={submit}>
        <InputField label={t.year} value={form.year} onChange={set('year')} digits={4} required />
        <DistrictSelect
          label={t.district}
          value={form.districtCode}
          emptyLabel={t.choose}
          onChange={set('districtCode')}
          required
        />
        <SelectField
          label={t.street}
          value={form.streetCode}
          emptyLabel={t.choose}
          disabled={!form.districtCode}
          options={(streets.data ?? []).map((s) => ({ value: s.Code, label: s.Name }))}
          onChange={set('streetCode')}
          required
        />
        <InputField
          label={t.unitValue}
          hint={t.unitValueHint}
          value={form.value}
          onChange={set('value')}
          inputMode="decimal"
          required
        />
        <TextAreaField
          label={t.reason}
          name="reason"
          rows={2}
          maxLength={1000}
          required
          value={form.reason}
          onChange={set('reason')}
        />
        <FormMessage text={sending.failure} />
        <SubmitButton busy={sending.busy}>{t.save}</SubmitButton>
      </form>
    </section>
  );
}

function History() {
  const t = useTablesTexts();
  const { language } = useI18n();
  const history = useCall('GetDeclarationTableHistory', {});
  return (
    <section aria-labelledby="table-history" className="table-block">
      <h2 id="table-history">{t.historyTitle}</h2>
      <Loadable query={history}>
        {history.data?.length === 0 && <p className="table-message empty">{t.noHistory}</p>}
        {Boolean(history.data?.length) && (
          <TableScroll label={t.historyTitle}>
            <RowsTable
              labelledBy="table-history"
              rows={history.data}
              rowKey={(v) => `${v.Table}-${v.Year}-${v.Version}`}
              columns={[
                { header: t.table, cell: (v) => DeclarationTableNames[v.Table] ?? v.TableName },
                { header: t.year, cell: (v) => v.Year },
                { header: t.version, cell: (v) => v.Version, num: true },
                { header: t.reason, cell: (v) => v.Reason },
                { header: t.by, cell: (v) => v.StaffName },
                { header: t.at, cell: (v) => formatInstant(v.At, language) },
                {
                  header: t.changes,
                  cell: (v) => (
                    <details>
                      <summary>{v.Changes.length}</summary>
                      <ul>
                        {v.Changes.slice(0, 50).map((c) => (
                          <li key={c.Row}>
                            {c.Row}: {c.Before ?? '—'} → {c.After}
                          </li>
                        ))}
                      </ul>
                    </details>
                  ),
                },
              ]}
            />
          </TableScroll>
        )}
      </Loadable>
    </section>
  );
}
