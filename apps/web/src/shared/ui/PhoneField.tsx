import { useLayoutEffect, useRef } from 'react';
import { InputField } from './Field.js';
import { caretAfterDigits, formatPhone, phoneDigits } from './phoneMask.js';

/** A mobile number typed into the mask (###) ### ## ##; the value is its 10 bare digits. */
export function PhoneField(props: {
  label: string;
  value: string;
  onChange(digits: string): void;
  required?: boolean;
  hint?: string;
  error?: string;
  name?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const caretDigits = useRef<number | null>(null);
  // Reformatting moves the caret to the end; put it back after the digit the citizen just typed or deleted.
  useLayoutEffect(() => {
    const el = input.current;
    const n = caretDigits.current;
    caretDigits.current = null;
    if (!el || n === null || document.activeElement !== el) return;
    const at = caretAfterDigits(el.value, n);
    el.setSelectionRange(at, at);
  });
  return (
    <InputField
      {...props}
      inputRef={input}
      type="tel"
      inputMode="tel"
      // "tel-national" is valid on type=text only; a full "+90 5…" number autofilled here keeps its national digits.
      autoComplete="tel"
      placeholder="(5__) ___ __ __"
      value={formatPhone(props.value)}
      onChange={(raw) => {
        const caret = input.current?.selectionStart ?? raw.length;
        caretDigits.current = phoneDigits(raw.slice(0, caret)).length;
        props.onChange(phoneDigits(raw));
      }}
    />
  );
}
