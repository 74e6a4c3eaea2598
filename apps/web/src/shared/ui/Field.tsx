import { type ReactNode, type Ref, useId } from 'react';

interface Option {
  value: string;
  label: string;
}

/** A labelled native select: keyboard and screen-reader friendly without extra code. */
export function SelectField(props: {
  label: string;
  value: string;
  options: Option[];
  onChange(value: string): void;
  emptyLabel?: string;
  disabled?: boolean;
  name?: string;
  required?: boolean;
  error?: string;
  /**
   * The language of the options when it is not the page's: the municipality's own lists (categories, tariff
   * classes) stay Turkish on an English or Arabic page, and a screen reader should read them as Turkish.
   */
  optionsLang?: string;
}) {
  const id = useId();
  return (
    <FieldFrame id={id} {...props}>
      <select
        {...controlProps(id, props)}
        // Without an empty choice the select always holds a value; `required` there is invalid markup.
        required={props.required && props.emptyLabel !== undefined}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.emptyLabel !== undefined && <option value="">{props.emptyLabel}</option>}
        {props.options.map((o) => (
          <option key={o.value} value={o.value} lang={props.optionsLang}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** Ids that tie a field's hint and error to it for screen readers. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

/** A field's hint and error, with the ids describedBy gives them. */
export function FieldNotes({
  id,
  hint,
  error,
  announce = false,
}: {
  id: string;
  hint?: string;
  error?: string;
  /** Read the error out as it appears: for fields checked as they are left, not only when the form is sent. */
  announce?: boolean;
}) {
  return (
    <>
      {hint && (
        <small id={`${id}-hint`} className="field-hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="field-error" role={announce ? 'alert' : undefined}>
          {error}
        </small>
      )}
    </>
  );
}

interface FieldBasics {
  label: string;
  value: string;
  name?: string;
  required?: boolean;
  hint?: string;
  error?: string;
}

/** A field's frame: its label (marked when required), the control it holds, then its hint and error. */
export function FieldFrame(props: FieldBasics & { id: string; children: ReactNode }) {
  return (
    <div className="field">
      <FieldLabel htmlFor={props.id} required={props.required}>
        {props.label}
      </FieldLabel>
      {props.children}
      <FieldNotes id={props.id} hint={props.hint} error={props.error} />
    </div>
  );
}

/** What every field's control carries: id, name, value, required, and the hint and error tied to it. */
export function controlProps(id: string, props: FieldBasics) {
  return {
    id,
    name: props.name,
    value: props.value,
    required: props.required,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy(id, props.hint, props.error),
  };
}

/** A field's label, marked when the field must be filled. */
export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return required ? (
    <RequiredLabel htmlFor={htmlFor}>{children}</RequiredLabel>
  ) : (
    <label htmlFor={htmlFor}>{children}</label>
  );
}

/** A label with the required mark outside it, so the field's accessible name is the label alone. */
export function RequiredLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <span className="field-head">
      <label htmlFor={htmlFor}>{children}</label>
      <span className="required-mark" aria-hidden="true">
        *
      </span>
    </span>
  );
}

export function InputField(props: {
  label: string;
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'date' | 'search' | 'password' | 'email' | 'tel';
  name?: string;
  placeholder?: string;
  maxLength?: number;
  inputMode?: 'numeric' | 'decimal' | 'text' | 'email' | 'tel';
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
  error?: string;
  /** Keeps only digits, at most this many (identity numbers, codes). */
  digits?: number;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const { digits } = props;
  return (
    <FieldFrame id={id} {...props}>
      <input
        {...controlProps(id, props)}
        ref={props.inputRef}
        type={props.type ?? 'text'}
        placeholder={props.placeholder}
        maxLength={props.maxLength ?? digits}
        inputMode={props.inputMode ?? (digits ? 'numeric' : undefined)}
        autoComplete={props.autoComplete}
        disabled={props.disabled}
        onChange={(e) => props.onChange(digits ? e.target.value.replace(/\D/g, '').slice(0, digits) : e.target.value)}
      />
    </FieldFrame>
  );
}

/**
 * A list's filters: a form when they are sent with a button (`onSubmit`), otherwise a search region whose fields
 * filter as they change (a form needs a submit control).
 */
export function FilterBar({ label, children, onSubmit }: { label: string; children: ReactNode; onSubmit?(): void }) {
  if (!onSubmit) {
    return (
      <search className="filter-bar no-print" aria-label={label}>
        {children}
      </search>
    );
  }
  return (
    <form
      className="filter-bar no-print"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
