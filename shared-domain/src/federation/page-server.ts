import { API_PREFIX } from '../api/contract/api-contract';
import { requestFor, type AnyEndpoint } from '../api/contract/endpoint';

/**
 * What a remote's server bundle tells the shell's server about its pages, so the HTML of a landing
 * page can preload what the page will ask for first, computed by the remote that owns the page.
 * Exported from the remote's server bundle as `pageServer` beside its routes.
 */
export interface PageServer {
  /** The API URLs (same origin, `/api/...`) a canonical page asks for first, in the order it asks; [] for none. */
  firstData(url: URL): string[];
  /**
   * The images the page's first screen paints largest, first first; [] for none. `apiText` is the
   * shell's short-lived cache of the API (null when it has no answer in time).
   */
  firstImages?(url: URL, apiText: (path: string) => Promise<string | null>, now: number): Promise<string[]>;
}

export function isPageServer(value: unknown): value is PageServer {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<PageServer>;
  return typeof v.firstData === 'function' && (v.firstImages === undefined || typeof v.firstImages === 'function');
}

/**
 * `prepare` applied to an API answer once per distinct text (the API answers the same text for a
 * while, and validating a long list on every request would hold the server's thread); null when
 * the text is not JSON or `prepare` throws.
 */
export function preparedPerText<T>(prepare: (json: unknown) => T | null): (text: string) => T | null {
  let last: { text: string; value: T | null } | null = null;
  return (text) => {
    if (last?.text !== text) {
      let value: T | null = null;
      try {
        value = prepare(JSON.parse(text));
      } catch {
        // An answer the page cannot read either: no preloads; the page reports its own data errors.
      }
      last = { text, value };
    }
    return last.value;
  };
}

/** The same-origin URL a page's RTK Query hook fetches for `endpoint` with `args` (path parameters and query filled in). */
export function apiUrlFor(endpoint: AnyEndpoint, args?: unknown): string {
  const { url, params } = requestFor(endpoint, args);
  const query = new URLSearchParams(Object.entries(params ?? {}).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return `${API_PREFIX}${url}${query ? `?${query}` : ''}`;
}
