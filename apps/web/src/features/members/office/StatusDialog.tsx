import { STATUS_REASON_MIN } from '@e-belediye/contracts';
import { type FormEvent, useState } from 'react';
import { callApi } from '../../../shared/api/client.js';
import { type ActDialogProps, FormDialog, useSubmission } from '../../../shared/ui/FormDialog.js';
import { TextAreaField } from '../../../shared/ui/TextAreaField.js';
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
}: ActDialogProps & { memberOid: number; suspend: boolean }) {
  const t = useMembersDeskTexts();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const sending = useSubmission();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (suspend && text.length < STATUS_REASON_MIN) {
      setError(t.reasonRequired);
      return;
    }
    setError(undefined);
    await sending.submit(async () => {
      await callApi('UpdateUserStatusForEMunicipality', {
        memberOid,
        status: suspend ? 'DISABLED' : 'ACTIVE',
        reason: text || undefined,
      });
      await onDone();
    });
  }

  return (
    <FormDialog
      title={suspend ? t.suspendTitle : t.activateTitle}
      className="members-desk-dialog"
      intro={suspend ? t.suspendIntro : t.activateIntro}
      closeLabel={t.close}
      cancel={t.cancel}
      confirm={t.confirm}
      sending={sending}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextAreaField
        label={suspend ? t.reason : t.reasonOptional}
        name="reason"
        rows={3}
        value={reason}
        onChange={setReason}
        maxLength={500}
        required={suspend}
        error={error}
      />
    </FormDialog>
  );
}
