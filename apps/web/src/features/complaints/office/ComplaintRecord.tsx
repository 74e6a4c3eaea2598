import { formatMobile, OPEN_COMPLAINT_STATUSES } from '@e-belediye/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { callApi, messageOf } from '../../../shared/api/client.js';
import { useCall } from '../../../shared/api/useCall.js';
import { useI18n } from '../../../shared/i18n/index.js';
import { formatInstant } from '../../../shared/instant.js';
import { Fact } from '../../../shared/ui/Fact.js';
import { InputField, SelectField } from '../../../shared/ui/Field.js';
import { CheckboxField, FormMessage } from '../../../shared/ui/Form.js';
import { type ActDialogProps, FormDialog, useSubmission } from '../../../shared/ui/FormDialog.js';
import { PageFrame } from '../../../shared/ui/PageFrame.js';
import { usePageStatus } from '../../../shared/ui/PageStatus.js';
import { TextAreaField } from '../../../shared/ui/TextAreaField.js';
import { FileLinks, Timeline } from '../ReportView.js';
import { useComplaintsTexts } from '../words.js';
import { useComplaintDeskTexts } from './texts.js';

type Act = 'assign' | 'status' | 'note' | 'merge' | 'close';
/** The parameter type of the municipality's departments. */
const DEPARTMENTS = 370;

/** One report on the desk: everything about it, its whole timeline with internal notes, and the acts on it. */
export function ComplaintRecord() {
  const t = useComplaintDeskTexts();
  const c = useComplaintsTexts();
  const { language } = useI18n();
  const { say } = usePageStatus();
  const complaintOid = Number(useParams().complaintOid);
  const record = useCall('GetComplaintForDesk', { complaintOid }, { enabled: complaintOid > 0 });
  const [act, setAct] = useState<Act | null>(null);
  const r = record.data;
  if (record.error) return <FormMessage text={messageOf(record.error)} />;
  if (!r) return null;
  const open = (OPEN_COMPLAINT_STATUSES as readonly string[]).includes(r.Status);
  const acts: Act[] = open
    ? ['assign', 'status', 'note', 'merge', 'close']
    : r.Status === 'ANSWERED'
      ? ['status', 'note', 'close']
      : r.Status === 'MERGED'
        ? []
        : ['note'];
  // The server says whether the citizen was told: an internal note, for one, tells nobody.
  const done = async (citizenTold: boolean) => {
    setAct(null);
    say(citizenTold ? t.done : t.doneUntold);
    await record.refetch();
  };
  return (
    <PageFrame title={`${r.TrackingNo} — ${r.Subject}`}>
      <p>
        <Link to="..">{t.back}</Link>
      </p>
      <dl className="facts">
        <Fact label={t.status}>
          {c.statuses[r.Status]}
          {r.Late && <span className="badge complaint-late">{t.lateBadge(r.TargetDays)}</span>}
        </Fact>
        <Fact label={c.kind}>{c.kinds[r.Kind]}</Fact>
        <Fact label={t.category}>{[r.CategoryName, r.SubcategoryName].filter(Boolean).join(' / ')}</Fact>
        <Fact label={t.place}>
          {[r.StreetName, r.DoorNo && `No: ${r.DoorNo}`, r.DistrictName].filter(Boolean).join(', ')}
          {r.Landmark ? ` (${r.Landmark})` : ''}
        </Fact>
        <Fact label={t.department}>{r.Department ?? '—'}</Fact>
        <Fact label={t.createdAt}>{formatInstant(r.CreatedAt, language)}</Fact>
        <Fact label={t.age}>{r.AgeDays}</Fact>
        <Fact label={t.contact}>{r.ContactName}</Fact>
        <Fact label={t.phone}>{formatMobile(r.GsmNumber)}</Fact>
        {r.Email && <Fact label={t.email}>{r.Email}</Fact>}
        {r.WrittenAnswer && <Fact label={t.writtenAnswer}>{t.yes}</Fact>}
        {r.Rating !== null && <Fact label={t.rating}>{c.ratingValue(r.Rating)}</Fact>}
        <Fact label={t.followers}>{r.Followers}</Fact>
        {r.MergedInto && (
          <Fact label={t.mergedInto}>
            <Link to={`../${r.MergedInto.Oid}`}>{r.MergedInto.TrackingNo}</Link>
          </Fact>
        )}
        {r.Merged.length > 0 && (
          <Fact label={t.merged}>
            {r.Merged.map((m) => (
              <Link key={m.Oid} to={`../${m.Oid}`} className="complaint-merged-link">
                {m.TrackingNo}
              </Link>
            ))}
          </Fact>
        )}
      </dl>
      <h2>{t.description}</h2>
      <p className="complaint-description">{r.Description}</p>
      <FileLinks files={r.Files} />
      <div className="form-actions complaint-desk-actions">
        {acts.map((a) => (
          <button key={a} type="button" className="btn btn-outline" onClick={() => setAct(a)}>
            {t.actions[a]}
          </button>
        ))}
      </div>
      <h2>{t.timeline}</h2>
      <Timeline entries={r.Timeline} showStaff />
      {act && (
        <ActDialog
          act={act}
          complaintOid={r.Oid}
          answered={r.Status === 'ANSWERED'}
          onClose={() => setAct(null)}
          onDone={done}
        />
      )}
    </PageFrame>
  );
}

