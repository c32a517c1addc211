import { formatDateParts } from 'shared-domain/formatting/date-format';

export type IdleScheduler = (callback: () => void) => void;
export type WorkerStarter = () => Pick<Worker, 'terminate' | 'addEventListener'>;

const whenIdle: IdleScheduler = (callback) => {
  const w = window as Window & { requestIdleCallback?: (cb: () => void) => number };
  if (typeof w.requestIdleCallback === 'function') w.requestIdleCallback(callback);
  else setTimeout(callback, 0);
};

/**
 * Builds, in the idle time while a section's chunks download, the date formatters for both zones a
 * date shows in (local, and UTC for the use-utc setting): shared-domain keeps them, so a page's
 * first render of its dates builds none. Called once Intl's data is loaded (warmIntlData).
 */
export function warmDateFormatting(idle: IdleScheduler = whenIdle): void {
  idle(() => {
    const now = Date.now();
    formatDateParts(now, 'long', { utc: false });
    formatDateParts(now, 'long', { utc: true });
  });
}

/**
 * Loads Intl's data on a worker thread: the data is the browser process's, so the main thread's
 * first formatter then skips that pause (a long task on a phone). Resolves once the worker is done
 * (or failed, or could not start): the page's own first formatter should come after that, not race
 * it. Without workers (or refused by a policy) it resolves at once and the first formatter pays.
 */
export function warmIntlData(startWorker?: WorkerStarter): Promise<void> {
  if (!startWorker || typeof Worker === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    try {
      const worker = startWorker();
      const stop = () => {
        worker.terminate();
        resolve();
      };
      worker.addEventListener('message', stop);
      worker.addEventListener('error', stop);
    } catch {
      // A browser that cannot start it only pays the pause on its first date.
      resolve();
    }
  });
}
