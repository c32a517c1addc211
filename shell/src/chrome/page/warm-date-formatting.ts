import { formatDateParts } from 'shared-domain/formatting/date-format';

export type IdleScheduler = (callback: () => void) => void;
export type WorkerStarter = () => Pick<Worker, 'terminate' | 'addEventListener'>;

const whenIdle: IdleScheduler = (callback) => {
  const w = window as Window & { requestIdleCallback?: (cb: () => void) => number };
  if (typeof w.requestIdleCallback === 'function') w.requestIdleCallback(callback);
  else setTimeout(callback, 0);
};

/**
 * The visit's first Intl date formatter loads the browser's locale and time-zone data, a long
 * pause inside a page's first render of its dates. A worker loads that data off the main thread
 * (warmIntlData); then, in the idle time while a section's chunks download, the formatters for
 * both zones a date shows in (local, and UTC for the use-utc setting) are built here: shared-domain
 * keeps them, so the page's dates reuse them.
 */
export function warmDateFormatting(idle: IdleScheduler = whenIdle, startWorker?: WorkerStarter): void {
  warmIntlData(startWorker);
  idle(() => {
    const now = Date.now();
    formatDateParts(now, 'long', { utc: false });
    formatDateParts(now, 'long', { utc: true });
  });
}

/**
 * Loads Intl's data on a worker thread: the data is the browser process's, so the main thread's
 * first formatter then skips that pause (a long task on a phone). Without workers (or refused by a
 * policy) the first formatter pays for it, as before.
 */
export function warmIntlData(startWorker?: WorkerStarter): void {
  if (!startWorker || typeof Worker === 'undefined') return;
  try {
    const worker = startWorker();
    const stop = () => worker.terminate();
    worker.addEventListener('message', stop);
    worker.addEventListener('error', stop);
  } catch {
    // A browser that cannot start it only pays the pause on its first date.
  }
}
