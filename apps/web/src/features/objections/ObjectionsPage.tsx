import type { FileRef, ObjectionReason, OverpaymentChoice } from '@e-belediye/contracts';
import { formatDateTr, formatTry } from '@e-belediye/contracts/format';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type CallResponse, callApi, messageOf } from '../../shared/api/client.js';
import { useCall } from '../../shared/api/useCall.js';
import { useI18n } from '../../shared/i18n/index.js';
import { formatInstant } from '../../shared/instant.js';
import { Fact } from '../../shared/ui/Fact.js';
import { InputField, SelectField } from '../../shared/ui/Field.js';
import { FileUpload } from '../../shared/ui/FileUpload.js';
import { FormMessage, SubmitButton } from '../../shared/ui/Form.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { RowsTable } from '../../shared/ui/RowsTable.js';
import { TableScroll } from '../../shared/ui/TableScroll.js';
import { TextAreaField } from '../../shared/ui/TextAreaField.js';
import { CaseFacts, CaseTimeline, FileList } from './CaseParts.js';
import { useObjectionTexts } from './i18n/index.js';
import './objections.css';

const MAX_FILES = 3;

/**
 * /itirazlarim: the member's objections to accruals. `?borc=<accrual>` (the debt page's "İtiraz et / Düzeltme iste")
 * opens a new case on that debt; `?basvuru=<no>` (the link in every SMS) opens one case with its timeline.
 */
export default function ObjectionsPage() {
  const t = useObjectionTexts();
  const [params, setParams] = useSearchParams();
  const accrualOid = Number(params.get('borc') ?? '');
  const caseNo = params.get('basvuru') ?? '';
  const [opened, setOpened] = useState<string | null>(null);
  const openCase = (no: string) => setParams({ basvuru: no });
  return (
    <PageFrame intro={t.intro}>
      {opened && (
        <p className="notice" role="status">
          {t.opened(opened)}
        </p>
      )}
      {caseNo ? (
        <CaseDetail caseNo={caseNo} />
      ) : Number.isInteger(accrualOid) && accrualOid > 0 ? (
        <NewCase
          accrualOid={accrualOid}
          onOpened={(no) => {
            setOpened(no);
            openCase(no);
          }}
        />
      ) : (
        <MyCases onOpen={openCase} />
      )}
    </PageFrame>
  );
}

function MyCases({ onOpen }: { onOpen(no: string): void }) {
  const t = useObjectionTexts();
  const { language } = useI18n();
  const mine = useCall('GetMyObjections', {});
  if (mine.error) return <FormMessage text={messageOf(mine.error)} />;
  if (!mine.data) return null;
  return (
    <section aria-labelledby="cases-title">
      <h2 id="cases-title">{t.listTitle}</h2>
      {mine.data.length === 0 ? (
        <>
          <p>{t.empty}</p>
          <p>
            <Link to="/DebtQuestioning">{t.toDebts}</Link>
          </p>
        </>
      ) : (
        <TableScroll label={t.listTitle}>
          <RowsTable
            label={t.listTitle}
            rows={mine.data}
            rowKey={(r) => r.CaseNo}
            columns={[
              { header: t.caseNo, cell: (r) => r.CaseNo },
              { header: t.debt, cell: (r) => r.Description },
              {
                header: t.status,
                cell: (r) =>
                  r.Decision ? `${t.statuses[r.Status]}: ${t.decisions[r.Decision]}` : t.statuses[r.Status],
              },
              { header: t.createdAt, cell: (r) => formatInstant(r.CreatedAt, language) },
              {
                header: t.open,
                cell: (r) => (
                  <button
                    type="button"
                    className="btn btn-small btn-outline"
                    aria-label={`${t.open}: ${r.CaseNo}`}
                    onClick={() => onOpen(r.CaseNo)}
                  >
                    {t.open}
                  </button>
                ),
              },
            ]}
          />
        </TableScroll>
      )}
    </section>
  );
}

