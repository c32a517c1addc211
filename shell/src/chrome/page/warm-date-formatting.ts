import { formatDateParts } from 'shared-domain/formatting/date-format';

export type IdleScheduler = (callback: () => void) => void;

const whenIdle: IdleScheduler = (callback) => {
  const w = window as Window & { requestIdleCallback?: (cb: () => void) => number };
  if (typeof w.requestIdleCallback === 'function') w.requestIdleCallback(callback);
  else setTimeout(callback, 0);
};

/**
 * The visit's first Intl date formatter loads the browser's locale and time-zone data: ≈70 ms of
 * a 4×-throttled main thread (profiled on /story-cards), paid inside a section's first render of
 * its dates. Built here instead, in the idle time while the section's chunks download, for both
 * zones a date shows in (local, and UTC for the use-utc setting); shared-domain keeps the
 * formatters, so the page's dates reuse them.
 */
export function warmDateFormatting(idle: IdleScheduler = whenIdle): void {
  idle(() => {
    const now = Date.now();
    formatDateParts(now, 'long', { utc: false });
    formatDateParts(now, 'long', { utc: true });
  });
}
