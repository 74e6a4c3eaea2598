import { useState } from 'react';
import { useCall } from '../../shared/api/useCall.js';
import { DebtSelection } from './DebtSelection.js';
import { usePaymentsTexts } from './i18n/index.js';
import type { FoundProps } from './LookupPage.js';
import { usePaymentStart } from './PaymentStart.js';
import { UnsettledPayments } from './UnsettledPayments.js';
import './payments.css';

/** What a fast payment lookup found: the payer, the open debts to pick and the bank to pay them at. */
export default function FastPaymentDebts({ found, onNewQuery }: FoundProps) {
  const t = usePaymentsTexts().fast;
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const start = usePaymentStart({ channel: 'FAST', paymentToken: found.Token, onTokenExpired: onNewQuery });
  const unsettled = useCall('CheckRegistryUnpaidOnlinePayment', { paymentToken: found.Token }, { retry: false });
  return (
    <>
      <div className="payer-bar">
        <p>
          <span className="muted">{t.payer}: </span>
          <strong data-testid="payer-name">{found.PayerName}</strong>
        </p>
        <button type="button" className="btn btn-outline btn-small" onClick={() => onNewQuery(null)}>
          {t.newQuery}
        </button>
      </div>
      <UnsettledPayments payments={unsettled.data} paymentToken={found.Token} />
      <DebtSelection
        debts={found.Debts}
        selected={selected}
        onSelect={setSelected}
        bankChoice={start.chooser}
        actions={(chosen) => start.button(chosen)}
        message={start.message}
      />
    </>
  );
}
