/** Network facts from `navigator.connection` (absent in many browsers). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Prefetch only on connections that can afford it: never with save-data or on 2g/slow-2g. */
export function canPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !['slow-2g', '2g'].includes(connection.effectiveType ?? '');
}

export const MAX_CONCURRENT_PREFETCHES = 4;

/**
 * A queue that runs at most `limit` tasks at once and each key once. Pure scheduling, so the
 * shell's link observer and the tests share it.
 */
export function createPrefetchQueue<K extends string>(run: (key: K) => Promise<unknown>, limit = MAX_CONCURRENT_PREFETCHES) {
  const seen = new Set<K>();
  const waiting: K[] = [];
  let active = 0;
  const pump = () => {
    while (active < limit && waiting.length > 0) {
      const key = waiting.shift()!;
      active += 1;
      void run(key)
        .catch(() => seen.delete(key)) // a failed prefetch may be tried again later
        .finally(() => {
          active -= 1;
          pump();
        });
    }
  };
  return {
    request(key: K) {
      if (seen.has(key)) return;
      seen.add(key);
      waiting.push(key);
      pump();
    },
    get active() {
      return active;
    },
  };
}
