/**
 * A window.matchMedia for jsdom (which has none) that understands `(max-width: Npx)` and
 * `(min-width: Npx)` against a pretend viewport width, and fires `change` when it is resized.
 */
export function stubMatchMedia(initialWidth: number) {
  let width = initialWidth;
  const lists: Array<{ query: string; mql: MediaQueryList; listeners: Set<(e: MediaQueryListEvent) => void>; last: boolean }> = [];
  const evaluate = (query: string): boolean => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    if (!max && !min) return false; // prefers-reduced-motion and the like: no
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  const original = window.matchMedia;
  window.matchMedia = (query: string): MediaQueryList => {
    const listeners = new Set<(e: MediaQueryListEvent) => void>();
    const mql = {
      media: query,
      get matches() {
        return evaluate(query);
      },
      onchange: null,
      addEventListener: (_type: string, fn: (e: MediaQueryListEvent) => void) => listeners.add(fn),
      removeEventListener: (_type: string, fn: (e: MediaQueryListEvent) => void) => listeners.delete(fn),
      addListener: (fn: (e: MediaQueryListEvent) => void) => listeners.add(fn),
      removeListener: (fn: (e: MediaQueryListEvent) => void) => listeners.delete(fn),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
    lists.push({ query, mql, listeners, last: evaluate(query) });
    return mql;
  };
  return {
    resize(next: number) {
      width = next;
      for (const entry of lists) {
        const now = evaluate(entry.query);
        if (now === entry.last) continue;
        entry.last = now;
        for (const fn of entry.listeners) fn({ matches: now, media: entry.query } as MediaQueryListEvent);
      }
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
