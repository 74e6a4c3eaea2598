import type { CollectionExport } from '@e-belediye/contracts';
import { formatDateTr, formatTry } from '@e-belediye/contracts/format';
import { callApi } from '../../shared/api/client.js';
import { useCall } from '../../shared/api/useCall.js';
import { useFeatureMessages } from '../../shared/i18n/index.js';
import { FormMessage } from '../../shared/ui/Form.js';
import { Icon } from '../../shared/ui/Icon.js';
import { usePageStatus } from '../../shared/ui/PageStatus.js';
import { RowsTable } from '../../shared/ui/RowsTable.js';
import { TableSection } from '../../shared/ui/TableSection.js';
import { exportsTr } from './i18n/exports.tr.js';
import { atIstanbul, useReportDownload } from './report.js';

const useExportsTexts = () => useFeatureMessages(exportsTr, () => import('./i18n/exports.en.js'));

/**
 * The closed days' files for the accounting system, newest day first; an older version of a day says that a newer
 * one exists, so finance knows accounting may have booked from a file that has since changed.
 */
export function CollectionExports() {
  const t = useExportsTexts();
  const { say } = usePageStatus();
  const files = useCall('GetCollectionExports', {}, { select: (r) => r.Items });
  const { busy, failure, download } = useReportDownload<number>();

  async function save(file: CollectionExport) {
    const saved = await download(file.ExportOid, () =>
      callApi('GetCollectionExportFile', { exportOid: file.ExportOid }),
    );
    if (saved) say(t.downloaded(file.FileName));
  }

  return (
    <TableSection id="reconciliation-exports" title={t.title} query={files} empty={t.none}>
      <p className="reconciliation-note">{t.intro}</p>
      <FormMessage text={failure} />
      <RowsTable
        labelledBy="reconciliation-exports"
        rows={files.data}
        rowKey={(f) => f.ExportOid}
        columns={[
          {
            header: t.day,
            rowHeader: true,
            cell: (f) => (
              <>
                {formatDateTr(f.Day)}
                {(f.Version > 1 || f.NewerVersion !== null) && (
                  <span className="reconciliation-version">{t.version(f.Version)}</span>
                )}
                {f.NewerVersion !== null && <span className="badge">{t.newer(f.NewerVersion)}</span>}
              </>
            ),
          },
          { header: t.count, cell: (f) => t.counts(f.ReceiptCount, f.LineCount), num: true },
          { header: t.total, cell: (f) => formatTry(f.TotalKurus), num: true },
          { header: t.createdAt, cell: (f) => atIstanbul(f.CreatedAt) },
          {
            header: t.file,
            cell: (f) => (
              <button type="button" className="btn btn-small" disabled={busy === f.ExportOid} onClick={() => save(f)}>
                <Icon name="download" size={18} /> {t.download}
                <span className="sr-only">: {t.which(formatDateTr(f.Day), f.Version)}</span>
              </button>
            ),
          },
        ]}
      />
    </TableSection>
  );
}
