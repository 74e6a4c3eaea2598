import { type FormEvent, useEffect, useState } from 'react';
import { type CallResponse, callApi, messageOf } from '../shared/api/client.js';
import { useToast } from '../shared/toast/index.js';
import { FormMessage, SubmitButton } from '../shared/ui/Form.js';
import { Icon } from '../shared/ui/Icon.js';
import { Spinner } from '../shared/ui/Spinner.js';
import { useOfficeTexts } from './i18n/index.js';
import { OfficeFrame } from './OfficeFrame.js';
import { TotpCodeField } from './StaffFields.js';
import { type StaffSession, useOfficeSession } from './session.js';

type Enrolment = CallResponse<'StartStaffTotpEnrolment'>;

/**
 * The first sign-in without a second factor: the QR code and its key as text, a code to confirm, then the ten
 * recovery codes, shown once. The office opens only after "Kaydettim".
 */
export default function EnrolmentPage() {
  const t = useOfficeTexts();
  const session = useOfficeSession();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<{ staff: StaffSession; codes: string[] } | null>(null);

  useEffect(() => {
    let live = true;
    callApi('StartStaffTotpEnrolment', {}).then(
      (e) => live && setEnrolment(e),
      (error) => live && setLoadFailure(messageOf(error)),
    );
    return () => {
      live = false;
    };
  }, []);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (code.length !== 6) {
      setFailure(t.codeHint);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const answer = await callApi('ConfirmStaffTotpEnrolment', { code });
      setDone({ staff: answer.Staff, codes: answer.RecoveryCodes });
    } catch (error) {
      setFailure(messageOf(error));
      setCode('');
    } finally {
      setBusy(false);
    }
  }

  if (done) return <RecoveryCodes codes={done.codes} onSaved={() => session.signedIn(done.staff)} />;
  return (
    <OfficeFrame title={t.enrolTitle} intro={t.enrolIntro}>
      {loadFailure && <FormMessage text={loadFailure} />}
      {!enrolment && !loadFailure && <Spinner label={t.enrolTitle} />}
      {enrolment && (
        <>
          <img className="enrol-qr" src={enrolment.QrCode} alt={t.qrAlt} width={200} height={200} />
          <p>{t.manualEntry}</p>
          <p className="big-code enrol-secret">
            <span className="sr-only">{t.secret}: </span>
            <code data-testid="totp-secret">{enrolment.Secret}</code>
          </p>
          <form className="form-stack" noValidate onSubmit={confirm}>
            <TotpCodeField name="code" value={code} onChange={setCode} />
            <SubmitButton busy={busy}>{t.confirm}</SubmitButton>
            <FormMessage text={failure} />
          </form>
        </>
      )}
    </OfficeFrame>
  );
}

function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved(): void }) {
  const t = useOfficeTexts();
  const toast = useToast();
  const copy = () =>
    navigator.clipboard
      ?.writeText(codes.join('\n'))
      .then(() => toast.enqueue(t.copied, { variant: 'success' }))
      .catch(() => undefined);
  return (
    <OfficeFrame title={t.recoveryTitle} intro={t.recoveryIntro}>
      <ol className="recovery-codes" data-testid="recovery-codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <div className="form-actions no-print">
        <button type="button" className="btn btn-outline" onClick={() => window.print()}>
          <Icon name="print" size={18} /> {t.print}
        </button>
        <button type="button" className="btn btn-outline" onClick={copy}>
          {t.copy}
        </button>
        <button type="button" className="btn" onClick={onSaved}>
          {t.saved}
        </button>
      </div>
    </OfficeFrame>
  );
}
