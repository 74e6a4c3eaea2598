import {
  type DeclarationDetail,
  DeclarationStatuses,
  declarerIdentity,
  declarerName,
  EntertainmentPeriods,
  EstateExemptionReasons,
  EstateTypes,
  EstateUsages,
  FieldLabels,
} from '@e-belediye/contracts';
import { formatDateTr, formatNumberTr, formatTry } from '@e-belediye/contracts/format';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { callApi, messageOf } from '../../../shared/api/client.js';
import { allOf, useCall } from '../../../shared/api/useCall.js';
import { useI18n } from '../../../shared/i18n/index.js';
import { formatInstant } from '../../../shared/instant.js';
import { Fact } from '../../../shared/ui/Fact.js';
import { downloadFile } from '../../../shared/ui/FileUpload.js';
import { type ActDialogProps, FormDialog, useSubmission } from '../../../shared/ui/FormDialog.js';
import { PageFrame } from '../../../shared/ui/PageFrame.js';
import { usePageStatus } from '../../../shared/ui/PageStatus.js';
import { RowsTable } from '../../../shared/ui/RowsTable.js';
import { Loadable } from '../../../shared/ui/TableSection.js';
import { TextAreaField } from '../../../shared/ui/TextAreaField.js';
import { Explanation, Installments } from '../Explanation.js';
import { useDeclarationDeskTexts } from './texts.js';

/** The API's shortest reason for a return (the citizen must understand what to correct). */
const REASON_MIN = 10;

/** A declaration as the reviewer reads it: who, what, the calculation with its working, the files; then the act. */
export function ReviewRecord() {
  const t = useDeclarationDeskTexts();
  const { declarationOid } = useParams();
  const oid = Number(declarationOid);
  const detail = useCall('GetDeclarationForReview', { declarationOid: oid }, { enabled: oid > 0 });
  const [act, setAct] = useState<'approve' | 'return' | null>(null);
  const queryClient = useQueryClient();
  const { say } = usePageStatus();
  const d = detail.data;
  const open = d?.Status === 'SUBMITTED' || d?.Status === 'WITHDRAWN';
  async function done(message: string) {
    setAct(null);
    say(message);
    await queryClient.invalidateQueries(allOf('GetDeclarationForReview'));
    await queryClient.invalidateQueries(allOf('GetDeclarationReviewQueue'));
  }
  return (
    <PageFrame title={d ? `${d.KindName} ${d.Number}` : t.title}>
      <p>
        <Link to="..">{t.back}</Link>
      </p>
      <Loadable query={detail}>
        {d && (
          <>
            <dl className="facts">
              <Fact label={t.status}>
                <span className={`badge status-badge-${d.Status}`}>{d.StatusName}</span>
              </Fact>
              <Fact label={t.declarer}>
                {declarerName(d.Declarer)} ({declarerIdentity(d.Declarer) ?? '—'})
              </Fact>
              <Fact label={t.registryNo}>{d.RegistryNo}</Fact>
              <Fact label={t.year}>{d.Year}</Fact>
              <Fact label={t.version}>{d.Version}</Fact>
              <Fact label={t.total}>{formatTry(d.TotalKurus)}</Fact>
            </dl>
            {open ? (
              <p className="form-actions">
                <button type="button" className="btn" onClick={() => setAct('approve')}>
                  {d.Status === 'WITHDRAWN' ? t.approveWithdrawal : t.approve}
                </button>
                {d.Status === 'SUBMITTED' && (
                  <button type="button" className="btn btn-outline" onClick={() => setAct('return')}>
                    {t.returnIt}
                  </button>
                )}
              </p>
            ) : (
              <p className="muted">{t.closedForReview}</p>
            )}
            {d.ReturnReason && (
              <p className="returned-reason">
                <strong>{t.reason}:</strong> {d.ReturnReason}
              </p>
            )}
            <div className="declaration-layout">
              <section className="declaration-main" aria-labelledby="declaration-facts">
                <h2 id="declaration-facts">{t.declaration}</h2>
                <p>{d.Title}</p>
                <dl className="facts">
                  {factsOf(d).map(([label, value]) => (
                    <Fact key={label} label={label}>
                      {value}
                    </Fact>
                  ))}
                </dl>
                <Attachments detail={d} />
                <h2 id="declaration-history">{t.history}</h2>
                <RowsTable
                  labelledBy="declaration-history"
                  rows={d.History}
                  rowKey={(h) => h.Oid}
                  columns={[
                    { header: t.version, cell: (h) => h.Version },
                    { header: t.status, cell: (h) => DeclarationStatuses[h.Status] },
                    { header: t.total, cell: (h) => formatTry(h.TotalKurus), num: true },
                    { header: t.filedAt, cell: (h) => <FiledAt iso={h.FiledAt} /> },
                  ]}
                />
              </section>
              <aside className="declaration-aside estimate">
                <p className="estimate-total">{formatTry(d.Calculation.AnnualKurus)}</p>
                <Installments calculation={d.Calculation} />
                <Explanation calculation={d.Calculation} />
              </aside>
            </div>
            {act === 'approve' && (
              <ApproveDialog detail={d} onClose={() => setAct(null)} onDone={() => done(t.approved)} />
            )}
            {act === 'return' && (
              <ReturnDialog detail={d} onClose={() => setAct(null)} onDone={() => done(t.returned)} />
            )}
          </>
        )}
      </Loadable>
    </PageFrame>
  );
}

function FiledAt({ iso }: { iso: string }) {
  const { language } = useI18n();
  return <>{formatInstant(iso, language)}</>;
}

