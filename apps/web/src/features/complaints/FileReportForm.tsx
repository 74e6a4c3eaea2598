import type { FileRef } from '@e-belediye/contracts';
import { type ComplaintKind, ComplaintKinds, MAX_COMPLAINT_FILES } from '@e-belediye/contracts/complaints';
import { type FormEvent, useRef, useState } from 'react';
import { callApi, messageOf } from '../../shared/api/client.js';
import { useCall } from '../../shared/api/useCall.js';
import { useSession } from '../../shared/session/index.js';
import { InputField, SelectField } from '../../shared/ui/Field.js';
import { CheckboxField, FormMessage, SubmitButton } from '../../shared/ui/Form.js';
import { lazyPart, WhileLoading } from '../../shared/ui/LaterPart.js';
import { PhoneField } from '../../shared/ui/PhoneField.js';
import { TextAreaField } from '../../shared/ui/TextAreaField.js';
import { AddressPicker, emptyPlace, type Place } from './AddressPicker.js';
import { type ComplaintsTexts, useComplaintsTexts } from './i18n/index.js';
import type { PhoneProof } from './PhoneCheck.js';

// The first step is the form's first paint; what only a later step or a chosen street shows is fetched apart
// (ADR 0010): the similar reports, the file picker and the phone's SMS check with its human check.
const SimilarReports = lazyPart(
  () => import('./SimilarReports.js'),
  (m) => m.SimilarReports,
);
const FileUpload = lazyPart(
  () => import('../../shared/ui/FileUpload.js'),
  (m) => m.FileUpload,
);
const PhoneCheck = lazyPart(
  () => import('./PhoneCheck.js'),
  (m) => m.PhoneCheck,
);

export interface Draft {
  kind: ComplaintKind | '';
  categoryOid: string;
  subcategoryOid: string;
  place: Place;
  landmark: string;
  subject: string;
  description: string;
  files: FileRef[];
  contactName: string;
  gsmNumber: string;
  email: string;
  writtenAnswer: boolean;
}
export const emptyDraft: Draft = {
  kind: '',
  categoryOid: '',
  subcategoryOid: '',
  place: emptyPlace,
  landmark: '',
  subject: '',
  description: '',
  files: [],
  contactName: '',
  gsmNumber: '',
  email: '',
  writtenAnswer: false,
};

type Errors = Partial<Record<string, string>>;

/**
 * What each step needs before the next: checked in the browser for a quick answer; the API checks all of it again.
 * `hasSubcategories`: the category chosen has subcategories, so one must be picked.
 */
export function stepErrors(step: number, d: Draft, t: ComplaintsTexts, hasSubcategories: boolean, member: boolean) {
  const e: Errors = {};
  if (step === 0) {
    if (!d.kind) e.kind = t.required;
    if (!d.categoryOid) e.categoryOid = t.required;
    if (hasSubcategories && !d.subcategoryOid) e.subcategoryOid = t.required;
    if (!d.place.countyCode) e.countyCode = t.required;
    if (!d.place.districtCode) e.districtCode = t.required;
    if (!d.place.streetCode) e.streetCode = t.required;
  }
  if (step === 1) {
    if (d.subject.trim().length < 5) e.subject = t.subjectShort;
    if (d.description.trim().length < 20) e.description = t.descriptionShort;
  }
  if (step === 2) {
    if (d.contactName.trim().length < 3) e.contactName = t.required;
    if (!member && d.gsmNumber.length !== 10) e.gsmNumber = t.required;
  }
  return e;
}

