// A value that follows another once it has stopped changing for `delayMs`; with `maxWaitMs`, it also
// follows at least that often while the other keeps changing (a shopper typing without a pause).
import { useEffect, useRef, useState } from "react";

export interface DebounceOptions<T> {
  maxWaitMs?: number;
  /** Where it starts (by default the value itself): a part that mounts mid-typing starts empty. */
  initial?: T;
}

export function useDebouncedValue<T>(value: T, delayMs: number, { maxWaitMs, initial = value }: DebounceOptions<T> = {}): T {
  const [debounced, setDebounced] = useState(initial);
  // When the first change not yet followed happened; null while the two agree.
  const pendingSince = useRef<number | null>(null);
  useEffect(() => {
    if (Object.is(value, debounced)) {
      pendingSince.current = null;
      return;
    }
    pendingSince.current ??= Date.now();
    const left = maxWaitMs === undefined ? delayMs : Math.min(delayMs, maxWaitMs - (Date.now() - pendingSince.current));
    const timer = window.setTimeout(() => setDebounced(value), Math.max(0, left));
    return () => window.clearTimeout(timer);
  }, [value, debounced, delayMs, maxWaitMs]);
  return debounced;
}
