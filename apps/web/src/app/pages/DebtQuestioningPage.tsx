import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DebtChart } from '../../features/debts/DebtChart.js';
import { useDebtsTexts } from '../../features/debts/i18n/index.js';
import { useBanks } from '../../features/payments/banks.js';
import { DebtSelection } from '../../features/payments/DebtSelection.js';
import { linkedOids, linkedSelection } from '../../features/payments/linked.js';
import { usePaymentStart } from '../../features/payments/PaymentStart.js';
import { readSelection } from '../../features/payments/selection.js';
import { useCall } from '../../shared/api/useCall.js';
import { useI18n } from '../../shared/i18n/index.js';
import { objectionHref } from '../../shared/routing/objection.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { Spinner } from '../../shared/ui/Spinner.js';
import { Loadable } from '../../shared/ui/TableSection.js';

// Not part of the first load: what lies below the debts, and the rare notice of a payment awaiting its result.
const UnsettledPayments = lazy(() =>
  import('../../features/payments/UnsettledPayments.js').then((m) => ({ default: m.UnsettledPayments })),
);
const WaterSubscriptions = lazy(() =>
  import('../../features/water/WaterSubscriptions.js').then((m) => ({ default: m.WaterSubscriptions })),
);
const PaymentHistory = lazy(() =>
  import('../../features/debts/PaymentHistory.js').then((m) => ({ default: m.PaymentHistory })),
);

/**
 * /DebtQuestioning, composed of three features: the open debts with late fees and a selection paid by card
 * (payments), the water subscriptions (water), the chart and the paid history (debts).
 */
export default function DebtQuestioningPage() {
  const t = useDebtsTexts();
  const { m } = useI18n();
  const debts = useCall('GetDebtListWithRevenueCode', {});
  const unsettled = useCall('CheckRegistryUnpaidOnlinePayment', {});
  // Back from a bank window (or a refused start), the member finds the same debts still ticked.
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => {
    const stored = readSelection();
    return new Set(stored?.Channel === 'DEBT' ? stored.AccrualOids : []);
  });
  // A reminder's or Takvimim's link (?borc=…) opens the page with its debts ticked, once the debts are here.
  const [search] = useSearchParams();
  const [linked, setLinked] = useState(() => linkedOids(search));
  const [linkGone, setLinkGone] = useState(0);
  const banks = useBanks();
  if (linked.length > 0 && debts.data && !banks.isPending) {
    const { selected: ticked, missing } = linkedSelection(debts.data, linked, banks.data?.OldestFirst ?? true);
    setLinked([]);
    setSelected(ticked);
    setLinkGone(missing);
  }
  const start = usePaymentStart({ channel: 'DEBT' });
  // One spinner until both answers above the fold are here (and the notice's code, when there is one to show), and
  // what lies below them stays hidden (mounted, so its code and data load meanwhile) until then: nothing on screen is
  // pushed down by a block that arrives later. The content takes at least a screen from the start, so the footer
  // waits below the fold.
  const settled = !debts.isPending && !unsettled.isPending;
  // Once shown the notice stays, so its word after a cancellation outlives the payment it was about.
  const [notice, setNotice] = useState(false);
  if (!notice && (unsettled.data?.length ?? 0) > 0) setNotice(true);
  return (
    <PageFrame intro={t.intro}>
      <div className="debt-page">
        <Suspense fallback={<Spinner label={m.app.loading} />}>
          {settled && notice && <UnsettledPayments payments={unsettled.data} />}
          <Loadable query={{ isPending: !settled, error: debts.error }}>
            {linkGone > 0 && (
              <p className="form-message" role="status">
                {t.linkGone(linkGone)}
              </p>
            )}
            <DebtSelection
              debts={debts.data ?? []}
              selected={selected}
              onSelect={setSelected}
              bankChoice={start.chooser}
              actions={(chosen) => start.button(chosen)}
              message={start.message}
              objectionHref={objectionHref}
            />
            <DebtChart debts={debts.data ?? []} />
          </Loadable>
        </Suspense>
        <div hidden={!settled} className="below-debts">
          <Suspense fallback={null}>
            <WaterSubscriptions />
            <PaymentHistory />
          </Suspense>
        </div>
      </div>
    </PageFrame>
  );
}
