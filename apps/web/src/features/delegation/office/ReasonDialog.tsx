import { type FormEvent, type ReactNode, useState } from 'react';
import { FormDialog, useSubmission } from '../../../shared/ui/FormDialog.js';
import { TextAreaField } from '../../../shared/ui/TextAreaField.js';
import { useMemberGrantsTexts } from './texts.js';

const REASON_MIN = 5;

interface DialogTexts {
  title: string;
  intro: string;
  confirm: string;
  className: string;
}

/**
 * A dialog of one field, then the act that needs it (a chamber number, a last day, a reason); the office's
 * re-authentication dialog steps in when the API asks for it. `check` answers what is wrong with the value, if
 * anything, before anything is sent.
 */
export function OneFieldDialog(
  props: DialogTexts & {
    initial?: string;
    check?(value: string): string | undefined;
    field(value: string, set: (value: string) => void, error: string | undefined): ReactNode;
    send(value: string): Promise<void>;
    onClose(): void;
  },
) {
  const t = useMemberGrantsTexts();
  const [value, setValue] = useState(props.initial ?? '');
  const [error, setError] = useState<string | undefined>();
  const sending = useSubmission();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = value.trim();
    const wrong = props.check?.(text);
    setError(wrong);
    if (wrong) return;
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
      {props.field(value, setValue, error)}
    </FormDialog>
  );
}

/** A reason of at least five characters, then the act that needs it (suspending, refusing, ending). */
export function ReasonDialog(
  props: DialogTexts & { label: string; required: string; send(reason: string): Promise<void>; onClose(): void },
) {
  return (
    <OneFieldDialog
      {...props}
      check={(reason) => (reason.length < REASON_MIN ? props.required : undefined)}
      field={(value, set, error) => (
        <TextAreaField
          label={props.label}
          name="reason"
          rows={3}
          value={value}
          onChange={set}
          maxLength={500}
          required
          error={error}
        />
      )}
    />
  );
}
