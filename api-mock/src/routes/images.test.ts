import type { FastifyInstance } from 'fastify';
import { rasterArt } from '../images/raster-art';
import { CHROMIUM_IMG_FETCH } from '../test-support/browser-accept';
import { send } from '../test-support/http-client';
import { testApp } from '../test-support/test-app';

jest.mock('../images/raster-art', () => {
  const actual = jest.requireActual<typeof import('../images/raster-art')>('../images/raster-art');
  return { ...actual, rasterArt: jest.fn(actual.rasterArt) };
});
const drawn = jest.mocked(rasterArt);

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await testApp());
});
afterAll(() => app.close());
beforeEach(() => drawn.mockClear());

const typeOf = async (url: string): Promise<string> =>
  String((await send(app, { url, headers: CHROMIUM_IMG_FETCH })).headers['content-type']);

describe("a page's image fetch", () => {
  it('draws a tile to WebP once, however many fetches ask for it at the same time', async () => {
    const url = '/images/characters/1002.webp';
    const first = await Promise.all([1, 2, 3].map(() => send(app, { url, headers: CHROMIUM_IMG_FETCH })));
    expect(first.map((r) => r.headers['content-type'])).toEqual(['image/webp', 'image/webp', 'image/webp']);
    expect(await typeOf(url)).toBe('image/webp');
    expect(drawn).toHaveBeenCalledTimes(1);
  });

  it('never draws a banner or a background, which stay SVG', async () => {
    expect(await typeOf('/images/prayers/large/2.png')).toMatch(/^image\/svg\+xml/);
    expect(await typeOf('/images/backgrounds/home.jpg')).toMatch(/^image\/svg\+xml/);
    expect(drawn).not.toHaveBeenCalled();
  });

  it('gets the SVG when the drawing fails, and the next fetch draws it again', async () => {
    const url = '/images/characters/1003.webp';
    drawn.mockRejectedValueOnce(new Error('resvg: no font'));
    const failed = await send(app, { url, headers: CHROMIUM_IMG_FETCH });
    expect(failed.statusCode).toBe(200);
    expect(failed.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(failed.body.startsWith('<svg')).toBe(true);
    expect(await typeOf(url)).toBe('image/webp');
    expect(drawn).toHaveBeenCalledTimes(2);
  });
});
