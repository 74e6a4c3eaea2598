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

type Row = CallResponse<'GetAdvertisingTaxAnnualGroupTariffByProcessYear'>['Items'][number];
type SortKey = 'group' | 'type' | 'price';

export default function AdTariffPage() {
  const { m } = useI18n();
  const texts = useLookupsTexts();
  const t = texts.adTariff;
  const title = usePageTitle();
  const years = useLookupYears();
  const [year, setYear] = useState('');
  const [group, setGroup] = useState('');
  const processYear = Number(year || years.data?.AdvertisingTariff[0] || 0);
  const list = usePaged<Row, SortKey>(
    ['adTariffs', processYear, group],
    (p) =>
      callApi('GetAdvertisingTaxAnnualGroupTariffByProcessYear', {
        processYear,
        groupNo: group ? Number(group) : undefined,
        ...p,
      }),
    { sortBy: 'group', sortDir: 'asc' },
    processYear > 0,
  );
  const groups = [1, 2, 3, 4, 5].map((g) => ({ value: String(g), label: t.groupName(g) }));
  const columns: Column<Row, SortKey>[] = [
    { header: t.group, cell: (r) => t.groupName(r.GroupNo), text: (r) => String(r.GroupNo), sortKey: 'group' },
    { header: t.code, cell: (r) => r.AdTypeCode, text: (r) => r.AdTypeCode },
    { header: t.type, cell: (r) => r.AdTypeName, text: (r) => r.AdTypeName, sortKey: 'type' },
    { header: t.unit, cell: (r) => r.UnitName, text: (r) => r.UnitName },
    {
      header: `${t.price} (₺)`,
      cell: (r) => formatKurus(r.UnitPriceKurus),
      text: (r) => formatKurus(r.UnitPriceKurus),
      sortKey: 'price',
      align: 'end',
    },
  ];
  return (
    <PageFrame intro={t.intro}>
      <FilterBar label={m.filters.title}>
        <SelectField
          label={texts.filters.year}
          value={String(processYear || '')}
          options={yearOptions(years.data?.AdvertisingTariff)}
          onChange={setYear}
        />
        <SelectField
          label={texts.filters.group}
          value={group}
          emptyLabel={m.filters.all}
          options={groups}
          onChange={setGroup}
        />
      </FilterBar>
      <PagedTable
        caption={title}
        fileName={`ilan-reklam-tarifesi-${processYear}`}
        columns={columns}
        list={list}
        rowKey={(r) => `${r.GroupNo}-${r.AdTypeCode}`}
      />
    </PageFrame>
  );
}
