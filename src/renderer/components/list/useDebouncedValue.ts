import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `delay` ms: typing asks the server once, for what was typed
 * last. The first value is answered at once.
 */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, settled, delay]);
  return settled;
}
