import type { Debt } from '@e-belediye/contracts';
import { formatDateTr, formatTry } from '@e-belediye/contracts/format';
import { checkOldestFirst, selectOldestFirst } from '@e-belediye/contracts/payments';
import { memo, type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useProgressive } from '../../shared/progressive.js';
import { useStuckEdge } from '../../shared/ui/stuckEdge.js';
import { useBanks } from './banks.js';
import { usePaymentsTexts } from './i18n/index.js';
import './payments.css';

interface DebtGroup {
  key: number;
  title: string;
  rows: Debt[];
  totalKurus: number;
}

const sum = (rows: readonly Debt[], pick: (d: Debt) => number) => rows.reduce((s, d) => s + pick(d), 0);

/** By kind of revenue, in revenue code order as a tax office statement lists them; rows keep the server's due order. */
function groupDebts(debts: readonly Debt[]): DebtGroup[] {
  const groups = new Map<number, DebtGroup>();
  for (const d of debts) {
    const group = groups.get(d.RevenueCode) ?? { key: d.RevenueCode, title: d.RevenueName, rows: [], totalKurus: 0 };
    group.rows.push(d);
    group.totalKurus += d.TotalKurus;
    groups.set(d.RevenueCode, group);
  }
  return [...groups.values()].sort((a, b) => a.key - b.key);
}

/** Rows drawn with the page (more than a first screen holds, phones included); the rest follow a batch per frame. */
const FIRST_ROWS = 24;
const MORE_ROWS = 24;

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
 * Open debts to pick for payment, for signed-in members (/DebtQuestioning) and fast payment alike: totals, then one
 * table whose kinds of revenue are headed by a row with their subtotal and a checkbox for the kind, a checkbox per
 * debt and one for all; under it the pay bar, held at the bottom of the screen while the list scrolls, with the
 * running total, the bank choice (`bankChoice`), the button (`actions`) and why a payment could not start (`message`).
 */
