import { type FormEvent, useState } from 'react';
import { callApi, messageOf } from '../../shared/api/client.js';
import { useToast } from '../../shared/toast/index.js';
import { Fact } from '../../shared/ui/Fact.js';
import { CheckboxField, FormMessage, SubmitButton } from '../../shared/ui/Form.js';
import { useMembersTexts } from './i18n/index.js';
import type { MemberProfile } from './profile.js';

/** The member's detail record (CreateUserDetail): SMS and e-mail consent; a mailing address on file is kept as it is. */
export function ContactConsent({
  profile,
  onSaved,
}: {
  profile: MemberProfile;
  onSaved(profile: MemberProfile): void;
}) {
  const t = useMembersTexts().contact;
  const { enqueue } = useToast();
  const detail = profile.Detail;
  const [sms, setSms] = useState(detail?.SmsAllowed ?? false);
  const [email, setEmail] = useState(detail?.EmailAllowed ?? false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    const address =
      detail?.StreetCode && detail.OuterDoorOid
        ? {
            streetCode: detail.StreetCode,
            outerDoorOid: detail.OuterDoorOid,
            ...(detail.InnerDoorOid ? { innerDoorOid: detail.InnerDoorOid } : {}),
          }
        : undefined;
    try {
      const saved = await callApi('CreateUserDetail', {
        smsAllowed: sms,
        emailAllowed: email,
        address,
        addressNote: detail?.AddressNote ?? undefined,
      });
      onSaved({ ...profile, Detail: saved });
      enqueue(t.saved, { variant: 'success' });
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="auth-card form-stack" noValidate onSubmit={submit} aria-labelledby="contact-consent">
      <h2 id="contact-consent">{t.title}</h2>
      <p>{t.intro}</p>
      <CheckboxField label={t.sms} name="smsAllowed" checked={sms} onChange={setSms} />
      <CheckboxField label={t.email} name="emailAllowed" checked={email} onChange={setEmail} />
      {detail?.AddressText && (
        <dl className="facts">
          <Fact label={t.address}>{detail.AddressText}</Fact>
        </dl>
      )}
      <FormMessage text={failure} />
      <SubmitButton busy={busy}>{t.save}</SubmitButton>
    </form>
  );
}
