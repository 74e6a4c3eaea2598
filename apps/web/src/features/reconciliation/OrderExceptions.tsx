import { formatTry } from '@e-belediye/contracts/format';
import { useCall } from '../../shared/api/useCall.js';
import { RowsTable } from '../../shared/ui/RowsTable.js';
import { TableSection } from '../../shared/ui/TableSection.js';
import { useReconciliationTexts } from './i18n/index.js';
import { atIstanbul } from './report.js';

/** Card orders that need a person, oldest first, with what the settlement job last heard from the bank. */
export function OrderExceptions() {
  const t = useReconciliationTexts();
  const exceptions = useCall('GetPaymentOrderExceptions', {}, { select: (r) => r.Items });
  return (
    <TableSection id="reconciliation-exceptions" title={t.exceptions} query={exceptions} empty={t.noExceptions}>
      <RowsTable
        labelledBy="reconciliation-exceptions"
        rows={exceptions.data}
        rowKey={(o) => o.OrderNo}
        columns={[
          { header: t.orderNo, cell: (o) => o.OrderNo },
          {
            header: t.problem,
            cell: (o) => (
              <span className={`badge reconciliation-problem-${o.Problem.toLowerCase()}`}>{t.problems[o.Problem]}</span>
            ),
          },
          { header: t.bank, cell: (o) => o.BankName },
          { header: t.total, cell: (o) => formatTry(o.AmountKurus), num: true },
          { header: t.age, cell: (o) => t.minutes(o.AgeMinutes) },
          { header: t.checks, cell: (o) => o.CheckCount, num: true },
          {
            header: t.lastAnswer,
            cell: (o) =>
              o.LastBankAnswer
                ? `${atIstanbul(o.LastBankAnswer.At)} · ${o.LastBankAnswer.Kind}: ${o.LastBankAnswer.Outcome}${
                    o.LastBankAnswer.BankResultCode ? ` (${o.LastBankAnswer.BankResultCode})` : ''
                  }`
                : t.noAnswer,
          },
        ]}
      />
    </TableSection>
  );
}