/** A new case on one debt: a reason fitting its revenue, an explanation, evidence and the overpayment choice. */
function NewCase({ accrualOid, onOpened }: { accrualOid: number; onOpened(caseNo: string): void }) {
  const t = useObjectionTexts();
  const options = useCall('GetObjectionReasons', { accrualOid });
  const [reason, setReason] = useState('');
  const [explanation, setExplanation] = useState('');
  const [receiptNo, setReceiptNo] = useState('');
  const [choice, setChoice] = useState<OverpaymentChoice>('REFUND');
  const [files, setFiles] = useState<FileRef[]>([]);
  const [errors, setErrors] = useState<{ reason?: string; explanation?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (options.error) return <FormMessage text={messageOf(options.error)} />;
  const o = options.data;
  if (!o) return null;
  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      reason: reason ? undefined : t.required,
      explanation: explanation.trim().length >= 10 ? undefined : t.explanationHint,
    };
    setErrors(next);
    if (next.reason || next.explanation) return;
    setBusy(true);
    setFailure(null);
    try {
      const res = await callApi('OpenObjection', {
        accrualOid,
        reason: reason as ObjectionReason,
        explanation,
        receiptNo: receiptNo.trim() || undefined,
        overpaymentChoice: choice,
        fileIds: files.map((f) => f.FileId),
      });
      onOpened(res.CaseNo);
    } catch (e) {
      setFailure(messageOf(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <section aria-labelledby="new-title">
      <h2 id="new-title">{t.newTitle}</h2>
      <dl className="facts">
        <Fact label={t.debt}>{`${o.Accrual.RevenueName} — ${o.Accrual.Description}`}</Fact>
        <Fact label={t.dueDate}>{formatDateTr(o.Accrual.DueDate)}</Fact>
        <Fact label={t.accrued}>{formatTry(o.Accrual.AccruedKurus)}</Fact>
        <Fact label={t.paid}>{formatTry(o.Accrual.PaidKurus)}</Fact>
      </dl>
      {o.OpenCaseNo ? (
        <p className="notice">
          {t.openCase(o.OpenCaseNo)} <Link to={`/itirazlarim?basvuru=${o.OpenCaseNo}`}>{t.open}</Link>
        </p>
      ) : (
        <form className="form-stack objection-form" noValidate onSubmit={submit} aria-labelledby="new-title">
          <p>{t.newIntro}</p>
          <SelectField
            label={t.reason}
            name="reason"
            required
            value={reason}
            emptyLabel={t.choose}
            options={o.Reasons.map((r) => ({ value: r, label: t.reasons[r] }))}
            error={errors.reason}
            onChange={setReason}
          />
          <TextAreaField
            label={t.explanation}
            name="explanation"
            rows={5}
            maxLength={2000}
            required
            hint={t.explanationHint}
            value={explanation}
            error={errors.explanation}
            onChange={setExplanation}
          />
          {reason === 'ALREADY_PAID' && (
            <InputField
              label={t.receiptNo}
              name="receiptNo"
              maxLength={40}
              hint={t.receiptHint}
              value={receiptNo}
              onChange={setReceiptNo}
            />
          )}
          <FileUpload purpose="objection" label={t.files} value={files} max={MAX_FILES} onChange={setFiles} />
          <SelectField
            label={t.overpayment}
            name="overpaymentChoice"
            value={choice}
            options={(['REFUND', 'NET'] as const).map((c) => ({ value: c, label: t.overpaymentChoices[c] }))}
            onChange={(v) => setChoice(v as OverpaymentChoice)}
          />
          <FormMessage text={failure} />
          <SubmitButton busy={busy}>{t.send}</SubmitButton>
        </form>
      )}
    </section>
  );
}

type CaseView = CallResponse<'GetMyObjection'>;

function CaseDetail({ caseNo }: { caseNo: string }) {
  const t = useObjectionTexts();
  const view = useCall('GetMyObjection', { caseNo });
  if (view.error) return <FormMessage text={messageOf(view.error)} />;
  const c = view.data;
  if (!c) return null;
  return (
    <article className="objection-case" aria-labelledby="case-title">
      <p>
        <Link to="/itirazlarim">{t.back}</Link>
      </p>
      <h2 id="case-title">
        {c.CaseNo} — {t.statuses[c.Status]}
      </h2>
      <CaseFacts view={c} />
      <p className="objection-text">{c.Explanation}</p>
      <FileList files={c.Files} />
      {c.Status === 'INFO_REQUESTED' && <Answer view={c} onDone={() => void view.refetch()} />}
      {c.DecisionDetail && <Decision view={c} />}
      <h3>{t.timeline}</h3>
      <CaseTimeline entries={c.Timeline} />
    </article>
  );
}

function Answer({ view, onDone }: { view: CaseView; onDone(): void }) {
  const t = useObjectionTexts();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<FileRef[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim().length < 2) return setFailure(t.required);
    setBusy(true);
    setFailure(null);
    try {
      await callApi('AnswerObjection', { caseNo: view.CaseNo, text, fileIds: files.map((f) => f.FileId) });
      onDone();
    } catch (e) {
      setFailure(messageOf(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="form-stack objection-answer" noValidate onSubmit={submit} aria-labelledby="answer-title">
      <h3 id="answer-title">{t.answerTitle}</h3>
      <p className="notice">
        <strong>{t.question}:</strong> {view.Question}
      </p>
      <TextAreaField
        label={t.answer}
        name="answer"
        rows={4}
        maxLength={2000}
        required
        value={text}
        onChange={setText}
      />
      <FileUpload purpose="objection" label={t.files} value={files} max={MAX_FILES} onChange={setFiles} />
      <FormMessage text={failure} />
      <SubmitButton busy={busy}>{t.send}</SubmitButton>
    </form>
  );
}

function Decision({ view }: { view: CaseView }) {
  const t = useObjectionTexts();
  const d = view.DecisionDetail!;
  return (
    <section className="objection-decision" aria-labelledby="decision-title">
      <h3 id="decision-title">
        {t.decision}: {t.decisions[d.Decision]}
      </h3>
      <dl className="facts">
        <Fact label={t.corrected}>{formatTry(d.CorrectedKurus)}</Fact>
        <Fact label={t.decisionReason}>{d.Reason}</Fact>
        <Fact label={t.article}>{d.Article}</Fact>
        {d.RefundKurus > 0 && <Fact label={t.refund}>{formatTry(d.RefundKurus)}</Fact>}
        {d.NettedKurus > 0 && <Fact label={t.netted}>{formatTry(d.NettedKurus)}</Fact>}
        <Fact label={t.verifyCode}>{d.VerificationCode}</Fact>
      </dl>
      <p>
        <strong>{t.remedy}:</strong> {t.remedyText(d.RemedyDays, t.courts[view.Desk], d.RemedyArticle)}
      </p>
      <p>
        <a className="btn btn-outline" href={`/api/objections/${view.CaseNo}/decision.pdf`} download>
          {t.pdf}
        </a>
      </p>
    </section>
  );
}
