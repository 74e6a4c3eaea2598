import { useId } from 'react';
import { controlProps, FieldFrame } from './Field.js';

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
    <FieldFrame id={id} {...props}>
      <textarea
        {...controlProps(id, props)}
        rows={props.rows}
        maxLength={props.maxLength}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </FieldFrame>
  );
}
