import {
  type ObjectionDecision,
  ObjectionDecisions,
  type ObjectionDesk,
  ObjectionDesks,
  type ObjectionQueueItem,
} from '@e-belediye/contracts';
import { formatDateTr, formatTry, parseLiraToKurus } from '@e-belediye/contracts/format';
import { type FormEvent, useState } from 'react';
import { Link, Route, Routes, useParams } from 'react-router';
import type { z } from 'zod';
import { callApi, messageOf } from '../../../shared/api/client.js';
import { useCall } from '../../../shared/api/useCall.js';
import { usePaged } from '../../../shared/api/usePaged.js';
import { ageColumn, caseColumn, OnlyFilter } from '../../../shared/ui/CaseQueue.js';
import type { Column } from '../../../shared/ui/DataTable.js';
import { Fact } from '../../../shared/ui/Fact.js';
import { FilterBar, InputField, SelectField } from '../../../shared/ui/Field.js';
import { FilterActions, useFilterDraft } from '../../../shared/ui/Filters.js';
import { FormMessage } from '../../../shared/ui/Form.js';
import { type ActDialogProps, FormDialog, useSubmission } from '../../../shared/ui/FormDialog.js';
import { PagedTable } from '../../../shared/ui/PagedTable.js';
import { PageFrame } from '../../../shared/ui/PageFrame.js';
import { usePageStatus } from '../../../shared/ui/PageStatus.js';
import { TextAreaField } from '../../../shared/ui/TextAreaField.js';
import { CaseFacts, CaseTimeline, FileList } from '../CaseParts.js';
import { useObjectionTexts } from '../words.js';
import { AmendDeclarationDialog } from './AmendDeclarationDialog.js';
import { useObjectionDeskTexts } from './texts.js';
import '../objections.css';

type Item = z.output<typeof ObjectionQueueItem>;

/** /yonetim/itirazlar (objections.decide): the revenue and water desks' queue; a case at /<oid>. */
export default function ObjectionDeskPage() {
  return (
    <Routes>
      <Route index element={<Queue />} />
      <Route path=":objectionOid" element={<CaseRecord />} />
    </Routes>
  );
}

interface Filter {
  desk: '' | ObjectionDesk;
  openOnly: '' | 'yes';
  lateOnly: '' | 'yes';
}
const empty: Filter = { desk: '', openOnly: 'yes', lateOnly: '' };

/** The queue, the case whose legal period ends first on top; late cases flagged. */
function Queue() {
  const t = useObjectionDeskTexts();
  const c = useObjectionTexts();
  const filters = useFilterDraft<Filter>(empty);
  const { draft, filter, set } = filters;
  const criteria = {
    desk: filter.desk || undefined,
    openOnly: filter.openOnly === 'yes',
    lateOnly: filter.lateOnly === 'yes',
  };
  const list = usePaged<Item, 'due'>(
    ['GetObjectionQueue', criteria],
    (p) => callApi('GetObjectionQueue', { ...criteria, page: p.page, pageSize: p.pageSize, sortDir: p.sortDir }),
    { sortBy: 'due', sortDir: 'asc' },
  );
  const columns: Column<Item, 'due'>[] = [
    caseColumn({
      header: c.caseNo,
      number: (r) => r.CaseNo,
      oid: (r) => r.Oid,
      openLabel: t.openRecord,
      rowHeader: true,
    }),
    { header: t.desk, cell: (r) => t.desks[r.Desk], text: (r) => t.desks[r.Desk] },
    { header: c.debt, cell: (r) => r.Description, text: (r) => r.Description },
    { header: c.reason, cell: (r) => c.reasons[r.Reason], text: (r) => c.reasons[r.Reason] },
    { header: c.accrued, cell: (r) => formatTry(r.AccruedKurus), text: (r) => formatTry(r.AccruedKurus), align: 'end' },
    {
      header: c.status,
      cell: (r) => (
        <>
          {c.statuses[r.Status]}
          {r.Late && <span className="badge objection-late">{t.late}</span>}
        </>
      ),
      text: (r) => c.statuses[r.Status] + (r.Late ? ` (${t.late})` : ''),
    },
    {
      header: c.decideBy,
      cell: (r) => formatDateTr(r.DecideBy),
      text: (r) => formatDateTr(r.DecideBy),
      sortKey: 'due',
    },
    ageColumn(t.age),
  ];
  return (
    <PageFrame title={t.title} intro={t.intro}>
      <FilterBar label={t.queueCaption} onSubmit={filters.send}>
        <SelectField
          label={t.desk}
          name="desk"
          value={draft.desk}
          emptyLabel={t.all}
          options={ObjectionDesks.map((d) => ({ value: d, label: t.desks[d] }))}
          onChange={set('desk')}
        />
        <OnlyFilter
          label={t.openOnly}
          name="openOnly"
          value={draft.openOnly}
          all={t.all}
          yes={t.yes}
          onChange={set('openOnly')}
        />
        <OnlyFilter
          label={t.lateOnly}
          name="lateOnly"
          value={draft.lateOnly}
          all={t.all}
          yes={t.yes}
          onChange={set('lateOnly')}
        />
        <FilterActions find={t.find} clear={t.clear} onClear={filters.clear} />
      </FilterBar>
      <PagedTable caption={t.queueCaption} columns={columns} list={list} rowKey={(r) => r.Oid} fileName="itirazlar" />
    </PageFrame>
  );
}

