import { useId } from 'react';
import { describedBy, FieldNotes, RequiredLabel } from './Field.js';

/** Text of a few lines or pages (a reason, a resolution's text), labelled like every other field. */
export function TextAreaField(props: {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  rows: number;
  maxLength?: number;
  required?: boolean;
  hint?: string;
  error?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      {props.required ? (
        <RequiredLabel htmlFor={id}>{props.label}</RequiredLabel>
      ) : (
        <label htmlFor={id}>{props.label}</label>
      )}
      <textarea
        id={id}
        name={props.name}
        rows={props.rows}
        maxLength={props.maxLength}
        value={props.value}
        required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.hint, props.error)}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <FieldNotes id={id} hint={props.hint} error={props.error} />
    </div>
  );
}
