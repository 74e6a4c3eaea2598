import type { CollectionGroup, DailyCollections, ReconciledCollection } from '@e-belediye/contracts';
import { formatTry } from '@e-belediye/contracts/format';
import { useState } from 'react';
import { useCall } from '../../shared/api/useCall.js';
import { RowsTable } from '../../shared/ui/RowsTable.js';
import { TableScroll } from '../../shared/ui/TableScroll.js';
import { Loadable } from '../../shared/ui/TableSection.js';
import { useReconciliationTexts } from './i18n/index.js';
import { atIstanbul } from './report.js';

/** Receipts shown under an opened group; the end-of-day report has them all. */
const DRILL_PAGE = 200;

export interface Range {
  dateFrom: string;
  dateTo?: string;
}

/** The day's totals per channel and bank, the grand total below; each group opens to its receipts. */
export function CollectionGroups({
  range,
  day,
  onRefund,
}: {
  range: Range;
  day: DailyCollections;
  onRefund(c: ReconciledCollection): void;
}) {
  const t = useReconciliationTexts();
  const [open, setOpen] = useState<string | null>(null);
  if (day.Groups.length === 0) return <p className="table-message">{t.noCollections}</p>;
  const keyOf = (g: CollectionGroup) => `${g.Channel}|${g.BankCode ?? ''}`;
  return (
    <TableScroll label={t.collections} className="table-block">
      <table className="data-table reconciliation-groups" aria-labelledby="reconciliation-collections">
        <thead>
          <tr>
            <th scope="col">{t.group}</th>
            <th scope="col" className="num">
              {t.count}
            </th>
            <th scope="col" className="num">
              {t.total}
            </th>
            <th scope="col" className="num">
              {t.refunded}
            </th>
            <th scope="col">
              <span className="sr-only">{t.showReceipts}</span>
            </th>
          </tr>
        </thead>
        {day.Groups.map((g) => {
          const key = keyOf(g);
          const expanded = open === key;
          return (
            <tbody key={key}>
              <tr data-group={key}>
                <th scope="row">{g.Label}</th>
                <td className="num">{g.Count}</td>
                <td className="num">{formatTry(g.TotalKurus)}</td>
                <td className="num">{formatTry(g.RefundedKurus)}</td>
                <td>
                  <button
                    type="button"
                    className="btn btn-outline btn-small"
                    aria-expanded={expanded}
                    onClick={() => setOpen(expanded ? null : key)}
                  >
                    {t.showReceipts}
                    <span className="sr-only">: {g.Label}</span>
                  </button>
                </td>
              </tr>
              {expanded && (
                <tr className="reconciliation-drill">
                  <td colSpan={5}>
                    <GroupReceipts range={range} group={g} onRefund={onRefund} />
                  </td>
                </tr>
              )}
            </tbody>
          );
        })}
        <tfoot>
          <tr>
            <th scope="row">{t.grandTotal}</th>
            <td className="num" data-testid="grand-count">
              {day.Count}
            </td>
            <td className="num" data-testid="grand-total">
              {formatTry(day.TotalKurus)}
            </td>
            <td className="num">{formatTry(day.RefundedKurus)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}

function GroupReceipts({
  range,
  group,
  onRefund,
}: {
  range: Range;
  group: CollectionGroup;
  onRefund(c: ReconciledCollection): void;
}) {
  const t = useReconciliationTexts();
  const receipts = useCall('GetGroupCollections', {
    ...range,
    channel: group.Channel,
    bankCode: group.BankCode,
    pageSize: DRILL_PAGE,
  });
  const rows = receipts.data?.Items ?? [];
  return (
    <Loadable query={receipts}>
      <RowsTable
        label={t.receiptsOf(group.Label)}
        rows={rows}
        rowKey={(c) => c.CollectionOid}
        columns={[
          { header: t.receiptNo, cell: (c) => c.ReceiptNo },
          { header: t.collectedAt, cell: (c) => atIstanbul(c.CollectedAt) },
          { header: t.collectionType, cell: (c) => c.CollectionTypeName },
          { header: t.orderNo, cell: (c) => c.OrderNo ?? '-' },
          { header: t.total, cell: (c) => formatTry(c.TotalKurus), num: true },
          { header: t.refunded, cell: (c) => formatTry(c.RefundedKurus), num: true },
          {
            header: t.actions,
            cell: (c) =>
              c.RefundedKurus < c.TotalKurus && (
                <button
                  type="button"
                  className="btn btn-outline btn-small"
                  aria-label={t.requestRefundFor(c.ReceiptNo)}
                  onClick={() => onRefund(c)}
                >
                  {t.requestRefund}
                </button>
              ),
          },
        ]}
      />
      {receipts.data && receipts.data.TotalCount > rows.length && (
        <p className="table-message">{t.more(rows.length, receipts.data.TotalCount)}</p>
      )}
    </Loadable>
  );
}
