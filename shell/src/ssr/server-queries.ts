/** A query the server's render ran: the browser runs the same ones before it hydrates the section. */
export interface ServerQuery {
  endpoint: string;
  /** Absent for a query without arguments (JSON has no undefined, and null would be another cache key). */
  args?: unknown;
}

/** The element holding them (JSON, never run: no script-src exception needed). */
export const SERVER_QUERIES_ELEMENT_ID = 'ssr-queries';

interface QueryEntry {
  status?: string;
  endpointName?: string;
  originalArgs?: unknown;
  error?: unknown;
}

/** A query whose last answer failed: rejected, or asked again (a new subscriber) and still holding the error. */
export const hasFailed = (q: QueryEntry | undefined): boolean => q?.status === 'rejected' || q?.error !== undefined;

/**
 * The settled queries of a store's api state, in the order they were started. A rejected one is
 * listed too: a page rendered as its 404 reran it in the browser and hydrates with the same answer.
 */
export function settledQueries(apiState: { queries?: Record<string, QueryEntry | undefined> } | undefined): ServerQuery[] {
  return Object.values(apiState?.queries ?? {})
    .filter(
      (q): q is QueryEntry & { endpointName: string } => (q?.status === 'fulfilled' || hasFailed(q)) && typeof q?.endpointName === 'string',
    )
    .map((q) => (q.originalArgs === undefined ? { endpoint: q.endpointName } : { endpoint: q.endpointName, args: q.originalArgs }));
}

/** The script element carrying them; `<` escaped so no text can close it. */
export const serverQueriesElement = (queries: readonly ServerQuery[]): string =>
  `<script type="application/json" id="${SERVER_QUERIES_ELEMENT_ID}">${JSON.stringify(queries).replace(/</g, '\\u003c')}</script>`;

const read = new WeakMap<Document, ServerQuery[] | null>();

/**
 * The queries a server-rendered section ran, from the page (null when there are none or they
 * cannot be read: then the section is rendered afresh, as without a server). Read once per page.
 */
export function serverQueries(doc: Document | undefined = globalThis.document): ServerQuery[] | null {
  if (!doc) return null;
  if (!read.has(doc)) read.set(doc, parseQueries(doc.getElementById(SERVER_QUERIES_ELEMENT_ID)?.textContent ?? ''));
  return read.get(doc) ?? null;
}

function parseQueries(text: string): ServerQuery[] | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (
      !Array.isArray(parsed) ||
      !parsed.every((q) => typeof q === 'object' && q !== null && typeof (q as ServerQuery).endpoint === 'string')
    )
      return null;
    return parsed as ServerQuery[];
  } catch {
    return null;
  }
}
