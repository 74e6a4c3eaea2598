import type { FileRef } from '@e-belediye/contracts';
import { formatDateTr, formatTry } from '@e-belediye/contracts/format';
import type { CallResponse } from '../../shared/api/client.js';
import { useI18n } from '../../shared/i18n/index.js';
import { formatInstant } from '../../shared/instant.js';
import { CaseTimeline as SharedTimeline } from '../../shared/ui/CaseTimeline.js';
import { Fact } from '../../shared/ui/Fact.js';
import { downloadFile } from '../../shared/ui/FileUpload.js';
import { useObjectionTexts } from './i18n/index.js';

type View = CallResponse<'GetMyObjection'>;

/** The debt and the case in short: what both the citizen and the desk read first. */
export function CaseFacts({ view }: { view: View }) {
  const t = useObjectionTexts();
  const { language } = useI18n();
  const a = view.Accrual;
  return (
    <dl className="facts">
      <Fact label={t.debt}>{`${a.RevenueName} — ${a.Description}`}</Fact>
      <Fact label={t.period}>{t.periodText(a.Year, a.InstallmentNo)}</Fact>
      {a.SubscriberNo && <Fact label={t.subscriber}>{a.SubscriberNo}</Fact>}
      <Fact label={t.dueDate}>{formatDateTr(a.DueDate)}</Fact>
      <Fact label={t.accrued}>{formatTry(view.AccruedKurus)}</Fact>
      <Fact label={t.paid}>{formatTry(a.PaidKurus)}</Fact>
      <Fact label={t.reason}>{t.reasons[view.Reason]}</Fact>
      {view.ReceiptNo && <Fact label={t.receiptNo}>{view.ReceiptNo}</Fact>}
      <Fact label={t.overpayment}>{t.overpaymentChoices[view.OverpaymentChoice]}</Fact>
      <Fact label={t.createdAt}>{formatInstant(view.CreatedAt, language)}</Fact>
      <Fact label={t.decideBy}>{formatDateTr(view.DecideBy)}</Fact>
    </dl>
  );
}

/** Evidence files, each opened through GetFile (the citizen who sent it, or the desk). */
export function FileList({ files }: { files: FileRef[] }) {
  if (!files.length) return null;
  return (
    <ul className="objection-files">
      {files.map((f) => (
        <li key={f.FileId}>
          <button type="button" className="objection-link" onClick={() => void downloadFile(f)}>
            {f.FileName}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The case's course, oldest first; the desk also sees who acted. */
export function CaseTimeline({ entries, showStaff = false }: { entries: View['Timeline']; showStaff?: boolean }) {
  const t = useObjectionTexts();
  return (
    <SharedTimeline
      entries={entries}
      prefix="objection"
      name={(e) => t.events[e.Kind]}
      byCitizen={t.byCitizen}
      showStaff={showStaff}
      files={(files) => <FileList files={files} />}
    />
  );
}
