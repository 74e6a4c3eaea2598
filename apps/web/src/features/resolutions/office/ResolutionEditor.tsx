import type { ResolutionKind } from '@e-belediye/contracts/codes';
import { todayInIstanbul } from '@e-belediye/contracts/payments';
import { type FormEvent, useId, useState } from 'react';
import { type CallResponse, callApi, messageOf } from '../../../shared/api/client.js';
import { useCall } from '../../../shared/api/useCall.js';
import { InputField, SelectField } from '../../../shared/ui/Field.js';
import { FormMessage, SubmitButton } from '../../../shared/ui/Form.js';
import { TextAreaField } from '../../../shared/ui/TextAreaField.js';
import { ResolutionArticle } from '../ResolutionArticle.js';
import { type ResolutionDeskTexts, useResolutionDeskTexts } from './texts.js';

export interface DraftForm {
  kind: ResolutionKind;
  number: string;
  date: string;
  meetingNo: string;
  agendaNo: string;
  typeCode: string;
  department: string;
  subject: string;
  fullText: string;
}
type Errors = Partial<Record<keyof DraftForm, string>>;

export const emptyDraft = (kind: ResolutionKind = 'COUNCIL'): DraftForm => ({
  kind,
  number: '',
  date: '',
  meetingNo: '',
  agendaNo: '',
  typeCode: '',
  department: '',
  subject: '',
  fullText: '',
});

const NUMBER = /^(\d{4})\/(\d{1,5})$/;
const WHOLE = /^[1-9]\d{0,3}$/;
/** The shortest subject and text the API takes (the contract's limits). */
const MIN = { department: 2, subject: 5, fullText: 20 } as const;

/**
 * The same rules as the API's, checked before sending so every mistake shows at its field at once; the API checks
 * them again (and the ones only it knows: a number already taken, a type of the other kind).
 */
export function draftErrors(f: DraftForm, t: ResolutionDeskTexts, today = todayInIstanbul()): Errors {
  const e: Errors = {};
  for (const key of Object.keys(f) as (keyof DraftForm)[]) if (!f[key].trim()) e[key] = t.required;
  const year = NUMBER.exec(f.number.trim())?.[1];
  if (f.number.trim() && !year) e.number = t.numberFormat;
  else if (year && f.date && year !== f.date.slice(0, 4)) e.number = t.numberYear;
  if (f.date && f.date > today) e.date = t.futureDate;
  for (const key of ['meetingNo', 'agendaNo'] as const) if (f[key] && !WHOLE.test(f[key])) e[key] = t.positive;
  for (const key of ['department', 'subject', 'fullText'] as const) {
    if (f[key].trim() && f[key].trim().length < MIN[key]) e[key] = t.tooShort(MIN[key]);
  }
  return e;
}

const fromResolution = (r: CallResponse<'GetResolution'>): DraftForm => ({
  kind: r.Kind,
  number: r.Number,
  date: r.Date,
  meetingNo: String(r.MeetingNo),
  agendaNo: String(r.AgendaNo),
  typeCode: r.TypeCode,
  department: r.Department,
  subject: r.Subject,
  fullText: r.Text,
});

/**
 * One form for a new resolution and for a correction of a published one (a new version), with the citizens' view
 * of it beside the form as it is typed.
 */
export function ResolutionEditor({
  existing,
  onSaved,
}: {
  existing?: CallResponse<'GetResolution'>;
  onSaved(saved: { Oid: number; Version: number }, number: string): void;
}) {
  const t = useResolutionDeskTexts();
  const [form, setForm] = useState<DraftForm>(existing ? fromResolution(existing) : emptyDraft());
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const types = useCall('GetResolutionTypeList', { kind: form.kind });
  const previewId = useId();
  const readOnly = existing?.Status === 'WITHDRAWN';
  const set = (key: keyof DraftForm) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value, ...(key === 'kind' ? { typeCode: '' } : {}) }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };
  /** What every field of the form takes from its key: name, value, change and error. */
  const field = (key: keyof DraftForm) => ({ name: key, value: form[key], onChange: set(key), error: errors[key] });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = draftErrors(form, t);
    setErrors(found);
    if (Object.keys(found).length) {
      setFailure(t.fixErrors);
      return;
    }
    setFailure(null);
    setBusy(true);
    const body = {
      kind: form.kind,
      number: form.number.trim(),
      date: form.date,
      meetingNo: Number(form.meetingNo),
      agendaNo: Number(form.agendaNo),
      typeCode: form.typeCode,
      department: form.department.trim(),
      subject: form.subject.trim(),
      fullText: form.fullText.trim(),
    };
    try {
      const saved = existing
        ? await callApi('UpdateResolution', { ...body, resolutionOid: existing.Oid, version: existing.Version })
        : await callApi('PublishResolution', body);
      onSaved(saved, body.number);
    } catch (e) {
      setFailure(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  const typeName = types.data?.find((x) => x.Code === form.typeCode)?.Name ?? '';
  const hasContent = Boolean(form.subject.trim() || form.fullText.trim());
  return (
    <div className="resolution-desk-editor">
      <form className="form-stack" noValidate onSubmit={submit} aria-label={existing ? t.save : t.newTitle}>
        <fieldset disabled={readOnly} className="resolution-desk-fields">
          <SelectField
            label={t.kind}
            name="kind"
            value={form.kind}
            options={(['COUNCIL', 'COMMITTEE'] as const).map((k) => ({ value: k, label: t.kinds[k] }))}
            onChange={set('kind')}
          />
          <InputField label={t.number} {...field('number')} maxLength={10} required hint={t.numberHint} />
          <InputField label={t.date} {...field('date')} type="date" required />
          <InputField label={t.meetingNo} {...field('meetingNo')} digits={4} required />
          <InputField label={t.agendaNo} {...field('agendaNo')} digits={4} required />
          <SelectField
            label={t.type}
            {...field('typeCode')}
            emptyLabel={t.chooseType}
            options={(types.data ?? []).map((x) => ({ value: x.Code, label: x.Name }))}
            required
          />
          <InputField label={t.department} {...field('department')} maxLength={100} required />
          <InputField label={t.subject} {...field('subject')} maxLength={500} required />
          <TextAreaField label={t.fullText} {...field('fullText')} rows={12} required hint={t.fullTextHint} />
        </fieldset>
        <FormMessage text={failure} />
        {!readOnly && <SubmitButton busy={busy}>{existing ? t.save : t.publish}</SubmitButton>}
      </form>
      <section className="resolution-desk-preview" aria-labelledby={`${previewId}-preview`}>
        <h2 id={`${previewId}-preview`}>{t.preview}</h2>
        {hasContent ? (
          <ResolutionArticle
            r={{
              Date: form.date,
              TypeName: typeName,
              MeetingNo: Number(form.meetingNo) || 0,
              AgendaNo: Number(form.agendaNo) || 0,
              Department: form.department,
              Subject: form.subject,
              Text: form.fullText,
              Status: existing?.Status,
              WithdrawalReason: existing?.WithdrawalReason,
            }}
          />
        ) : (
          <p className="resolution-desk-note">{t.previewEmpty}</p>
        )}
      </section>
    </div>
  );
}
