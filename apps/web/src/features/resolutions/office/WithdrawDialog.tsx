import { type FormEvent, useState } from 'react';
import { type CallResponse, callApi } from '../../../shared/api/client.js';
import { type ActDialogProps, FormDialog, useSubmission } from '../../../shared/ui/FormDialog.js';
import { TextAreaField } from '../../../shared/ui/TextAreaField.js';
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
}: ActDialogProps & { resolution: CallResponse<'GetResolution'> }) {
  const t = useResolutionDeskTexts();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const sending = useSubmission();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (text.length < REASON_MIN) {
      setError(text ? t.tooShort(REASON_MIN) : t.required);
      return;
    }
    setError(undefined);
    await sending.submit(async () => {
      await callApi('WithdrawResolution', { resolutionOid: resolution.Oid, version: resolution.Version, reason: text });
      await onDone();
    });
  }

  return (
    <FormDialog
      title={t.withdrawTitle}
      className="resolution-desk-dialog"
      intro={t.withdrawIntro}
      closeLabel={t.close}
      cancel={t.cancel}
      confirm={t.confirm}
      sending={sending}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextAreaField
        label={t.reason}
        name="reason"
        rows={3}
        value={reason}
        onChange={setReason}
        maxLength={1000}
        required
        error={error}
      />
    </FormDialog>
  );
}
