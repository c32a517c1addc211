import type { z } from 'zod';
import type { AnyEndpoint, ArgsOf, ResponseOf } from './endpoint';

/** The zod side of one endpoint: what the server parses and what every response must match. */
export interface EndpointSchemas {
  response: z.ZodType;
  /** Query string (values arrive as strings; the schema turns them into the argument types). */
  query?: z.ZodType;
  /** `{name}` path parameters. */
  params?: z.ZodType;
  /** JSON body of a POST. */
  body?: z.ZodType;
}

/**
 * The schemas of a domain's contract, endpoint by endpoint: a missing or extra name fails the
 * typecheck, and so does a response schema whose type is not the one the hooks promise.
 */
export type SchemasFor<C extends Record<string, AnyEndpoint>> = {
  [K in keyof C]: EndpointSchemas & {
    response: z.ZodType<ResponseOf<C[K]>>;
    body?: z.ZodType<ArgsOf<C[K]>>;
  };
};
