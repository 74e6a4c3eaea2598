import { type FormEvent, useEffect, useRef, useState } from 'react';
import { callApi, messageOf, onReauthRequired } from '../shared/api/client.js';
import { InputField } from '../shared/ui/Field.js';
import { FormMessage, SubmitButton } from '../shared/ui/Form.js';
import { useOfficeTexts } from './i18n/index.js';

/**
 * The one place the office asks "is it still you?": any call the API holds back with reauth_required opens this
 * dialog; once password and code are confirmed the call is sent once more (the API client does that), and
 * "Vazgeç" gives the page the refusal.
 */
export function ReauthDialog() {
  const t = useOfficeTexts();
  const ref = useRef<HTMLDialogElement>(null);
  const [pending, setPending] = useState<((confirmed: boolean) => void) | null>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(
    () =>
      onReauthRequired(
        () =>
          new Promise<boolean>((resolve) => {
            setPassword('');
            setCode('');
            setFailure(null);
            setPending(() => resolve);
          }),
      ),
    [],
  );

  useEffect(() => {
    const dialog = ref.current;
    if (pending && dialog && !dialog.open) dialog.showModal();
  }, [pending]);

  // Answers the waiting call once: closing the dialog after "Onayla" is not a "Vazgeç".
  function finish(confirmed: boolean) {
    if (!pending) return;
    pending(confirmed);
    setPending(null);
    if (ref.current?.open) ref.current.close();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password || code.length !== 6) {
      setFailure(t.reauthIntro);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await callApi('StaffReauthenticate', { password, code });
      finish(true);
    } catch (error) {
      setFailure(messageOf(error));
      setCode('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog ref={ref} className="dialog reauth-dialog" aria-labelledby="reauth-title" onClose={() => finish(false)}>
      {pending && (
        <form className="form-stack" noValidate onSubmit={submit}>
          <div className="dialog-head">
            <h2 id="reauth-title">{t.reauthTitle}</h2>
          </div>
          <p>{t.reauthIntro}</p>
          <InputField
            label={t.password}
            name="reauthPassword"
            type="password"
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            maxLength={128}
            required
          />
          <InputField
            label={t.code}
            name="reauthCode"
            value={code}
            onChange={setCode}
            digits={6}
            autoComplete="one-time-code"
            hint={t.codeHint}
            required
          />
          <FormMessage text={failure} />
          <div className="dialog-actions">
            <button type="button" className="btn btn-outline" onClick={() => finish(false)}>
              {t.cancel}
            </button>
            <SubmitButton busy={busy}>{t.confirm}</SubmitButton>
          </div>
        </form>
      )}
    </dialog>
  );
}
