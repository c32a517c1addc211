import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { HomeResponse } from 'shared-domain/schemas/api/general';
import type { CharacterModalResponse, ReleaseDateResponse } from 'shared-domain/schemas/api/characters';
import { send } from '../test-support/http-client';
import { json, testApp } from '../test-support/test-app';

// No global debut in the content is a known fact: listed units' debuts are estimates, the others
// sample. The API says so wherever it sends a debut, so the site can label the dates.

const listed = new Set(
  (
    JSON.parse(readFileSync(path.resolve(__dirname, '../../roster/global-units.json'), 'utf8')) as { units: Array<{ unitIds: number[] }> }
  ).units.flatMap((u) => u.unitIds),
);

let app: FastifyInstance;
beforeAll(async () => {
  // Before the sample's first upcoming debut, so the home page has upcoming units.
  ({ app } = await testApp(Date.parse('2026-11-21T00:00:00Z')));
});
afterAll(() => app.close());
const get = async <T>(url: string): Promise<T> => json<T>(await send(app, { method: 'GET', url }));

describe('estimated debut dates', () => {
  it('the modal records the debut of a listed unit as estimated and its role as a fact of the global list', async () => {
    const reimu = await get<CharacterModalResponse>('/api/characters/modal?id=1001');
    expect(reimu.provenance?.estimated).toContain('debut');
    expect(reimu.provenance?.facts).toContainEqual({
      field: 'role',
      source: 'MedicineMelancholy0/THLWTierlist src/js/data/tierlist.js @ c62ea99',
    });
  });

  it('release order marks every date with "~" and debutEstimated', async () => {
    const { content } = await get<ReleaseDateResponse>('/api/characters/release-date');
    expect(content.filter((u) => listed.has(u.id)).length).toBeGreaterThan(200);
    for (const u of content) {
      expect(u.debutEstimated).toBe(true);
      expect(u.bottomText).toBe(`~${u.debut!.slice(0, 10)}`);
    }
  });

  it('the home countdowns carry debutEstimated', async () => {
    const home = await get<HomeResponse>('/api/general/home');
    expect(home.upcoming.length).toBeGreaterThan(0);
    expect(home.upcoming.every((u) => u.debutEstimated === true)).toBe(true);
  });
});
