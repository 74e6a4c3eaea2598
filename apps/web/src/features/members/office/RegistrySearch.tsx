import { type DeskRegistry, RegistryTypes } from '@e-belediye/contracts';
import { Link } from 'react-router';
import { callApi } from '../../../shared/api/client.js';
import { usePaged } from '../../../shared/api/usePaged.js';
import type { Column } from '../../../shared/ui/DataTable.js';
import { DistrictSelect } from '../../../shared/ui/DistrictSelect.js';
import { FilterBar, InputField, SelectField } from '../../../shared/ui/Field.js';
import { FilterActions, SearchField, useFilterDraft } from '../../../shared/ui/Filters.js';
import { PagedTable } from '../../../shared/ui/PagedTable.js';
import { useMembersDeskTexts } from './texts.js';

const registryTypeOptions = Object.entries(RegistryTypes)
  .filter(([code]) => code !== '*')
  .map(([value, label]) => ({ value, label }));

/** Any registry type or one of them, for both desk filters. */
export function RegistryTypeSelect({ value, onChange }: { value: string; onChange(value: string): void }) {
  const t = useMembersDeskTexts();
  return (
    <SelectField
      label={t.registryType}
      name="registryType"
      value={value}
      emptyLabel={t.all}
      options={registryTypeOptions}
      onChange={onChange}
    />
  );
}
type RegistryType = Exclude<keyof typeof RegistryTypes, '*'>;

/**
 * Registries by T.C. / VKN or registry number, or by name with a district or year of birth, members or not; a
 * member's row opens their page. Masked, the server matches a number only whole and refuses a name alone.
 */
export function RegistrySearch() {
  const t = useMembersDeskTexts();
  const {
    draft,
    filter: sent,
    set,
    send,
  } = useFilterDraft({
    filter: '',
    registryType: '',
    districtCode: '',
    birthYear: '',
  });
  const body = {
    filter: sent.filter.trim(),
    registryType: (sent.registryType || undefined) as RegistryType | undefined,
    districtCode: sent.districtCode || undefined,
    birthYear: sent.birthYear ? Number(sent.birthYear) : undefined,
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
      <FilterBar label={t.registries} onSubmit={send}>
        <SearchField
          label={t.registryFilter}
          name="filter"
          value={draft.filter}
          onChange={set('filter')}
          hint={t.registryFilterHint}
        />
        <DistrictSelect
          label={t.district}
          value={draft.districtCode}
          emptyLabel={t.all}
          onChange={set('districtCode')}
        />
        <InputField
          label={t.birthYear}
          name="birthYear"
          value={draft.birthYear}
          onChange={set('birthYear')}
          digits={4}
        />
        <RegistryTypeSelect value={draft.registryType} onChange={set('registryType')} />
        <FilterActions find={t.find} />
      </FilterBar>
      {body.filter ? (
        <PagedTable caption={t.registries} columns={columns} list={list} rowKey={(r) => r.RegistryOid} />
      ) : (
        <p className="members-desk-note">{t.registryHint}</p>
      )}
    </section>
  );
}
