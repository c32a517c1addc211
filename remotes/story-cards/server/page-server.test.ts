/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import { testApp } from 'shared-ui/dev/real-api';
import { pageServer } from './page-server';

const NOW = Date.parse('2027-01-01T00:00:00Z');

interface CardRow {
  name: string;
  releaseDate: string;
  image: string | null;
}

let api: Awaited<ReturnType<typeof testApp>>['app'];
let apiUrl = '';
let cards: CardRow[] = [];
const apiText = async (path: string) => (await fetch(new URL(path, apiUrl))).text();

beforeAll(async () => {
  api = (await testApp(NOW)).app;
  await api.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
  cards = (JSON.parse(await apiText('/api/story-cards/get-list')) as { content: CardRow[] }).content;
});
afterAll(() => api.close());

const page = (path: string) => new URL(path, 'http://shell.invalid');

describe('the story-card pages’ first data', () => {
  it.each([
    ['/story-cards', ['/api/story-cards/get-list']],
    ['/story-cards?rarity=5', ['/api/story-cards/get-list']],
    ['/story-cards/illustrators', ['/api/story-cards/get-illust']],
    ['/story-cards/other', []],
  ])('%s preloads %j', (path, expected) => {
    expect(pageServer.firstData(page(path))).toEqual(expected);
  });
});

describe('the story-card list’s first images, with the real API', () => {
  it('are the images of the released cards, in the API order; none with a query', async () => {
    // Unreleased cards appear only with JP content on (off by default).
    const released = cards.filter((c) => Date.parse(c.releaseDate) <= NOW && c.image);
    expect(released.length).toBeLessThan(cards.length);
    const found = await pageServer.firstImages!(page('/story-cards'), apiText, NOW);
    expect(found.slice(0, 3)).toEqual(released.slice(0, 3).map((c) => c.image));
    expect(await pageServer.firstImages!(page(`/story-cards?name=${encodeURIComponent(released[20]!.name)}`), apiText, NOW)).toEqual([]);
  });

  it('are none for an answer off the contract', async () => {
    expect(await pageServer.firstImages!(page('/story-cards'), async () => 'not json', NOW)).toEqual([]);
    expect(await pageServer.firstImages!(page('/story-cards'), async () => '{"content":[{"releaseDate":"x","image":null}]}', NOW)).toEqual(
      [],
    );
  });
});

describe('a story-card search link', () => {
  const meta = (path: string) => pageServer.pageMeta!(new URL(path, 'http://shell.invalid'), apiText, NOW);

  it('previews the filter in words and the count', async () => {
    // story-cards/0001.json: the one card named so (its aliases are "lbf" and "seiran").
    expect(await meta('/story-cards?name=Lost%20Bamboo%20Forest')).toMatchObject({
      title: "Story cards named 'Lost Bamboo Forest': 1 card",
      description: "1 story card named 'Lost Bamboo Forest': Lost Bamboo Forest.",
      card: { kicker: 'Story card search', heading: "Story cards named 'Lost Bamboo Forest'", lines: ['1 card', 'Lost Bamboo Forest'] },
    });
    // Another page's query (an open character) is no part of the search.
    expect((await meta('/story-cards?character=1001&name=Lost+Bamboo+Forest'))?.title).toBe(
      "Story cards named 'Lost Bamboo Forest': 1 card",
    );
  });

  it('previews who and how many cards', async () => {
    // story-cards/*.json: seven cards released by then feature 2021 (Seiran, Bright Dream B3), the first "Lost Bamboo Forest".
    expect(await meta('/story-cards?featured=2021')).toMatchObject({
      title: 'Story cards featuring Seiran (Bright Dream B3): 7 cards',
      description:
        "7 story cards featuring Seiran (Bright Dream B3): Lost Bamboo Forest, Stormy Pond, Seiran's Mansion, Rainy Lantern, Seiran's Banquet, ….",
    });
  });

  it('repeats at most 40 characters of the link’s text', async () => {
    const found = await meta(`/story-cards?name=${'x'.repeat(500)}`);
    expect(found?.title).toBe(`Story cards named '${'x'.repeat(39)}…': 0 cards`);
  });

  it('is none without a query, or with one it cannot put in words', async () => {
    expect(await meta('/story-cards')).toBeNull();
    expect(await meta('/story-cards?character=1001')).toBeNull();
    expect(await meta('/story-cards?name=lbf&owned=yes')).toBeNull();
    expect(await meta('/story-cards?featured=99999999')).toBeNull();
    expect(await meta('/story-cards/illustrators?name=lbf')).toBeNull();
  });

  it('lists each character a released card features in the sitemap', async () => {
    const urls = await pageServer.sitemapUrls!(apiText, NOW);
    expect(urls).toContain('/story-cards?featured=2021');
    expect(urls).toHaveLength(357);
  });
});
