import { useEffect, useState } from 'react';

/**
 * The current time in ms, refreshed every `intervalMs` (spec section 9: home countdowns 100 ms,
 * settings clock 200 ms…). Every clock and countdown reads time through this one hook, so tests
 * drive them all with fake timers. `enabled: false` stops the ticking (e.g. a hidden panel).
 */
export function useNow(intervalMs: number, enabled = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, enabled]);
  return now;
}
