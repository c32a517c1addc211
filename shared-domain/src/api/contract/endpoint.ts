/**
 * One call of the API as plain data: method, path (relative to /api, `{name}` for a path parameter)
 * and which arguments travel in the query string. The response and argument types ride along as
 * phantom types, so the browser gets the types without the zod schemas (those live in
 * `*-schemas.ts` beside each domain, for the server and for validation in development and tests).
 */
export interface Endpoint<Response, Args, Method extends 'GET' | 'POST' = 'GET' | 'POST'> {
  readonly method: Method;
  readonly path: string;
  /** Argument names sent as query parameters (GET); a POST sends its whole argument as the JSON body. */
  readonly query: readonly string[];
  /** Never set at run time: carries the types for the hooks and the server. */
  readonly types?: { response: Response; args: Args };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the widest endpoint, for constraints
export type AnyEndpoint = Endpoint<any, any>;
export type ResponseOf<E> = E extends Endpoint<infer R, unknown> ? R : never;
export type ArgsOf<E> = E extends Endpoint<unknown, infer A> ? A : never;

/** A GET. `Args = void` for a call without arguments; `{name}` path parameters are keys of `Args`. */
export const get = <Response, Args = void>(
  path: string,
  query: readonly (keyof Args & string)[] = [],
): Endpoint<Response, Args, 'GET'> => ({
  method: 'GET',
  path,
  query,
});

/** A POST whose argument is the JSON body. */
export const post = <Response, Body>(path: string): Endpoint<Response, Body, 'POST'> => ({ method: 'POST', path, query: [] });

/** Where a call goes: path parameters filled in (URL-encoded), the rest as query parameters. */
export const requestFor = (
  endpoint: AnyEndpoint,
  args: unknown,
): { url: string; method: 'GET' | 'POST'; params?: Record<string, string | number>; body?: unknown } => {
  const values = (args ?? {}) as Record<string, unknown>;
  const url = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));
  if (endpoint.method === 'POST') return { url, method: 'POST', body: args };
  const params: Record<string, string | number> = {};
  for (const key of endpoint.query) {
    const v = values[key];
    if (v !== undefined && v !== null) params[key] = v as string | number;
  }
  return Object.keys(params).length > 0 ? { url, method: 'GET', params } : { url, method: 'GET' };
};
