import { retry, type BaseQueryApi, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { fetchJson } from './fetch-json';
import { parseJsonInParts } from './json-in-parts';
import { pageHedgedRequests, type HedgedRequests } from 'shared-domain/api/hedged-request';
import { shouldRetry } from './retry-rule';
import type * as ValidateResponse from './contract/validate-response';

/** Same-origin: the shell's server proxies /api to the API server. */
export const API_BASE_URL = '/api';

export type ApiBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

export interface BaseQueryOptions {
  baseUrl?: string;
  /** Defaults to the global fetch, looked up at call time (tests swap it). */
  fetchFn?: typeof fetch;
  /** Check each response against its contract schema (default: outside production builds only). */
  validate?: boolean;
  /**
   * Freeze each answer's root before it enters the store (default: in production builds). Immer
   * deep-freezes what a reducer stores, walking every object of it: for the story-card list that
   * is a long task on a phone. A frozen root tells it the value is immutable already (Immer's
   * "pre-freeze data" advice). Development and tests keep the deep freeze, which turns a page that
   * writes into API data into an error.
   */
  preFreeze?: boolean;
  /**
   * Given, a long list is parsed in parts with this pause before each part after the first
   * (json-in-parts.ts): browsers' production builds, where one parse of it would hold a phone's
   * main thread past a tap. Without it, JSON.parse.
   */
  pauseInParse?: () => Promise<void>;
}

const methodOf = (args: string | FetchArgs): string | undefined => (typeof args === 'string' ? 'GET' : args.method);

/**
 * A JSON fetch (fetch-json.ts: fetchBaseQuery's results, one read of each body) plus the site's retry rule: a GET is retried once on 408, 409, 425,
 * 429, 500, 502, 503 or 504 (with RTK's backoff); nothing else, and never a POST such as the roll.
 */
export const createBaseQuery = ({
  baseUrl = API_BASE_URL,
  fetchFn,
  validate = process.env.NODE_ENV !== 'production',
  preFreeze = process.env.NODE_ENV === 'production',
  pauseInParse,
}: BaseQueryOptions = {}): ApiBaseQuery => {
  const parseJson = pauseInParse ? (text: string) => parseJsonInParts(text, pauseInParse) : JSON.parse;
  const raw = fetchJson({ baseUrl, fetchFn, parseJson });
  let validator: Promise<typeof ValidateResponse> | null = null;
  // Development and tests only. The import() must stay inside this branch: a production build
  // (NODE_ENV 'production') drops the branch while parsing, so zod is never even a chunk there.
  // It starts here, not per response, so an answer that arrives late (a test already torn down)
  // never has to load a module.
  if (process.env.NODE_ENV !== 'production') {
    if (validate) validator = import('./contract/validate-response');
  }
  const checked: ApiBaseQuery = async (args, api, extra) => {
    const result = await raw(args, api, extra);
    if (process.env.NODE_ENV !== 'production') {
      if (validator && !result.error) {
        const { responseIssues } = await validator;
        const issues = responseIssues(api.endpoint, result.data);
        if (issues !== null) {
          console.error(`[api] ${api.endpoint}: the response does not match its contract schema: ${issues}`, result.data);
          const error: FetchBaseQueryError = {
            status: 'CUSTOM_ERROR',
            error: `The response of ${api.endpoint} does not match the API contract: ${issues}`,
            data: result.data,
          };
          return { error, meta: result.meta };
        }
      }
    }
    if (preFreeze && typeof result.data === 'object' && result.data !== null) Object.freeze(result.data);
    return result;
  };
  // RTK takes either maxRetries or a retryCondition: `attempt <= 1` is the "once".
  return retry(checked, {
    retryCondition: (error, args, { attempt }) =>
      attempt <= 1 && shouldRetry(methodOf(args as string | FetchArgs), (error as FetchBaseQueryError).status),
  });
};

let current = createBaseQuery();

/** The base query of the one api: delegates to the current configuration. */
export const baseQuery: ApiBaseQuery = (args, api, extra) => current(args, api, extra);

/**
 * Points the one api at another origin: tests and tools outside a browser, where a relative '/api'
 * has no origin to resolve against. Pages never call it.
 */
export const configureBaseQuery = (options: BaseQueryOptions): void => {
  current = createBaseQuery(options);
};

/**
 * An attempt sent again goes past the browser's HTTP cache: Chromium holds a second request for a
 * URL behind the first one's unanswered cache entry, so the retry would wait for the hung request.
 */
const uncached = (args: string | FetchArgs): FetchArgs =>
  typeof args === 'string' ? { url: args, cache: 'no-store' } : { ...args, cache: 'no-store' };

/**
 * `inner` run through the page's hedged requests (hedged-request.ts), keyed by `keyOf` (the RTK
 * request a call belongs to): a data area's Retry on a slow answer sends the request once more,
 * and whichever attempt answers first is the answer.
 */
export const hedgedBaseQuery =
  (inner: ApiBaseQuery, keyOf: (api: BaseQueryApi) => string | undefined, hedges: HedgedRequests = pageHedgedRequests()): ApiBaseQuery =>
  (args, api, extra) =>
    hedges.run(keyOf(api), api.signal, async (signal, again) => inner(again ? uncached(args) : args, { ...api, signal }, extra));
