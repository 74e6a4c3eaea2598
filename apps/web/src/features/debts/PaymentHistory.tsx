import { formatTry } from '@e-belediye/contracts/format';
import { useState } from 'react';
import { apiUrl } from '../../shared/api/client.js';
import { useCall } from '../../shared/api/useCall.js';
import { TableSection } from '../../shared/ui/TableSection.js';
import { useDebtsTexts } from './i18n/index.js';

// One formatter for every row: building one per call costs more than the rest of the row.
const istanbulDay = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul' });
const istanbulDate = (iso: string) => istanbulDay.format(new Date(iso));

/** Payments shown at first: the newest; the rest only when asked, so a long history does not slow the first load. */
const FIRST = 10;

/** The member's paid history, newest first, each collection with its lines and its receipt as PDF. */
export function PaymentHistory() {
  const t = useDebtsTexts();
  const history = useCall('GetCollectedList', {});
  const [all, setAll] = useState(false);
  // A payment's lines are drawn when its row is opened, not hidden in every row beforehand.
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const toggle = (oid: number, open: boolean) =>
    setOpened((prev) => {
      const next = new Set(prev);
      open ? next.add(oid) : next.delete(oid);
      return next;
    });
  const rows = all ? history.data : history.data?.slice(0, FIRST);
  const hidden = (history.data?.length ?? 0) - (rows?.length ?? 0);
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
          {rows?.map((c) => (
            <tr key={c.CollectionOid}>
              <td>{istanbulDate(c.CollectedAt)}</td>
              <td>{c.ReceiptNo}</td>
              <td>{c.CollectionTypeName}</td>
              <td>{c.Channel}</td>
              <td>
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
      {hidden > 0 && (
        <button type="button" className="btn btn-outline btn-small" onClick={() => setAll(true)}>
          {t.showAll(hidden)}
        </button>
      )}
    </TableSection>
  );
}
