/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../api-mock/src/test-support/test-app';
import { createLandingImages, FIRST_IMAGES } from './landing-images';

jest.setTimeout(30_000);

// A day inside the sample's first page of prayers: some of them have started, the newest have not.
const NOW = Date.parse('2027-01-01T00:00:00Z');

interface PrayerRow {
  id: number;
  name: string;
  start: string;
  end: string;
  image: { img: string };
}
interface CardRow {
  id: number;
  name: string;
  releaseDate: string;
  image: string | null;
}

let api: FastifyInstance;
let apiUrl = '';
let prayers: PrayerRow[] = [];
let cards: CardRow[] = [];

const getJson = async <T>(path: string): Promise<T> => (await (await fetch(new URL(path, apiUrl))).json()) as T;

beforeAll(async () => {
  api = (await testApp(NOW)).app;
  await api.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
  prayers = (await getJson<{ content: PrayerRow[] }>('/api/prayers/get-list')).content;
  cards = (await getJson<{ content: CardRow[] }>('/api/story-cards/get-list')).content;
});
afterAll(() => api.close());

const page = (path: string) => new URL(path, 'http://shell.invalid');
async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((r) => setTimeout(r, 5));
}
/** A wait that never ends: the answer decides, however long the machine takes. */
const never = () => ({ promise: new Promise<void>(() => {}), cancel: () => {} });

describe('createLandingImages with the real API', () => {
  // The real API answers whenever the machine lets it: the page waits as long as it takes here.
  const images = () => createLandingImages({ apiUrl, now: () => NOW, giveUp: never });

  it('/prayers: the banners of the first three prayers the list shows (none that starts after now), in the API order', async () => {
    // Spec section 4: the list runs to 'now' by default, so a prayer that has not started is not shown.
    const shown = prayers.filter((p) => Date.parse(p.start) < NOW);
    expect(shown.length).toBeLessThan(prayers.length); // the sample has future prayers to skip
    const expected = shown.slice(0, FIRST_IMAGES).map((p) => p.image.img);
    expect(expected).toHaveLength(3);
    expect(await images()(page('/prayers'))).toEqual(expected);
  });

  it("/prayers with a query: the first of that search's prayers", async () => {
    const target = prayers.filter((p) => Date.parse(p.start) < NOW)[7]!;
    const found = await images()(page(`/prayers?name=${encodeURIComponent(target.name)}`));
    expect(found[0]).toBe(target.image.img);
  });

  it('/story-cards: the images of the first three released cards, in the API order', async () => {
    // Spec section 4: unreleased cards appear only with JP content on (off by default).
    const released = cards.filter((c) => Date.parse(c.releaseDate) <= NOW && c.image);
    const expected = released.slice(0, FIRST_IMAGES).map((c) => c.image);
    expect(await images()(page('/story-cards'))).toEqual(expected);
    // A query runs the card search: left to the page.
    expect(await images()(page(`/story-cards?name=${encodeURIComponent(released[20]!.name)}`))).toEqual([]);
  });

  it('other pages get none, and the API is asked once per page kind while the answer is fresh', async () => {
    const calls: string[] = [];
    const counting: typeof fetch = (input, init) => {
      calls.push(String(input));
      return fetch(input, init);
    };
    const source = createLandingImages({ apiUrl, now: () => NOW, fetchImpl: counting, giveUp: never });
    expect(await source(page('/characters/release-order'))).toEqual([]);
    expect(await source(page('/prayers/info/1'))).toEqual([]);
    await source(page('/prayers'));
    await source(page('/prayers?name=festival'));
    expect(calls).toEqual([`${apiUrl}/api/prayers/get-list`]);
  });
});

describe('createLandingImages when the API misbehaves', () => {
  let server: http.Server;
  let url = '';
  let body = '';
  /** While set, requests wait here unanswered: the API has accepted them and says nothing. */
  let held: http.ServerResponse[] | null = null;
  const answer = (res: http.ServerResponse) => res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  beforeAll(async () => {
    server = http.createServer((_req, res) => (held ? held.push(res) : answer(res)));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  afterEach(() => {
    for (const res of held ?? []) answer(res);
    held = null;
  });

  it('an answer without the contract shape gives no images (and no error)', async () => {
    body = '{"content":"nope"}';
    await expect(createLandingImages({ apiUrl: url, giveUp: never })(page('/prayers'))).resolves.toEqual([]);
    body = 'not json';
    await expect(createLandingImages({ apiUrl: url, giveUp: never })(page('/story-cards'))).resolves.toEqual([]);
  });

  it('a slow API does not hold the page: once the wait is over it goes without', async () => {
    const live = prayers.filter((p) => Date.parse(p.start) < NOW).slice(0, 3);
    body = JSON.stringify({ ...(await getJson<object>('/api/prayers/get-list')), content: live });
    held = [];
    let stopWaiting = () => {};
    const giveUp = () => ({ promise: new Promise<void>((resolve) => (stopWaiting = resolve)), cancel: () => {} });
    const result = createLandingImages({ apiUrl: url, giveUp, now: () => NOW })(page('/prayers'));
    await waitFor(() => held!.length === 1);
    stopWaiting();
    await expect(result).resolves.toEqual([]);
  });

  it('an unreachable API gives no images', async () => {
    await expect(createLandingImages({ apiUrl: 'http://127.0.0.1:9', giveUp: never })(page('/prayers'))).resolves.toEqual([]);
  });

  it('an image that is not a path under /images/ breaks the contract: no images at all', async () => {
    const live = prayers.filter((p) => Date.parse(p.start) < NOW).slice(0, 3);
    for (const bad of ['javascript:alert(1)', '//evil.example/x.svg', '/images/a.svg>; rel=preload']) {
      const tampered = [{ ...live[0]!, image: { ...live[0]!.image, img: bad } }, ...live.slice(1)];
      body = JSON.stringify({ ...(await getJson<object>('/api/prayers/get-list')), content: tampered });
      expect(await createLandingImages({ apiUrl: url, now: () => NOW, giveUp: never })(page('/prayers'))).toEqual([]);
    }
    // The same answer untampered does give them (the test's body is otherwise valid).
    body = JSON.stringify({ ...(await getJson<object>('/api/prayers/get-list')), content: live });
    expect(await createLandingImages({ apiUrl: url, now: () => NOW, giveUp: never })(page('/prayers'))).toEqual(live.map((p) => p.image.img));
  });
});
