import { formatTry } from '@e-belediye/contracts/format';
import { useCall } from '../../shared/api/useCall.js';
import { TableSection } from '../../shared/ui/TableSection.js';
import { useReconciliationTexts } from './i18n/index.js';
import { atIstanbul } from './report.js';

/** Card orders that need a person, oldest first, with what the settlement job last heard from the bank. */
export function OrderExceptions() {
  const t = useReconciliationTexts();
  const exceptions = useCall('GetPaymentOrderExceptions', {}, { select: (r) => r.Items });
  return (
    <TableSection id="reconciliation-exceptions" title={t.exceptions} query={exceptions} empty={t.noExceptions}>
      <table className="data-table" aria-labelledby="reconciliation-exceptions">
        <thead>
          <tr>
            <th scope="col">{t.orderNo}</th>
            <th scope="col">{t.problem}</th>
            <th scope="col">{t.bank}</th>
            <th scope="col" className="num">
              {t.total}
            </th>
            <th scope="col">{t.age}</th>
            <th scope="col" className="num">
              {t.checks}
            </th>
            <th scope="col">{t.lastAnswer}</th>
          </tr>
        </thead>
        <tbody>
          {exceptions.data?.map((o) => (
            <tr key={o.OrderNo}>
              <td>{o.OrderNo}</td>
              <td>
                <span className={`badge reconciliation-problem-${o.Problem.toLowerCase()}`}>
                  {t.problems[o.Problem]}
                </span>
              </td>
              <td>{o.BankName}</td>
              <td className="num">{formatTry(o.AmountKurus)}</td>
              <td>{t.minutes(o.AgeMinutes)}</td>
              <td className="num">{o.CheckCount}</td>
              <td>
                {o.LastBankAnswer
                  ? `${atIstanbul(o.LastBankAnswer.At)} · ${o.LastBankAnswer.Kind}: ${o.LastBankAnswer.Outcome}${
                      o.LastBankAnswer.BankResultCode ? ` (${o.LastBankAnswer.BankResultCode})` : ''
                    }`
                  : t.noAnswer}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableSection>
  );
}
