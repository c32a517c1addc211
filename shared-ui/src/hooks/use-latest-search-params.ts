// federation: singleton — one record of the page's queries written and not yet rendered, for every writer on the page, whichever remote it comes from
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';

/** A change to the page's query, given the query as last written. */
export type SearchParamsUpdate = (latest: URLSearchParams) => URLSearchParams;

/**
 * The queries written and not yet rendered, oldest first, and the query last rendered. One record for
 * every writer of the page, so a tab and a filter written in quick succession see each other.
 */
const record = { rendered: null as string | null, pending: [] as string[] };

/** A render committed `query`: the writes up to it have landed; any other query is a navigation of its own. */
function rendered(query: string): void {
  if (record.rendered === query) return;
  record.rendered = query;
  const at = record.pending.indexOf(query);
  record.pending = at === -1 ? [] : record.pending.slice(at + 1);
}

/**
 * React Router's `useSearchParams`, whose setter hands its function the query last written rather
 * than the one rendered. The router lands a change in a transition, which a busy phone holds back
 * past the player's next tap: starting from the rendered query, the second of two quick changes
 * would undo the first.
 */
export function useLatestSearchParams(): [URLSearchParams, (update: SearchParamsUpdate, options?: NavigateOptions) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  useLayoutEffect(() => rendered(query), [query]);
  const navigate = useRef(setParams);
  useLayoutEffect(() => {
    navigate.current = setParams;
  });
  const write = useCallback((update: SearchParamsUpdate, options?: NavigateOptions) => {
    const latest = record.pending.at(-1) ?? record.rendered ?? '';
    const next = update(new URLSearchParams(latest)).toString();
    if (next === latest) return;
    record.pending.push(next);
    navigate.current(new URLSearchParams(next), options);
  }, []);
  return [params, write];
}
