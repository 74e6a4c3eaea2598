import { formatKurus } from '@e-belediye/contracts/format';
import { useState } from 'react';
import { type CallResponse, callApi } from '../../shared/api/client.js';
import { usePaged } from '../../shared/api/usePaged.js';
import { useI18n } from '../../shared/i18n/index.js';
import { usePageTitle } from '../../shared/routing/pageInfo.js';
import type { Column } from '../../shared/ui/DataTable.js';
import { FilterBar, InputField, SelectField } from '../../shared/ui/Field.js';
import { PagedTable } from '../../shared/ui/PagedTable.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { useAddressOptions, useLookupYears, yearOptions } from './hooks.js';
import { useLookupsTexts } from './i18n/index.js';

type Row = CallResponse<'RetrieveEstateStreetValuations'>['Items'][number];
type SortKey = 'district' | 'street' | 'value';

export default function StreetValuationPage() {
  const { m } = useI18n();
  const texts = useLookupsTexts();
  const t = texts.streetValuation;
  const title = usePageTitle();
  const years = useLookupYears();
  const [year, setYear] = useState('');
  const [countyCode, setCounty] = useState('');
  const [districtCode, setDistrict] = useState('');
  const [streetCode, setStreet] = useState('');
  const [streetName, setStreetName] = useState('');
  const address = useAddressOptions(countyCode, districtCode);
  const valuationYear = Number(year || years.data?.StreetValuation[0] || 0);
  const filters = { valuationYear, countyCode, districtCode, streetCode, streetName: streetName.trim() };
  const list = usePaged<Row, SortKey>(
    ['streetValuations', filters],
    (p) =>
      callApi('RetrieveEstateStreetValuations', {
        valuationYear,
        countyCode: countyCode || undefined,
        districtCode: districtCode || undefined,
        streetCode: streetCode || undefined,
        streetName: filters.streetName || undefined,
        ...p,
      }),
    { sortBy: 'district', sortDir: 'asc' },
    valuationYear > 0,
  );
  const columns: Column<Row, SortKey>[] = [
    { header: t.county, cell: (r) => r.CountyName, text: (r) => r.CountyName },
    { header: t.district, cell: (r) => r.DistrictName, text: (r) => r.DistrictName, sortKey: 'district' },
    { header: t.street, cell: (r) => r.StreetName, text: (r) => r.StreetName, sortKey: 'street' },
    {
      header: `${t.value} (₺)`,
      cell: (r) => formatKurus(r.UnitValueKurus),
      text: (r) => formatKurus(r.UnitValueKurus),
      sortKey: 'value',
      align: 'end',
    },
  ];
  return (
    <PageFrame intro={t.intro}>
      <FilterBar label={m.filters.title}>
        <SelectField
          label={texts.filters.year}
          value={String(valuationYear || '')}
          options={yearOptions(years.data?.StreetValuation)}
          onChange={setYear}
        />
        <SelectField
          label={texts.filters.county}
          value={countyCode}
          emptyLabel={m.filters.all}
          options={address.counties}
          onChange={(v) => {
            setCounty(v);
            setDistrict('');
            setStreet('');
          }}
        />
        <SelectField
          label={texts.filters.district}
          value={districtCode}
          emptyLabel={m.filters.all}
          options={address.districts}
          disabled={!countyCode}
          onChange={(v) => {
            setDistrict(v);
            setStreet('');
          }}
        />
        <SelectField
          label={texts.filters.street}
          value={streetCode}
          emptyLabel={m.filters.all}
          options={address.streets}
          disabled={!districtCode}
          onChange={setStreet}
        />
        <InputField
          label={texts.filters.streetName}
          type="search"
          value={streetName}
          onChange={setStreetName}
          maxLength={60}
        />
      </FilterBar>
      <PagedTable
        caption={title}
        fileName={`arsa-rayic-bedelleri-${valuationYear}`}
        columns={columns}
        list={list}
        rowKey={(r) => r.StreetCode}
      />
    </PageFrame>
  );
}
