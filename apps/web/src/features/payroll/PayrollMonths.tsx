import type { PayrollDetail, PayrollSummary, ReportFile } from '@e-belediye/contracts';
import { formatTry } from '@e-belediye/contracts/format';
import { useEffect, useState } from 'react';
import { callApi, messageOf } from '../../shared/api/client.js';
import { useCall } from '../../shared/api/useCall.js';
import { SelectField } from '../../shared/ui/Field.js';
import { FormMessage } from '../../shared/ui/Form.js';
import { RowsTable } from '../../shared/ui/RowsTable.js';
import { Loadable, TableSection } from '../../shared/ui/TableSection.js';
import { type PayrollTexts, usePayrollTexts } from './i18n/index.js';

// Payroll answers live only while the page shows them (the server also forbids any HTTP cache).
const transient = { gcTime: 0, retry: false } as const;

export const periodName = (t: PayrollTexts, year: number, month: number) => `${t.monthNames[month - 1]} ${year}`;

/** The session's months, one month's payroll when chosen, and a year's summary. */
export function PayrollMonths({ onLost }: { onLost(error: unknown): void }) {
  const t = usePayrollTexts();
  const list = useCall('GetEmployeeScoreCardAccrumentSummaries', {}, transient);
  const [open, setOpen] = useState<{ year: number; month: number } | null>(null);
  const years = [...new Set(list.data?.Items.map((i) => i.Year))];
  const [year, setYear] = useState<number | null>(null);
  useEffect(() => {
    if (list.error) onLost(list.error);
  }, [list.error, onLost]);

  if (open) return <PayrollMonth {...open} onClose={() => setOpen(null)} onLost={onLost} />;
  const shownYear = year ?? years[0];
  return (
    <>
      <TableSection id="payroll-months" title={t.months} query={{ ...list, data: list.data?.Items }} empty={t.noMonths}>
        <RowsTable<PayrollSummary>
          labelledBy="payroll-months"
          rows={list.data?.Items}
          rowKey={(r) => `${r.Year}-${r.Month}`}
          columns={[
            { header: t.period, cell: (r) => periodName(t, r.Year, r.Month), rowHeader: true },
            { header: t.gross, cell: (r) => formatTry(r.GrossKurus), num: true },
            { header: t.deductions, cell: (r) => formatTry(r.DeductionKurus), num: true },
            { header: t.paid, cell: (r) => formatTry(r.PaidKurus), num: true },
            {
              header: t.show,
              cell: (r) => (
                <button
                  type="button"
                  className="btn btn-outline btn-small"
                  aria-label={t.showMonth(periodName(t, r.Year, r.Month))}
                  onClick={() => setOpen({ year: r.Year, month: r.Month })}
                >
                  {t.show}
                </button>
              ),
            },
          ]}
        />
      </TableSection>
      {shownYear !== undefined && (
        <section aria-labelledby="payroll-year" className="debt-section">
          <h2 id="payroll-year">{t.yearSummary(shownYear)}</h2>
          <SelectField
            label={t.year}
            name="year"
            value={String(shownYear)}
            options={years.map((y) => ({ value: String(y), label: String(y) }))}
            onChange={(v) => setYear(Number(v))}
          />
          <YearSummary year={shownYear} onLost={onLost} />
        </section>
      )}
    </>
  );
}

function YearSummary({ year, onLost }: { year: number; onLost(error: unknown): void }) {
  const t = usePayrollTexts();
  const summary = useCall('GetEmployeePayrollYear', { year }, transient);
  useEffect(() => {
    if (summary.error) onLost(summary.error);
  }, [summary.error, onLost]);
  const s = summary.data;
  return (
    <Loadable query={summary}>
      {s && (
        <dl className="facts payroll-year">
          {(
            [
              [t.gross, s.GrossKurus],
              [t.sgk, s.SgkEmployeeKurus],
              [t.unemployment, s.UnemploymentEmployeeKurus],
              [t.tax2, s.IncomeTaxKurus],
              [t.stamp2, s.StampTaxKurus],
              [t.net, s.NetKurus],
              [t.paid, s.PaidKurus],
              [t.employerCost, s.EmployerCostKurus],
            ] as const
          ).map(([label, kurus]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{formatTry(kurus)}</dd>
            </div>
          ))}
        </dl>
      )}
    </Loadable>
  );
}

