/**
 * Placeholder art drawn to WebP for the pages that show it. A browser gives every SVG image a
 * document of its own, parsed, laid out and painted on the page's main thread, where a phone's taps
 * wait; a raster image is decoded off it. The SVG stays the art's source and is what other clients get.
 */
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';

const requireHere = createRequire(__filename);

/** The art's bold text in a font shipped in an npm package, so the drawing is the same on every machine. */
const FONT_FILES = [requireHere.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf')];

/** Small for art of flat colours and large letters, with no visible loss at the sizes pages show it. */
const WEBP_QUALITY = 75;

/** The headers of a request, as node gives them. */
type RequestHeaders = Readonly<Record<string, string | string[] | undefined>>;

/** A page's image fetch (an img, a CSS image, an image preload) from a browser that takes WebP. */
export const wantsRaster = (headers: RequestHeaders): boolean =>
  headers['sec-fetch-dest'] === 'image' && /\bimage\/webp\b/i.test(String(headers.accept ?? ''));

/** The SVG drawn at its own size and encoded as WebP. */
export async function rasterArt(svg: string): Promise<Buffer> {
  const drawn = new Resvg(svg, {
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'Inter', sansSerifFamily: 'Inter' },
  }).render();
  // Through PNG: resvg's raw pixels are premultiplied, its PNG is not.
  return sharp(drawn.asPng()).webp({ quality: WEBP_QUALITY }).toBuffer();
}
