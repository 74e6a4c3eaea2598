import { messageOf } from '../../shared/api/client.js';
import { useCall } from '../../shared/api/useCall.js';
import { useI18n } from '../../shared/i18n/index.js';
import { formatInstant } from '../../shared/instant.js';
import { FormMessage } from '../../shared/ui/Form.js';
import { RowsTable } from '../../shared/ui/RowsTable.js';
import { TableScroll } from '../../shared/ui/TableScroll.js';
import { useComplaintsTexts } from './i18n/index.js';

/** "Başvurularım": the member's own reports and those they follow, newest first. */
export function MyReports({ onOpen }: { onOpen(no: string): void }) {
  const t = useComplaintsTexts();
  const { language } = useI18n();
  const mine = useCall('GetMyComplaints', {});
  if (mine.error) return <FormMessage text={messageOf(mine.error)} />;
  if (!mine.data) return null;
  if (!mine.data.length) return <p>{t.mineEmpty}</p>;
  return (
    <TableScroll label={t.tabs.mine}>
      <RowsTable
        label={t.tabs.mine}
        rows={mine.data}
        rowKey={(r) => r.TrackingNo}
        columns={[
          { header: t.trackingNo, cell: (r) => r.TrackingNo },
          {
            header: t.subject,
            cell: (r) => (
              <>
                {r.Subject}
                {!r.Own && <span className="complaint-hint"> ({t.mineFollowed})</span>}
              </>
            ),
          },
          { header: t.category, cell: (r) => r.CategoryName },
          { header: t.status, cell: (r) => t.statuses[r.Status] },
          { header: t.createdAt, cell: (r) => formatInstant(r.CreatedAt, language) },
          {
            header: t.open,
            cell: (r) => (
              <button
                type="button"
                className="btn btn-small btn-outline"
                aria-label={`${t.open}: ${r.TrackingNo}`}
                onClick={() => onOpen(r.TrackingNo)}
              >
                {t.open}
              </button>
            ),
          },
        ]}
      />
    </TableScroll>
  );
}
