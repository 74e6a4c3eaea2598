import { STATUS_REASON_MIN } from '@e-belediye/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { callApi, messageOf } from '../../../shared/api/client.js';
import { describedBy, FieldNotes, RequiredLabel } from '../../../shared/ui/Field.js';
import { FormMessage, SubmitButton } from '../../../shared/ui/Form.js';
import { Icon } from '../../../shared/ui/Icon.js';
import { useMembersDeskTexts } from './texts.js';

/**
 * Suspend (a reason is required: the member reads it by SMS) or activate a membership, in a modal dialog. The API
 * may first ask the staff member to confirm who they are; the office's reauthentication dialog handles that.
 */
export function StatusDialog({
  memberOid,
  suspend,
  onClose,
  onDone,
}: {
  memberOid: number;
  suspend: boolean;
  onClose(): void;
  onDone(): Promise<void>;
}) {
  const t = useMembersDeskTexts();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (suspend && text.length < STATUS_REASON_MIN) {
      setError(t.reasonRequired);
      return;
    }
    setError(undefined);
    setBusy(true);
    setFailure(null);
    try {
      await callApi('UpdateUserStatusForEMunicipality', {
        memberOid,
        status: suspend ? 'DISABLED' : 'ACTIVE',
        reason: text || undefined,
      });
      await onDone();
    } catch (e) {
      setFailure(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  const title = suspend ? t.suspendTitle : t.activateTitle;
  return (
    <dialog ref={ref} className="dialog members-desk-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <div className="dialog-head">
        <h2 id={`${id}-title`}>{title}</h2>
        <button type="button" className="icon-btn" aria-label={t.close} onClick={() => ref.current?.close()}>
          <Icon name="close" />
        </button>
      </div>
      <form className="form-stack" noValidate onSubmit={submit}>
        <p>{suspend ? t.suspendIntro : t.activateIntro}</p>
        <div className="field">
          {suspend ? (
            <RequiredLabel htmlFor={id}>{t.reason}</RequiredLabel>
          ) : (
            <label htmlFor={id}>{t.reasonOptional}</label>
          )}
          <textarea
            id={id}
            name="reason"
            rows={3}
            maxLength={500}
            value={reason}
            required={suspend}
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
