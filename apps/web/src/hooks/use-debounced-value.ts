import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `ms` (search boxes: spec 02 §9's waits). The one debounce of the app. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
