import type { Debt } from '@e-belediye/contracts';
import { formatDateTr, formatTry } from '@e-belediye/contracts/format';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { callApi, messageOf } from '../../shared/api/client.js';
import { useI18n } from '../../shared/i18n/index.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { Spinner } from '../../shared/ui/Spinner.js';
import { useMemberQuery } from '../members/profile.js';

interface DebtGroup {
  key: string;
  title: string;
  rows: Debt[];
}

/** Revenue type, then year: the way a tax office statement lists debts. Rows keep the server's due-date order. */
function groupDebts(debts: Debt[]): DebtGroup[] {
  const groups = new Map<string, DebtGroup>();
  const ordered = [...debts].sort((a, b) => a.RevenueCode - b.RevenueCode || a.Year - b.Year);
  for (const d of ordered) {
    const key = `${d.RevenueCode}-${d.Year}`;
    const group = groups.get(key) ?? { key, title: `${d.RevenueName} — ${d.Year}`, rows: [] };
    group.rows.push(d);
    groups.set(key, group);
  }
  return [...groups.values()];
}

const sum = (rows: Debt[], pick: (d: Debt) => number) => rows.reduce((s, d) => s + pick(d), 0);

/** A checkbox for many rows: checked when all are selected, mixed when some are. */
function GroupCheckbox({
  id,
  label,
  oids,
  selected,
  onChange,
}: {
  id?: string;
  label: string;
  oids: number[];
  selected: ReadonlySet<number>;
  onChange: (oids: number[], on: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const count = oids.filter((oid) => selected.has(oid)).length;
  const all = oids.length > 0 && count === oids.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return (
    <input id={id} ref={ref} type="checkbox" aria-label={label} checked={all} onChange={() => onChange(oids, !all)} />
  );
}

/** /DebtQuestioning: open debts with late fees, a selection to pay, water subscriptions and paid history. */
export default function DebtQuestioningPage() {
  const { m } = useI18n();
  const t = m.debts;
  const debts = useMemberQuery(['debts'], () => callApi('GetDebtListWithRevenueCode', {}));
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const list = debts.data ?? [];
  const groups = useMemo(() => groupDebts(debts.data ?? []), [debts.data]);
  const toggle = (oids: number[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const oid of oids) on ? next.add(oid) : next.delete(oid);
      return next;
    });
  const chosen = list.filter((d) => selected.has(d.AccrualOid));
  return (
    <PageFrame title={m.nav.items.debtQuestioning.title} intro={t.intro}>
      <Loadable query={debts}>
        <ul className="summary-cards">
          <SummaryCard label={t.totalDebt} kurus={sum(list, (d) => d.TotalKurus)} />
          <SummaryCard label={t.overdueDebt} kurus={sum(list, (d) => (d.IsOverdue ? d.TotalKurus : 0))} />
          <SummaryCard label={t.lateFeeTotal} kurus={sum(list, (d) => d.LateFeeKurus)} />
        </ul>
        <section aria-labelledby="open-debts" className="debt-section">
          <div className="table-toolbar">
            <h2 id="open-debts">{t.openDebts}</h2>
            {list.length > 0 && (
              <div className="check-field">
                <GroupCheckbox
                  id="select-all-debts"
                  label={t.selectAll}
                  oids={list.map((d) => d.AccrualOid)}
                  selected={selected}
                  onChange={toggle}
                />
                <label htmlFor="select-all-debts">{t.selectAll}</label>
              </div>
            )}
          </div>
          {list.length === 0 && <p className="table-message">{t.noDebts}</p>}
          {groups.map((g) => (
            <DebtTable key={g.key} group={g} selected={selected} onToggle={toggle} />
          ))}
        </section>
        <div className="selection-bar" data-testid="selection-bar">
          <p aria-live="polite">
            <span>{t.selected(chosen.length)}</span> · <span>{t.selectedTotal}: </span>
            <strong data-testid="selection-total">{formatTry(sum(chosen, (d) => d.TotalKurus))}</strong>
          </p>
          <button type="button" className="btn" disabled aria-describedby="pay-soon">
            {t.pay}
          </button>
          <span id="pay-soon" className="muted">
            {t.paySoon}
          </span>
        </div>
      </Loadable>
      <Subscriptions />
      <PaymentHistory />
    </PageFrame>
  );
}

function SummaryCard({ label, kurus }: { label: string; kurus: number }) {
  return (
    <li className="summary-card">
      <span>{label}</span>
      <strong>{formatTry(kurus)}</strong>
    </li>
  );
}

function DebtTable({
  group,
  selected,
  onToggle,
}: {
  group: DebtGroup;
  selected: ReadonlySet<number>;
  onToggle: (oids: number[], on: boolean) => void;
}) {
  const { m } = useI18n();
  const t = m.debts;
  const id = `debt-group-${group.key}`;
  return (
    <div className="table-block debt-group">
      <div className="table-toolbar">
        <h3 id={id}>{group.title}</h3>
        <GroupCheckbox
          label={t.selectGroup(group.title)}
          oids={group.rows.map((d) => d.AccrualOid)}
          selected={selected}
          onChange={onToggle}
        />
      </div>
      <div className="table-scroll">
        <table className="data-table" aria-labelledby={id}>
          <thead>
            <tr>
              <th scope="col">
                <span className="sr-only">{t.selectGroup(group.title)}</span>
              </th>
              <th scope="col">{t.description}</th>
              <th scope="col">{t.dueDate}</th>
              <th scope="col" className="num">
                {t.principal}
              </th>
              <th scope="col" className="num">
                {t.lateFee}
              </th>
              <th scope="col" className="num">
                {t.total}
              </th>
            </tr>
          </thead>
          <tbody>
            {group.rows.map((d) => (
              <tr key={d.AccrualOid} className={d.IsOverdue ? 'overdue' : undefined}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t.selectRow(d.Description)}
                    checked={selected.has(d.AccrualOid)}
                    onChange={(e) => onToggle([d.AccrualOid], e.target.checked)}
                  />
                </td>
                <td>
                  {d.Description}
                  {d.SubscriberNo && <span className="muted"> ({t.subscriber(d.SubscriberNo)})</span>}
                </td>
                <td>
                  {formatDateTr(d.DueDate)}
                  {d.IsOverdue && <span className="badge badge-danger">{t.overdue}</span>}
                </td>
                <td className="num">{formatTry(d.PrincipalKurus)}</td>
                <td className="num">{formatTry(d.LateFeeKurus)}</td>
                <td className="num" data-total-kurus={d.TotalKurus}>
                  {formatTry(d.TotalKurus)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function Subscriptions() {
  const { m } = useI18n();
  const t = m.debts;
  const subs = useMemberQuery(['subscriptions'], () => callApi('GetSubscriptionList', {}));
  return (
    <section aria-labelledby="subscriptions" className="debt-section">
      <h2 id="subscriptions">{t.subscriptions}</h2>
      <Loadable query={subs}>
        {subs.data?.length === 0 ? (
          <p className="table-message">{t.noSubscriptions}</p>
        ) : (
          <div className="table-block table-scroll">
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
          </div>
        )}
      </Loadable>
    </section>
  );
}

const istanbulDate = (iso: string) => new Date(iso).toLocaleDateString('tr-TR', { timeZone: 'Europe/Istanbul' });

function PaymentHistory() {
  const { m } = useI18n();
  const t = m.debts;
  const history = useMemberQuery(['collections'], () => callApi('GetCollectedList', {}));
  return (
    <section aria-labelledby="payment-history" className="debt-section">
      <h2 id="payment-history">{t.history}</h2>
      <Loadable query={history}>
        {history.data?.length === 0 ? (
          <p className="table-message">{t.noHistory}</p>
        ) : (
          <div className="table-block table-scroll">
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
                  </tr>
                ))}
              </tbody>
            </table>
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
