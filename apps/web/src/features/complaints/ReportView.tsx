import type { FileRef } from '@e-belediye/contracts';
import { type ComplaintStatus, MAX_COMPLAINT_FILES } from '@e-belediye/contracts/complaints';
import { type FormEvent, useState } from 'react';
import { type CallResponse, callApi, messageOf } from '../../shared/api/client.js';
import { useI18n } from '../../shared/i18n/index.js';
import { formatInstant } from '../../shared/instant.js';
import { useToast } from '../../shared/toast/index.js';
import { CaseTimeline } from '../../shared/ui/CaseTimeline.js';
import { Fact } from '../../shared/ui/Fact.js';
import { SelectField } from '../../shared/ui/Field.js';
import { downloadFile, FileUpload } from '../../shared/ui/FileUpload.js';
import { FormMessage, SubmitButton } from '../../shared/ui/Form.js';
import { TextAreaField } from '../../shared/ui/TextAreaField.js';
import { useComplaintsTexts } from './i18n/index.js';

type Report = CallResponse<'GetComplaint'>;
export type TimelineEntry = Report['Timeline'][number];

/** The steps every report goes through, in order; the timeline marks how far this one got. */
const PATH: ComplaintStatus[] = ['RECEIVED', 'ASSIGNED', 'IN_PROGRESS', 'RESOLVED'];

export function FileLinks({ files }: { files: FileRef[] }) {
  if (!files.length) return null;
  return (
    <ul className="complaint-files">
      {files.map((f) => (
        <li key={f.FileId}>
          <button type="button" className="complaint-link" onClick={() => void downloadFile(f)}>
            {f.FileName}
          </button>{' '}
          <span className="complaint-hint">({Math.max(1, Math.round(f.SizeBytes / 1024))} KB)</span>
        </li>
      ))}
    </ul>
  );
}

/** The timeline, oldest first; the desk also sees who acted and the internal notes. */
export function Timeline({ entries, showStaff = false }: { entries: TimelineEntry[]; showStaff?: boolean }) {
  const t = useComplaintsTexts();
  return (
    <CaseTimeline
      entries={entries}
      prefix="complaint"
      name={(e) => (e.Kind === 'STATUS' && e.Status ? t.statuses[e.Status] : t.events[e.Kind])}
      byCitizen={t.byCitizen}
      actor={(e) => e.Department}
      showStaff={showStaff}
      itemClass={(e) => `complaint-event complaint-event-${e.Kind.toLowerCase()}${e.Public ? '' : ' internal'}`}
      files={(files) => <FileLinks files={files} />}
    />
  );
}

/**
 * How far along the usual path the report is: the progress line above the timeline. A report that left the path
 * (answered, closed without being resolved, merged) ends on what happened to it, never on "resolved"; a closing
 * carries the office's reason under the line.
 */
function Progress({ status, timeline }: { status: ComplaintStatus; timeline: TimelineEntry[] }) {
  const t = useComplaintsTexts();
  const ended = status === 'ANSWERED' || status === 'CLOSED' || status === 'MERGED';
  const reached = ended ? PATH.length - 1 : PATH.indexOf(status);
  const reason = status === 'CLOSED' ? timeline.filter((e) => e.Kind === 'CLOSED').at(-1)?.Text : null;
  // Closed or merged is an end, not the work done: its step is drawn apart from the path's green.
  const offPath = status === 'CLOSED' || status === 'MERGED';
  return (
    <>
      <ol className="complaint-progress" aria-label={t.status}>
        {PATH.map((s, i) => (
          <li
            key={s}
            className={i < reached || (i === reached && !offPath) ? 'done' : i === reached ? 'ended' : undefined}
            aria-current={i === reached ? 'step' : undefined}
          >
            {i === reached && ended ? t.statuses[status] : t.statuses[s]}
          </li>
        ))}
      </ol>
      {reason && <p className="complaint-closed-reason">{t.closedReason(reason)}</p>}
    </>
  );
}

