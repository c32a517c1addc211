import { buildCreateApi, coreModule, reactHooksModule, type BaseQueryApi } from '@reduxjs/toolkit/query/react';
import { baseQuery, configureBaseQuery, hedgedBaseQuery } from 'shared-domain/api/base-query';
import { answerApart, inBrowserProduction } from 'shared-ui/scheduling/answer-apart';
import { nextTask } from 'shared-ui/scheduling/in-task-of-its-own';

// On the server (no window) a hook starts its query during render, not in an effect (effects never
// run there): the shell's server renders a section page, awaits the queries its render started and
// renders again with their answers (shell/src/ssr/render-page.tsx). Browsers keep the effect.
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }));

const REDUCER_PATH = 'api';

type ApiState = { [REDUCER_PATH]?: { queries?: Record<string, { requestId?: string } | undefined> } };

/**
 * The RTK request a query call belongs to: its entry turned pending (with this id) just before the
 * call, and a hook's result shows the same `requestId`, which is how a data area's Retry names it.
 */
export const requestIdOf = (api: BaseQueryApi): string | undefined =>
  api.type === 'query' && api.queryCacheKey
    ? (api.getState() as ApiState)[REDUCER_PATH]?.queries?.[api.queryCacheKey]?.requestId
    : undefined;

// A long list is parsed in parts, each in a task of its own, where a tap may come between them.
if (inBrowserProduction()) configureBaseQuery({ pauseInParse: nextTask });

/**
 * The one RTK Query api. Remotes add endpoints with `baseApi.injectEndpoints`; shared-ui is a
 * federation singleton, so every remote injects into this same instance and shares its cache.
 */
export const baseApi = createApi({
  reducerPath: REDUCER_PATH,
  baseQuery: answerApart(hedgedBaseQuery(baseQuery, requestIdOf)),
  endpoints: () => ({}),
});
