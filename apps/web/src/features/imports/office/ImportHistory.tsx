import type { ImportSummary } from '@e-belediye/contracts';
import { useCall } from '../../../shared/api/useCall.js';
import { RowsTable } from '../../../shared/ui/RowsTable.js';
import { atIstanbul } from '../../../shared/ui/reportDownload.js';
import { TableSection } from '../../../shared/ui/TableSection.js';
import { useImportsDeskTexts } from './texts.js';

/** The latest imports, newest first: what came in, when and by whom, how far it went; each can be opened again. */
export function ImportHistory({ current, onShow }: { current: number | null; onShow(importId: number): void }) {
  const t = useImportsDeskTexts();
  const imports = useCall('GetImports', { page: 1, pageSize: 20, sortDir: 'desc' }, { select: (r) => r.Items });
  const n = (v: number) => v.toLocaleString('tr-TR');
  const counts = (i: ImportSummary) => {
    const c = i.Applied ?? i.DryRun;
    if (!c) return '';
    return i.Applied
      ? `${t.created} ${n(c.Created)} · ${t.updated} ${n(c.Updated)} · ${t.rejected} ${n(c.Rejected)}`
      : `${t.toCreate} ${n(c.Created)} · ${t.toUpdate} ${n(c.Updated)} · ${t.rejected} ${n(c.Rejected)}`;
  };
  return (
    <TableSection id="imports-history" title={t.historyTitle} query={imports} empty={t.noHistory}>
      <RowsTable<ImportSummary>
        labelledBy="imports-history"
        rows={imports.data}
        rowKey={(i) => i.ImportId}
        columns={[
          { header: t.when, cell: (i) => atIstanbul(i.UploadedAt), rowHeader: true },
          { header: t.kind, cell: (i) => t.kinds[i.Kind] },
          { header: t.fileName, cell: (i) => <span className="imports-file-name">{i.FileName}</span> },
          { header: t.status, cell: (i) => t.statuses[i.Status] },
          { header: t.result, cell: counts },
          { header: t.by, cell: (i) => i.UploadedBy },
          {
            header: t.show,
            cell: (i) =>
              i.ImportId !== current && (
                <button type="button" className="btn btn-small" onClick={() => onShow(i.ImportId)}>
                  {t.show}
                  <span className="sr-only">: {t.showImport(i.FileName, atIstanbul(i.UploadedAt))}</span>
                </button>
              ),
          },
        ]}
      />
    </TableSection>
  );
}