/** The declaration's own fields in words: "Tapu bilgileri — Ada: 112, Parsel: 7", codes by their names. */
export function factsOf(detail: Pick<DeclarationDetail, 'Declaration' | 'Names'>): Array<[string, string]> {
  const { Declaration: declaration, Names: names } = detail;
  const label = (key: string) => FieldLabels[key] ?? key;
  const named = (map: Record<string, string>, code: unknown) => map[String(code)] ?? String(code);
  const address = () => {
    const a = declaration.address;
    const doors = [names.OuterDoor && `No: ${names.OuterDoor}`, names.InnerDoor && `İç kapı: ${names.InnerDoor}`];
    return [
      [names.Street ?? a.streetCode, ...doors].filter(Boolean).join(' '),
      names.District ?? a.districtCode,
      names.County ?? a.countyCode,
    ].join(', ');
  };
  /** A field's value as a person reads it; `key` decides how (a code's name, a date, an area). */
  const text = (key: string, value: unknown): string => {
    if (value === null || value === undefined) return '—';
    if (key === 'address') return address();
    if (key === 'estateType') return named(EstateTypes, value);
    if (key === 'usage') return named(EstateUsages, value);
    if (key === 'period') return named(EntertainmentPeriods, value);
    if (key === 'reason') return named(EstateExemptionReasons, value);
    if (key === 'acquisitionReasonCode') return names.AcquisitionReason ?? String(value);
    if (key === 'landKindCode') return names.LandKind ?? String(value);
    if (key === 'venueTypeCode') return names.VenueType ?? String(value);
    if (key === 'adTypeCode') return names.AdTypes[String(value)] ?? String(value);
    if (key === 'share' && typeof value === 'object') {
      const share = value as { numerator: number; denominator: number };
      return `${share.numerator}/${share.denominator}`;
    }
    if (typeof value === 'boolean') return value ? 'Evet' : 'Hayır';
    if (typeof value === 'number') {
      if (key.endsWith('Kurus')) return formatTry(value);
      if (key.endsWith('M2')) return `${formatNumberTr(value)} m²`;
      if (key.endsWith('M')) return `${formatNumberTr(value)} m`;
      // Years and counts are written without a thousands separator ("2026", not "2.026").
      return key === 'year' || key === 'constructionYear' ? String(value) : formatNumberTr(value);
    }
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDateTr(value);
    if (Array.isArray(value)) return value.map((v, i) => `${i + 1}) ${text(key, v)}`).join(' · ');
    if (typeof value === 'object')
      return Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${label(k)}: ${text(k, v)}`)
        .join(', ');
    return String(value);
  };
  return Object.entries(declaration)
    .filter(([key, value]) => key !== 'kind' && value !== undefined)
    .map(([key, value]) => [label(key), text(key, value)]);
}

/** The files: each downloaded through GetFile (the API logs the staff member's read). */
function Attachments({ detail }: { detail: DeclarationDetail }) {
  const t = useDeclarationDeskTexts();
  const { say } = usePageStatus();
  async function download(fileId: string) {
    try {
      await downloadFile({ FileId: fileId });
    } catch (e) {
      say(messageOf(e), { tone: 'error' });
    }
  }
  return (
    <section aria-labelledby="declaration-attachments">
      <h2 id="declaration-attachments">{t.attachments}</h2>
      {detail.Attachments.length === 0 ? (
        <p className="muted">{t.noAttachments}</p>
      ) : (
        <ul>
          {detail.Attachments.map((f) => (
            <li key={f.FileId}>
              <button type="button" className="btn btn-outline btn-small" onClick={() => void download(f.FileId)}>
                {t.download(f.FileName)}
              </button>{' '}
              <span className="muted">{Math.ceil(f.SizeBytes / 1024)} KB</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ApproveDialog({ detail, onClose, onDone }: ActDialogProps & { detail: DeclarationDetail }) {
  const t = useDeclarationDeskTexts();
  const [note, setNote] = useState('');
  const sending = useSubmission();
  return (
    <FormDialog
      title={t.approveTitle(detail.Number)}
      className="declaration-dialog"
      intro={t.approveIntro}
      closeLabel={t.close}
      cancel={t.cancel}
      confirm={t.confirm}
      sending={sending}
      onClose={onClose}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void sending.submit(async () => {
          await callApi('ApproveDeclaration', { declarationOid: detail.Oid, note: note.trim() || undefined });
          await onDone();
        });
      }}
    >
      <TextAreaField label={t.note} name="note" rows={2} maxLength={500} value={note} onChange={setNote} />
    </FormDialog>
  );
}

function ReturnDialog({ detail, onClose, onDone }: ActDialogProps & { detail: DeclarationDetail }) {
  const t = useDeclarationDeskTexts();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const sending = useSubmission();
  return (
    <FormDialog
      title={t.returnTitle(detail.Number)}
      className="declaration-dialog"
      intro={t.returnIntro}
      closeLabel={t.close}
      cancel={t.cancel}
      confirm={t.confirmReturn}
      sending={sending}
      onClose={onClose}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        const text = reason.trim();
        if (text.length < REASON_MIN) {
          setError(t.reasonShort(REASON_MIN));
          return;
        }
        setError(undefined);
        void sending.submit(async () => {
          await callApi('ReturnDeclaration', { declarationOid: detail.Oid, reason: text });
          await onDone();
        });
      }}
    >
      <TextAreaField
        label={t.reason}
        name="reason"
        rows={3}
        maxLength={1000}
        required
        value={reason}
        onChange={setReason}
        error={error}
      />
    </FormDialog>
  );
}
