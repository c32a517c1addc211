/**
 * Retry for a request that has not been answered yet. RTK Query ignores a refetch while its
 * request is pending, so Retry on a slow answer could never send anything: here a pending request
 * (known by a key, RTK's requestId) can be asked to send one more attempt, and the first attempt to
 * answer wins, the first one included (a late answer to it is as good as the retry's).
 */

/** What an attempt resolves to: RTK's base query result (`error` set when it failed). */
export interface AttemptResult {
  error?: unknown;
}

/**
 * One attempt: `signal` aborts when another attempt has answered or the request is dropped;
 * `again` is false for the first attempt and true for each one Retry adds.
 */
export type Attempt<R> = (signal: AbortSignal, again: boolean) => Promise<R>;

export interface HedgedRequests {
  /**
   * Runs `attempt` now, and once more on each `again(key)` while no attempt has answered. Resolves
   * with the first answer without an error; when every attempt ended in an error, with the last one
   * to end. Without a key the attempt simply runs once.
   */
  run<R extends AttemptResult>(key: string | undefined, signal: AbortSignal, attempt: Attempt<R>): Promise<R>;
  /** Sends one more attempt of the unanswered request `key`; false when there is no such request. */
  again(key: string): boolean;
  /** How many requests are unanswered (tests). */
  pending(): number;
}

export function createHedgedRequests(): HedgedRequests {
  const unanswered = new Map<string, () => void>();

  return {
    run<R extends AttemptResult>(key: string | undefined, signal: AbortSignal, attempt: Attempt<R>): Promise<R> {
      if (key === undefined) return attempt(signal, false);
      return new Promise<R>((resolve, reject) => {
        const running = new Set<AbortController>();
        let done = false;

        const finish = (settle: () => void) => {
          done = true;
          if (unanswered.get(key) === launchAgain) unanswered.delete(key);
          signal.removeEventListener('abort', abortAll);
          // The others will not be needed: free their connections.
          for (const controller of running) controller.abort();
          running.clear();
          settle();
        };
        const launch = (again: boolean) => {
          const controller = new AbortController();
          if (signal.aborted) controller.abort(signal.reason);
          running.add(controller);
          const ended = (settle: () => void, answered: boolean) => {
            running.delete(controller);
            if (done) return;
            if (answered || running.size === 0) finish(settle);
          };
          attempt(controller.signal, again).then(
            (result) => ended(() => resolve(result), result.error === undefined),
            (error: unknown) => ended(() => reject(error), false),
          );
        };
        const launchAgain = () => launch(true);
        const abortAll = () => {
          for (const controller of running) controller.abort(signal.reason);
        };

        signal.addEventListener('abort', abortAll, { once: true });
        unanswered.set(key, launchAgain);
        launch(false);
      });
    },
    again(key) {
      const launchAgain = unanswered.get(key);
      if (!launchAgain) return false;
      launchAgain();
      return true;
    },
    pending: () => unanswered.size,
  };
}

// One registry per page, even if a remote bundles its own copy of this module (as the page clock).
const PAGE_KEY = Symbol.for('tlw-tracker/hedged-requests@1');

/** The page's registry: the data layer runs its queries through it, a slow data area's Retry asks it. */
export function pageHedgedRequests(): HedgedRequests {
  const holder = globalThis as { [PAGE_KEY]?: HedgedRequests };
  return (holder[PAGE_KEY] ??= createHedgedRequests());
}