export function DebtSelection({
  debts,
  selected,
  onSelect,
  bankChoice,
  actions,
  message,
  objectionHref,
}: {
  debts: Debt[];
  selected: ReadonlySet<number>;
  onSelect(next: ReadonlySet<number>): void;
  bankChoice?: ReactNode;
  actions?: (chosen: number[]) => ReactNode;
  message?: ReactNode;
  /** Where a member objects to a debt ("İtiraz et / Düzeltme iste"); none on fast payment. */
  objectionHref?: (accrualOid: number) => string;
}) {
  const t = usePaymentsTexts().selection;
  const payBar = useStuckEdge('bottom');
  // Column header ids, named by each cell's `headers` with its kind's heading (ADR 0023).
  const cols = useId();
  const groups = useMemo(() => groupDebts(debts), [debts]);
  const ordered = useMemo(() => groups.flatMap((g) => g.rows), [groups]);
  // A long list would block the page for its whole render: the rest is drawn a batch of rows per frame.
  const drawn = useProgressive(ordered, FIRST_ROWS, MORE_ROWS).length;
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
  // How many of each kind's rows are drawn so far: kinds fill up in order.
  let left = drawn;
  const drawnOf = groups.map((g) => {
    const shown = Math.min(g.rows.length, left);
    left -= shown;
    return shown;
  });
  return (
    <>
      <ul className="summary-cards">
        <SummaryCard label={t.totalDebt} kurus={sum(debts, (d) => d.TotalKurus)} />
        <SummaryCard label={t.overdueDebt} kurus={sum(debts, (d) => (d.IsOverdue ? d.TotalKurus : 0))} />
        <SummaryCard label={t.lateFeeTotal} kurus={sum(debts, (d) => d.LateFeeKurus)} />
      </ul>
      <section aria-labelledby="open-debts" className="debt-section debt-list">
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
        {debts.length === 0 ? (
          <p className="table-message">{t.noDebts}</p>
        ) : (
          <>
            <div className="table-block">
              <table className="data-table cards debt-table" aria-labelledby="open-debts">
                <thead>
                  <tr>
                    <th scope="col" id={`${cols}-select`}>
                      <span className="sr-only">{t.select}</span>
                    </th>
                    <th scope="col" id={`${cols}-description`}>
                      {t.description}
                    </th>
                    <th scope="col" id={`${cols}-due`}>
                      {t.dueDate}
                    </th>
                    <th scope="col" className="num" id={`${cols}-principal`}>
                      {t.principal}
                    </th>
                    <th scope="col" className="num" id={`${cols}-fee`}>
                      {t.lateFee}
                    </th>
                    <th scope="col" className="num" id={`${cols}-total`}>
                      {t.total}
                    </th>
                  </tr>
                </thead>
                {groups.map(
                  (g, i) =>
                    drawnOf[i] > 0 && (
                      <DebtGroupRows
                        key={g.key}
                        cols={cols}
                        group={g}
                        shown={drawnOf[i]}
                        selected={selected}
                        onToggle={toggle}
                        objectionHref={objectionHref}
                      />
                    ),
                )}
              </table>
            </div>
            <section className="selection-bar" data-testid="selection-bar" aria-label={t.payBar} ref={payBar}>
              <p className="selection-sum" aria-live="polite" aria-atomic="true">
                <span>{t.selected(chosen.length)}</span> · <span>{t.selectedTotal}: </span>
                <strong data-testid="selection-total">{formatTry(sum(chosen, (d) => d.TotalKurus))}</strong>
              </p>
              {bankChoice && <div className="selection-bank">{bankChoice}</div>}
              {actions?.(chosen.map((d) => d.AccrualOid))}
              <p className="selection-note" aria-live="polite">
                {skipped ? t.oldestFirst(skipped.RevenueName) : ruleNote}
              </p>
              {message}
            </section>
          </>
        )}
      </section>
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

/**
 * One kind of revenue: its heading row (checkbox for the kind, name, count, subtotal), then its first `shown` debts.
 * Every cell names its column header and its kind's heading (`headers`), so an amount is read with both: a second
 * level of headers that `scope` alone does not tie reliably in screen readers.
 */
const DebtGroupRows = memo(function DebtGroupRows({
  cols,
  group,
  shown,
  selected,
  onToggle,
  objectionHref,
}: {
  cols: string;
  group: DebtGroup;
  shown: number;
  selected: ReadonlySet<number>;
  onToggle: (oids: number[], on: boolean) => void;
  objectionHref?: (accrualOid: number) => string;
}) {
  const t = usePaymentsTexts().selection;
  const id = `${cols}-group-${group.key}`;
  const oids = useMemo(() => group.rows.map((d) => d.AccrualOid), [group]);
  const of = (col: string) => `${cols}-${col} ${id}`;
  return (
    <tbody className="debt-group">
      <tr className="debt-group-head">
        <td headers={`${cols}-select`}>
          <GroupCheckbox label={t.selectGroup(group.title)} oids={oids} selected={selected} onChange={onToggle} />
        </td>
        <th scope="rowgroup" colSpan={4} id={id}>
          {/* biome-ignore lint/a11y/useSemanticElements: HTML allows no heading element in a header cell, the role it does; the kinds can be jumped between as headings */}
          <span role="heading" aria-level={3} className="debt-group-title">
            <bdi lang="tr">{group.title}</bdi>
          </span>{' '}
          <span className="muted">{t.groupCount(group.rows.length)}</span>
        </th>
        <td className="num debt-group-total" headers={of('total')} data-group-total-kurus={group.totalKurus}>
          {formatTry(group.totalKurus)}
        </td>
      </tr>
      {group.rows.slice(0, shown).map((d) => (
        <tr key={d.AccrualOid} className={d.IsOverdue ? 'overdue' : undefined}>
          <td headers={of('select')}>
            <input
              type="checkbox"
              aria-label={t.selectRow(d.Description)}
              checked={selected.has(d.AccrualOid)}
              onChange={(e) => onToggle([d.AccrualOid], e.target.checked)}
            />
          </td>
          <td headers={of('description')}>
            {/* The municipality's Turkish name of the debt, isolated so its leading year stays first in Arabic. */}
            <bdi lang="tr">{d.Description}</bdi>
            {d.SubscriberNo && <span className="muted"> ({t.subscriber(d.SubscriberNo)})</span>}
            {d.UnderObjection && <span className="badge">{t.underObjection}</span>}
            {objectionHref && (
              <>
                {' '}
                <Link
                  className="debt-objection"
                  to={objectionHref(d.AccrualOid)}
                  aria-label={t.objectTo(d.Description)}
                >
                  {t.object}
                </Link>
              </>
            )}
          </td>
          <td headers={of('due')} data-label={t.dueDate}>
            <span>
              {formatDateTr(d.DueDate)}
              {d.IsOverdue && <span className="badge badge-danger">{t.overdue}</span>}
            </span>
          </td>
          <td className="num" headers={of('principal')} data-label={t.principal}>
            {formatTry(d.PrincipalKurus)}
          </td>
          <td className="num" headers={of('fee')} data-label={t.lateFee}>
            {formatTry(d.LateFeeKurus)}
          </td>
          <td className="num" headers={of('total')} data-label={t.total} data-total-kurus={d.TotalKurus}>
            {formatTry(d.TotalKurus)}
          </td>
        </tr>
      ))}
    </tbody>
  );
});
