import { formatKurus } from '@e-belediye/contracts/format';
import { useState } from 'react';
import { type CallResponse, callApi } from '../../shared/api/client.js';
import { usePaged } from '../../shared/api/usePaged.js';
import { useI18n } from '../../shared/i18n/index.js';
import { usePageTitle } from '../../shared/routing/pageInfo.js';
import type { Column } from '../../shared/ui/DataTable.js';
import { FilterBar, SelectField } from '../../shared/ui/Field.js';
import { PagedTable } from '../../shared/ui/PagedTable.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { useLookupYears, yearOptions } from './hooks.js';
import { useLookupsTexts } from './i18n/index.js';

type Row = CallResponse<'RetrieveECTAnnualPrices'>['Items'][number];
type SortKey = 'group' | 'degree' | 'price';
const numberOptions = (n: number, label: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => ({ value: String(i + 1), label: label(i + 1) }));

export default function EctPricePage() {
  const { m } = useI18n();
  const texts = useLookupsTexts();
  const t = texts.ectPrice;
  const title = usePageTitle();
  const years = useLookupYears();
  const [year, setYear] = useState('');
  const [group, setGroup] = useState('');
  const [degree, setDegree] = useState('');
  const selectedYear = Number(year || years.data?.Ect[0] || 0);
  const list = usePaged<Row, SortKey>(
    ['ectPrices', selectedYear, group, degree],
    (p) =>
      callApi('RetrieveECTAnnualPrices', {
        year: selectedYear,
        buildingGroup: group ? Number(group) : undefined,
        degree: degree ? Number(degree) : undefined,
        ...p,
      }),
    { sortBy: 'group', sortDir: 'asc' },
    selectedYear > 0,
  );
  const columns: Column<Row, SortKey>[] = [
    { header: t.group, cell: (r) => r.BuildingGroup, text: (r) => String(r.BuildingGroup), sortKey: 'group' },
    { header: t.groupName, cell: (r) => r.BuildingGroupName, text: (r) => r.BuildingGroupName },
    { header: t.degree, cell: (r) => t.degreeName(r.Degree), text: (r) => String(r.Degree), sortKey: 'degree' },
    {
      header: `${t.price} (₺)`,
      cell: (r) => formatKurus(r.AnnualPriceKurus),
      text: (r) => formatKurus(r.AnnualPriceKurus),
      sortKey: 'price',
      align: 'end',
    },
  ];
  return (
    <PageFrame intro={t.intro}>
      <FilterBar label={m.filters.title}>
        <SelectField
          label={texts.filters.year}
          value={String(selectedYear || '')}
          options={yearOptions(years.data?.Ect)}
          onChange={setYear}
        />
        <SelectField
          label={texts.filters.buildingGroup}
          value={group}
          emptyLabel={m.filters.all}
          options={numberOptions(7, String)}
          onChange={setGroup}
        />
        <SelectField
          label={texts.filters.degree}
          value={degree}
          emptyLabel={m.filters.all}
          options={numberOptions(5, t.degreeName)}
          onChange={setDegree}
        />
      </FilterBar>
      <PagedTable
        caption={title}
        fileName={`ctv-yillik-tutarlari-${selectedYear}`}
        columns={columns}
        list={list}
        rowKey={(r) => `${r.BuildingGroup}-${r.Degree}`}
      />
    </PageFrame>
  );
}
