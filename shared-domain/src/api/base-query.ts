import { fetchBaseQuery, retry, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { shouldRetry } from './retry-rule';

/** Same-origin: the shell's server proxies /api to the API server. */
export const API_BASE_URL = '/api';

const raw = fetchBaseQuery({ baseUrl: API_BASE_URL });

/** fetchBaseQuery plus the spec's rule: GETs are retried once on the listed statuses. */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = retry(
  async (args: string | FetchArgs, api, extra) => {
    const result = await raw(args, api, extra);
    const method = typeof args === 'string' ? 'GET' : args.method;
    if (result.error && !shouldRetry(method, result.error.status)) retry.fail(result.error, result.meta);
    return result;
  },
  { maxRetries: 1 },
);
