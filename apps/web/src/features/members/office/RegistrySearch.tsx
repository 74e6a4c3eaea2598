import { type DeskRegistry, RegistryTypes } from '@e-belediye/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { callApi } from '../../../shared/api/client.js';
import { usePaged } from '../../../shared/api/usePaged.js';
import { type Column, DataTable } from '../../../shared/ui/DataTable.js';
import { FilterBar, InputField, SelectField } from '../../../shared/ui/Field.js';
import { useMembersDeskTexts } from './texts.js';

export const registryTypeOptions = Object.entries(RegistryTypes)
  .filter(([code]) => code !== '*')
  .map(([value, label]) => ({ value, label }));
type RegistryType = Exclude<keyof typeof RegistryTypes, '*'>;

/** Registries by T.C. / VKN prefix, registry number or name, members or not; a member's row opens their page. */
export function RegistrySearch() {
  const t = useMembersDeskTexts();
  const [draft, setDraft] = useState({ filter: '', registryType: '' });
  const [sent, setSent] = useState(draft);
  const body = {
    filter: sent.filter.trim(),
    registryType: (sent.registryType || undefined) as RegistryType | undefined,
  };
  const list = usePaged<DeskRegistry, 'name'>(
    ['GetFilteredRegistries', body],
    (p) => callApi('GetFilteredRegistries', { ...body, pageIndex: p.page - 1, pageSize: p.pageSize }),
    { sortBy: 'name', sortDir: 'asc' },
    body.filter.length > 0,
  );
  const columns: Column<DeskRegistry, 'name'>[] = [
    { header: t.registryNo, cell: (r) => r.RegistryNo, text: (r) => r.RegistryNo },
    {
      header: t.nameSurname,
      cell: (r) =>
        r.MemberOid ? (
          <Link to={String(r.MemberOid)} aria-label={t.openMember(r.Name)}>
            {r.Name}
          </Link>
        ) : (
          r.Name
        ),
      text: (r) => r.Name,
    },
    { header: t.userName, cell: (r) => r.PidNo ?? '—', text: (r) => r.PidNo ?? '' },
    { header: t.registryType, cell: (r) => r.RegistryTypeName, text: (r) => r.RegistryTypeName },
    { header: t.district, cell: (r) => r.DistrictName ?? '—', text: (r) => r.DistrictName ?? '' },
    {
      header: t.membership,
      cell: (r) => (r.MemberStatus ? t.statuses[r.MemberStatus] : t.notMember),
      text: (r) => (r.MemberStatus ? t.statuses[r.MemberStatus] : t.notMember),
    },
  ];
  return (
    <section aria-labelledby="registry-search" className="members-desk-registries">
      <h2 id="registry-search">{t.registries}</h2>
      <FilterBar label={t.registries} onSubmit={() => setSent(draft)}>
        <InputField
          label={t.registryFilter}
          name="filter"
          type="search"
          value={draft.filter}
          onChange={(filter) => setDraft((d) => ({ ...d, filter }))}
          maxLength={100}
        />
        <SelectField
          label={t.registryType}
          name="registryType"
          value={draft.registryType}
          emptyLabel={t.all}
          options={registryTypeOptions}
          onChange={(registryType) => setDraft((d) => ({ ...d, registryType }))}
        />
        <div className="filter-actions">
          <button type="submit" className="btn">
            {t.find}
          </button>
        </div>
      </FilterBar>
      {body.filter ? (
        <DataTable
          caption={t.registries}
          columns={columns}
          rows={list.rows}
          rowKey={(r) => r.RegistryOid}
          total={list.total}
          page={list.page}
          pageSize={list.pageSize}
          loading={list.loading}
          error={list.error}
          sort={list.sort}
          onSort={list.setSort}
          onPage={list.setPage}
          onPageSize={list.setPageSize}
        />
      ) : (
        <p className="members-desk-note">{t.registryHint}</p>
      )}
    </section>
  );
}
