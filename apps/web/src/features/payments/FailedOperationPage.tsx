import type { OnlinePayment } from '@e-belediye/contracts';
import { formatTry } from '@e-belediye/contracts/format';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useCall } from '../../shared/api/useCall.js';
import { useI18n } from '../../shared/i18n/index.js';
import { Fact } from '../../shared/ui/Fact.js';
import { FormMessage } from '../../shared/ui/Form.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { Spinner } from '../../shared/ui/Spinner.js';
import { usePaymentsTexts } from './i18n/index.js';
import { OrderLines } from './OrderSummary.js';
import { usePaymentStart } from './PaymentStart.js';
import { isUnsettled, OrderLoadFailed, OrderResultPage, ResultLinks } from './results.js';
import { channelHome, readSelection } from './selection.js';
import './payments.css';

/** /failed-operation?siparis=…: the bank's reason, what to do next, and the same debts again at a bank. */
export default function FailedOperationPage() {
  const t = usePaymentsTexts();
  return <OrderResultPage noOrder={t.failed}>{(orderNo) => <FailedResult orderNo={orderNo} />}</OrderResultPage>;
}

function FailedResult({ orderNo }: { orderNo: string }) {
  const { m } = useI18n();
  const order = useCall('GetOnlinePaymentAccrumentList', { orderNo }, { retry: false, gcTime: 0 });
  if (order.isPending)
    return (
      <PageFrame>
        <Spinner label={m.app.loading} />
      </PageFrame>
    );
  if (order.error) return <OrderLoadFailed error={order.error} />;
  const payment = order.data;
  // Paid after all, or still at the bank: the success page shows that (and keeps asking the bank).
  if (payment.Status === 'PAID' || isUnsettled(payment.Status))
    return <Navigate to={`/success-operation?siparis=${encodeURIComponent(orderNo)}`} replace />;
  return (
    <PageFrame>
      <FailedPanel payment={payment} />
      <Retry payment={payment} />
    </PageFrame>
  );
}

function FailedPanel({ payment }: { payment: OnlinePayment }) {
  const texts = usePaymentsTexts();
  const t = texts.failed;
  // Said once: many of the bank's reasons already say that nothing was charged.
  const notCharged =
    (payment.Status === 'FAILED' || payment.Status === 'EXPIRED') &&
    payment.ReceiptNo === null &&
    !/tutar çekilmedi/i.test(payment.Reason ?? '');
  return (
    <div className="result-panel result-failed">
      <h2>
        <span className="result-mark" aria-hidden="true">
          !
        </span>
        {t.title}
      </h2>
      {payment.Reason && (
        <p className="result-reason" role="alert">
          <strong>{t.reason}:</strong> {payment.Reason}
        </p>
      )}
      {notCharged && <p className="result-note">{t.notCharged}</p>}
      <dl className="facts">
        <Fact label={texts.window.total}>{formatTry(payment.AmountKurus)}</Fact>
        <Fact label={texts.window.bank}>{payment.BankName}</Fact>
        <Fact label={texts.window.orderNo}>{payment.OrderNo}</Fact>
        <Fact label={texts.window.payer}>{payment.PayerName}</Fact>
      </dl>
      <h3>{t.nextTitle}</h3>
      <ul className="next-steps">
        {t.next.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "Tekrar dene": the order's debts again, at its bank unless another is chosen. Fast and matrimony payments need
 * their lookup's token from this tab; without it, or once it has run out, the payer looks the debts up again.
 */
function Retry({ payment }: { payment: OnlinePayment }) {
  const t = usePaymentsTexts().failed;
  const stored = readSelection();
  const token = stored?.Channel === payment.Channel ? stored.PaymentToken : undefined;
  const [expired, setExpired] = useState<string | null>(null);
  const start = usePaymentStart({
    channel: payment.Channel,
    paymentToken: token,
    preferredBank: payment.BankCode,
    onTokenExpired: setExpired,
  });
  const needsLookup = payment.Channel !== 'DEBT' && (!token || expired !== null);
  const oids = payment.Lines.map((l) => l.AccrualOid);
  return (
    <section aria-labelledby="retry-title" className="debt-section retry">
      <h2 id="retry-title">{t.retryTitle}</h2>
      <OrderLines payment={payment} labelledBy="retry-title" />
      {needsLookup && payment.Channel !== 'DEBT' ? (
        <div className="form-stack retry-actions">
          <FormMessage text={expired} />
          <div className="form-actions">
            <Link to={channelHome[payment.Channel]} className="btn">
              {t.newQuery[payment.Channel]}
            </Link>
            <ResultLinks />
          </div>
        </div>
      ) : (
        <div className="form-stack retry-actions">
          {start.chooser}
          {start.message}
          <div className="form-actions">
            {start.button(oids, t.retry)}
            <ResultLinks />
          </div>
        </div>
      )}
    </section>
  );
}
