import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type CallResponse, callApi, messageOf } from '../../../shared/api/client.js';
import { describedBy, FieldNotes, RequiredLabel } from '../../../shared/ui/Field.js';
import { FormMessage, SubmitButton } from '../../../shared/ui/Form.js';
import { Icon } from '../../../shared/ui/Icon.js';
import { useResolutionDeskTexts } from './texts.js';

/** The API's shortest reason for a withdrawal. */
const REASON_MIN = 10;

/**
 * Withdraw a resolution with a reason that its page will show. The API first asks the staff member to confirm who
 * they are when they have not lately; the office's re-authentication dialog asks and the call is sent again.
 */
export function WithdrawDialog({
  resolution,
  onClose,
  onDone,
}: {
  resolution: CallResponse<'GetResolution'>;
  onClose(): void;
  onDone(): Promise<void>;
}) {
  const t = useResolutionDeskTexts();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (text.length < REASON_MIN) {
      setError(text ? t.tooShort(REASON_MIN) : t.required);
      return;
    }
    setError(undefined);
    setFailure(null);
    setBusy(true);
    try {
      await callApi('WithdrawResolution', { resolutionOid: resolution.Oid, version: resolution.Version, reason: text });
      await onDone();
    } catch (e) {
      setFailure(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog ref={ref} className="dialog resolution-desk-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <div className="dialog-head">
        <h2 id={`${id}-title`}>{t.withdrawTitle}</h2>
        <button type="button" className="icon-btn" aria-label={t.close} onClick={() => ref.current?.close()}>
          <Icon name="close" />
        </button>
      </div>
      <form className="form-stack" noValidate onSubmit={submit}>
        <p>{t.withdrawIntro}</p>
        <div className="field">
          <RequiredLabel htmlFor={id}>{t.reason}</RequiredLabel>
          <textarea
            id={id}
            name="reason"
            rows={3}
            maxLength={1000}
            value={reason}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, undefined, error)}
            onChange={(e) => setReason(e.target.value)}
          />
          <FieldNotes id={id} error={error} />
        </div>
        <FormMessage text={failure} />
        <div className="dialog-actions">
          <button type="button" className="btn btn-outline" onClick={() => ref.current?.close()}>
            {t.cancel}
          </button>
          <SubmitButton busy={busy}>{t.confirm}</SubmitButton>
        </div>
      </form>
    </dialog>
  );
}
