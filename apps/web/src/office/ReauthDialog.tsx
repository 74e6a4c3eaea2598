import { type FormEvent, useEffect, useState } from 'react';
import { callApi, onReauthRequired } from '../shared/api/client.js';
import { FormDialog, useSubmission } from '../shared/ui/FormDialog.js';
import { useOfficeTexts } from './i18n/index.js';
import { StaffPasswordField, TotpCodeField } from './StaffFields.js';

/**
 * The one place the office asks "is it still you?": any call the API holds back with reauth_required opens this
 * dialog; once password and code are confirmed the call is sent once more (the API client does that), and
 * "Vazgeç" gives the page the refusal.
 */
export function ReauthDialog() {
  const t = useOfficeTexts();
  const [pending, setPending] = useState<((confirmed: boolean) => void) | null>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const sending = useSubmission();

  useEffect(
    () =>
      onReauthRequired(
        () =>
          new Promise<boolean>((resolve) => {
            setPassword('');
            setCode('');
            sending.setFailure(null);
            setPending(() => resolve);
          }),
      ),
    [sending.setFailure],
  );

  // Answers the waiting call once: the dialog closing after "Onayla" is not a "Vazgeç".
  function finish(confirmed: boolean) {
    if (!pending) return;
    pending(confirmed);
    setPending(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password || code.length !== 6) {
      sending.setFailure(t.reauthIntro);
      return;
    }
    await sending.submit(async () => {
      try {
        await callApi('StaffReauthenticate', { password, code });
      } catch (error) {
        setCode('');
        throw error;
      }
      finish(true);
    });
  }

  if (!pending) return null;
  return (
    <FormDialog
      title={t.reauthTitle}
      className="reauth-dialog"
      intro={t.reauthIntro}
      cancel={t.cancel}
      confirm={t.confirm}
      sending={sending}
      onSubmit={submit}
      onClose={() => finish(false)}
      onCancel={() => finish(false)}
    >
      <StaffPasswordField name="reauthPassword" value={password} onChange={setPassword} />
      <TotpCodeField name="reauthCode" value={code} onChange={setCode} />
    </FormDialog>
  );
}