type Act = 'ask' | 'decide' | 'approve' | 'returnIt';

/** One case: the debt, the citizen's explanation and evidence side by side with its course, and the acts on it. */
function CaseRecord() {
  const t = useObjectionDeskTexts();
  const c = useObjectionTexts();
  const { say } = usePageStatus();
  const objectionOid = Number(useParams().objectionOid);
  const record = useCall('GetObjectionForDesk', { objectionOid }, { enabled: objectionOid > 0 });
  const [act, setAct] = useState<Act | 'amend' | null>(null);
  const r = record.data;
  if (record.error) return <FormMessage text={messageOf(record.error)} />;
  if (!r) return null;
  const acts: Act[] =
    r.Status === 'DECIDED'
      ? []
      : r.Status === 'PENDING_APPROVAL'
        ? ['approve', 'returnIt']
        : r.Status === 'INFO_REQUESTED'
          ? []
          : ['ask', 'decide'];
  const done = async () => {
    setAct(null);
    say(t.done);
    await record.refetch();
  };
  return (
    <PageFrame title={`${r.CaseNo} — ${r.Accrual.Description}`}>
      <p>
        <Link to="..">{t.back}</Link>
      </p>
      <div className="objection-desk-grid">
        <section aria-labelledby="case-facts">
          <h2 id="case-facts">{c.debt}</h2>
          <dl className="facts">
            <Fact label={t.registry}>{r.RegistryName}</Fact>
            <Fact label={t.desk}>{t.desks[r.Desk]}</Fact>
            <Fact label={c.status}>
              {c.statuses[r.Status]}
              {r.Late && <span className="badge objection-late">{t.late}</span>}
            </Fact>
          </dl>
          <CaseFacts view={r} />
        </section>
        <section aria-labelledby="case-evidence">
          <h2 id="case-evidence">{t.explanation}</h2>
          <p className="objection-text">{r.Explanation}</p>
          <h3>{t.evidence}</h3>
          <FileList files={r.Files} />
        </section>
      </div>
      {r.NeedsSecondApproval && r.ProposedDecision && (
        <p className="notice">
          {t.proposed(r.ProposedBy ?? '')}: {c.decisions[r.ProposedDecision]}
          {r.ProposedCorrectedKurus !== null && ` — ${t.proposedAmount}: ${formatTry(r.ProposedCorrectedKurus)}`}
        </p>
      )}
      {r.AmendedDeclaration ? (
        <p className="notice">
          {t.amended(r.AmendedDeclaration.Number, r.AmendedDeclaration.Version, r.AmendedDeclaration.Year)}
        </p>
      ) : (
        r.DeclarationOid !== null &&
        r.DecisionDetail &&
        r.DecisionDetail.Decision !== 'REJECTED' && (
          <div className="notice">
            <p>{t.amendHint}</p>
            <button type="button" className="btn" onClick={() => setAct('amend')}>
              {t.amendDeclaration}
            </button>
          </div>
        )
      )}
      {acts.length > 0 && (
        <div className="objection-desk-actions">
          {acts.map((a) => (
            <button key={a} type="button" className="btn btn-outline" onClick={() => setAct(a)}>
              {t.actions[a]}
            </button>
          ))}
        </div>
      )}
      <h2>{c.timeline}</h2>
      <CaseTimeline entries={r.Timeline} showStaff />
      {act === 'amend' ? (
        <AmendDeclarationDialog objectionOid={r.Oid} onClose={() => setAct(null)} onDone={done} />
      ) : (
        act && <ActDialog act={act} objectionOid={r.Oid} onClose={() => setAct(null)} onDone={done} />
      )}
    </PageFrame>
  );
}

