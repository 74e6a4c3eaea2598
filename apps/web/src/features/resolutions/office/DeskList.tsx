import type { ResolutionKind } from '@e-belediye/contracts/codes';
import { formatDateTr } from '@e-belediye/contracts/format';
import { Link } from 'react-router';
import { type CallResponse, callApi } from '../../../shared/api/client.js';
import { usePaged } from '../../../shared/api/usePaged.js';
import { useI18n } from '../../../shared/i18n/index.js';
import { formatInstant } from '../../../shared/instant.js';
import type { Column } from '../../../shared/ui/DataTable.js';
import { FilterBar, SelectField } from '../../../shared/ui/Field.js';
import { FilterActions, SearchField, useFilterDraft } from '../../../shared/ui/Filters.js';
import { PagedTable } from '../../../shared/ui/PagedTable.js';
import { PageFrame } from '../../../shared/ui/PageFrame.js';
import { useResolutionDeskTexts } from './texts.js';

type Row = CallResponse<'GetResolutionDeskList'>['Items'][number];
type SortKey = 'updated' | 'date' | 'number';
interface Filter {
  text: string;
  kind: '' | ResolutionKind;
  status: '' | Row['Status'];
}
const empty: Filter = { text: '', kind: '', status: '' };

/** Every resolution, published or withdrawn, latest change first; search by number, subject or text. */
export function DeskList() {
  const t = useResolutionDeskTexts();
  const { language } = useI18n();
  const filters = useFilterDraft<Filter>(empty);
  const { draft, filter, set } = filters;
  const criteria = {
    text: filter.text.trim() || undefined,
    kind: filter.kind || undefined,
    status: filter.status || undefined,
  };
  const list = usePaged<Row, SortKey>(
    ['GetResolutionDeskList', criteria],
    (p) => callApi('GetResolutionDeskList', { criteria: { ...criteria, ...p } }),
    { sortBy: 'updated', sortDir: 'desc' },
  );
  const columns: Column<Row, SortKey>[] = [
    {
      header: t.number,
      cell: (r) => (
        <Link to={String(r.Oid)} aria-label={t.edit(r.Number)}>
          {r.Number}
        </Link>
      ),
      text: (r) => r.Number,
      sortKey: 'number',
    },
    { header: t.kind, cell: (r) => t.kinds[r.Kind], text: (r) => t.kinds[r.Kind] },
    { header: t.date, cell: (r) => formatDateTr(r.Date), text: (r) => r.Date, sortKey: 'date' },
    { header: t.type, cell: (r) => r.TypeName, text: (r) => r.TypeName },
    { header: t.subject, cell: (r) => r.Subject, text: (r) => r.Subject },
    { header: t.status, cell: (r) => <StatusBadge status={r.Status} />, text: (r) => t.statuses[r.Status] },
    { header: t.version, cell: (r) => r.Version, text: (r) => String(r.Version), align: 'end' },
    {
      header: t.updatedAt,
      cell: (r) => formatInstant(r.UpdatedAt, language),
      text: (r) => r.UpdatedAt,
      sortKey: 'updated',
    },
  ];
  return (
    <PageFrame title={t.title} intro={t.intro}>
      <p>
        <Link className="btn" to="yeni">
          {t.newResolution}
        </Link>
      </p>
      <FilterBar label={t.listCaption} onSubmit={filters.send}>
        <SearchField label={t.search} name="text" value={draft.text} onChange={set('text')} />
        <SelectField
          label={t.kind}
          name="kind"
          value={draft.kind}
          emptyLabel={t.all}
          options={(['COUNCIL', 'COMMITTEE'] as const).map((k) => ({ value: k, label: t.kinds[k] }))}
          onChange={set('kind')}
        />
        <SelectField
          label={t.status}
          name="status"
          value={draft.status}
          emptyLabel={t.all}
          options={(['PUBLISHED', 'WITHDRAWN'] as const).map((s) => ({ value: s, label: t.statuses[s] }))}
          onChange={set('status')}
        />
        <FilterActions find={t.find} clear={t.clear} onClear={filters.clear} />
      </FilterBar>
      <PagedTable caption={t.listCaption} columns={columns} list={list} rowKey={(r) => r.Oid} />
    </PageFrame>
  );
}

export function StatusBadge({ status }: { status: Row['Status'] }) {
  const t = useResolutionDeskTexts();
  return <span className={`badge resolution-status-${status.toLowerCase()}`}>{t.statuses[status]}</span>;
}