/** One act on the report in a modal dialog; every act is audited and, where the citizen sees it, told by SMS. */
function ActDialog({
  act,
  complaintOid,
  answered,
  onClose,
  onDone,
}: Omit<ActDialogProps, 'onDone'> & {
  act: Act;
  complaintOid: number;
  answered: boolean;
  onDone(citizenTold: boolean): Promise<void>;
}) {
  const t = useComplaintDeskTexts();
  const c = useComplaintsTexts();
  const sending = useSubmission();
  const departments = useCall(
    'RetrieveParametersWithoutAuthorization',
    { parameterTypeCode: DEPARTMENTS },
    {
      enabled: act === 'assign',
      staleTime: 5 * 60_000,
    },
  );
  const [value, setValue] = useState(act === 'status' ? (answered ? 'RESOLVED' : 'IN_PROGRESS') : '');
  const [text, setText] = useState('');
  const [isPublic, setPublic] = useState(true);
  const [error, setError] = useState<string | undefined>();
  const needsText = act === 'note' || act === 'close' || (act === 'status' && value !== 'IN_PROGRESS');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if ((act === 'assign' || act === 'merge') && !value) return setError(t.required);
    if (needsText && text.trim().length < 3) return setError(t.required);
    setError(undefined);
    await sending.submit(async () => {
      const saved = await (act === 'assign'
        ? callApi('AssignComplaint', { complaintOid, department: value })
        : act === 'status'
          ? callApi('ChangeComplaintStatus', {
              complaintOid,
              status: value as 'IN_PROGRESS' | 'ANSWERED' | 'RESOLVED',
              note: text.trim() || null,
            })
          : act === 'note'
            ? callApi('AddComplaintNote', { complaintOid, text, public: isPublic })
            : act === 'merge'
              ? callApi('MergeComplaint', { complaintOid, intoTrackingNo: value.trim().toUpperCase() })
              : callApi('CloseComplaint', { complaintOid, reason: text }));
      await onDone(saved.CitizenTold);
    });
  }

  return (
    <FormDialog
      title={t.actions[act]}
      className="complaint-desk-dialog"
      intro={act === 'merge' ? t.mergeIntro : undefined}
      closeLabel={t.close}
      cancel={t.cancel}
      confirm={t.confirm}
      sending={sending}
      onSubmit={submit}
      onClose={onClose}
    >
      {act === 'assign' && (
        <SelectField
          label={t.department}
          name="department"
          required
          value={value}
          emptyLabel={c.choose}
          options={(departments.data ?? []).map((d) => ({ value: d.Name, label: d.Name }))}
          error={error}
          onChange={setValue}
        />
      )}
      {act === 'status' && (
        <SelectField
          label={t.newStatus}
          name="status"
          required
          value={value}
          options={(answered ? (['RESOLVED'] as const) : (['IN_PROGRESS', 'ANSWERED', 'RESOLVED'] as const)).map(
            (s) => ({
              value: s,
              label: c.statuses[s],
            }),
          )}
          onChange={setValue}
        />
      )}
      {act === 'merge' && (
        <InputField
          label={t.intoTrackingNo}
          name="intoTrackingNo"
          required
          maxLength={11}
          placeholder="2026-ABC234"
          value={value}
          error={error}
          onChange={setValue}
        />
      )}
      {(act === 'note' || act === 'close' || act === 'status') && (
        <TextAreaField
          label={act === 'close' ? t.reason : act === 'note' ? t.noteText : t.answer}
          name="text"
          rows={4}
          maxLength={act === 'close' ? 2000 : 4000}
          required={needsText}
          hint={act === 'status' ? t.answerHint : undefined}
          value={text}
          error={error}
          onChange={setText}
        />
      )}
      {act === 'note' && <CheckboxField label={t.publicNote} name="public" checked={isPublic} onChange={setPublic} />}
    </FormDialog>
  );
}
