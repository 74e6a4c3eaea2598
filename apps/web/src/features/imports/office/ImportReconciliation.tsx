import type { ReconciliationDifference, ReconciliationLine } from '@e-belediye/contracts';
import { formatTry } from '@e-belediye/contracts/format';
import { useCall } from '../../../shared/api/useCall.js';
import { RowsTable } from '../../../shared/ui/RowsTable.js';
import { TableScroll } from '../../../shared/ui/TableScroll.js';
import { Loadable } from '../../../shared/ui/TableSection.js';
import { useImportsDeskTexts } from './texts.js';

/**
 * After an import is applied: per revenue kind and year, the open accruals (and the collections) of the file against
 * what the portal holds for the same source keys, to the kuruş; "Eşleşiyor", or each difference row by row.
 */
export function ImportReconciliationView({ importId }: { importId: number }) {
  const t = useImportsDeskTexts();
  const query = useCall('GetImportReconciliation', { importId });
  const r = query.data;
  return (
    <section aria-labelledby="imports-reconciliation" className="imports-reconciliation">
      <h3 id="imports-reconciliation">{t.reconciliationTitle}</h3>
      <p className="reconciliation-note">{t.reconciliationIntro}</p>
      <Loadable query={query}>
        {r && (
          <>
            <p className={r.Matches ? 'notice notice-success' : 'notice notice-warning'}>
              {r.Matches ? t.allMatch : t.differs}
            </p>
            {r.Accruals.length > 0 && <Lines id="imports-rec-accruals" title={t.accrualsTitle} lines={r.Accruals} />}
            {r.Collections.length > 0 && (
              <Lines id="imports-rec-collections" title={t.collectionsTitle} lines={r.Collections} />
            )}
            {r.Differences.length > 0 && <Differences rows={r.Differences} />}
          </>
        )}
      </Loadable>
    </section>
  );
}

function Lines({ id, title, lines }: { id: string; title: string; lines: ReconciliationLine[] }) {
  const t = useImportsDeskTexts();
  const n = (v: number) => v.toLocaleString('tr-TR');
  return (
    <div className="imports-rec-block">
      <h4 id={id}>{title}</h4>
      <TableScroll labelledBy={id} className="table-block">
        <RowsTable<ReconciliationLine>
          labelledBy={id}
          rows={lines}
          rowKey={(l) => `${l.RevenueCode}-${l.Year}`}
          columns={[
            { header: t.revenueKind, cell: (l) => l.RevenueName, rowHeader: true },
            { header: t.year, cell: (l) => l.Year },
            { header: t.fileCount, cell: (l) => n(l.FileCount), num: true },
            { header: t.fileTotal, cell: (l) => formatTry(l.FileKurus), num: true },
            { header: t.portalCount, cell: (l) => n(l.PortalCount), num: true },
            { header: t.portalTotal, cell: (l) => formatTry(l.PortalKurus), num: true },
            {
              header: t.result,
              cell: (l) => (
                <span className={l.Matches ? 'badge imports-match' : 'badge imports-differ'}>
                  {l.Matches ? t.matches : t.differs}
                </span>
              ),
            },
          ]}
        />
      </TableScroll>
    </div>
  );
}

function Differences({ rows }: { rows: ReconciliationDifference[] }) {
  const t = useImportsDeskTexts();
  const amount = (v: number | null) => (v === null ? '' : formatTry(v));
  return (
    <div className="imports-rec-block">
      <h4 id="imports-rec-differences">{t.differencesTitle}</h4>
      <TableScroll labelledBy="imports-rec-differences" className="table-block">
        <RowsTable<ReconciliationDifference>
          labelledBy="imports-rec-differences"
          rows={rows}
          rowKey={(d) => `${d.Section}-${d.SourceKey}-${d.Reason}`}
          columns={[
            { header: t.sourceKey, cell: (d) => d.SourceKey, rowHeader: true },
            { header: t.row, cell: (d) => (d.Row === null ? '' : d.Row.toLocaleString('tr-TR')), num: true },
            { header: t.inFile, cell: (d) => amount(d.FileKurus), num: true },
            { header: t.inPortal, cell: (d) => amount(d.PortalKurus), num: true },
            { header: t.difference, cell: (d) => d.Reason },
          ]}
        />
      </TableScroll>
    </div>
  );
}
