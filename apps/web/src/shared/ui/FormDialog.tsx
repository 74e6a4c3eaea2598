import { type FormEvent, type ReactNode, type RefObject, useId, useRef, useState } from 'react';
import { messageOf } from '../api/client.js';
import { useModalDialog } from '../routing/focus.js';
import { FormMessage, SubmitButton } from './Form.js';
import { Icon } from './Icon.js';

/** What a page gives a dialog that performs one act: how it closes, and what follows once the act is done. */
export interface ActDialogProps {
  onClose(): void;
  onDone(): Promise<void>;
}

/** A form's sending state: busy while it goes, the server's refusal as a message afterwards. */
export function useSubmission() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function submit(send: () => Promise<void>) {
    setBusy(true);
    setFailure(null);
    try {
      await send();
    } catch (e) {
      setFailure(messageOf(e));
    } finally {
      setBusy(false);
    }
  }
  return { busy, failure, setFailure, submit };
}

/**
 * A modal dialog holding one form: opened as it appears and closed as it goes; its title names it, the server's
 * refusal shows above "Vazgeç" and the confirming button. Escape, the close button and "Vazgeç" all close it, and
 * `onClose` hears each of them (unless `onCancel` takes "Vazgeç" itself).
 */
export function FormDialog(props: {
  title: string;
  className: string;
  intro?: ReactNode;
  /** The close button's name; without it the dialog has none (only "Vazgeç" and Escape). */
  closeLabel?: string;
  cancel: string;
  confirm: string;
  /** The form's sending state, from useSubmission. */
  sending: { busy: boolean; failure: string | null };
  onSubmit(event: FormEvent): void;
  onClose(): void;
  onCancel?(): void;
  dialogRef?: RefObject<HTMLDialogElement | null>;
  children?: ReactNode;
}) {
  const own = useRef<HTMLDialogElement>(null);
  const ref = props.dialogRef ?? own;
  const titleId = `${useId()}-title`;
  useModalDialog(ref);
  const close = () => ref.current?.close();
  return (
    <dialog ref={ref} className={`dialog ${props.className}`} aria-labelledby={titleId} onClose={props.onClose}>
      <div className="dialog-head">
        <h2 id={titleId}>{props.title}</h2>
        {props.closeLabel && (
          <button type="button" className="icon-btn" aria-label={props.closeLabel} onClick={close}>
            <Icon name="close" />
          </button>
        )}
      </div>
      <form className="form-stack" noValidate onSubmit={props.onSubmit}>
        {props.intro && <p>{props.intro}</p>}
        {props.children}
        <FormMessage text={props.sending.failure} />
        <div className="dialog-actions">
          <button type="button" className="btn btn-outline" onClick={props.onCancel ?? close}>
            {props.cancel}
          </button>
          <SubmitButton busy={props.sending.busy}>{props.confirm}</SubmitButton>
        </div>
      </form>
    </dialog>
  );
}
