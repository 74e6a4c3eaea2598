import { useState } from 'react';
import { InputField } from './Field.js';

/** A filter form's draft and the filter last sent: the list follows only what was sent. */
export function useFilterDraft<F extends Record<keyof F, string>>(empty: F) {
  const [draft, setDraft] = useState<F>(empty);
  const [filter, setFilter] = useState<F>(empty);
  return {
    draft,
    filter,
    set: (key: keyof F) => (value: string) => setDraft((d) => ({ ...d, [key]: value })),
    send: () => setFilter(draft),
    clear: () => {
      setDraft(empty);
      setFilter(empty);
    },
  };
}

/** A filter bar's buttons: send the filter and, when offered, empty it. */
export function FilterActions({ find, clear, onClear }: { find: string; clear?: string; onClear?(): void }) {
  return (
    <div className="filter-actions">
      <button type="submit" className="btn">
        {find}
      </button>
      {clear && onClear && (
        <button type="button" className="btn btn-outline" onClick={onClear}>
          {clear}
        </button>
      )}
    </div>
  );
}

/** The free-text box of a filter bar. */
export function SearchField(props: {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  hint?: string;
}) {
  return <InputField type="search" maxLength={100} {...props} />;
}
