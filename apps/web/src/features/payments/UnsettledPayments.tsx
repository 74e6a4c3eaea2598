import type { OnlinePayment } from '@e-belediye/contracts';
import { formatTry } from '@e-belediye/contracts/format';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { callApi, messageOf } from '../../shared/api/client.js';
import { allOf } from '../../shared/api/useCall.js';
import { usePaymentsTexts } from './i18n/index.js';
import { dateTimeTr } from './OrderSummary.js';
import './payments.css';

/**
 * "Sonucu beklenen ödemeniz var": payments sent to the bank with no verdict yet, each linked to its result page,
 * with the time it settles by itself and, for the payer who opened it, "Bu ödemeyi iptal et".
 */
export function UnsettledPayments({
  payments,
  paymentToken,
}: {
  payments: OnlinePayment[] | undefined;
  paymentToken?: string;
}) {
  const t = usePaymentsTexts().unsettled;
  const client = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [note, setNote] = useState<{ text: string; receiptOf?: string } | null>(null);

  async function cancel(orderNo: string) {
    setBusy(orderNo);
    setNote(null);
    try {
      const after = await callApi('CancelOnlinePaymentOrder', { orderNo, paymentToken });
      setNote(after.Status === 'PAID' ? { text: t.wasPaid, receiptOf: orderNo } : { text: t.cancelled });
      // The debts are free (or paid) now: every list that shows them is read again.
      await Promise.all([
        client.invalidateQueries(allOf('CheckRegistryUnpaidOnlinePayment')),
        client.invalidateQueries(allOf('GetDebtListWithRevenueCode')),
      ]);
    } catch (e) {
      setNote({ text: messageOf(e) });
    } finally {
      setBusy(null);
    }
  }

  const status = (
    <p role="status" className="unsettled-note">
      {note?.text}{' '}
      {note?.receiptOf && <Link to={`/success-operation?siparis=${encodeURIComponent(note.receiptOf)}`}>{t.link}</Link>}
    </p>
  );
  if (!payments?.length) return note ? <section className="notice unsettled">{status}</section> : null;
  return (
    <section className="notice notice-warning unsettled" aria-labelledby="unsettled-title">
      <h2 id="unsettled-title">{t.title}</h2>
      <p>{t.body}</p>
      <ul>
        {payments.map((p) => (
          <li key={p.OrderNo}>
            <span>{t.item(formatTry(p.AmountKurus), p.BankName, dateTimeTr(p.CreatedAt))}</span>{' '}
            <Link to={`/success-operation?siparis=${encodeURIComponent(p.OrderNo)}`}>{t.link}</Link>
            <br />
            <span className="muted">{t.settlesAt(dateTimeTr(p.ExpiresAt))}</span>
            {p.Cancellable && (
              <>
                {' '}
                <button
                  type="button"
                  className="btn btn-outline btn-small"
                  disabled={busy !== null}
                  aria-busy={busy === p.OrderNo}
                  onClick={() => cancel(p.OrderNo)}
                >
                  {t.cancel}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      {status}
    </section>
  );
}
