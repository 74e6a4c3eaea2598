import { formatTry } from '@e-belediye/contracts/format';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { apiUrl } from '../../shared/api/client.js';
import { useCall } from '../../shared/api/useCall.js';
import { useI18n } from '../../shared/i18n/index.js';
import { TableSection } from '../../shared/ui/TableSection.js';
import { useDebtsTexts } from './i18n/index.js';
import './debts.css';

// One formatter for every row: building one per call costs more than the rest of the row.
const istanbulDay = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul' });
const istanbulDate = (iso: string) => istanbulDay.format(new Date(iso));
const istanbulYear = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Istanbul', year: 'numeric' });

/** Payments per page: a long history never draws more than this at once. */
const PAGE_SIZE = 10;

/**
 * The member's paid history, newest first, a page of ten at a time, optionally of one year (the years the member
 * paid in, counted in Turkish time as the API does); each collection with its lines and its receipt as PDF.
 */
export function PaymentHistory() {
  const t = useDebtsTexts();
  const { m } = useI18n();
  const [year, setYear] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  // The whole history names the years; a chosen year is asked of the API, so even a year past the newest 200 shows.
  // The shown page stays until the year's answer replaces it: the select keeps its place and its focus.
  const everything = useCall('GetCollectedList', {});
  const history = useCall('GetCollectedList', year === undefined ? {} : { year }, {
    placeholderData: keepPreviousData,
  });
  const years = useMemo(() => {
    const found = new Set((everything.data ?? []).map((c) => Number(istanbulYear.format(new Date(c.CollectedAt)))));
    return [...found].sort((a, b) => b - a);
  }, [everything.data]);
  // A payment's lines are drawn when its row is opened, not hidden in every row beforehand.
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const toggle = (oid: number, open: boolean) =>
    setOpened((prev) => {
      const next = new Set(prev);
      open ? next.add(oid) : next.delete(oid);
      return next;
    });
  const total = history.data?.length ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = history.data?.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const filter = years.length > 1 && (
    <div className="history-year">
      <label htmlFor="history-year">{t.year}</label>
      <select
        id="history-year"
        value={year ?? ''}
        onChange={(e) => {
          setYear(e.target.value ? Number(e.target.value) : undefined);
          setPage(1);
        }}
      >
        <option value="">{t.allYears}</option>
        {years.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <TableSection id="payment-history" title={t.history} query={history} empty={t.noHistory} tools={filter}>
      <table className="data-table cards history-table" aria-labelledby="payment-history">
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
          {rows?.map((c) => (
            <tr key={c.CollectionOid}>
              <td data-label={t.collectedAt}>{istanbulDate(c.CollectedAt)}</td>
              <td data-label={t.receiptNo}>{c.ReceiptNo}</td>
              <td data-label={t.collectionType}>{c.CollectionTypeName}</td>
              <td data-label={t.channel}>{c.Channel}</td>
              <td data-label={t.description}>
                <details onToggle={(e) => toggle(c.CollectionOid, e.currentTarget.open)}>
                  <summary>{t.lines(c.Lines.length)}</summary>
                  {opened.has(c.CollectionOid) && (
                    <ul>
                      {c.Lines.map((l) => (
                        <li key={l.Description}>
                          {l.Description}: {formatTry(l.PrincipalKurus)}
                          {l.LateFeeKurus > 0 && ` + ${t.lateFee} ${formatTry(l.LateFeeKurus)}`}
                        </li>
                      ))}
                    </ul>
                  )}
                </details>
              </td>
              <td className="num" data-label={t.amount}>
                {formatTry(c.TotalKurus)}
              </td>
              <td data-label={t.receipt}>
                <a href={apiUrl(`/api/receipt/collection/${c.CollectionOid}`)} download>
                  {t.receiptPdf}
                  <span className="sr-only">: {c.ReceiptNo}</span>
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 && (
        <nav className="pager" aria-label={t.pages}>
          <button
            type="button"
            className="btn btn-outline btn-small"
            disabled={current <= 1}
            onClick={() => setPage(current - 1)}
          >
            {m.table.previous}
          </button>
          <span className="pager-status" aria-live="polite">
            {m.table.page(current, pages)}
          </span>
          <button
            type="button"
            className="btn btn-outline btn-small"
            disabled={current >= pages}
            onClick={() => setPage(current + 1)}
          >
            {m.table.next}
          </button>
        </nav>
      )}
    </TableSection>
  );
}
