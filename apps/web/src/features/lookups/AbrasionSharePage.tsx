import { useState } from 'react';
import { type CallResponse, callApi } from '../../shared/api/client.js';
import { usePaged } from '../../shared/api/usePaged.js';
import { useI18n } from '../../shared/i18n/index.js';
import { usePageTitle } from '../../shared/routing/pageInfo.js';
import type { Column } from '../../shared/ui/DataTable.js';
import { FilterBar, SelectField } from '../../shared/ui/Field.js';
import { PagedTable } from '../../shared/ui/PagedTable.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { useLookupsTexts } from './i18n/index.js';

type Row = CallResponse<'RetrieveEstateAbrasionShares'>['Items'][number];
type SortKey = 'group' | 'age' | 'share';

export default function AbrasionSharePage() {
  const { m } = useI18n();
  const texts = useLookupsTexts();
  const t = texts.abrasionShare;
  const title = usePageTitle();
  const [group, setGroup] = useState('');
  const list = usePaged<Row, SortKey>(
    ['abrasionShares', group],
    (p) => callApi('RetrieveEstateAbrasionShares', { constructionGroup: group ? Number(group) : undefined, ...p }),
    { sortBy: 'group', sortDir: 'asc' },
  );
  const groups = [1, 2, 3, 4].map((g) => ({ value: String(g), label: `${g}. ${t.group.toLocaleLowerCase('tr')}` }));
  const columns: Column<Row, SortKey>[] = [
    { header: t.group, cell: (r) => r.ConstructionGroup, text: (r) => String(r.ConstructionGroup), sortKey: 'group' },
    { header: t.types, cell: (r) => r.ConstructionTypes, text: (r) => r.ConstructionTypes },
    {
      header: t.age,
      cell: (r) => t.ageRange(r.AgeFrom, r.AgeTo),
      text: (r) => t.ageRange(r.AgeFrom, r.AgeTo),
      sortKey: 'age',
    },
    {
      header: t.share,
      cell: (r) => `%${r.SharePercent}`,
      text: (r) => String(r.SharePercent),
      sortKey: 'share',
      align: 'end',
    },
  ];
  return (
    <PageFrame intro={t.intro}>
      <FilterBar label={m.filters.title}>
        <SelectField
          label={texts.filters.constructionGroup}
          value={group}
          emptyLabel={m.filters.all}
          options={groups}
          onChange={setGroup}
        />
      </FilterBar>
      <PagedTable
        caption={title}
        fileName="asinma-paylari"
        columns={columns}
        list={list}
        rowKey={(r) => `${r.ConstructionGroup}-${r.AgeFrom}`}
      />
    </PageFrame>
  );
}
