import type { ImportCounts, ImportStatus, ImportSummary } from '@e-belediye/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { callApi } from '../../../shared/api/client.js';
import { allOf, useCall } from '../../../shared/api/useCall.js';
import { Fact } from '../../../shared/ui/Fact.js';
import { FormMessage } from '../../../shared/ui/Form.js';
import { FormDialog, useSubmission } from '../../../shared/ui/FormDialog.js';
import { usePageStatus } from '../../../shared/ui/PageStatus.js';
import { useReportDownload } from '../../../shared/ui/reportDownload.js';
import { Loadable } from '../../../shared/ui/TableSection.js';
import { ImportIssues } from './ImportIssues.js';
import { ImportProgressView } from './ImportProgress.js';
import { ImportReconciliationView } from './ImportReconciliation.js';
import { type ImportsDeskTexts, useImportsDeskTexts } from './texts.js';

/**
 * The states in which a job works on the import: the desk asks for its progress every second meanwhile. Not
 * UPLOADING: the parts come from the browser that sends them (an upload left half-way never moves on its own).
 */
const WORKING: ReadonlySet<ImportStatus> = new Set(['DRY_RUN_QUEUED', 'DRY_RUNNING', 'APPLY_QUEUED', 'APPLYING']);
/** The states worth saying aloud when reached: the end of a run. */
const SAID: ReadonlySet<ImportStatus> = new Set(['DRY_RUN_DONE', 'APPLIED', 'FAILED']);

/** One import: where it is, its progress while a job works on it, then its findings, the apply and the reconciliation. */
export function ImportPanel({
  importId,
  headingRef,
  onNew,
}: {
  importId: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onNew(): void;
}) {
  const t = useImportsDeskTexts();
  const client = useQueryClient();
  const { say } = usePageStatus();
  const query = useCall(
    'GetImport',
    { importId },
    { refetchInterval: (q) => (q.state.data && !WORKING.has(q.state.data.Status) ? false : 1000) },
  );
  const summary = query.data;
  const [applying, setApplying] = useState(false);

  // A run that ends while the person watches is said once, and the list of imports shows it.
  const seen = useRef<ImportStatus | null>(null);
  useEffect(() => {
    const status = summary?.Status;
    if (!status || status === seen.current) return;
    const before = seen.current;
    seen.current = status;
    if (before === null) return;
    if (SAID.has(status)) {
      say(status === 'FAILED' ? t.failedNotice : t.phaseDone(t.statuses[status]), {
        tone: status === 'FAILED' ? 'error' : 'success',
      });
    }
    void client.invalidateQueries(allOf('GetImports'));
  }, [summary?.Status, say, t, client]);

  return (
    <section aria-labelledby="imports-current" className="debt-section imports-panel">
      <div className="table-toolbar section-toolbar">
        <h2 id="imports-current" ref={headingRef} tabIndex={-1}>
          {summary ? t.fileLine(t.kinds[summary.Kind], summary.FileName) : t.currentTitle}
        </h2>
        <button type="button" className="btn btn-outline" onClick={onNew}>
          {t.back}
        </button>
      </div>
      <Loadable query={query}>
        {summary && (
          <>
            <p className="imports-status">
              {t.status}: <strong>{t.statuses[summary.Status]}</strong>
            </p>
            {summary.Error && <p className="notice notice-error">{summary.Error}</p>}
            {WORKING.has(summary.Status) && <ImportProgressView progress={summary.Progress} />}
            {summary.DryRun && <Counts title={t.countsTitle} counts={summary.DryRun} future t={t} />}
            {summary.Applied && <Counts title={t.appliedTitle} counts={summary.Applied} t={t} />}
            {(summary.Status === 'DRY_RUN_DONE' || summary.Status === 'APPLIED') && (
              <ImportReview summary={summary} onApply={() => setApplying(true)} />
            )}
            {summary.Status === 'APPLIED' && <ImportReconciliationView importId={importId} />}
          </>
        )}
      </Loadable>
      {applying && summary && (
        <ApplyDialog
          summary={summary}
          onClose={() => setApplying(false)}
          onDone={async () => {
            setApplying(false);
            say(t.applyStarted);
            await client.invalidateQueries(allOf('GetImport'));
          }}
        />
      )}
    </section>
  );
}

/** What a run found (the dry run: what would happen) or did (the apply). */
function Counts({
  title,
  counts,
  future = false,
  t,
}: {
  title: string;
  counts: ImportCounts;
  future?: boolean;
  t: ImportsDeskTexts;
}) {
  const n = (v: number) => v.toLocaleString('tr-TR');
  return (
    <div className="imports-counts">
      <h3>{title}</h3>
      <dl className="facts">
        <Fact label={future ? t.toCreate : t.created}>{n(counts.Created)}</Fact>
        <Fact label={future ? t.toUpdate : t.updated}>{n(counts.Updated)}</Fact>
        <Fact label={t.unchanged}>{n(counts.Unchanged)}</Fact>
        <Fact label={t.rejected}>{n(counts.Rejected)}</Fact>
        {counts.Protected > 0 && <Fact label={t.held}>{n(counts.Protected)}</Fact>}
      </dl>
    </div>
  );
}

/** The report: rejected rows, kept records, the whole of it as CSV, and "Uygula" while the dry run awaits review. */
function ImportReview({ summary, onApply }: { summary: ImportSummary; onApply(): void }) {
  const t = useImportsDeskTexts();
  const { say } = usePageStatus();
  const report = useReportDownload<'csv'>();
  const counts = summary.Applied ?? summary.DryRun;

  async function download() {
    const saved = await report.download('csv', () => callApi('GetImportReportCsv', { importId: summary.ImportId }));
    if (saved) say(t.downloaded(summary.FileName));
  }

  return (
    <>
      <div className="imports-actions">
        {summary.Status === 'DRY_RUN_DONE' && (
          <button type="button" className="btn" onClick={onApply}>
            {t.apply}
          </button>
        )}
        <button type="button" className="btn btn-outline" disabled={report.busy !== null} onClick={download}>
          {t.download}
        </button>
      </div>
      <FormMessage text={report.failure} />
      <ImportIssues
        importId={summary.ImportId}
        section="REJECTED"
        title={t.rejectedTitle}
        empty={t.noRejected}
        total={counts?.Rejected}
      />
      {(counts?.Protected ?? 0) > 0 && (
        <ImportIssues
          importId={summary.ImportId}
          section="PROTECTED"
          title={t.protectedTitle}
          empty=""
          total={counts?.Protected}
        />
      )}
    </>
  );
}

function ApplyDialog(props: { summary: ImportSummary; onClose(): void; onDone(): Promise<void> }) {
  const t = useImportsDeskTexts();
  const sending = useSubmission();
  return (
    <FormDialog
      title={t.applyConfirm(props.summary.FileName)}
      className="imports-dialog"
      intro={t.applyIntro}
      closeLabel={t.close}
      cancel={t.cancel}
      confirm={t.apply}
      sending={sending}
      onSubmit={(event) => {
        event.preventDefault();
        void sending.submit(async () => {
          await callApi('ApplyImport', { importId: props.summary.ImportId });
          await props.onDone();
        });
      }}
      onClose={props.onClose}
    />
  );
}
