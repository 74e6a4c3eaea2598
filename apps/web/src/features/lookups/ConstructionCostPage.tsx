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

type Row = CallResponse<'RetrieveEstateConstructionCosts'>['Items'][number];
type SortKey = 'usage' | 'type' | 'class' | 'cost';
const USAGES = ['Mesken', 'İşyeri/Diğer'];
const CLASSES = ['Lüks', '1. sınıf', '2. sınıf', '3. sınıf', 'Basit'];
const asOptions = (values: string[]) => values.map((v) => ({ value: v, label: v }));

export default function ConstructionCostPage() {
  const { m } = useI18n();
  const texts = useLookupsTexts();
  const t = texts.constructionCost;
  const title = usePageTitle();
  const years = useLookupYears();
  const [year, setYear] = useState('');
  const [usageName, setUsage] = useState('');
  const [buildingClass, setClass] = useState('');
  const selectedYear = Number(year || years.data?.ConstructionCost[0] || 0);
  const list = usePaged<Row, SortKey>(
    ['constructionCosts', selectedYear, usageName, buildingClass],
    (p) =>
      callApi('RetrieveEstateConstructionCosts', {
        year: selectedYear,
        usageName: usageName || undefined,
        buildingClass: buildingClass || undefined,
        ...p,
      }),
    { sortBy: 'usage', sortDir: 'asc' },
    selectedYear > 0,
  );
  const columns: Column<Row, SortKey>[] = [
    // The tariff's own names (usage, type, class) are the law's Turkish terms in every language.
    { header: t.usage, cell: (r) => <bdi lang="tr">{r.UsageName}</bdi>, text: (r) => r.UsageName, sortKey: 'usage' },
    {
      header: t.type,
      cell: (r) => <bdi lang="tr">{r.ConstructionType}</bdi>,
      text: (r) => r.ConstructionType,
      sortKey: 'type',
    },
    {
      header: t.class,
      cell: (r) => <bdi lang="tr">{r.BuildingClass}</bdi>,
      text: (r) => r.BuildingClass,
      sortKey: 'class',
    },
    {
      header: `${t.cost} (₺)`,
      cell: (r) => formatKurus(r.UnitCostKurus),
      text: (r) => formatKurus(r.UnitCostKurus),
      sortKey: 'cost',
      align: 'end',
    },
  ];
  return (
    <PageFrame intro={t.intro}>
      <FilterBar label={m.filters.title}>
        <SelectField
          label={texts.filters.year}
          value={String(selectedYear || '')}
          options={yearOptions(years.data?.ConstructionCost)}
          onChange={setYear}
        />
        <SelectField
          label={texts.filters.usage}
          value={usageName}
          emptyLabel={m.filters.all}
          options={asOptions(USAGES)}
          optionsLang="tr"
          onChange={setUsage}
        />
        <SelectField
          label={texts.filters.buildingClass}
          value={buildingClass}
          emptyLabel={m.filters.all}
          options={asOptions(CLASSES)}
          optionsLang="tr"
          onChange={setClass}
        />
      </FilterBar>
      <PagedTable
        caption={title}
        fileName={`insaat-maliyetleri-${selectedYear}`}
        columns={columns}
        list={list}
        rowKey={(r) => `${r.UsageName}|${r.ConstructionType}|${r.BuildingClass}`}
      />
    </PageFrame>
  );
}
