import { useState } from 'react';
import { DebtChart } from '../../features/debts/DebtChart.js';
import { useDebtsTexts } from '../../features/debts/i18n/index.js';
import { PaymentHistory } from '../../features/debts/PaymentHistory.js';
import { DebtSelection } from '../../features/payments/DebtSelection.js';
import { usePaymentStart } from '../../features/payments/PaymentStart.js';
import { readSelection } from '../../features/payments/selection.js';
import { UnsettledPayments } from '../../features/payments/UnsettledPayments.js';
import { WaterSubscriptions } from '../../features/water/WaterSubscriptions.js';
import { useCall } from '../../shared/api/useCall.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { Loadable } from '../../shared/ui/TableSection.js';

/**
 * /DebtQuestioning, composed of three features: the open debts with late fees and a selection paid by card
 * (payments), the water subscriptions (water), the chart and the paid history (debts).
 */
export default function DebtQuestioningPage() {
  const t = useDebtsTexts();
  const debts = useCall('GetDebtListWithRevenueCode', {});
  const unsettled = useCall('CheckRegistryUnpaidOnlinePayment', {});
  // Back from a bank window (or a refused start), the member finds the same debts still ticked.
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => {
    const stored = readSelection();
    return new Set(stored?.Channel === 'DEBT' ? stored.AccrualOids : []);
  });
  const start = usePaymentStart({ channel: 'DEBT' });
  // One spinner until both answers above the fold are here, and what lies below them stays hidden (mounted, so its
  // data loads meanwhile) until then: nothing on screen is pushed down by a block that arrives later.
  const settled = !debts.isPending && !unsettled.isPending;
  // The page's content takes at least a screen from the start, so the footer is below the fold before the debts
  // arrive and is never pushed down in view.
  return (
    <PageFrame intro={t.intro}>
      <div className="debt-page">
        {settled && <UnsettledPayments payments={unsettled.data} />}
        <Loadable query={{ isPending: !settled, error: debts.error }}>
          <DebtSelection
            debts={debts.data ?? []}
            selected={selected}
            onSelect={setSelected}
            bankChoice={start.chooser}
            actions={(chosen) => start.button(chosen)}
            message={start.message}
          />
          <DebtChart debts={debts.data ?? []} />
        </Loadable>
        <div hidden={!settled} className="below-debts">
          <WaterSubscriptions />
          <PaymentHistory />
        </div>
      </div>
    </PageFrame>
  );
}
