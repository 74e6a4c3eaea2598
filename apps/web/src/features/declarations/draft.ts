import { useCallback, useEffect, useState } from 'react';

/**
 * A form's draft in the browser tab's session storage: it survives a reload and a trip to another page, and is
 * gone when the tab closes, so a shared computer keeps no one's declaration. One key per member and page.
 */
export interface Draft<V> {
  values: V;
  /** The step the citizen was on; the check page is `steps.length`. */
  step: number;
}

const PREFIX = 'beyanname-taslak';

export const draftKey = (memberOid: number | string, page: string) => `${PREFIX}:${memberOid}:${page}`;

function read<V>(key: string): Draft<V> | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Draft<V>) : null;
  } catch {
    return null;
  }
}

/** The draft under `key`, started from `initial` (or the stored one); every change is written back at once. */
export function useDraft<V extends object>(key: string, initial: () => V) {
  const [draft, setDraft] = useState<Draft<V>>(() => {
    const stored = read<V>(key);
    // A stored draft from an older form lacks the newer fields: the fresh values fill them in.
    return stored ? { step: stored.step, values: { ...initial(), ...stored.values } } : { step: 0, values: initial() };
  });
  useEffect(() => {
    sessionStorage.setItem(key, JSON.stringify(draft));
  }, [key, draft]);
  const setValues = useCallback(
    (change: (values: V) => V) => setDraft((d) => ({ ...d, values: change(d.values) })),
    [],
  );
  const setStep = useCallback((step: number) => setDraft((d) => ({ ...d, step })), []);
  /** Forget the draft (after sending it); the form starts from `next` again. */
  const discard = useCallback(
    (next: V) => {
      sessionStorage.removeItem(key);
      setDraft({ step: 0, values: next });
    },
    [key],
  );
  return { ...draft, setValues, setStep, discard };
}
