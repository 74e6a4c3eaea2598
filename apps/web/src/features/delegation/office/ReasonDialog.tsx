import { type FormEvent, useState } from 'react';
import { FormDialog, useSubmission } from '../../../shared/ui/FormDialog.js';
import { TextAreaField } from '../../../shared/ui/TextAreaField.js';
import { useMemberGrantsTexts } from './texts.js';

const REASON_MIN = 5;

/**
 * A reason, then the act that needs it (suspending a grant, refusing an application, ending a company's authority);
 * the office's re-authentication dialog steps in when the API asks for it.
 */
export function ReasonDialog(props: {
  title: string;
  intro: string;
  label: string;
  required: string;
  confirm: string;
  className: string;
  send(reason: string): Promise<void>;
  onClose(): void;
}) {
  const t = useMemberGrantsTexts();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const sending = useSubmission();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (text.length < REASON_MIN) {
      setError(props.required);
      return;
    }
    setError(undefined);
    await sending.submit(() => props.send(text));
  }
  return (
    <FormDialog
      title={props.title}
      className={props.className}
      intro={props.intro}
      closeLabel={t.close}
      cancel={t.cancel}
      confirm={props.confirm}
      sending={sending}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <TextAreaField
        label={props.label}
        name="reason"
        rows={3}
        value={reason}
        onChange={setReason}
        maxLength={500}
        required
        error={error}
      />
    </FormDialog>
  );
}
