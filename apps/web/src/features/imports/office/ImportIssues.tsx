import type { ImportIssue, ImportIssueSection } from '@e-belediye/contracts';
import { useCall } from '../../../shared/api/useCall.js';
import { RowsTable } from '../../../shared/ui/RowsTable.js';
import { TableSection } from '../../../shared/ui/TableSection.js';
import { useImportsDeskTexts } from './texts.js';

/** The first rows of a report's section on the page; the CSV download has every one. */
const SHOWN = 200;

/** A section of the report (rejected rows, kept records): row, column, value and the reason, in Turkish. */
export function ImportIssues({
  importId,
  section,
  title,
  empty,
  total,
}: {
  importId: number;
  section: ImportIssueSection;
  title: string;
  empty: string;
  total: number | undefined;
}) {
  const t = useImportsDeskTexts();
  const id = `imports-${section.toLowerCase()}`;
  const issues = useCall('GetImportIssues', { importId, section, page: 1, pageSize: SHOWN, sortDir: 'asc' });
  const all = issues.data?.Total ?? total ?? 0;
  return (
    <TableSection id={id} title={title} query={{ ...issues, data: issues.data?.Items }} empty={empty}>
      <RowsTable<ImportIssue>
        labelledBy={id}
        rows={issues.data?.Items}
        rowKey={(i) => `${i.FileName}-${i.Row}-${i.Column ?? ''}-${i.Reason}`}
        columns={[
          { header: t.row, cell: (i) => i.Row.toLocaleString('tr-TR'), num: true, rowHeader: true },
          { header: t.sourceKey, cell: (i) => i.SourceKey ?? '' },
          { header: t.column, cell: (i) => i.Column ?? '' },
          { header: t.value, cell: (i) => (i.Value ? i.Value : <span className="muted">{t.emptyValue}</span>) },
          { header: t.reason, cell: (i) => i.Reason },
        ]}
      />
      {all > SHOWN && <p className="table-message">{t.moreRejected(SHOWN, all.toLocaleString('tr-TR'))}</p>}
    </TableSection>
  );
}