/** The short three-step form; similar open reports are shown as soon as the street and category are known. */
export function FileReportForm({
  onFiled,
  onFollowed,
}: {
  onFiled(trackingNo: string): void;
  onFollowed(no: string): void;
}) {
  const t = useComplaintsTexts();
  const session = useSession();
  const member = session.isAuthenticated;
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<Draft>(() => ({ ...emptyDraft, contactName: session.user?.NameSurname ?? '' }));
  const [errors, setErrors] = useState<Errors>({});
  const [proof, setProof] = useState<PhoneProof | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const categories = useCall('GetComplaintCategoryList', {}, { staleTime: 5 * 60_000 });

  const all = categories.data ?? [];
  const tops = all.filter((c) => c.ParentOid === null);
  const subs = all.filter((c) => draft.categoryOid && c.ParentOid === Number(draft.categoryOid));
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  // A member's phone on file is used unless they type another, which then needs the code like anyone's.
  const needsCode = !member || draft.gsmNumber.length > 0;

  function go(to: number) {
    if (to > step) {
      const found = stepErrors(step, draft, t, subs.length > 0, member);
      setErrors(found);
      if (Object.keys(found).length) return;
      // The later steps' parts are fetched while this one is read.
      FileUpload.prefetch();
      PhoneCheck.prefetch();
    }
    setStep(to);
    setFailure(null);
    queueMicrotask(() => heading.current?.focus());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (step < 2) return go(step + 1);
    const found = stepErrors(2, draft, t, subs.length > 0, member);
    if (needsCode && !proof?.code) found.smsCode = t.codeMissing;
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure(null);
    try {
      const saved = await callApi('FileComplaint', {
        kind: draft.kind as ComplaintKind,
        categoryOid: Number(draft.categoryOid),
        subcategoryOid: draft.subcategoryOid ? Number(draft.subcategoryOid) : null,
        subject: draft.subject,
        description: draft.description,
        districtCode: draft.place.districtCode,
        streetCode: draft.place.streetCode,
        outerDoorOid: draft.place.outerDoorOid ? Number(draft.place.outerDoorOid) : null,
        landmark: draft.landmark.trim() || null,
        contactName: draft.contactName,
        gsmNumber: draft.gsmNumber || null,
        email: draft.email.trim() || null,
        writtenAnswer: draft.writtenAnswer,
        fileIds: draft.files.map((f) => f.FileId),
        phoneProof: needsCode ? proof : null,
      });
      onFiled(saved.TrackingNo);
    } catch (e) {
      setFailure(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="complaint-form form-stack" noValidate onSubmit={submit} aria-labelledby="complaint-step">
      <ol className="complaint-steps" aria-hidden="true">
        {t.steps.map((name, i) => (
          <li key={name} className={i === step ? 'current' : i < step ? 'done' : undefined}>
            {name}
          </li>
        ))}
      </ol>
      <h2 id="complaint-step" ref={heading} tabIndex={-1}>
        {t.stepOf(step + 1, t.steps.length, t.steps[step])}
      </h2>

      {step === 0 && (
        <>
          <SelectField
            label={t.kind}
            name="kind"
            required
            value={draft.kind}
            emptyLabel={t.choose}
            options={ComplaintKinds.map((k) => ({ value: k, label: t.kinds[k] }))}
            error={errors.kind}
            onChange={(kind) => set({ kind: kind as ComplaintKind })}
          />
          <SelectField
            label={t.category}
            name="categoryOid"
            required
            value={draft.categoryOid}
            emptyLabel={t.choose}
            options={tops.map((c) => ({ value: String(c.Oid), label: c.Name }))}
            optionsLang="tr"
            error={errors.categoryOid}
            onChange={(categoryOid) => set({ categoryOid, subcategoryOid: '' })}
          />
          {subs.length > 0 && (
            <SelectField
              label={t.subcategory}
              name="subcategoryOid"
              required
              value={draft.subcategoryOid}
              emptyLabel={t.choose}
              options={subs.map((c) => ({ value: String(c.Oid), label: c.Name }))}
              optionsLang="tr"
              error={errors.subcategoryOid}
              onChange={(subcategoryOid) => set({ subcategoryOid })}
            />
          )}
          <AddressPicker value={draft.place} onChange={(place) => set({ place })} errors={errors} />
          <InputField
            label={t.landmark}
            name="landmark"
            hint={t.landmarkHint}
            maxLength={200}
            value={draft.landmark}
            onChange={(landmark) => set({ landmark })}
          />
          {draft.place.streetCode && draft.categoryOid && (
            <WhileLoading>
              <SimilarReports
                streetCode={draft.place.streetCode}
                categoryOid={Number(draft.categoryOid)}
                onFollowed={onFollowed}
              />
            </WhileLoading>
          )}
        </>
      )}

      {step === 1 && (
        <>
          <InputField
            label={t.subject}
            name="subject"
            required
            maxLength={150}
            value={draft.subject}
            error={errors.subject}
            onChange={(subject) => set({ subject })}
          />
          <TextAreaField
            label={t.description}
            name="description"
            required
            rows={6}
            maxLength={4000}
            hint={t.descriptionHint}
            value={draft.description}
            error={errors.description}
            onChange={(description) => set({ description })}
          />
          <WhileLoading>
            <FileUpload
              purpose="complaint"
              label={t.files}
              value={draft.files}
              max={MAX_COMPLAINT_FILES}
              onChange={(files) => set({ files })}
            />
          </WhileLoading>
        </>
      )}

      {step === 2 && (
        <>
          {!member && <p className="complaint-hint">{t.signInHint}</p>}
          <InputField
            label={t.contactName}
            name="contactName"
            required
            autoComplete="name"
            maxLength={100}
            value={draft.contactName}
            error={errors.contactName}
            onChange={(contactName) => set({ contactName })}
          />
          <PhoneField
            label={t.phone}
            name="gsmNumber"
            required={!member}
            hint={member ? t.memberPhoneHint : undefined}
            value={draft.gsmNumber}
            error={errors.gsmNumber}
            onChange={(gsmNumber) => set({ gsmNumber })}
          />
          <InputField
            label={t.email}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={120}
            value={draft.email}
            onChange={(email) => set({ email })}
          />
          <CheckboxField
            label={t.writtenAnswer}
            name="writtenAnswer"
            checked={draft.writtenAnswer}
            onChange={(writtenAnswer) => set({ writtenAnswer })}
          />
          {needsCode && (
            <WhileLoading>
              <PhoneCheck gsmNumber={draft.gsmNumber} proof={proof} onChange={setProof} error={errors.smsCode} />
            </WhileLoading>
          )}
        </>
      )}

      <FormMessage text={failure} />
      <div className="form-actions">
        {step > 0 && (
          <button type="button" className="btn btn-outline" onClick={() => go(step - 1)}>
            {t.back}
          </button>
        )}
        {step < 2 ? (
          <button type="submit" className="btn">
            {t.next}
          </button>
        ) : (
          <SubmitButton busy={busy}>{t.submit}</SubmitButton>
        )}
      </div>
    </form>
  );
}
