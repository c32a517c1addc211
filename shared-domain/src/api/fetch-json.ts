import type { BaseQueryFn, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

export type JsonBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>;

const joinUrl = (base: string, url: string): string =>
  /^[a-z][a-z\d+.-]*:/i.test(url) ? url : `${base.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;

/** Query parameters as fetchBaseQuery writes them: undefined ones left out. */
function withParams(url: string, params: FetchArgs['params']): string {
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params as Record<string, unknown>)) if (value !== undefined) search.append(key, String(value));
  const text = search.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

const isJsonBody = (body: unknown): boolean =>
  typeof body === 'object' &&
  body !== null &&
  (Array.isArray(body) || Object.getPrototypeOf(body) === Object.prototype || Object.getPrototypeOf(body) === null);

/**
 * RTK's fetchBaseQuery, minus what this site never uses, reading each body once. fetchBaseQuery
 * also clones every response and decodes the clone's text for its error reports: on the story-card
 * list that second decode costs a phone's main thread before the first render. Same results and error shapes: FETCH_ERROR (no answer), PARSING_ERROR (not JSON, with
 * the text), a numeric status with the parsed body for a non-2xx answer.
 */
export function fetchJson({
  baseUrl,
  fetchFn,
  parseJson = JSON.parse,
}: {
  baseUrl: string;
  fetchFn?: typeof fetch;
  /** JSON.parse, or one that parses a long list in parts (json-in-parts.ts). */
  parseJson?: (text: string) => unknown;
}): JsonBaseQuery {
  return async (args, api) => {
    const { url, params, body, method = 'GET', headers, cache } = typeof args === 'string' ? ({ url: args } as FetchArgs) : args;
    const requestHeaders = new Headers(headers as HeadersInit | undefined);
    const json = isJsonBody(body);
    if (json && !requestHeaders.has('content-type')) requestHeaders.set('content-type', 'application/json');
    const request = new Request(withParams(joinUrl(baseUrl, url), params), {
      method,
      headers: requestHeaders,
      body: body === undefined ? undefined : json ? JSON.stringify(body) : (body as BodyInit),
      signal: api.signal,
      ...(cache ? { cache } : {}),
    });
    let response: Response;
    try {
      // Looked up per call: tests swap the global fetch.
      response = await (fetchFn ?? fetch)(request);
    } catch (error) {
      return { error: { status: 'FETCH_ERROR', error: String(error) }, meta: { request } };
    }
    const meta = { request, response };
    let text = '';
    let data: unknown;
    try {
      text = await response.text();
      data = text.length > 0 ? await parseJson(text) : null;
    } catch (error) {
      return { error: { status: 'PARSING_ERROR', originalStatus: response.status, data: text, error: String(error) }, meta };
    }
    return response.ok ? { data, meta } : { error: { status: response.status, data }, meta };
  };
}
