import type { FastifyInstance } from 'fastify';
import type { CharacterModalResponse } from 'shared-domain/schemas/api/characters';
import type { FeaturedCharactersResponse } from 'shared-domain/schemas/api/prayers';
import { send } from '../test-support/http-client';
import { json, testApp } from '../test-support/test-app';

// Expected values read off api-mock/content/prayers by hand (the files rating 2020 and 3054 up).
let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await testApp());
});
afterAll(() => app.close());

const getJson = async <T>(url: string): Promise<T> => {
  const res = await send(app, { method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return json(res) as T;
};

describe('the prayers that featured a character', () => {
  it("the modal lists Fujiwara no Mokou's five prayers, oldest first, with their names", async () => {
    const modal = await getJson<CharacterModalResponse>('/api/characters/modal?id=2020');
    expect(modal.featuredIn).toEqual([
      { id: 241, name: 'New Character Prayer: Momoyo & Mokou', start: '2023-12-05T03:00:00Z', end: '2023-12-26T03:00:00Z' },
      {
        id: 260,
        name: 'Ultra Festival Rerun Prayer: Mokou, Youmu, Ran and more',
        start: '2024-01-30T03:00:00Z',
        end: '2024-02-20T03:00:00Z',
      },
      { id: 319, name: 'Ultra Festival Rerun Prayer: Mokou & Ran & Kaguya', start: '2024-08-27T03:00:00Z', end: '2024-09-17T03:00:00Z' },
      { id: 381, name: 'Relic Festival Rerun Prayer: Reisen & Mokou', start: '2025-04-08T03:00:00Z', end: '2025-04-22T03:00:00Z' },
      { id: 383, name: 'God Crystal Prayer: Yukari, Mokou, Merlin and more', start: '2025-04-15T03:00:00Z', end: '2025-05-06T03:00:00Z' },
    ]);
  });

  it('a character no prayer featured gets an empty list', async () => {
    // 1001 (Reimu Hakurei, L1) is in the standard prayer's pool only.
    expect((await getJson<CharacterModalResponse>('/api/characters/modal?id=1001')).featuredIn).toEqual([]);
  });

  it("the rerun table's answer keeps prayers not started yet (the page's clock decides)", async () => {
    const { characters } = await getJson<FeaturedCharactersResponse>('/api/prayers/featured');
    const komachi = characters.find((c) => c.id === 3054);
    expect(komachi).toEqual({
      id: 3054,
      name: 'Komachi Onozuka',
      // As api-mock/roster/persons.json has her: for the name-script setting and its kana order.
      jp: '小野塚小町',
      kana: 'おのづかこまち',
      reveal: expect.objectContaining({ jp: false }),
      prayers: [
        { id: 477, start: '2026-02-24T03:00:00Z', end: '2026-03-17T03:00:00Z' },
        { id: 555, start: '2026-11-24T03:00:00Z', end: '2026-12-08T03:00:00Z' },
        { id: 609, start: '2027-07-13T03:00:00Z', end: '2027-07-20T03:00:00Z' },
      ],
    });
    expect(characters.some((c) => c.id === 1001)).toBe(false);
    expect(characters.map((c) => c.id)).toEqual([...characters.map((c) => c.id)].sort((a, b) => a - b));
  });
});
