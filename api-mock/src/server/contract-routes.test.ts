import type { FastifyInstance } from 'fastify';
import { API_CONTRACT } from 'shared-domain/api/contract/api-contract';
import { API_SCHEMAS } from 'shared-domain/api/contract/api-schemas';
import { requestFor, type AnyEndpoint } from 'shared-domain/api/contract/endpoint';
import type { EndpointSchemas } from 'shared-domain/api/contract/endpoint-schemas';
import type { Content } from '../content/content-types';
import { contractSamples } from '../test-support/contract-samples';
import { send } from '../test-support/http-client';
import { json, testApp } from '../test-support/test-app';
import { registeredRoutes } from './build-app';
import { serverPath } from './contract-routes';

/** The server's own routes, outside the spec's calls: liveness and the placeholder images. */
const SERVER_ONLY = ['GET /api/health', 'GET /images/*'];

let app: FastifyInstance;
let content: Content;
beforeAll(async () => {
  ({ app, content } = await testApp());
});
afterAll(() => app.close());

const table = Object.entries(API_CONTRACT).flatMap(([domain, endpoints]) =>
  Object.entries(endpoints as Record<string, AnyEndpoint>).map(([name, endpoint]) => ({
    domain,
    name,
    endpoint,
    schemas: (API_SCHEMAS as Record<string, Record<string, EndpointSchemas>>)[domain]![name]!,
  })),
);

describe('the server registers its routes from the contract table', () => {
  it('serves every route of the table and no other (besides the server-only ones)', () => {
    const fromTable = new Set(table.map(({ endpoint }) => `${endpoint.method} ${serverPath(endpoint.path)}`));
    expect([...registeredRoutes(app)].sort()).toEqual([...fromTable, ...SERVER_ONLY].sort());
  });

  it('turns path templates into fastify paths', () => {
    expect(serverPath('/prayers/get-special/{type}')).toBe('/api/prayers/get-special/:type');
  });
});

describe("every endpoint's responses pass its response schema", () => {
  const urlOf = (endpoint: AnyEndpoint, args: unknown): string => {
    const { url, params } = requestFor(endpoint, args);
    const qs = new URLSearchParams(Object.entries(params ?? {}).map(([k, v]) => [k, String(v)])).toString();
    return `/api${url}${qs ? `?${qs}` : ''}`;
  };

  it.each(table.map((t) => [t.name, t] as const))('%s', async (_, { domain, name, endpoint, schemas }) => {
    const samples = (contractSamples(content) as Record<string, Record<string, unknown[]>>)[domain]![name]!;
    expect(samples.length).toBeGreaterThan(0);
    for (const args of samples) {
      const res =
        endpoint.method === 'POST'
          ? await send(app, { method: 'POST', url: urlOf(endpoint, undefined), payload: args as object })
          : await send(app, { url: urlOf(endpoint, args) });
      expect([urlOf(endpoint, args), res.statusCode]).toEqual([urlOf(endpoint, args), 200]);
      const parsed = schemas.response.safeParse(json(res));
      if (!parsed.success)
        throw new Error(
          `${name} ${JSON.stringify(args)}: ${parsed.error.issues
            .slice(0, 3)
            .map((i) => `${i.path.join('.')}: ${i.message}`)
            .join('; ')}`,
        );
    }
  });
});

describe('routes shared by two endpoints', () => {
  it('forever-prayer: the list without id, the detail with it, 400 for a bad id', async () => {
    expect(json<{ content: unknown[] }>(await send(app, { url: '/api/characters/forever-prayer' })).content).toHaveLength(
      content.foreverPrayers.length,
    );
    const id = content.foreverPrayers[0]!.id;
    expect(
      json<{ content: { head: { id: number } } }>(await send(app, { url: `/api/characters/forever-prayer?id=${id}` })).content.head.id,
    ).toBe(id);
    const bad = await send(app, { url: '/api/characters/forever-prayer?id=abc' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toEqual({ error: 'Bad Request', message: 'query.id: expected a non-negative integer' });
  });
});
