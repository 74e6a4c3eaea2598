import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi, messageOf } from '../../shared/api/client.js';
import { allOf, useCall } from '../../shared/api/useCall.js';
import { usePaged } from '../../shared/api/usePaged.js';
import { useI18n } from '../../shared/i18n/index.js';
import { formatInstantToSecond } from '../../shared/instant.js';
import type { Column } from '../../shared/ui/DataTable.js';
import { FilterBar, SelectField } from '../../shared/ui/Field.js';
import { FilterActions, SearchField, useFilterDraft } from '../../shared/ui/Filters.js';
import { PagedTable } from '../../shared/ui/PagedTable.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { usePageStatus } from '../../shared/ui/PageStatus.js';
import { useStaffTexts } from './i18n/index.js';
import { type StaffFields, StaffForm, type StaffItem } from './StaffForm.js';
import './staff.css';

/**
 * /yonetim/personel (staff.admin): the staff list; create, edit roles and region, reset the second factor, disable
 * and enable. The API asks the office to confirm who is acting before the sensitive ones.
 */
export default function StaffPage() {
  const t = useStaffTexts();
  const { language } = useI18n();
  const { say } = usePageStatus();
  const queryClient = useQueryClient();
  const filters = useFilterDraft({ search: '', status: '' });
  const { search, status } = filters.filter;
  const filter = {
    ...(search.trim() && { search: search.trim() }),
    ...(status && { status: status as 'ACTIVE' | 'DISABLED' }),
  };
  const [editing, setEditing] = useState<StaffItem | 'new' | null>(null);
  const [initial, setInitial] = useState<{ name: string; password: string } | null>(null);
  const lookups = useCall('GetRoleList', {}, { staleTime: 5 * 60_000 });
  const list = usePaged<StaffItem, 'name'>(
    ['GetStaffList', filter],
    (p) => callApi('GetStaffList', { ...filter, page: p.page, pageSize: p.pageSize }),
    { sortBy: 'name', sortDir: 'asc' },
  );
  const roleName = (code: string) => lookups.data?.Roles.find((r) => r.Code === code)?.Name ?? code;
  const refresh = () => queryClient.invalidateQueries(allOf('GetStaffList'));

  async function act(run: () => Promise<unknown>, done: string) {
    try {
      await run();
      say(done);
      await refresh();
    } catch (error) {
      say(messageOf(error), { tone: 'error' });
    }
  }

  async function save(fields: StaffFields) {
    if (editing === 'new') {
      const answer = await callApi('CreateStaff', fields);
      if (answer.InitialPassword) setInitial({ name: answer.Staff.UserName, password: answer.InitialPassword });
      say(t.created(answer.Staff.UserName));
    } else if (editing) {
      const { username: _, password: __, ...changes } = fields;
      await callApi('UpdateStaff', { staffOid: editing.Oid, ...changes });
      say(t.saved);
    }
    setEditing(null);
    await refresh();
  }

  const resetSecondFactor = (s: StaffItem) =>
    window.confirm(t.confirmReset(s.DisplayName)) &&
    act(() => callApi('ResetStaffSecondFactor', { staffOid: s.Oid }), t.resetDone);
  const toggleStatus = (s: StaffItem) => {
    const disabling = s.Status === 'ACTIVE';
    if (!window.confirm(disabling ? t.confirmDisable(s.DisplayName) : t.confirmEnable(s.DisplayName))) return;
    void act(
      () => callApi('SetStaffStatus', { staffOid: s.Oid, status: disabling ? 'DISABLED' : 'ACTIVE' }),
      disabling ? t.disabledDone : t.enabledDone,
    );
  };

  const columns: Column<StaffItem, 'name'>[] = [
    { header: t.userName, cell: (s) => s.UserName, text: (s) => s.UserName },
    { header: t.displayName, cell: (s) => s.DisplayName, text: (s) => s.DisplayName },
    {
      header: t.roles,
      cell: (s) => s.RoleCodes.map(roleName).join(', '),
      text: (s) => s.RoleCodes.map(roleName).join(', '),
    },
    {
      header: t.region,
      cell: (s) => s.RegionName ?? t.wholeMunicipality,
      text: (s) => s.RegionName ?? t.wholeMunicipality,
    },
    {
      header: t.status,
      cell: (s) => (
        <span className={`badge ${s.Status === 'ACTIVE' ? 'badge-ok' : 'badge-off'}`}>
          {s.Status === 'ACTIVE' ? t.statusActive : t.statusDisabled}
        </span>
      ),
      text: (s) => s.Status,
    },
    {
      header: t.secondFactor,
      cell: (s) => (s.TotpEnrolled ? t.enrolled : t.notEnrolled),
      text: (s) => String(s.TotpEnrolled),
    },
    {
      header: t.lastLogin,
      cell: (s) => formatInstantToSecond(s.LastLoginAt, language, t.never),
      text: (s) => s.LastLoginAt ?? '',
    },
  ];

  return (
    <PageFrame
      intro={t.staffIntro}
      actions={
        <button type="button" className="btn" onClick={() => setEditing('new')}>
          {t.newStaff}
        </button>
      }
    >
      {initial && (
        <div className="notice notice-warning" role="status">
          <p>
            {t.created(initial.name)} {t.initialPasswordNote}
          </p>
          <p>
            {t.initialPassword}: <code className="big-code">{initial.password}</code>
          </p>
          <button type="button" className="btn btn-outline btn-small" onClick={() => setInitial(null)}>
            {t.close}
          </button>
        </div>
      )}
      <FilterBar label={t.listCaption} onSubmit={filters.send}>
        <SearchField label={t.search} name="search" value={filters.draft.search} onChange={filters.set('search')} />
        <SelectField
          label={t.status}
          name="status"
          value={filters.draft.status}
          emptyLabel={t.allStatuses}
          options={[
            { value: 'ACTIVE', label: t.statusActive },
            { value: 'DISABLED', label: t.statusDisabled },
          ]}
          onChange={filters.set('status')}
        />
        <FilterActions find={t.filter} />
      </FilterBar>
      <PagedTable
        caption={t.listCaption}
        columns={columns}
        list={list}
        rowKey={(s) => s.Oid}
        rowAction={(s) => (
          <fieldset className="row-actions">
            <legend className="sr-only">{t.actionsFor(s.DisplayName)}</legend>
            <button type="button" className="btn btn-outline btn-small" onClick={() => setEditing(s)}>
              {t.edit}
            </button>
            <button type="button" className="btn btn-outline btn-small" onClick={() => resetSecondFactor(s)}>
              {t.resetSecondFactor}
            </button>
            <button type="button" className="btn btn-outline btn-small" onClick={() => toggleStatus(s)}>
              {s.Status === 'ACTIVE' ? t.disable : t.enable}
            </button>
          </fieldset>
        )}
      />
      {editing && (
        <StaffForm
          staff={editing === 'new' ? null : editing}
          lookups={lookups.data}
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      )}
    </PageFrame>
  );
}
