import { type ReactNode, useId } from 'react';
import { describedBy, FieldNotes } from './Field.js';

// The pieces only forms need, apart from Field.tsx (which the top bar puts in the first load).

export function CheckboxField(props: {
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  name?: string;
  required?: boolean;
  error?: string;
}) {
  const id = useId();
  return (
    <div className="check-field">
      <input
        id={id}
        type="checkbox"
        name={props.name}
        checked={props.checked}
        required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, undefined, props.error)}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <label htmlFor={id}>{props.label}</label>
      <FieldNotes id={id} error={props.error} />
    </div>
  );
}

/** A form's own message under it: a warning or the server's error, announced when it appears. */
export function FormMessage({ text, kind = 'error' }: { text: string | null; kind?: 'error' | 'warning' }) {
  if (!text) return null;
  return (
    <p className={`form-message form-message-${kind}`} role="alert">
      {text}
    </p>
  );
}

/** A form's submit button: disabled with a spinner while the form is being sent. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-block" disabled={busy} aria-busy={busy || undefined}>
      {busy && <span className="spinner spinner-small" aria-hidden="true" />}
      {children}
    </button>
  );
}
