import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from 'shared-domain/api/base-query';

/**
 * The one RTK Query api. Remotes add endpoints with `baseApi.injectEndpoints`; shared-ui is a
 * federation singleton, so every remote injects into this same instance and shares its cache.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: () => ({}),
});