function savePdf(file: ReportFile) {
  const bytes = Uint8Array.from(atob(file.Content), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.MediaType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file.FileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Lines of one section of the payslip: label and amount, the total in bold. */
function Lines({ title, rows, total }: { title: string; rows: Array<[string, number]>; total?: [string, number] }) {
  const id = `payroll-${title.replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="payroll-lines">
      <h3 id={id}>{title}</h3>
      <table className="data-table" aria-labelledby={id}>
        <tbody>
          {rows.map(([label, kurus]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td className="num">{formatTry(kurus)}</td>
            </tr>
          ))}
          {total && (
            <tr className="payroll-total">
              <th scope="row">{total[0]}</th>
              <td className="num">{formatTry(total[1])}</td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}

export function PayrollMonth(props: { year: number; month: number; onClose(): void; onLost(error: unknown): void }) {
  const t = usePayrollTexts();
  const { year, month, onLost } = props;
  const detail = useCall('GetEmployeePayroll', { year, month }, transient);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (detail.error) onLost(detail.error);
  }, [detail.error, onLost]);

  async function download() {
    setSaving(true);
    setFailure(null);
    try {
      savePdf(await callApi('GetEmployeePayrollPdf', { year, month }));
    } catch (error) {
      onLost(error);
      setFailure(messageOf(error));
    } finally {
      setSaving(false);
    }
  }

  const d: PayrollDetail | undefined = detail.data;
  return (
    <section aria-labelledby="payroll-month" className="payroll-month">
      <h2 id="payroll-month">{t.payrollOf(periodName(t, year, month))}</h2>
      <Loadable query={detail}>
        {d && (
          <>
            <Lines
              title={t.grossParts}
              rows={[
                [t.base, d.BaseKurus],
                [t.allowance, d.AllowanceKurus],
                [t.overtime, d.OvertimeKurus],
              ]}
              total={[t.grossTotal, d.GrossKurus]}
            />
            <Lines
              title={t.legal}
              rows={[
                [t.sgk, d.SgkEmployeeKurus],
                [t.unemployment, d.UnemploymentEmployeeKurus],
                [t.taxBase, d.IncomeTaxBaseKurus],
                [t.cumulativeBase, d.CumulativeTaxBaseKurus],
                [t.taxBefore, d.IncomeTaxBeforeExemptionKurus],
                [t.taxExemption, -d.IncomeTaxExemptionKurus],
                [t.tax, d.IncomeTaxKurus],
                [t.stampBefore, d.StampTaxBeforeExemptionKurus],
                [t.stampExemption, -d.StampTaxExemptionKurus],
                [t.stamp, d.StampTaxKurus],
              ]}
            />
            <Lines
              title={t.netAndOther}
              rows={[
                [t.netPay, d.NetKurus],
                [t.unionDues, d.UnionDuesKurus],
                [t.garnishment, d.GarnishmentKurus],
              ]}
              total={[t.paidTotal, d.PaidKurus]}
            />
            <Lines
              title={t.employer}
              rows={[
                [t.sgkEmployer, d.SgkEmployerKurus],
                [t.unemploymentEmployer, d.UnemploymentEmployerKurus],
              ]}
              total={[t.employerTotal, d.EmployerCostKurus]}
            />
            <p>
              {t.verification}: <strong>{d.VerificationCode}</strong>
            </p>
          </>
        )}
      </Loadable>
      <FormMessage text={failure} />
      <div className="form-actions">
        <button
          type="button"
          className="btn"
          onClick={download}
          disabled={saving || !d}
          aria-busy={saving || undefined}
        >
          {t.pdf}
        </button>
        <button type="button" className="btn btn-outline" onClick={props.onClose}>
          {t.close}
        </button>
      </div>
    </section>
  );
}
