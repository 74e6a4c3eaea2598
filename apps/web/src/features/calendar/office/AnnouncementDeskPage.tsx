import type { AnnouncementPreview } from '@e-belediye/contracts';
import { formatNumberTr } from '@e-belediye/contracts/format';
import { type FormEvent, useState } from 'react';
import { callApi } from '../../../shared/api/client.js';
import { useCall } from '../../../shared/api/useCall.js';
import { useFeatureMessages } from '../../../shared/i18n/index.js';
import { DistrictSelect } from '../../../shared/ui/DistrictSelect.js';
import { InputField, SelectField } from '../../../shared/ui/Field.js';
import { CheckboxField, FormMessage, SubmitButton } from '../../../shared/ui/Form.js';
import { useSubmission } from '../../../shared/ui/FormDialog.js';
import { PageFrame } from '../../../shared/ui/PageFrame.js';
import { usePageStatus } from '../../../shared/ui/PageStatus.js';
import { TextAreaField } from '../../../shared/ui/TextAreaField.js';
import { tr } from './announce.tr.js';

const useAnnounceTexts = () => useFeatureMessages(tr, () => import('./announce.en.js'));
const n = (v: number) => formatNumberTr(v, 0);

/**
 * /yonetim/duyurular (notifications.send): an informational announcement to consenting members of a district or
 * with an open debt of a revenue kind; counted and previewed first, sent after a fresh password and code.
 */
export default function AnnouncementDeskPage() {
  const t = useAnnounceTexts();
  const { say } = usePageStatus();
  const kinds = useCall('GetAnnouncementRevenueKinds', {});
  const sending = useSubmission();
  const [form, setForm] = useState({
    by: 'DISTRICT' as 'DISTRICT' | 'DEBT',
    district: '',
    revenue: '',
    sms: true,
    email: false,
    subject: '',
    text: '',
  });
  const [preview, setPreview] = useState<AnnouncementPreview | null>(null);
  const set =
    <K extends keyof typeof form>(key: K) =>
    (value: (typeof form)[K]) => {
      setPreview(null);
      setForm((f) => ({ ...f, [key]: value }));
    };
  const draft = () => ({
    audience:
      form.by === 'DISTRICT'
        ? { Kind: 'DISTRICT' as const, DistrictCode: form.district }
        : { Kind: 'DEBT' as const, RevenueCode: Number(form.revenue) },
    sms: form.sms,
    email: form.email,
    subject: form.email ? form.subject : '',
    text: form.text,
  });
  function ready() {
    if (form.by === 'DISTRICT' ? !form.district : !form.revenue) {
      sending.setFailure(t.chooseAudience);
      return false;
    }
    return true;
  }
  function previewIt(e: FormEvent) {
    e.preventDefault();
    if (!ready()) return;
    void sending.submit(async () => setPreview(await callApi('PreviewAnnouncement', draft())));
  }
  function send() {
    if (!ready()) return;
    void sending.submit(async () => {
      const res = await callApi('SendAnnouncement', draft());
      setPreview(null);
      say(t.sent(n(res.Members)));
    });
  }
  return (
    <PageFrame intro={t.intro}>
      <form onSubmit={previewIt} noValidate className="announce-form">
        <fieldset>
          <legend>{t.audience}</legend>
          {(['DISTRICT', 'DEBT'] as const).map((by) => (
            <label key={by} className="check-field">
              <input type="radio" name="by" checked={form.by === by} onChange={() => set('by')(by)} />
              {by === 'DISTRICT' ? t.byDistrict : t.byDebt}
            </label>
          ))}
        </fieldset>
        {form.by === 'DISTRICT' ? (
          <DistrictSelect
            label={t.district}
            value={form.district}
            onChange={set('district')}
            emptyLabel={t.choose}
            required
          />
        ) : (
          <SelectField
            label={t.revenue}
            name="revenue"
            value={form.revenue}
            onChange={set('revenue')}
            emptyLabel={t.choose}
            required
            options={(kinds.data ?? []).map((k) => ({ value: String(k.Code), label: k.Name }))}
          />
        )}
        <fieldset>
          <legend>{t.channels}</legend>
          <CheckboxField label={t.sms} checked={form.sms} onChange={set('sms')} name="sms" />
          <CheckboxField label={t.email} checked={form.email} onChange={set('email')} name="email" />
        </fieldset>
        {form.email && (
          <InputField label={t.subject} value={form.subject} onChange={set('subject')} maxLength={120} required />
        )}
        <TextAreaField
          label={t.text}
          name="text"
          rows={4}
          maxLength={600}
          required
          value={form.text}
          onChange={set('text')}
        />
        <FormMessage text={sending.failure} />
        <SubmitButton busy={sending.busy}>{t.preview}</SubmitButton>
      </form>
      {preview && (
        <section aria-labelledby="announce-preview">
          <h2 id="announce-preview">{t.previewTitle}</h2>
          <p>{preview.Members === 0 ? t.nobody : t.counts(n(preview.Members), n(preview.Sms), n(preview.Email))}</p>
          {preview.SmsText && (
            <>
              <h3>{t.smsText}</h3>
              <p className="announce-text">{preview.SmsText}</p>
            </>
          )}
          {preview.MailText && (
            <>
              <h3>{t.mailText}</h3>
              <p className="announce-text">
                <strong>{preview.MailSubject}</strong>
                <br />
                {preview.MailText}
              </p>
            </>
          )}
          {preview.Members > 0 && (
            <button type="button" className="btn" onClick={send} disabled={sending.busy}>
              {t.send}
            </button>
          )}
        </section>
      )}
    </PageFrame>
  );
}
