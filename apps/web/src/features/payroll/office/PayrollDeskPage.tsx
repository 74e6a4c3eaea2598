import { PayrollCsvColumns, type PayrollImportError, type PayrollPeriod } from '@e-belediye/contracts';
import { istanbulNow } from '@e-belediye/contracts/clock';
import { formatTry } from '@e-belediye/contracts/format';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { callApi } from '../../../shared/api/client.js';
import { allOf, useCall } from '../../../shared/api/useCall.js';
import { InputField, SelectField } from '../../../shared/ui/Field.js';
import { FormMessage, SubmitButton } from '../../../shared/ui/Form.js';
import { FormDialog, useSubmission } from '../../../shared/ui/FormDialog.js';
import { PageFrame } from '../../../shared/ui/PageFrame.js';
import { usePageStatus } from '../../../shared/ui/PageStatus.js';
import { RowsTable } from '../../../shared/ui/RowsTable.js';
import { TableSection } from '../../../shared/ui/TableSection.js';
import { type PayrollDeskTexts, usePayrollDeskTexts } from './texts.js';

const periodName = (t: PayrollDeskTexts, year: number, month: number) => `${t.monthNames[month - 1]} ${year}`;

/** The month after the last one imported, or this month: what the office imports next. */
function nextMonth(periods: readonly PayrollPeriod[] | undefined) {
  const last = periods?.[0];
  if (!last) {
    const now = istanbulNow();
    return { year: now.year, month: now.month };
  }
  return last.Month === 12 ? { year: last.Year + 1, month: 1 } : { year: last.Year, month: last.Month + 1 };
}

/**
 * /yonetim/bordro (payroll.import): import a month's CSV as a draft — every error listed by its line, nothing
 * saved until the whole file is right — then publish it for the employees.
 */
export default function PayrollDeskPage() {
  const t = usePayrollDeskTexts();
  const client = useQueryClient();
  const { say } = usePageStatus();
  const periods = useCall('GetPayrollPeriods', {});
  const [publishing, setPublishing] = useState<PayrollPeriod | null>(null);

  const refresh = () => client.invalidateQueries(allOf('GetPayrollPeriods'));

  return (
    <PageFrame title={t.title} intro={t.intro}>
      {periods.data && (
        <ImportForm
          initial={nextMonth(periods.data.Items)}
          onImported={async (p) => {
            say(t.imported(p.EmployeeCount, periodName(t, p.Year, p.Month)));
            await refresh();
          }}
        />
      )}
      <TableSection
        id="payroll-periods"
        title={t.periods}
        query={{ ...periods, data: periods.data?.Items }}
        empty={t.noPeriods}
      >
        <RowsTable<PayrollPeriod>
          labelledBy="payroll-periods"
          rows={periods.data?.Items}
          rowKey={(p) => `${p.Year}-${p.Month}`}
          columns={[
            { header: t.period, cell: (p) => periodName(t, p.Year, p.Month) },
            { header: t.status, cell: (p) => t[p.Status] },
            { header: t.employees, cell: (p) => p.EmployeeCount, num: true },
            { header: t.gross, cell: (p) => formatTry(p.GrossKurus), num: true },
            { header: t.paid, cell: (p) => formatTry(p.PaidKurus), num: true },
            { header: t.employerCost, cell: (p) => formatTry(p.EmployerCostKurus), num: true },
            { header: t.importedBy, cell: (p) => p.ImportedBy },
            {
              header: t.publish,
              cell: (p) =>
                p.Status === 'DRAFT' && (
                  <button
                    type="button"
                    className="btn btn-small"
                    aria-label={t.publishMonth(periodName(t, p.Year, p.Month))}
                    onClick={() => setPublishing(p)}
                  >
                    {t.publish}
                  </button>
                ),
            },
          ]}
        />
      </TableSection>
      {publishing && (
        <PublishDialog
          period={publishing}
          onClose={() => setPublishing(null)}
          onDone={async () => {
            say(t.published(periodName(t, publishing.Year, publishing.Month)));
            setPublishing(null);
            await refresh();
          }}
        />
      )}
    </PageFrame>
  );
}

function ImportForm(props: { initial: { year: number; month: number }; onImported(p: PayrollPeriod): Promise<void> }) {
  const t = usePayrollDeskTexts();
  const [year, setYear] = useState(String(props.initial.year));
  const [month, setMonth] = useState(String(props.initial.month));
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [errors, setErrors] = useState<PayrollImportError[]>([]);
  const sending = useSubmission();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setFileError(t.fileRequired);
      return;
    }
    setFileError(undefined);
    void sending.submit(async () => {
      setErrors([]);
      const csv = await file.text();
      const answer = await callApi('ImportPayrollMonth', { year: Number(year), month: Number(month), csv });
      setErrors(answer.Errors);
      if (answer.Period) await props.onImported(answer.Period);
    });
  }

  return (
    <section aria-labelledby="payroll-import" className="debt-section">
      <h2 id="payroll-import">{t.importTitle}</h2>
      <p className="field-hint">{t.format(PayrollCsvColumns.join(';'))}</p>
      <form className="form-stack payroll-desk-form" noValidate onSubmit={submit}>
        <InputField label={t.year} name="year" value={year} onChange={setYear} digits={4} required />
        <SelectField
          label={t.month}
          name="month"
          value={month}
          required
          options={t.monthNames.map((label, i) => ({ value: String(i + 1), label }))}
          onChange={setMonth}
        />
        <div className="field">
          <label htmlFor="payroll-file">{t.file}</label>
          <input
            id="payroll-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? 'payroll-file-error' : undefined}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          {fileError && (
            <small id="payroll-file-error" className="field-error">
              {fileError}
            </small>
          )}
        </div>
        <FormMessage text={sending.failure} />
        <SubmitButton busy={sending.busy}>{t.upload}</SubmitButton>
      </form>
      {errors.length > 0 && (
        <div role="alert">
          <p className="form-message form-message-error" id="payroll-errors">
            {t.errorsTitle(errors.length)}
          </p>
          <RowsTable<PayrollImportError>
            labelledBy="payroll-errors"
            rows={errors}
            rowKey={(e) => `${e.Line}-${e.Message}`}
            columns={[
              { header: t.line, cell: (e) => e.Line, num: true },
              { header: t.problem, cell: (e) => e.Message },
            ]}
          />
        </div>
      )}
    </section>
  );
}

function PublishDialog(props: { period: PayrollPeriod; onClose(): void; onDone(): Promise<void> }) {
  const t = usePayrollDeskTexts();
  const sending = useSubmission();
  const { Year: year, Month: month } = props.period;
  return (
    <FormDialog
      title={t.publishMonth(periodName(t, year, month))}
      className="payroll-dialog"
      intro={t.publishIntro}
      closeLabel={t.close}
      cancel={t.cancel}
      confirm={t.publish}
      sending={sending}
      onSubmit={(event) => {
        event.preventDefault();
        void sending.submit(async () => {
          await callApi('PublishPayrollMonth', { year, month });
          await props.onDone();
        });
      }}
      onClose={props.onClose}
    />
  );
}
