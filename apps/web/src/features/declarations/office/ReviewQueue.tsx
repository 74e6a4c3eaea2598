import { formatTry } from '@e-belediye/contracts/format';
import { Link } from 'react-router';
import { type CallResponse, callApi } from '../../../shared/api/client.js';
import { usePaged } from '../../../shared/api/usePaged.js';
import { useI18n } from '../../../shared/i18n/index.js';
import { formatInstant } from '../../../shared/instant.js';
import type { Column } from '../../../shared/ui/DataTable.js';
import { FilterBar, SelectField } from '../../../shared/ui/Field.js';
import { FilterActions, useFilterDraft } from '../../../shared/ui/Filters.js';
import { PagedTable } from '../../../shared/ui/PagedTable.js';
import { PageFrame } from '../../../shared/ui/PageFrame.js';
import { useDeclarationDeskTexts } from './texts.js';

type Row = CallResponse<'GetDeclarationReviewQueue'>['Items'][number];
type SortKey = 'filed' | 'number' | 'total';
interface Filter {
  state: '' | Row['ReviewState'];
  kind: '' | Row['Kind'];
}
const empty: Filter = { state: '', kind: '' };

/** The queue: new, amended and withdrawn declarations, oldest first (first filed, first reviewed). */
export function ReviewQueue() {
  const t = useDeclarationDeskTexts();
  const { language } = useI18n();
  const filters = useFilterDraft<Filter>(empty);
  const { draft, filter, set } = filters;
  const criteria = { state: filter.state || undefined, kind: filter.kind || undefined };
  const list = usePaged<Row, SortKey>(
    ['GetDeclarationReviewQueue', criteria],
    (p) => callApi('GetDeclarationReviewQueue', { criteria: { ...criteria, ...p } }),
    { sortBy: 'filed', sortDir: 'asc' },
  );
  const columns: Column<Row, SortKey>[] = [
    {
      header: t.number,
      cell: (r) => (
        <Link to={String(r.Oid)} aria-label={t.open(r.Number)}>
          {r.Number}
        </Link>
      ),
      text: (r) => r.Number,
      sortKey: 'number',
    },
    {
      header: t.state,
      cell: (r) => <span className={`badge status-badge-${r.Status}`}>{t.states[r.ReviewState]}</span>,
      text: (r) => t.states[r.ReviewState] ?? r.ReviewState,
    },
    { header: t.kind, cell: (r) => r.KindName, text: (r) => r.KindName },
    { header: t.declarer, cell: (r) => `${r.DeclarerName} (${r.RegistryNo})`, text: (r) => r.DeclarerName },
    { header: t.subject, cell: (r) => r.Title, text: (r) => r.Title },
    {
      header: t.total,
      cell: (r) => formatTry(r.TotalKurus),
      text: (r) => formatTry(r.TotalKurus),
      sortKey: 'total',
      align: 'end',
    },
    { header: t.attachments, cell: (r) => r.AttachmentCount, text: (r) => String(r.AttachmentCount), align: 'end' },
    {
      header: t.filedAt,
      cell: (r) => formatInstant(r.FiledAt, language),
      text: (r) => r.FiledAt,
      sortKey: 'filed',
    },
  ];
  return (
    <PageFrame title={t.title} intro={t.intro}>
      <FilterBar label={t.listCaption} onSubmit={filters.send}>
        <SelectField
          label={t.state}
          name="state"
          value={draft.state}
          emptyLabel={t.all}
          options={(['NEW', 'AMENDED', 'WITHDRAWN'] as const).map((s) => ({ value: s, label: t.states[s] ?? s }))}
          onChange={set('state')}
        />
        <SelectField
          label={t.kind}
          name="kind"
          value={draft.kind}
          emptyLabel={t.all}
          options={(['ESTATE', 'ECT', 'AD', 'ENTERTAINMENT'] as const).map((k) => ({
            value: k,
            label: t.kinds[k] ?? k,
          }))}
          onChange={set('kind')}
        />
        <FilterActions find={t.find} clear={t.clear} onClear={filters.clear} />
      </FilterBar>
      <PagedTable
        caption={t.listCaption}
        fileName="beyanname-kuyrugu"
        columns={columns}
        list={list}
        rowKey={(r) => r.Oid}
      />
    </PageFrame>
  );
}