/** One act in a modal dialog; deciding and approving ask for the password and code again (the office's dialog). */
function ActDialog({ act, objectionOid, onClose, onDone }: ActDialogProps & { act: Act; objectionOid: number }) {
  const t = useObjectionDeskTexts();
  const c = useObjectionTexts();
  const sending = useSubmission();
  const [text, setText] = useState('');
  const [decision, setDecision] = useState<'' | ObjectionDecision>('');
  const [amount, setAmount] = useState('');
  const [article, setArticle] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const corrected = parseLiraToKurus(amount);
    const next: Record<string, string | undefined> = {};
    if ((act === 'ask' || act === 'decide') && text.trim().length < 5) next.text = t.required;
    if (act === 'decide') {
      if (!decision) next.decision = t.required;
      if (decision && decision !== 'REJECTED' && corrected === null) next.amount = t.amountInvalid;
      if (article.trim().length < 3) next.article = t.required;
    }
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    await sending.submit(async () => {
      if (act === 'ask') await callApi('AskObjectionInfo', { objectionOid, question: text });
      else if (act === 'decide')
        await callApi('DecideObjection', {
          objectionOid,
          decision: decision as ObjectionDecision,
          correctedKurus: decision === 'REJECTED' ? undefined : (corrected ?? undefined),
          reason: text,
          article,
        });
      else await callApi('ApproveObjectionDecision', { objectionOid, approve: act === 'approve' });
      await onDone();
    });
  }

  return (
    <FormDialog
      title={t.actions[act]}
      className="objection-desk-dialog"
      closeLabel={t.close}
      cancel={t.cancel}
      confirm={t.confirm}
      sending={sending}
      onSubmit={submit}
      onClose={onClose}
    >
      {act === 'decide' && (
        <>
          <SelectField
            label={t.decision}
            name="decision"
            required
            value={decision}
            emptyLabel={c.choose}
            options={ObjectionDecisions.map((d) => ({ value: d, label: c.decisions[d] }))}
            error={errors.decision}
            onChange={(v) => setDecision(v as ObjectionDecision)}
          />
          {decision && decision !== 'REJECTED' && (
            <InputField
              label={t.corrected}
              name="corrected"
              inputMode="decimal"
              required
              hint={t.correctedHint}
              value={amount}
              error={errors.amount}
              onChange={setAmount}
            />
          )}
        </>
      )}
      {(act === 'ask' || act === 'decide') && (
        <TextAreaField
          label={act === 'ask' ? t.question : t.reason}
          name="text"
          rows={4}
          maxLength={act === 'ask' ? 1000 : 2000}
          required
          value={text}
          error={errors.text}
          onChange={setText}
        />
      )}
      {act === 'decide' && (
        <InputField
          label={t.article}
          name="article"
          required
          maxLength={120}
          hint={t.articleHint}
          value={article}
          error={errors.article}
          onChange={setArticle}
        />
      )}
    </FormDialog>
  );
}
