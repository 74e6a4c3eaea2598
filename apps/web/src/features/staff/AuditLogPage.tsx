import type { AuditEntry } from '@e-belediye/contracts';
import { callApi } from '../../shared/api/client.js';
import { usePaged } from '../../shared/api/usePaged.js';
import { useI18n } from '../../shared/i18n/index.js';
import { formatInstantToSecond } from '../../shared/instant.js';
import type { Column } from '../../shared/ui/DataTable.js';
import { FilterBar, InputField, SelectField } from '../../shared/ui/Field.js';
import { FilterActions, useFilterDraft } from '../../shared/ui/Filters.js';
import { PagedTable } from '../../shared/ui/PagedTable.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { type StaffTexts, useStaffTexts } from './i18n/index.js';
import './staff.css';

interface Filter {
  dateFrom: string;
  dateTo: string;
  staffOid: string;
  memberOid: string;
  action: string;
  recordType: string;
  recordId: string;
}
const empty: Filter = {
  dateFrom: '',
  dateTo: '',
  staffOid: '',
  memberOid: '',
  action: '',
  recordType: '',
  recordId: '',
};

/** The filter as the call takes it: empty fields left out, numbers as numbers. */
function request(f: Filter) {
  const oid = (v: string) => (/^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : undefined);
  const text = (v: string) => v.trim() || undefined;
  return {
    dateFrom: f.dateFrom || undefined,
    dateTo: f.dateTo || undefined,
    staffOid: oid(f.staffOid),
    memberOid: oid(f.memberOid),
    action: text(f.action),
    recordType: text(f.recordType),
    recordId: text(f.recordId),
  };
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** Before and after of one act, folded until asked for. */
function Changes({ entry, t }: { entry: AuditEntry; t: StaffTexts }) {
  const parts = [
    [t.before, entry.Before],
    [t.after, entry.After],
    [t.detail, entry.Detail],
  ].filter(([, v]) => v !== null && !(typeof v === 'object' && Object.keys(v as object).length === 0));
  if (parts.length === 0) return null;
  return (
    <details className="audit-changes">
      <summary>{t.show}</summary>
      {parts.map(([label, value]) => (
        <div key={String(label)}>
          <strong>{String(label)}</strong>
          <pre>{json(value)}</pre>
        </div>
      ))}
    </details>
  );
}

/** /yonetim/denetim (audit.read): the audit log, newest first, searchable; reading it is recorded too. */
export default function AuditLogPage() {
  const t = useStaffTexts();
  const { language } = useI18n();
  const filters = useFilterDraft<Filter>(empty);
  const { draft, filter, set } = filters;
  const body = request(filter);
  const list = usePaged<AuditEntry, 'at'>(
    ['GetAuditLog', body],
    (p) => callApi('GetAuditLog', { ...body, page: p.page, pageSize: p.pageSize }),
    { sortBy: 'at', sortDir: 'desc' },
  );
  const recordOf = (e: AuditEntry) =>
    e.RecordType ? `${t.recordTypeNames[e.RecordType] ?? e.RecordType} ${e.RecordId ?? ''}`.trim() : '';
  const options = (names: Record<string, string>) =>
    Object.entries(names)
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label, language));
  const columns: Column<AuditEntry, 'at'>[] = [
    { header: t.at, cell: (e) => formatInstantToSecond(e.At, language), text: (e) => e.At },
    {
      header: t.action,
      cell: (e) => t.actionNames[e.Action] ?? e.Action,
      text: (e) => t.actionNames[e.Action] ?? e.Action,
    },
    {
      header: t.who,
      cell: (e) =>
        e.StaffOid !== null
          ? (e.StaffName ?? t.staffLabel(e.StaffOid))
          : e.MemberOid !== null
            ? t.memberLabel(e.MemberOid)
            : t.system,
      text: (e) => String(e.StaffName ?? e.StaffOid ?? e.MemberOid ?? ''),
    },
    {
      header: t.record,
      cell: (e) => recordOf(e),
      text: (e) => recordOf(e),
    },
    { header: t.ip, cell: (e) => e.Ip ?? '', text: (e) => e.Ip ?? '' },
    { header: t.changes, cell: (e) => <Changes entry={e} t={t} />, text: (e) => json(e.After ?? null) },
  ];
  return (
    <PageFrame intro={t.auditIntro}>
      <FilterBar label={t.auditCaption} onSubmit={filters.send}>
        <InputField label={t.dateFrom} type="date" name="dateFrom" value={draft.dateFrom} onChange={set('dateFrom')} />
        <InputField label={t.dateTo} type="date" name="dateTo" value={draft.dateTo} onChange={set('dateTo')} />
        <InputField label={t.staffOid} name="staffOid" value={draft.staffOid} onChange={set('staffOid')} digits={9} />
        <InputField
          label={t.memberOid}
          name="memberOid"
          value={draft.memberOid}
          onChange={set('memberOid')}
          digits={9}
        />
        <SelectField
          label={t.action}
          name="action"
          value={draft.action}
          onChange={set('action')}
          options={options(t.actionNames)}
          emptyLabel={t.anyOption}
        />
        <SelectField
          label={t.recordType}
          name="recordType"
          value={draft.recordType}
          onChange={set('recordType')}
          options={options(t.recordTypeNames)}
          emptyLabel={t.anyOption}
        />
        <InputField
          label={t.recordId}
          name="recordId"
          value={draft.recordId}
          onChange={set('recordId')}
          maxLength={60}
        />
        <FilterActions find={t.filter} clear={t.clear} onClear={filters.clear} />
      </FilterBar>
      <PagedTable caption={t.auditCaption} columns={columns} list={list} rowKey={(e) => e.Oid} />
    </PageFrame>
  );
}
