import { z } from 'zod';
import { API_CONTRACT } from './api-contract';
import { API_SCHEMAS } from './api-schemas';
import type { AnyEndpoint } from './endpoint';
import type { EndpointSchemas } from './endpoint-schemas';

const domains = Object.entries(API_CONTRACT) as [keyof typeof API_CONTRACT, Record<string, AnyEndpoint>][];
const all = domains.flatMap(([domain, endpoints]) => Object.entries(endpoints).map(([name, e]) => ({ domain, name, e })));
const schemasOf = (domain: string, name: string) => (API_SCHEMAS as Record<string, Record<string, EndpointSchemas>>)[domain]?.[name];
const keysOf = (schema: z.ZodType | undefined): string[] => (schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : []);

/** Written out: every call, its method and path (relative to /api). */
const SPEC_CALLS = [
  'GET /general/home',
  'GET /general/updates',
  'GET /characters/chronological',
  'GET /characters/variants',
  'GET /characters/universe',
  'GET /characters/release-date',
  'GET /characters/unreleased',
  'GET /characters/rebirth-date',
  'GET /characters/standard-prayer-date',
  'GET /characters/ritual-date',
  'GET /characters/rebirth-costume-date',
  'GET /characters/role-type',
  'GET /characters/prayer-type',
  'GET /characters/standard-pool',
  'GET /characters/ritual-pool',
  'GET /characters/forever-prayer',
  'GET /characters/kourindou-roulette',
  'GET /characters/modal',
  'GET /characters/search-names',
  'GET /prayers/get-list',
  'GET /prayers/get-list-2',
  'GET /prayers/get-detail',
  'GET /prayers/get-special/{type}',
  'POST /prayers/roll',
  'GET /prayers/replay',
  'GET /prayers/featured',
  'GET /towers/get-list',
  'GET /towers/get-detail',
  'GET /towers/get-rewards',
  'GET /story-cards/get-list',
  'GET /story-cards/get-illust',
];

describe('the API contract table', () => {
  it('declares every call, and nothing else', () => {
    expect([...new Set(all.map(({ e }) => `${e.method} ${e.path}`))].sort()).toEqual([...SPEC_CALLS].sort());
  });

  it('gives every endpoint a name no other endpoint has (they share one api)', () => {
    const names = all.map(({ name }) => name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('keeps each path under its domain', () => {
    for (const { domain, e } of all) expect(e.path.startsWith(`/${domain}/`)).toBe(true);
  });

  it('has the schemas of every endpoint and no others', () => {
    for (const [domain, endpoints] of domains) {
      expect(Object.keys(API_SCHEMAS[domain]).sort()).toEqual(Object.keys(endpoints).sort());
    }
  });

  it.each(all.map(({ domain, name, e }) => [name, domain, e] as const))(
    '%s: query, path and body fields agree with the schemas',
    (name, domain, e) => {
      const s = schemasOf(domain, name)!;
      expect(s.response).toBeInstanceOf(z.ZodType);
      expect(keysOf(s.query)).toEqual([...e.query].sort());
      expect(keysOf(s.params)).toEqual([...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort());
      expect(s.body !== undefined).toBe(e.method === 'POST');
    },
  );

  it('shares a route only between endpoints that differ by their query', () => {
    const byRoute = new Map<string, AnyEndpoint[]>();
    for (const { e } of all) byRoute.set(`${e.method} ${e.path}`, [...(byRoute.get(`${e.method} ${e.path}`) ?? []), e]);
    for (const group of byRoute.values()) {
      if (group.length > 1) expect(group.filter((e) => e.query.length === 0).length).toBeLessThanOrEqual(1);
    }
  });
});
