import type { OnlinePayment } from '@e-belediye/contracts';
import { formatTry } from '@e-belediye/contracts/format';
import { Link } from 'react-router';
import { usePaymentsTexts } from './i18n/index.js';
import { dateTimeTr } from './OrderSummary.js';
import './payments.css';

/** "Sonucu beklenen ödemeniz var": payments sent to the bank with no verdict yet, each linked to its result page. */
export function UnsettledPayments({ payments }: { payments: OnlinePayment[] | undefined }) {
  const t = usePaymentsTexts().unsettled;
  if (!payments?.length) return null;
  return (
    <section className="notice notice-warning unsettled" aria-labelledby="unsettled-title">
      <h2 id="unsettled-title">{t.title}</h2>
      <p>{t.body}</p>
      <ul>
        {payments.map((p) => (
          <li key={p.OrderNo}>
            <span>{t.item(formatTry(p.AmountKurus), p.BankName, dateTimeTr(p.CreatedAt))}</span>{' '}
            <Link to={`/success-operation?siparis=${encodeURIComponent(p.OrderNo)}`}>{t.link}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
