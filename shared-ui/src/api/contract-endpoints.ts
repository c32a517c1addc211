import type { MutationDefinition, QueryDefinition } from '@reduxjs/toolkit/query/react';
import type { ApiBaseQuery } from 'shared-domain/api/base-query';
import { requestFor, type AnyEndpoint, type ArgsOf, type ResponseOf } from 'shared-domain/api/contract/endpoint';
// By its package name, not './base-api': federation shares modules by import specifier, so only this
// form gives a remote the shell's one baseApi (a relative import would bundle a second, unplugged one).
import { baseApi } from 'shared-ui/api/base-api';

/** An argument whose fields are all optional may be left out: `useUpdatesQuery()`. */
type ArgOf<E> = object extends ArgsOf<E> ? ArgsOf<E> | void : ArgsOf<E>;

/** The RTK Query definitions a contract module turns into: GET → query, POST → mutation. */
export type ContractDefinitions<C extends Record<string, AnyEndpoint>> = {
  [K in keyof C]: C[K] extends { method: 'POST' }
    ? MutationDefinition<ArgsOf<C[K]>, ApiBaseQuery, never, ResponseOf<C[K]>, 'api'>
    : QueryDefinition<ArgOf<C[K]>, ApiBaseQuery, never, ResponseOf<C[K]>, 'api'>;
};

/**
 * Generates a domain's endpoints from its contract table and injects them into the one `baseApi`.
 * Each domain module calls this once; endpoint names are unique across domains (a test checks).
 */
export const injectContract = <C extends Record<string, AnyEndpoint>>(contract: C) =>
  baseApi.injectEndpoints({
    endpoints: (build) => {
      const definitions: Record<string, unknown> = {};
      for (const [name, endpoint] of Object.entries(contract)) {
        definitions[name] =
          endpoint.method === 'POST'
            ? build.mutation({ query: (args: unknown) => requestFor(endpoint, args) })
            : build.query({ query: (args: unknown) => requestFor(endpoint, args) });
      }
      return definitions as ContractDefinitions<C>;
    },
  });
