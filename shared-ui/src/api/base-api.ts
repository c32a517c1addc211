import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { baseQuery } from 'shared-domain/api/base-query';

// On the server (no window) a hook starts its query during render, not in an effect (effects never
// run there): the shell's server renders a section page, awaits the queries its render started and
// renders again with their answers (shell/src/ssr/render-page.tsx). Browsers keep the effect.
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }));

/**
 * The one RTK Query api. Remotes add endpoints with `baseApi.injectEndpoints`; shared-ui is a
 * federation singleton, so every remote injects into this same instance and shares its cache.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: () => ({}),
});
