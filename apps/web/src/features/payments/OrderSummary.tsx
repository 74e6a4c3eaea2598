import type { OnlinePayment } from '@e-belediye/contracts';
import { formatDateTr, formatTry } from '@e-belediye/contracts/format';
import { Fact } from '../../shared/ui/Fact.js';
import { TableScroll } from '../../shared/ui/TableScroll.js';
import { usePaymentsTexts } from './i18n/index.js';

/** A moment as Turkey's clock shows it: "31.10.2026 14:05". */
export const dateTimeTr = (iso: string): string =>
  new Date(iso).toLocaleString('tr-TR', {
    timeZone: 'Europe/Istanbul',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** The order's debts: principal, late fee and their total per line, the order's amount at the foot. */
export function OrderLines({ payment, labelledBy }: { payment: OnlinePayment; labelledBy: string }) {
  const c = usePaymentsTexts().columns;
  return (
    <>
      {/* Phones get the same lines as a list (the table is hidden there, so each is read once). */}
      <ul className="order-lines-list" aria-labelledby={labelledBy}>
        {payment.Lines.map((l) => (
          <li key={l.AccrualOid} className="order-line">
            <bdi lang="tr" className="order-line-description">
              {l.Description}
            </bdi>
            <span className="order-line-total">{formatTry(l.PrincipalKurus + l.LateFeeKurus)}</span>
            <span className="order-line-detail">
              {c.dueDate} {formatDateTr(l.DueDate)} · {c.principal} {formatTry(l.PrincipalKurus)} · {c.lateFee}{' '}
              {formatTry(l.LateFeeKurus)}
            </span>
          </li>
        ))}
        <li className="order-line order-lines-sum">
          <span>{c.sum}</span>
          <strong>{formatTry(payment.AmountKurus)}</strong>
        </li>
      </ul>
      <TableScroll labelledBy={labelledBy} className="table-block order-lines-table">
        <table className="data-table order-lines" aria-labelledby={labelledBy}>
          <thead>
            <tr>
              <th scope="col">{c.description}</th>
              <th scope="col">{c.dueDate}</th>
              <th scope="col" className="num">
                {c.principal}
              </th>
              <th scope="col" className="num">
                {c.lateFee}
              </th>
              <th scope="col" className="num">
                {c.total}
              </th>
            </tr>
          </thead>
          <tbody>
            {payment.Lines.map((l) => (
              <tr key={l.AccrualOid}>
                <th scope="row">
                  <bdi lang="tr">{l.Description}</bdi>
                </th>
                <td>{formatDateTr(l.DueDate)}</td>
                <td className="num">{formatTry(l.PrincipalKurus)}</td>
                <td className="num">{formatTry(l.LateFeeKurus)}</td>
                <td className="num">{formatTry(l.PrincipalKurus + l.LateFeeKurus)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {c.sum}
              </th>
              <td className="num" data-testid="order-total">
                {formatTry(payment.AmountKurus)}
              </td>
            </tr>
          </tfoot>
        </table>
      </TableScroll>
    </>
  );
}

/** The bank window's summary: who pays, at which bank, the order number, the lines and the amount. */
export function OrderSummary({ payment }: { payment: OnlinePayment }) {
  const t = usePaymentsTexts().window;
  return (
    <section aria-labelledby="order-summary" className="debt-section">
      <h2 id="order-summary">{t.summary}</h2>
      <dl className="facts">
        <Fact label={t.payer}>{payment.PayerName}</Fact>
        <Fact label={t.bank}>{payment.BankName}</Fact>
        <Fact label={t.orderNo}>{payment.OrderNo}</Fact>
        <Fact label={t.total} className="amount-due">
          {formatTry(payment.AmountKurus)}
        </Fact>
      </dl>
      <OrderLines payment={payment} labelledBy="order-summary" />
    </section>
  );
}
