import { useEffect, useState } from 'react';

/** The value, once it has stopped changing for `ms` (typing in a search box should not fire a request per key). */
export function useDebounced<T>(value: T, ms = 350): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}
