import { type ComplaintQueueItem, type ComplaintStatus, ComplaintStatuses } from '@e-belediye/contracts';
import { useState } from 'react';
import { Route, Routes } from 'react-router';
import type { z } from 'zod';
import { callApi } from '../../../shared/api/client.js';
import { useCall } from '../../../shared/api/useCall.js';
import { usePaged } from '../../../shared/api/usePaged.js';
import { useI18n } from '../../../shared/i18n/index.js';
import { formatInstant } from '../../../shared/instant.js';
import { ageColumn, caseColumn, OnlyFilter } from '../../../shared/ui/CaseQueue.js';
import type { Column } from '../../../shared/ui/DataTable.js';
import { FilterBar, InputField, SelectField } from '../../../shared/ui/Field.js';
import { FilterActions, SearchField, useFilterDraft } from '../../../shared/ui/Filters.js';
import { PagedTable } from '../../../shared/ui/PagedTable.js';
import { PageFrame } from '../../../shared/ui/PageFrame.js';
import { useComplaintsTexts } from '../words.js';
import { CategoryList } from './CategoryList.js';
import { ComplaintRecord } from './ComplaintRecord.js';
import { Dashboard } from './Dashboard.js';
import { useComplaintDeskTexts } from './texts.js';
import '../complaints.css';
import './complaint-desk.css';
import { DistrictSelect } from '../../../shared/ui/DistrictSelect.js';

type Item = z.output<typeof ComplaintQueueItem>;
type Tab = 'queue' | 'dashboard' | 'categories';

/** /yonetim/sikayetler (complaints.handle): the queue, the dashboard and the categories; a report at /<oid>. */
export default function ComplaintDeskPage() {
  return (
    <Routes>
      <Route index element={<DeskHome />} />
      <Route path=":complaintOid" element={<ComplaintRecord />} />
    </Routes>
  );
}

function DeskHome() {
  const t = useComplaintDeskTexts();
  const [tab, setTab] = useState<Tab>('queue');
  return (
    <PageFrame title={t.title} intro={t.intro}>
      <div className="complaint-tabs" role="tablist" aria-label={t.title}>
        {(['queue', 'dashboard', 'categories'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`desk-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`desk-panel-${name}`}
            className={tab === name ? 'btn' : 'btn btn-outline'}
            onClick={() => setTab(name)}
          >
            {t.tabs[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`desk-panel-${tab}`} aria-labelledby={`desk-tab-${tab}`}>
        {tab === 'queue' && <Queue />}
        {tab === 'dashboard' && <Dashboard />}
        {tab === 'categories' && <CategoryList />}
      </div>
    </PageFrame>
  );
}

interface Filter {
  status: '' | 'OPEN' | ComplaintStatus;
  categoryOid: string;
  districtCode: string;
  minAgeDays: string;
  lateOnly: '' | 'yes';
  text: string;
}
const empty: Filter = { status: 'OPEN', categoryOid: '', districtCode: '', minAgeDays: '', lateOnly: '', text: '' };

/** The department's queue, oldest first: filtered by status, category, district and age; late reports flagged. */
function Queue() {
  const t = useComplaintDeskTexts();
  const c = useComplaintsTexts();
  const { language } = useI18n();
  const filters = useFilterDraft<Filter>(empty);
  const { draft, filter, set } = filters;
  const categories = useCall('GetComplaintCategoryDesk', {}, { staleTime: 60_000 });
  const criteria = {
    status: filter.status && filter.status !== 'OPEN' ? filter.status : undefined,
    openOnly: filter.status === 'OPEN',
    categoryOid: filter.categoryOid ? Number(filter.categoryOid) : undefined,
    districtCode: filter.districtCode || undefined,
    minAgeDays: /^\d{1,4}$/.test(filter.minAgeDays) ? Number(filter.minAgeDays) : undefined,
    lateOnly: filter.lateOnly === 'yes',
    text: filter.text.trim() || undefined,
  };
  const list = usePaged<Item, 'created'>(
    ['GetComplaintQueue', criteria],
    (p) =>
      callApi('GetComplaintQueue', {
        criteria: { ...criteria, page: p.page, pageSize: p.pageSize, sortDir: p.sortDir },
      }),
    { sortBy: 'created', sortDir: 'asc' },
  );
  const columns: Column<Item, 'created'>[] = [
    caseColumn({ header: t.trackingNo, number: (r) => r.TrackingNo, oid: (r) => r.Oid, openLabel: t.openRecord }),
    { header: t.subject, cell: (r) => r.Subject, text: (r) => r.Subject },
    {
      header: t.category,
      cell: (r) => [r.CategoryName, r.SubcategoryName].filter(Boolean).join(' / '),
      text: (r) => r.CategoryName,
    },
    { header: t.place, cell: (r) => `${r.StreetName}, ${r.DistrictName}`, text: (r) => r.DistrictName },
    {
      header: t.status,
      cell: (r) => (
        <>
          <span className={`badge complaint-status-${r.Status.toLowerCase()}`}>{c.statuses[r.Status]}</span>
          {r.Late && <span className="badge complaint-late">{t.lateBadge(r.TargetDays)}</span>}
        </>
      ),
      text: (r) => c.statuses[r.Status] + (r.Late ? ` (${t.late})` : ''),
    },
    { header: t.department, cell: (r) => r.Department ?? '—', text: (r) => r.Department ?? '' },
    {
      header: t.createdAt,
      cell: (r) => formatInstant(r.CreatedAt, language),
      text: (r) => r.CreatedAt,
      sortKey: 'created',
    },
    ageColumn(t.age),
  ];
  const tops = (categories.data ?? []).filter((x) => x.ParentOid === null);
  return (
    <>
      <FilterBar label={t.queueCaption} onSubmit={filters.send}>
        <SelectField
          label={t.status}
          name="status"
          value={draft.status}
          emptyLabel={t.all}
          options={[
            { value: 'OPEN', label: t.openOnly },
            ...ComplaintStatuses.map((s) => ({ value: s, label: c.statuses[s] })),
          ]}
          onChange={set('status')}
        />
        <SelectField
          label={t.category}
          name="categoryOid"
          value={draft.categoryOid}
          emptyLabel={t.all}
          options={tops.map((x) => ({ value: String(x.Oid), label: x.Name }))}
          onChange={set('categoryOid')}
        />
        <DistrictSelect
          label={t.district}
          value={draft.districtCode}
          emptyLabel={t.all}
          onChange={set('districtCode')}
        />
        <InputField
          label={t.minAge}
          name="minAgeDays"
          digits={4}
          value={draft.minAgeDays}
          onChange={set('minAgeDays')}
        />
        <OnlyFilter
          label={t.lateOnly}
          name="lateOnly"
          value={draft.lateOnly}
          all={t.all}
          yes={t.yes}
          onChange={set('lateOnly')}
        />
        <SearchField label={t.search} name="text" value={draft.text} onChange={set('text')} />
        <FilterActions find={t.find} clear={t.clear} onClear={filters.clear} />
      </FilterBar>
      <PagedTable caption={t.queueCaption} columns={columns} list={list} rowKey={(r) => r.Oid} fileName="bildirimler" />
    </>
  );
}