/** A report as its citizen sees it, with what they may do next: add information, reopen, rate. */
export function ReportView({
  report,
  gsmNumber,
  onChanged,
  onOpen,
}: {
  report: Report;
  /** The phone the report was opened with (empty when signed in). */
  gsmNumber: string;
  onChanged(): void;
  onOpen(trackingNo: string): void;
}) {
  const t = useComplaintsTexts();
  const { language } = useI18n();
  const caller = { trackingNo: report.TrackingNo, gsmNumber: gsmNumber || undefined };
  const open = ['RECEIVED', 'ASSIGNED', 'IN_PROGRESS'].includes(report.Status);
  const place = [report.StreetName, report.DoorNo && `No: ${report.DoorNo}`, report.DistrictName]
    .filter(Boolean)
    .join(', ');
  return (
    <article className="complaint-report" aria-labelledby="report-title">
      <h2 id="report-title">
        {report.TrackingNo} — {report.Subject}
      </h2>
      {report.MergedInto && (
        <p className="notice" role="status">
          {t.mergedInto(report.MergedInto)}{' '}
          <button type="button" className="complaint-link" onClick={() => onOpen(report.MergedInto as string)}>
            {t.openMerged}
          </button>
        </p>
      )}
      {!report.Own && <p className="complaint-hint">{t.follower}</p>}
      <Progress status={report.Status} timeline={report.Timeline} />
      <dl className="facts">
        <Fact label={t.status}>{t.statuses[report.Status]}</Fact>
        <Fact label={t.kind}>{t.kinds[report.Kind]}</Fact>
        <Fact label={t.category}>
          {report.CategoryName}
          {report.SubcategoryName ? ` / ${report.SubcategoryName}` : ''}
        </Fact>
        <Fact label={t.place}>
          {place}
          {report.Landmark ? ` (${report.Landmark})` : ''}
        </Fact>
        <Fact label={t.createdAt}>{formatInstant(report.CreatedAt, language)}</Fact>
        {report.Department && <Fact label={t.department}>{report.Department}</Fact>}
        {report.Rating !== null && <Fact label={t.rating}>{t.ratingValue(report.Rating)}</Fact>}
      </dl>
      <p className="complaint-description">{report.Description}</p>
      <FileLinks files={report.Files} />
      <h3>{t.timeline}</h3>
      <Timeline entries={report.Timeline} />
      {report.Own && open && (
        <Act
          title={t.addInfo}
          run={(text, files) =>
            callApi('AddComplaintInformation', { ...caller, text, fileIds: files.map((f) => f.FileId) })
          }
          label={t.addInfoText}
          withFiles
          onDone={onChanged}
        />
      )}
      {report.Own && report.ReopenUntil && (
        <>
          <RateForm report={report} caller={caller} onDone={onChanged} />
          <p className="complaint-hint">{t.reopenUntil(formatInstant(report.ReopenUntil, language))}</p>
          <Act
            title={t.reopen}
            label={t.reopenReason}
            run={(reason) => callApi('ReopenComplaint', { ...caller, reason })}
            onDone={onChanged}
          />
        </>
      )}
    </article>
  );
}

/** One of the citizen's acts that takes a text (and files): a small form under the timeline. */
function Act({
  title,
  label,
  run,
  onDone,
  withFiles = false,
}: {
  title: string;
  label: string;
  run(text: string, files: FileRef[]): Promise<unknown>;
  onDone(): void;
  withFiles?: boolean;
}) {
  const t = useComplaintsTexts();
  const { enqueue } = useToast();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<FileRef[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await run(text, files);
      setText('');
      setFiles([]);
      enqueue(t.saved, { variant: 'info' });
      onDone();
    } catch (e) {
      setFailure(messageOf(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="complaint-act form-stack" noValidate onSubmit={submit} aria-label={title}>
      <h3>{title}</h3>
      <TextAreaField label={label} name={title} rows={3} maxLength={2000} required value={text} onChange={setText} />
      {withFiles && (
        <FileUpload purpose="complaint" label={t.files} value={files} max={MAX_COMPLAINT_FILES} onChange={setFiles} />
      )}
      <FormMessage text={failure} />
      <SubmitButton busy={busy}>{t.send}</SubmitButton>
    </form>
  );
}

function RateForm({
  report,
  caller,
  onDone,
}: {
  report: Report;
  caller: { trackingNo: string; gsmNumber?: string };
  onDone(): void;
}) {
  const t = useComplaintsTexts();
  const [rating, setRating] = useState(report.Rating ? String(report.Rating) : '');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!rating) return setFailure(t.required);
    setBusy(true);
    setFailure(null);
    try {
      await callApi('RateComplaint', { ...caller, rating: Number(rating) });
      onDone();
    } catch (e) {
      setFailure(messageOf(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="complaint-act form-inline" noValidate onSubmit={submit} aria-label={t.rate}>
      <SelectField
        label={t.rate}
        name="rating"
        value={rating}
        emptyLabel={t.choose}
        options={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: t.ratingValue(n) }))}
        onChange={setRating}
      />
      <FormMessage text={failure} />
      <SubmitButton busy={busy}>{t.send}</SubmitButton>
    </form>
  );
}
