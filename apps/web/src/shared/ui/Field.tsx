import { type ReactNode, useId } from 'react';

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
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        name={props.name}
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.emptyLabel !== undefined && <option value="">{props.emptyLabel}</option>}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function InputField(props: {
  label: string;
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'date' | 'search';
  name?: string;
  placeholder?: string;
  maxLength?: number;
  inputMode?: 'numeric' | 'text';
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        inputMode={props.inputMode}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}

export function FilterBar({ label, children, onSubmit }: { label: string; children: ReactNode; onSubmit?(): void }) {
  return (
    <form
      className="filter-bar no-print"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit?.();
      }}
    >
      {children}
    </form>
  );
}
