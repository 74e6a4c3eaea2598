import type { OnlinePayment } from '@e-belediye/contracts';
import { formatTry } from '@e-belediye/contracts/format';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { apiUrl, callApi } from '../../shared/api/client.js';
import { allOf, useCall } from '../../shared/api/useCall.js';
import { useI18n } from '../../shared/i18n/index.js';
import { Fact } from '../../shared/ui/Fact.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { Spinner } from '../../shared/ui/Spinner.js';
import { usePaymentsTexts } from './i18n/index.js';
import { dateTimeTr, OrderLines } from './OrderSummary.js';
import { isUnsettled, OrderLoadFailed, OrderResultPage, ResultLinks } from './results.js';
import { clearSelection } from './selection.js';
import './payments.css';

/** The bank's verdict is asked for every 3 s, for about a minute; then the citizen may ask again. */
export const POLL_MS = 3000;
export const POLL_LIMIT_MS = 60_000;

/** /success-operation?siparis=…: where the bank's approval lands; waits for a verdict the bank has not given yet. */
export default function SuccessOperationPage() {
  const t = usePaymentsTexts();
  return <OrderResultPage noOrder={t.success}>{(orderNo) => <PaymentResult orderNo={orderNo} />}</OrderResultPage>;
}

function PaymentResult({ orderNo }: { orderNo: string }) {
  const texts = usePaymentsTexts();
  const t = texts.success;
  const queryClient = useQueryClient();
  const control = useCall('ControlCollection', { orderNo }, { retry: false, gcTime: 0 });
  const [polled, setPolled] = useState<OnlinePayment | null>(null);
  const [round, setRound] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  const payment = polled ?? control.data?.Payment ?? null;
  const pending = payment !== null && isUnsettled(payment.Status);
  const paid = payment?.Status === 'PAID';

  // Unsettled: ask the bank (QueryOnlinePaymentOrderStatus) every 3 s until a verdict or the minute is over.
  useEffect(() => {
    if (!pending || timedOut) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    const tick = async () => {
      try {
        const next = await callApi('QueryOnlinePaymentOrderStatus', { orderNo });
        if (!live) return;
        if (!isUnsettled(next.Status)) {
          setPolled(next);
          return;
        }
      } catch {
        // The next round asks again.
      }
      if (!live) return;
      if (Date.now() - started + POLL_MS > POLL_LIMIT_MS) setTimedOut(true);
      else timer = setTimeout(tick, POLL_MS);
    };
    timer = setTimeout(tick, round === 0 ? POLL_MS : 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [pending, timedOut, round, orderNo]);

  // Paid: the selection has done its job, and the member's lists are out of date.
  useEffect(() => {
    if (!paid) return;
    clearSelection();
    for (const name of ['GetDebtListWithRevenueCode', 'GetCollectedList', 'CheckRegistryUnpaidOnlinePayment'] as const)
      void queryClient.invalidateQueries(allOf(name));
  }, [paid, queryClient]);

  if (control.isPending)
    return (
      <PageFrame title={texts.result.title}>
        <Spinner label={t.checking} />
      </PageFrame>
    );
  if (control.error || !payment) return <OrderLoadFailed error={control.error} />;
  if (payment.Status === 'FAILED' || payment.Status === 'EXPIRED')
    return <Navigate to={`/failed-operation?siparis=${encodeURIComponent(orderNo)}`} replace />;
  if (paid)
    return (
      <PageFrame>
        <PaidPanel payment={payment} />
      </PageFrame>
    );
  if (payment.Status === 'NEW')
    return (
      <PageFrame title={texts.result.title}>
        <div className="notice notice-info">
          <h2>{t.notSentTitle}</h2>
          <p>{t.notSentBody}</p>
          <div className="form-actions">
            <ResultLinks fastPayment={payment.Channel !== 'DEBT'} />
          </div>
        </div>
      </PageFrame>
    );
  return (
    <PageFrame title={texts.result.pendingTitle}>
      <div className="result-panel result-pending">
        <h2>{t.pendingTitle}</h2>
        {timedOut ? (
          <>
            <p role="status">{t.stillPending}</p>
            <div className="form-actions">
              <button
                type="button"
                className="btn"
                onClick={() => {
                  setTimedOut(false);
                  setRound((r) => r + 1);
                }}
              >
                {t.checkAgain}
              </button>
              <ResultLinks />
            </div>
          </>
        ) : (
          <>
            <p>{t.pendingBody}</p>
            <Spinner label={t.checking} />
          </>
        )}
        <dl className="facts">
          <Fact label={texts.receipt.amount}>{formatTry(payment.AmountKurus)}</Fact>
          <Fact label={t.bank}>{payment.BankName}</Fact>
          <Fact label={t.orderNo}>{payment.OrderNo}</Fact>
        </dl>
      </div>
    </PageFrame>
  );
}

/** The receipt opens for the payer's session or browser; its verification code, when known, works without them. */
const receiptUrl = (p: OnlinePayment) =>
  `/api/receipt/order/${encodeURIComponent(p.OrderNo)}` +
  (p.VerificationCode ? `?kod=${encodeURIComponent(p.VerificationCode)}` : '');

function PaidPanel({ payment }: { payment: OnlinePayment }) {
  const { m } = useI18n();
  const t = usePaymentsTexts().success;
  return (
    <div className="result-panel result-success">
      <h2>
        <span className="result-mark" aria-hidden="true">
          ✓
        </span>
        {t.title}
      </h2>
      <p>{t.body}</p>
      <dl className="facts">
        <Fact label={t.amount} className="amount-paid" testId="amount-paid">
          {formatTry(payment.AmountKurus)}
        </Fact>
        <Fact label={t.receiptNo}>{payment.ReceiptNo ?? m.common.none}</Fact>
        <Fact label={t.date}>{dateTimeTr(payment.CollectedAt ?? payment.CreatedAt)}</Fact>
        <Fact label={t.bank}>{payment.BankName}</Fact>
        <Fact label={t.payer}>{payment.PayerName}</Fact>
        <Fact label={t.orderNo}>{payment.OrderNo}</Fact>
      </dl>
      {!payment.ReceiptNo && <p className="muted">{t.receiptPending}</p>}
      <div className="form-actions result-actions">
        {payment.ReceiptNo && (
          <a className="btn" href={apiUrl(receiptUrl(payment))} download>
            {t.download}
          </a>
        )}
        {payment.VerificationCode && (
          <Link className="btn btn-outline" to={`/makbuz-dogrula/${encodeURIComponent(payment.VerificationCode)}`}>
            {t.verify}
          </Link>
        )}
        <ResultLinks />
      </div>
      <h3 id="paid-lines">{t.paidFor}</h3>
      <OrderLines payment={payment} labelledBy="paid-lines" />
    </div>
  );
}
