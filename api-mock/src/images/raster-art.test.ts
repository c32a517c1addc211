import sharp from 'sharp';
import { placeholderSvg, type PlaceholderSpec } from './placeholder-svg';
import { CHROMIUM_IMAGE, CHROMIUM_PAGE, FIREFOX_IMAGE, NO_WEBP_IMAGE } from '../test-support/browser-accept';
import { rasterArt, wantsRaster } from './raster-art';

describe('wantsRaster', () => {
  it("is a page's image fetch from a browser that takes WebP", () => {
    expect(wantsRaster({ 'sec-fetch-dest': 'image', accept: CHROMIUM_IMAGE })).toBe(true);
    expect(wantsRaster({ 'sec-fetch-dest': 'image', accept: FIREFOX_IMAGE })).toBe(true);
  });

  it('is not a page opened at the URL, a script, a browser without WebP or a client that says nothing', () => {
    expect(wantsRaster({ 'sec-fetch-dest': 'document', accept: CHROMIUM_PAGE })).toBe(false);
    expect(wantsRaster({ 'sec-fetch-dest': 'empty', accept: '*/*' })).toBe(false);
    expect(wantsRaster({ 'sec-fetch-dest': 'image', accept: NO_WEBP_IMAGE })).toBe(false);
    expect(wantsRaster({ accept: CHROMIUM_IMAGE })).toBe(false);
    expect(wantsRaster({})).toBe(false);
  });
});

const TILE: PlaceholderSpec = {
  width: 256,
  height: 256,
  background: '#1565c0',
  foreground: '#ffffff',
  label: 'RH',
  caption: '',
  shape: 'rect',
};

/** Pixels of the picture within `tolerance` of an RGB colour, each channel. */
async function pixelsNear(webp: Buffer, [r, g, b]: readonly [number, number, number], tolerance: number): Promise<number> {
  const { data, info } = await sharp(webp).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels)
    if (Math.abs(data[i]! - r) <= tolerance && Math.abs(data[i + 1]! - g) <= tolerance && Math.abs(data[i + 2]! - b) <= tolerance) count++;
  return count;
}

describe('rasterArt', () => {
  it('draws the SVG at its own size as WebP', async () => {
    const webp = await rasterArt(placeholderSvg({ ...TILE, width: 300, height: 420 }));
    const meta = await sharp(webp).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([300, 420]);
  });

  it("paints the background's colour and the label's letters in the foreground's (the font is found)", async () => {
    const webp = await rasterArt(placeholderSvg(TILE));
    const white = [255, 255, 255] as const;
    // #1565c0 at full opacity, where the gradient begins (the top left).
    const { data } = await sharp(webp)
      .extract({ left: 24, top: 24, width: 1, height: 1 })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (const [i, v] of [0x15, 0x65, 0xc0].entries()) expect(Math.abs(data[i]! - v)).toBeLessThanOrEqual(12);
    // Two bold letters at 40% of the tile's size cover thousands of pixels; with no font, none.
    expect(await pixelsNear(webp, white, 40)).toBeGreaterThan(2_000);
    expect(await pixelsNear(await rasterArt(placeholderSvg({ ...TILE, label: '' })), white, 40)).toBe(0);
  });

  it("keeps a character's thumbnail small on the wire", async () => {
    const webp = await rasterArt(placeholderSvg({ ...TILE, label: 'MK', caption: 'Speed' }));
    expect(webp.length).toBeLessThan(8 * 1024);
  });
});
