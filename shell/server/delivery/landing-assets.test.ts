/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PageServer } from 'shared-domain/federation/page-server';
import { createLandingAssets, FIRST_IMAGES } from './landing-assets';

let server: http.Server;
let apiUrl = '';
/** While set, requests wait here unanswered: the API has accepted them and says nothing. */
let held: http.ServerResponse[] | null = null;
const asked: string[] = [];
const answer = (res: http.ServerResponse) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end(
    JSON.stringify({
      images: ['/images/a.svg', '/images/a.svg', 'https://evil.example/b.svg', '/images/c.svg', '/images/d.svg', '/images/e.svg'],
    }),
  );
beforeAll(async () => {
  server = http.createServer((req, res) => {
    asked.push(req.url ?? '');
    if (held) held.push(res);
    else answer(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  asked.length = 0;
});
afterEach(() => {
  for (const res of held ?? []) answer(res);
  held = null;
});

// Where an answer is expected, the waits outlast any machine: the answer decides, not the clock.
const PATIENT = { serverWaitMs: 60_000, imageWaitMs: 60_000 };

const page = (path: string) => new URL(path, 'http://shell.invalid');

/** A remote that asks for one list on its base page and paints the images that list names. */
const listRemote: PageServer = {
  firstData: (url) => (url.pathname === '/story-cards' ? ['/api/story-cards/get-list', 'https://evil.example/api'] : []),
  firstImages: async (url, apiText) => {
    if (url.pathname !== '/story-cards') return [];
    const text = await apiText('/api/story-cards/get-list');
    return text === null ? [] : (JSON.parse(text) as { images: string[] }).images;
  },
};

describe('createLandingAssets', () => {
  it("asks the page's remote: its same-origin first data, and its first distinct same-origin images up to the cap", async () => {
    const assets = createLandingAssets({ apiUrl, ...PATIENT, pageServer: async (id) => (id === 'story-cards' ? listRemote : null) });
    expect(FIRST_IMAGES).toBe(3);
    expect(await assets(page('/story-cards/'))).toEqual({
      data: ['/api/story-cards/get-list'],
      images: ['/images/a.svg', '/images/c.svg', '/images/d.svg'],
      complete: true,
    });
  });

  it('asks the API once while its answer is fresh, whatever the number of visits', async () => {
    const assets = createLandingAssets({ apiUrl, ...PATIENT, pageServer: async () => listRemote });
    await assets(page('/story-cards'));
    await assets(page('/story-cards?x=1'));
    expect(asked).toEqual(['/api/story-cards/get-list']);
  });

  it('gives none for a shell page, a remote without functions, or one too slow to load (that one incomplete)', async () => {
    const assets = createLandingAssets({ apiUrl, ...PATIENT, pageServer: async () => listRemote });
    expect(await assets(page('/settings'))).toEqual({ data: [], images: [], complete: true });
    expect(await createLandingAssets({ apiUrl, pageServer: async () => null })(page('/story-cards'))).toEqual({
      data: [],
      images: [],
      complete: true,
    });
    const never = createLandingAssets({ apiUrl, serverWaitMs: 20, pageServer: () => new Promise<PageServer | null>(() => undefined) });
    expect(await never(page('/story-cards'))).toEqual({ data: [], images: [], complete: false });
  });

  it('does not hold the page for a slow API: past the wait, the data without images, incomplete', async () => {
    held = [];
    expect(await createLandingAssets({ apiUrl, imageWaitMs: 50, pageServer: async () => listRemote })(page('/story-cards'))).toEqual({
      data: ['/api/story-cards/get-list'],
      images: [],
      complete: false,
    });
  });

  it("gives none, and says so, when the remote's function throws (incomplete)", async () => {
    const log = jest.fn();
    const throwing: PageServer = {
      firstData: () => {
        throw new Error('boom');
      },
    };
    expect(await createLandingAssets({ apiUrl, log, ...PATIENT, pageServer: async () => throwing })(page('/prayers'))).toEqual({
      data: [],
      images: [],
      complete: false,
    });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('boom'));
  });
});
