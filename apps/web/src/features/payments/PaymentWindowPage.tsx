import { estV3CardFields, type PaymentBankCode, PaymentBanks } from '@e-belediye/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiCallError, callApi, messageOf } from '../../shared/api/client.js';
import { useSettings } from '../../shared/api/settings.js';
import { useServiceTitle } from '../../shared/routing/pageInfo.js';
import { FormMessage } from '../../shared/ui/Form.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { Spinner } from '../../shared/ui/Spinner.js';
import { type BankForm, BankRedirectForm } from './BankRedirect.js';
import { useBanks } from './banks.js';
import { CardForm, type CardPayload } from './CardForm.js';
import { usePaymentsTexts } from './i18n/index.js';
import { OrderSummary } from './OrderSummary.js';
import { channelHome, type PaymentSelection, readSelection } from './selection.js';
import './payments.css';

/**
 * The bank windows (/ziraat-banka, /vakif-banka, /payment-is-bank, /payment-other-banks): the order for the stored
 * selection, then the card form (3D, 3D Pay) or the way to the bank's own page (3D Pay Hosting).
 */
export default function PaymentWindowPage({ bankCode }: { bankCode: PaymentBankCode }) {
  const t = usePaymentsTexts().window;
  const [selection] = useState(readSelection);
  // The "other banks" window serves every bank that has no window of its own.
  const path = PaymentBanks[bankCode].window;
  const bank = selection?.BankCode && PaymentBanks[selection.BankCode].window === path ? selection.BankCode : bankCode;
  return (
    <PageFrame intro={selection ? t.intro : undefined}>
      {selection ? <PaymentWindow selection={selection} bankCode={bank} /> : <NoSelection />}
    </PageFrame>
  );
}

function NoSelection() {
  const t = usePaymentsTexts().window;
  const debtsTitle = useServiceTitle('/DebtQuestioning');
  const fastTitle = useServiceTitle('/FastPayment');
  const matrimonyTitle = useServiceTitle('/FastPaymentForMatrimony');
  return (
    <div className="notice notice-info">
      <h2>{t.noSelectionTitle}</h2>
      <p>{t.noSelectionBody}</p>
      <nav className="form-actions" aria-label={t.linksLabel}>
        <Link to="/DebtQuestioning" className="btn">
          {debtsTitle}
        </Link>
        <Link to="/FastPayment" className="btn btn-outline">
          {fastTitle}
        </Link>
        <Link to="/FastPaymentForMatrimony" className="btn btn-outline">
          {matrimonyTitle}
        </Link>
      </nav>
    </div>
  );
}

function PaymentWindow({ selection, bankCode }: { selection: PaymentSelection; bankCode: PaymentBankCode }) {
  const texts = usePaymentsTexts();
  const t = texts.window;
  const settings = useSettings();
  const banks = useBanks();
  const paused = banks.data?.Paused ?? null;
  // One order per visit: the query is shared by StrictMode's double mount and dropped when the page is left.
  const order = useQuery({
    queryKey: ['payment-order', bankCode, selection],
    queryFn: () =>
      callApi('GetOrderNumberForOnlinePayment', {
        accrualOids: selection.AccrualOids,
        bankCode,
        paymentToken: selection.PaymentToken,
      }),
    enabled: !banks.isPending && !paused,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [bankForm, setBankForm] = useState<BankForm | null>(null);

  const back = (
    <Link to={channelHome[selection.Channel]} className="btn btn-outline">
      {t.back[selection.Channel]}
    </Link>
  );

  if (paused)
    return (
      <div className="notice notice-warning">
        <FormMessage kind="warning" text={paused.Message} />
        <p>{back}</p>
      </div>
    );
  if (banks.isPending || order.isPending) return <Spinner label={t.preparing} />;
  if (order.error)
    return (
      <div className="notice notice-error">
        <p className="form-message form-message-error" role="alert">
          {messageOf(order.error)}
        </p>
        <p>{back}</p>
      </div>
    );
  const payment = order.data;

  async function pay(card?: CardPayload) {
    setBusy(true);
    setFailure(null);
    // Only PayFlex needs the card on our server; elsewhere it goes from this page straight to the bank.
    const direct = payment.CardEntry === 'DIRECT_TO_BANK';
    try {
      const { Form } = await callApi('SaveOnlinePaymentRequest', {
        orderNo: payment.OrderNo,
        card: direct ? undefined : card,
      });
      // Still busy: the browser is on its way to the bank.
      setBankForm(direct && card ? { ...Form, Fields: { ...Form.Fields, ...estV3CardFields(card) } } : Form);
    } catch (error) {
      setFailure(messageOf(error));
      setBusy(false);
      // A declined, expired or already sent order cannot be sent again: a new one for the same debts.
      if (!(error instanceof ApiCallError && error.status === 400)) void order.refetch();
    }
  }

  return (
    <>
      <OrderSummary payment={payment} />
      {bankForm ? (
        <BankRedirectForm form={bankForm} />
      ) : (
        <section aria-labelledby="pay-title" className="pay-panel">
          <h2 id="pay-title">{payment.NeedsCard ? texts.card.legend : t.hostedTitle}</h2>
          <p className="secure-note">{t.threeD}</p>
          <FormMessage text={failure} />
          {payment.NeedsCard ? (
            <CardForm
              yearsToAdd={settings.ExpirationYearsToAdd}
              busy={busy || order.isFetching}
              labelledBy="pay-title"
              onPay={pay}
            />
          ) : (
            <div className="form-stack">
              <p>{t.hosted}</p>
              <button
                type="button"
                className="btn btn-block"
                disabled={busy || order.isFetching}
                aria-busy={busy || undefined}
                onClick={() => void pay()}
              >
                {busy && <span className="spinner spinner-small" aria-hidden="true" />}
                {t.goToBank}
              </button>
            </div>
          )}
          <p className="pay-back">{back}</p>
        </section>
      )}
    </>
  );
}
