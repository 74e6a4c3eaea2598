import { formatTry } from '@e-belediye/contracts/format';
import { type ReactNode, useState } from 'react';
import { apiUrl, callApi, messageOf } from '../../shared/api/client.js';
import { useI18n } from '../../shared/i18n/index.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { Spinner } from '../../shared/ui/Spinner.js';
import { useMemberQuery } from '../members/profile.js';
import { usePaymentStart } from '../payments/PaymentStart.js';
import { readSelection } from '../payments/selection.js';
import { UnsettledPayments } from '../payments/UnsettledPayments.js';
import { DebtChart } from './DebtChart.js';
import { DebtSelection } from './DebtSelection.js';

/** /DebtQuestioning: open debts with late fees, a selection to pay by card, water subscriptions and paid history. */
export default function DebtQuestioningPage() {
  const { m } = useI18n();
  const t = m.debts;
  const debts = useMemberQuery(['debts'], () => callApi('GetDebtListWithRevenueCode', {}));
  const unsettled = useMemberQuery(['unsettled-payments'], () => callApi('CheckRegistryUnpaidOnlinePayment', {}));
  // Back from a bank window (or a refused start), the member finds the same debts still ticked.
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => {
    const stored = readSelection();
    return new Set(stored?.Channel === 'DEBT' ? stored.AccrualOids : []);
  });
  const start = usePaymentStart({ channel: 'DEBT' });
  return (
    <PageFrame title={m.nav.items.debtQuestioning.title} intro={t.intro}>
      <UnsettledPayments payments={unsettled.data} />
      <Loadable query={debts}>
        <DebtSelection
          debts={debts.data ?? []}
          selected={selected}
          onSelect={setSelected}
          footer={(debts.data?.length ?? 0) > 0 && <div className="pay-options">{start.chooser}</div>}
          actions={(chosen) => start.button(chosen)}
          message={start.message}
        />
        <DebtChart debts={debts.data ?? []} />
      </Loadable>
      <Subscriptions />
      <PaymentHistory />
    </PageFrame>
  );
}

function Subscriptions() {
  const { m } = useI18n();
  const t = m.debts;
  const subs = useMemberQuery(['subscriptions'], () => callApi('GetSubscriptionList', {}));
  return (
    <TableSection id="subscriptions" title={t.subscriptions} query={subs} empty={t.noSubscriptions}>
      <table className="data-table" aria-labelledby="subscriptions">
        <thead>
          <tr>
            <th scope="col">{t.subscriberNo}</th>
            <th scope="col">{t.tariff}</th>
            <th scope="col">{t.lineStatus}</th>
            <th scope="col">{t.address}</th>
            <th scope="col" className="num">
              {t.deposit}
            </th>
          </tr>
        </thead>
        <tbody>
          {subs.data?.map((s) => (
            <tr key={s.Oid}>
              <td>{s.SubscriberNo}</td>
              <td>{s.TariffName}</td>
              <td>{s.LineStatusName}</td>
              <td>{s.Address ?? m.account.none}</td>
              <td className="num">{formatTry(s.DepositKurus)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableSection>
  );
}

const istanbulDate = (iso: string) => new Date(iso).toLocaleDateString('tr-TR', { timeZone: 'Europe/Istanbul' });

function PaymentHistory() {
  const { m } = useI18n();
  const t = m.debts;
  const history = useMemberQuery(['collections'], () => callApi('GetCollectedList', {}));
  return (
    <TableSection id="payment-history" title={t.history} query={history} empty={t.noHistory}>
      <table className="data-table" aria-labelledby="payment-history">
        <thead>
          <tr>
            <th scope="col">{t.collectedAt}</th>
            <th scope="col">{t.receiptNo}</th>
            <th scope="col">{t.collectionType}</th>
            <th scope="col">{t.channel}</th>
            <th scope="col">{t.description}</th>
            <th scope="col" className="num">
              {t.amount}
            </th>
            <th scope="col">{t.receipt}</th>
          </tr>
        </thead>
        <tbody>
          {history.data?.map((c) => (
            <tr key={c.CollectionOid}>
              <td>{istanbulDate(c.CollectedAt)}</td>
              <td>{c.ReceiptNo}</td>
              <td>{c.CollectionTypeName}</td>
              <td>{c.Channel}</td>
              <td>
                <details>
                  <summary>{t.lines(c.Lines.length)}</summary>
                  <ul>
                    {c.Lines.map((l) => (
                      <li key={l.Description}>
                        {l.Description}: {formatTry(l.PrincipalKurus)}
                        {l.LateFeeKurus > 0 && ` + ${t.lateFee} ${formatTry(l.LateFeeKurus)}`}
                      </li>
                    ))}
                  </ul>
                </details>
              </td>
              <td className="num">{formatTry(c.TotalKurus)}</td>
              <td>
                <a href={apiUrl(`/api/receipt/collection/${c.CollectionOid}`)} download>
                  {t.receiptPdf}
                  <span className="sr-only">: {c.ReceiptNo}</span>
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableSection>
  );
}

/** A titled table of the page: loading and failure states, the empty sentence, a keyboard-scrollable table. */
function TableSection({
  id,
  title,
  query,
  empty,
  children,
}: {
  id: string;
  title: string;
  query: { isPending: boolean; error: unknown; data?: readonly unknown[] };
  empty: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="debt-section">
      <h2 id={id}>{title}</h2>
      <Loadable query={query}>
        {query.data?.length === 0 ? (
          <p className="table-message">{empty}</p>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: on phones the table scrolls sideways; the keyboard must reach it
          <div className="table-block table-scroll" tabIndex={0}>
            {children}
          </div>
        )}
      </Loadable>
    </section>
  );
}

/** Spinner while loading, the server's sentence on failure, the content once there. */
function Loadable({ query, children }: { query: { isPending: boolean; error: unknown }; children: ReactNode }) {
  const { m } = useI18n();
  if (query.isPending) return <Spinner label={m.app.loading} />;
  if (query.error)
    return (
      <p className="form-message form-message-error" role="alert">
        {messageOf(query.error)}
      </p>
    );
  return <>{children}</>;
}
