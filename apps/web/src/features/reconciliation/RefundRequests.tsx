import { formatTry } from '@e-belediye/contracts/format';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi, messageOf } from '../../shared/api/client.js';
import { allOf, useCall } from '../../shared/api/useCall.js';
import { FormMessage } from '../../shared/ui/Form.js';
import { RowsTable } from '../../shared/ui/RowsTable.js';
import { TableSection } from '../../shared/ui/TableSection.js';
import { useReconciliationTexts } from './i18n/index.js';
import { atIstanbul } from './report.js';

/** Finance's work list: refunds waiting, each marked refunded or rejected by someone other than the requester. */
export function RefundRequests() {
  const t = useReconciliationTexts();
  const client = useQueryClient();
  const waiting = useCall('GetRefundRequests', { status: 'REQUESTED' }, { select: (r) => r.Items });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  async function complete(refundRequestOid: number, outcome: 'DONE' | 'REJECTED') {
    setBusy(refundRequestOid);
    setFailure(null);
    try {
      await callApi('CompleteRefundRequest', { refundRequestOid, outcome });
      await Promise.all([
        client.invalidateQueries(allOf('GetRefundRequests')),
        client.invalidateQueries(allOf('GetDailyCollections')),
        client.invalidateQueries(allOf('GetGroupCollections')),
      ]);
    } catch (e) {
      setFailure(messageOf(e));
    } finally {
      setBusy(null);
    }
  }

  return (
    <TableSection id="reconciliation-refunds" title={t.refunds} query={waiting} empty={t.noRefunds}>
      <FormMessage text={failure} />
      <RowsTable
        labelledBy="reconciliation-refunds"
        rows={waiting.data}
        rowKey={(r) => r.RefundRequestOid}
        columns={[
          { header: t.receiptNo, cell: (r) => r.ReceiptNo },
          { header: t.requestedAt, cell: (r) => atIstanbul(r.RequestedAt) },
          { header: t.total, cell: (r) => formatTry(r.AmountKurus), num: true },
          { header: t.reason, cell: (r) => r.Reason },
          {
            header: t.actions,
            className: 'reconciliation-actions',
            cell: (r) => (
              <>
                <button
                  type="button"
                  className="btn btn-small"
                  disabled={busy === r.RefundRequestOid}
                  onClick={() => complete(r.RefundRequestOid, 'DONE')}
                >
                  {t.markDone}
                  <span className="sr-only">: {r.ReceiptNo}</span>
                </button>
                <button
                  type="button"
                  className="btn btn-outline btn-small"
                  disabled={busy === r.RefundRequestOid}
                  onClick={() => complete(r.RefundRequestOid, 'REJECTED')}
                >
                  {t.reject}
                  <span className="sr-only">: {r.ReceiptNo}</span>
                </button>
              </>
            ),
          },
        ]}
      />
    </TableSection>
  );
}
