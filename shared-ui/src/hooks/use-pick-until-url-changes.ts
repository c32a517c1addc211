import { useCallback, useState } from 'react';

/**
 * A value written to the URL, to show until the URL has it. The router applies a URL change in a
 * transition: until it lands, a control that reads the URL (a radio, a checkbox, a select) would
 * snap back to its old value for a moment, and a second quick click would start from that.
 * `query` is the URL query rendered now. A pick is returned while the query is still the one it
 * was picked on; any other query means it landed (or the visitor went elsewhere): null.
 */
export function usePickUntilUrlChanges<T>(query: string): [picked: T | null, pick: (value: T) => void] {
  const [pending, setPending] = useState<{ from: string; value: T } | null>(null);
  // Dropped once the query moves on, so a later return to that query shows the URL, not this pick.
  if (pending !== null && pending.from !== query) setPending(null);
  const pick = useCallback((value: T) => setPending({ from: query, value }), [query]);
  return [pending !== null && pending.from === query ? pending.value : null, pick];
}
