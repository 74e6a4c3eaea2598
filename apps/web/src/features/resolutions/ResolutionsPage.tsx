import type { ResolutionKind } from '@e-belediye/contracts/codes';
import { formatDateTr, searchStems } from '@e-belediye/contracts/format';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type CallResponse, callApi } from '../../shared/api/client.js';
import { useCall } from '../../shared/api/useCall.js';
import { usePaged } from '../../shared/api/usePaged.js';
import { useI18n } from '../../shared/i18n/index.js';
import { usePageTitle } from '../../shared/routing/pageInfo.js';
import type { Column } from '../../shared/ui/DataTable.js';
import { FilterBar, InputField, SelectField } from '../../shared/ui/Field.js';
import { PagedTable } from '../../shared/ui/PagedTable.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { useDebounced } from '../../shared/ui/useDebounced.js';
import { Highlight } from './Highlight.js';
import { useResolutionsTexts } from './i18n/index.js';
import { ResolutionDialog } from './ResolutionDialog.js';

type Row = CallResponse<'GetResolutionList'>['Items'][number];
type SortKey = 'relevance' | 'date' | 'subject';

/** Council (meclis) or committee (encümen) resolutions: search, list, read. `?karar=<oid>` opens one. */
export function ResolutionsPage({ kind }: { kind: ResolutionKind }) {
  const { m } = useI18n();
  const t = useResolutionsTexts();
  const [params, setParams] = useSearchParams();
  const [dateFrom, setDateFrom] = useState('');
  const [dateTo, setDateTo] = useState('');
  const [number, setNumber] = useState('');
  const [typeCode, setType] = useState('');
  const [text, setText] = useState('');
  const typed = useDebounced({ number: number.trim(), text: text.trim() });
  const types = useCall('GetResolutionTypeList', { kind });
  const badOrder = Boolean(dateFrom && dateTo && dateFrom > dateTo);
  const criteria = {
    kind,
    dateFrom: dateFrom || undefined,
    dateTo: dateTo || undefined,
    typeCode: typeCode || undefined,
    number: typed.number || undefined,
    text: typed.text || undefined,
  };
  const list = usePaged<Row, SortKey>(
    ['resolutions', criteria],
    (p) => callApi('GetResolutionList', { criteria: { ...criteria, ...p } }),
    { sortBy: 'date', sortDir: 'desc' },
    !badOrder,
  );
  // A search lists the best matches first; clearing it goes back to the newest first.
  const searching = Boolean(typed.text);
  const { sort, setSort } = list;
  useEffect(() => {
    if (searching && sort.sortBy === 'date') setSort({ sortBy: 'relevance', sortDir: 'desc' });
    if (!searching && sort.sortBy === 'relevance') setSort({ sortBy: 'date', sortDir: 'desc' });
  }, [searching, sort.sortBy, setSort]);
  const stems = useMemo(() => searchStems(typed.text), [typed.text]);
  const open = Number(params.get('karar')) || null;
  const setOpen = (oid: number | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (oid) next.set('karar', String(oid));
      else next.delete('karar');
      return next;
    });
  const columns: Column<Row, SortKey>[] = [
    { header: t.number, cell: (r) => r.Number, text: (r) => r.Number },
    { header: t.date, cell: (r) => formatDateTr(r.Date), text: (r) => formatDateTr(r.Date), sortKey: 'date' },
    // The council's records are Turkish documents in every language of the page.
    { header: t.type, cell: (r) => <bdi lang="tr">{r.TypeName}</bdi>, text: (r) => r.TypeName },
    {
      header: t.subject,
      cell: (r) => (
        <bdi lang="tr">
          <Highlight text={r.Subject} stems={stems} />
          {r.Snippet && (
            <span className="resolution-snippet">
              <Highlight text={r.Snippet} stems={stems} />
            </span>
          )}
        </bdi>
      ),
      text: (r) => r.Subject,
      sortKey: 'subject',
    },
  ];
  const title = usePageTitle();
  return (
    <PageFrame intro={kind === 'COUNCIL' ? t.councilIntro : t.committeeIntro}>
      <FilterBar label={m.filters.title}>
        <InputField label={t.dateFrom} type="date" value={dateFrom} onChange={setDateFrom} />
        <InputField label={t.dateTo} type="date" value={dateTo} onChange={setDateTo} />
        <InputField label={t.number} value={number} onChange={setNumber} maxLength={20} />
        <SelectField
          label={t.type}
          value={typeCode}
          emptyLabel={m.filters.all}
          options={(types.data ?? []).map((x) => ({ value: x.Code, label: x.Name }))}
          optionsLang="tr"
          onChange={setType}
        />
        <InputField label={t.text} type="search" value={text} onChange={setText} maxLength={100} />
      </FilterBar>
      {badOrder && (
        <p className="form-error" role="alert">
          {t.dateOrder}
        </p>
      )}
      <PagedTable
        caption={title}
        fileName={kind === 'COUNCIL' ? 'meclis-kararlari' : 'encumen-kararlari'}
        columns={columns}
        list={list}
        rowKey={(r) => r.Oid}
        rowAction={(r) => (
          <button
            type="button"
            className="btn btn-small"
            onClick={() => setOpen(r.Oid)}
            aria-label={`${t.open}: ${r.Number}`}
          >
            {t.open}
          </button>
        )}
      />
      {open && <ResolutionDialog key={open} oid={open} onClose={() => setOpen(null)} />}
    </PageFrame>
  );
}

export function CouncilResolutionsPage() {
  return <ResolutionsPage kind="COUNCIL" />;
}
export function CommitteeResolutionsPage() {
  return <ResolutionsPage kind="COMMITTEE" />;
}
