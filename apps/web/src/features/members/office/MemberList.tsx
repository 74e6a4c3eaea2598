import type { DeskMember, MemberStatus, RegistryTypes } from '@e-belediye/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { callApi } from '../../../shared/api/client.js';
import { usePaged } from '../../../shared/api/usePaged.js';
import { useI18n } from '../../../shared/i18n/index.js';
import { formatInstant } from '../../../shared/instant.js';
import type { Column } from '../../../shared/ui/DataTable.js';
import { FilterBar, SelectField } from '../../../shared/ui/Field.js';
import { FilterActions, SearchField, useFilterDraft } from '../../../shared/ui/Filters.js';
import { PagedTable } from '../../../shared/ui/PagedTable.js';
import { PageFrame } from '../../../shared/ui/PageFrame.js';
import { RegistryCheck } from './RegistryCheck.js';
import { RegistrySearch, RegistryTypeSelect } from './RegistrySearch.js';
import { useMembersDeskTexts } from './texts.js';

type RegistryType = Exclude<keyof typeof RegistryTypes, '*'>;
interface Filter {
  search: string;
  registryType: '' | RegistryType;
  status: '' | MemberStatus;
}
const empty: Filter = { search: '', registryType: '', status: '' };

/** The member list: search by the start of the ID number or by name, registry type and status; paged on the server. */
export function MemberList() {
  const t = useMembersDeskTexts();
  const { language } = useI18n();
  const filters = useFilterDraft<Filter>(empty);
  const { draft, filter, set } = filters;
  const body = {
    search: filter.search.trim() || undefined,
    registryType: filter.registryType || undefined,
    status: filter.status || undefined,
  };
  const [masked, setMasked] = useState(false);
  const list = usePaged<DeskMember, 'name'>(
    ['GetAllUsersForEmunicipality', body],
    async (p) => {
      const page = await callApi('GetAllUsersForEmunicipality', {
        ...body,
        pageIndex: p.page - 1,
        pageSize: p.pageSize,
      });
      setMasked(page.Masked);
      return page;
    },
    { sortBy: 'name', sortDir: 'asc' },
  );
  const columns: Column<DeskMember, 'name'>[] = [
    {
      header: t.nameSurname,
      cell: (m) => (
        <Link to={String(m.MemberOid)} aria-label={t.openMember(m.NameSurname)}>
          {m.NameSurname}
        </Link>
      ),
      text: (m) => m.NameSurname,
    },
    { header: t.userName, cell: (m) => m.UserName, text: (m) => m.UserName },
    { header: t.registryType, cell: (m) => m.RegistryTypeName, text: (m) => m.RegistryTypeName },
    { header: t.status, cell: (m) => <StatusBadge status={m.Status} />, text: (m) => t.statuses[m.Status] },
    { header: t.createdVia, cell: (m) => t.via[m.CreatedVia], text: (m) => t.via[m.CreatedVia] },
    {
      header: t.lastLogin,
      cell: (m) => formatInstant(m.LastLoginAt, language, t.never),
      text: (m) => m.LastLoginAt ?? '',
    },
  ];
  return (
    <PageFrame title={t.title} intro={t.intro}>
      <FilterBar label={t.listCaption} onSubmit={filters.send}>
        <SearchField label={t.search} name="search" value={draft.search} onChange={set('search')} hint={t.searchHint} />
        <RegistryTypeSelect value={draft.registryType} onChange={set('registryType')} />
        <SelectField
          label={t.status}
          name="status"
          value={draft.status}
          emptyLabel={t.all}
          options={(['ACTIVE', 'DISABLED'] as const).map((s) => ({ value: s, label: t.statuses[s] }))}
          onChange={set('status')}
        />
        <FilterActions find={t.find} clear={t.clear} onClear={filters.clear} />
      </FilterBar>
      {masked && <p className="members-desk-note">{t.maskedNote}</p>}
      <PagedTable caption={t.listCaption} columns={columns} list={list} rowKey={(m) => m.MemberOid} />
      <RegistrySearch />
      <RegistryCheck />
    </PageFrame>
  );
}

export function StatusBadge({ status }: { status: MemberStatus }) {
  const t = useMembersDeskTexts();
  return <span className={`badge member-status member-status-${status.toLowerCase()}`}>{t.statuses[status]}</span>;
}
