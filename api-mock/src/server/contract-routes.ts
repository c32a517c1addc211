import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { API_CONTRACT, API_PREFIX, type ApiDomain } from 'shared-domain/api/contract/api-contract';
import { API_SCHEMAS } from 'shared-domain/api/contract/api-schemas';
import type { AnyEndpoint } from 'shared-domain/api/contract/endpoint';
import type { EndpointSchemas } from 'shared-domain/api/contract/endpoint-schemas';
import { rejectOtherMethods } from './error-handling';
import type { DirectHeaders, PreparedResponse } from './prepared-response';
import { parseOr400 } from './query';

type Contract = typeof API_CONTRACT;
type Schemas = typeof API_SCHEMAS;

type Out<S, K extends keyof EndpointSchemas> = S extends Record<K, z.ZodType> ? z.output<S[K]> : Record<string, never>;

/** What a handler receives: the query, path parameters and body, already parsed by the contract's schemas. */
export interface Parsed<S> {
  query: Out<S, 'query'>;
  params: Out<S, 'params'>;
  body: Out<S, 'body'>;
}

/** A GET answers with a prepared (serialized once, ETag, compressed) response. */
export type GetHandler<S> = (input: Parsed<S>, request: FastifyRequest) => PreparedResponse;
/** A POST answers with its response (or its JSON text), sent uncached. */
export type PostHandler<S> = (input: Parsed<S>, request: FastifyRequest) => string | Out<S, 'response'>;

/** One handler per endpoint of a domain, typed by the contract: a missing or extra one fails the typecheck. */
export type DomainHandlers<D extends ApiDomain> = {
  [K in keyof Contract[D]]: K extends keyof Schemas[D]
    ? Contract[D][K] extends { method: 'POST' }
      ? PostHandler<Schemas[D][K]>
      : GetHandler<Schemas[D][K]>
    : never;
};
export type ApiHandlers = { [D in ApiDomain]: DomainHandlers<D> };

/** The fastify URL of a contract path: `/api` prefix, `{name}` → `:name`. */
export const serverPath = (path: string): string => API_PREFIX + path.replace(/\{(\w+)\}/g, ':$1');

interface Bound {
  name: string;
  endpoint: AnyEndpoint;
  schemas: EndpointSchemas;
  handler: (input: Parsed<EndpointSchemas>, request: FastifyRequest) => unknown;
}

const POST_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

const parse = (b: Bound, request: FastifyRequest): Parsed<EndpointSchemas> =>
  ({
    // Path first: a wrong `{type}` is named before a wrong query.
    params: b.schemas.params ? parseOr400(b.schemas.params, request.params, 'params') : {},
    query: b.schemas.query ? parseOr400(b.schemas.query, request.query, 'query') : {},
    body: b.schemas.body ? parseOr400(b.schemas.body, request.body, 'body') : {},
  }) as Parsed<EndpointSchemas>;

/**
 * Endpoints sharing a route (forever-prayer list and detail) are told apart by their query: the one
 * whose declared query parameters appear in the request, else the one that declares none.
 */
const pick = (group: readonly Bound[], request: FastifyRequest): Bound => {
  if (group.length === 1) return group[0]!;
  const query = (request.query ?? {}) as Record<string, unknown>;
  return group.find((b) => b.endpoint.query.some((k) => k in query)) ?? group.find((b) => b.endpoint.query.length === 0)!;
};

/**
 * Registers every route of the contract table (and only those) with its handler. GETs are sent as
 * prepared responses; other methods on the same path get 405.
 */
export const registerContractRoutes = (app: FastifyInstance, handlers: ApiHandlers, direct: DirectHeaders | null): void => {
  const routes = new Map<string, Bound[]>();
  for (const domain of Object.keys(API_CONTRACT) as ApiDomain[]) {
    const endpoints = API_CONTRACT[domain] as Record<string, AnyEndpoint>;
    const schemas = API_SCHEMAS[domain] as Record<string, EndpointSchemas>;
    const domainHandlers = handlers[domain] as unknown as Record<string, Bound['handler']>;
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const key = `${endpoint.method} ${serverPath(endpoint.path)}`;
      const bound: Bound = { name, endpoint, schemas: schemas[name]!, handler: domainHandlers[name]! };
      routes.set(key, [...(routes.get(key) ?? []), bound]);
    }
  }
  for (const [key, group] of routes) {
    if (group.length > 1 && group.filter((b) => b.endpoint.query.length === 0).length > 1) {
      throw new Error(`${key}: endpoints sharing a route must differ by their query (${group.map((b) => b.name).join(', ')})`);
    }
    const [method, url] = key.split(' ') as ['GET' | 'POST', string];
    if (method === 'GET') {
      app.get(url, (request, reply) => {
        const b = pick(group, request);
        const sent = (b.handler(parse(b, request), request) as PreparedResponse).send(request, reply, direct);
        // Returning the reply (a thenable) would make fastify wait on it; only a pending compression is awaited.
        return sent instanceof Promise ? sent : undefined;
      });
    } else {
      app.post(url, (request, reply: FastifyReply) => {
        const b = pick(group, request);
        const value = b.handler(parse(b, request), request);
        reply.headers(POST_HEADERS).send(typeof value === 'string' ? value : JSON.stringify(value));
      });
    }
    rejectOtherMethods(app, url, [method]);
  }
};
