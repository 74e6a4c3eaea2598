import type { Debt } from '@e-belediye/contracts';
import { formatDateTr, formatTry } from '@e-belediye/contracts/format';
import { checkOldestFirst, selectOldestFirst } from '@e-belediye/contracts/payments';
import { type CSSProperties, memo, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useProgressive } from '../../shared/progressive.js';
import { useBanks } from './banks.js';
import { usePaymentsTexts } from './i18n/index.js';
import './payments.css';

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

/** Groups drawn with the page: what fills a phone's first screen. The others follow a few at a time. */
const FIRST_GROUPS = 2;
const MORE_GROUPS = 2;

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

/**
 * Open debts to pick for payment, for signed-in members (/DebtQuestioning) and fast payment alike: totals, debts
 * grouped by revenue type and year with a checkbox per row, group and all, and a bar with the running total.
 * `footer` comes after the debts (the bank choice), `actions` and `message` go in the bar.
 */
export function DebtSelection({
  debts,
  selected,
  onSelect,
  footer,
  actions,
  message,
}: {
  debts: Debt[];
  selected: ReadonlySet<number>;
  onSelect(next: ReadonlySet<number>): void;
  footer?: ReactNode;
  actions?: (chosen: number[]) => ReactNode;
  message?: ReactNode;
}) {
  const t = usePaymentsTexts().selection;
  const groups = useMemo(() => groupDebts(debts), [debts]);
  // A long list would block the page for its whole render: the rest is drawn a few groups per frame.
  const shown = useProgressive(groups, FIRST_GROUPS, MORE_GROUPS);
  // The municipality's rule (payments.oldestFirst) as the API states it; until it answers, the rule holds.
  const oldestFirst = useBanks().data?.OldestFirst ?? true;
  const [ruleNote, setRuleNote] = useState<string | null>(null);
  // Stable while the selection is, so an answer arriving elsewhere on the page does not redraw every group.
  const toggle = useCallback(
    (oids: number[], on: boolean) => {
      if (!oldestFirst) {
        const next = new Set(selected);
        for (const oid of oids) on ? next.add(oid) : next.delete(oid);
        setRuleNote(null);
        onSelect(next);
        return;
      }
      // Choosing a debt chooses the older ones of its kind too; dropping one drops the newer ones.
      const { selected: next, also } = selectOldestFirst(debts, selected, oids, on);
      setRuleNote(also.length ? (on ? t.olderAdded : t.newerRemoved)(also.length, also[0].RevenueName) : null);
      onSelect(next);
    },
    [selected, onSelect, debts, oldestFirst, t],
  );
  const chosen = debts.filter((d) => selected.has(d.AccrualOid));
  const skipped = oldestFirst ? checkOldestFirst(debts, selected) : null;
  return (
    <>
      <ul className="summary-cards">
        <SummaryCard label={t.totalDebt} kurus={sum(debts, (d) => d.TotalKurus)} />
        <SummaryCard label={t.overdueDebt} kurus={sum(debts, (d) => (d.IsOverdue ? d.TotalKurus : 0))} />
        <SummaryCard label={t.lateFeeTotal} kurus={sum(debts, (d) => d.LateFeeKurus)} />
      </ul>
      <section aria-labelledby="open-debts" className="debt-section">
        <div className="table-toolbar">
          <h2 id="open-debts">{t.openDebts}</h2>
          {debts.length > 0 && (
            <div className="check-field">
              <GroupCheckbox
                id="select-all-debts"
                label={t.selectAll}
                oids={debts.map((d) => d.AccrualOid)}
                selected={selected}
                onChange={toggle}
              />
              <label htmlFor="select-all-debts">{t.selectAll}</label>
            </div>
          )}
        </div>
        {debts.length === 0 && <p className="table-message">{t.noDebts}</p>}
        {shown.map((g) => (
          <DebtTable key={g.key} group={g} selected={selected} onToggle={toggle} />
        ))}
      </section>
      {footer}
      <div className="selection-bar" data-testid="selection-bar">
        <p aria-live="polite">
          <span>{t.selected(chosen.length)}</span> · <span>{t.selectedTotal}: </span>
          <strong data-testid="selection-total">{formatTry(sum(chosen, (d) => d.TotalKurus))}</strong>
        </p>
        {actions?.(chosen.map((d) => d.AccrualOid))}
        <p className="selection-note" aria-live="polite">
          {skipped ? t.oldestFirst(skipped.RevenueName) : ruleNote}
        </p>
        {message}
      </div>
    </>
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

const DebtTable = memo(function DebtTable({
  group,
  selected,
  onToggle,
}: {
  group: DebtGroup;
  selected: ReadonlySet<number>;
  onToggle: (oids: number[], on: boolean) => void;
}) {
  const t = usePaymentsTexts().selection;
  const id = `debt-group-${group.key}`;
  return (
    <div className="table-block debt-group" style={{ '--rows': group.rows.length } as CSSProperties}>
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
        <table className="data-table debt-table" aria-labelledby={id}>
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
                <td data-label={t.dueDate}>
                  {formatDateTr(d.DueDate)}
                  {d.IsOverdue && <span className="badge badge-danger">{t.overdue}</span>}
                </td>
                <td className="num" data-label={t.principal}>
                  {formatTry(d.PrincipalKurus)}
                </td>
                <td className="num" data-label={t.lateFee}>
                  {formatTry(d.LateFeeKurus)}
                </td>
                <td className="num" data-label={t.total} data-total-kurus={d.TotalKurus}>
                  {formatTry(d.TotalKurus)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
});
