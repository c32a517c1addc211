import zlib from 'node:zlib';
import { STATIC_FLOOR_MIN_BYTES, staticFloorHtml } from './static-floor';

const bytesOf = (html: string) => Buffer.byteLength(html, 'utf8');

describe('staticFloorHtml', () => {
  it.each([61_237, 14_000, 2_049, 1_000])('is %i bytes of HTML, as asked', (bytes) => {
    expect(bytesOf(staticFloorHtml(bytes))).toBe(bytes);
  });

  it('is exactly as asked at every size from its smallest up to a few paragraphs', () => {
    const wrong: number[] = [];
    for (let bytes = STATIC_FLOOR_MIN_BYTES; bytes <= 4_000; bytes += 1) if (bytesOf(staticFloorHtml(bytes)) !== bytes) wrong.push(bytes);
    expect(wrong).toEqual([]);
  });

  it('has no script, no stylesheet and no image: nothing but the document itself to load', () => {
    const html = staticFloorHtml(61_237);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<link/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('is a whole document with a heading and paragraphs of text to paint', () => {
    const html = staticFloorHtml(14_000);
    expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(html.endsWith('</body>\n</html>\n')).toBe(true);
    expect(html).toMatch(/<meta name="viewport" content="width=device-width, initial-scale=1" \/>/);
    expect(html).toContain('<h1>Gensokyo, as it stands today</h1>');
    const paragraphs = [...html.matchAll(/<p>([^<]*)<\/p>/g)].map((m) => m[1]!);
    expect(paragraphs.length).toBeGreaterThanOrEqual(20);
    // Every paragraph is prose: whole capitalised sentences, no run of blanks.
    for (const p of paragraphs) {
      expect(p).toMatch(/^[A-Z][a-z]* [a-z]/);
      expect(p).toMatch(/[a-z]\.$/);
      expect(p).not.toMatch(/\s{2}/);
    }
  });

  it('fills the page with text: what whole sentences leave over is less than one long sentence', () => {
    for (const bytes of [61_237, 14_000, 2_049]) {
      const blank = /( *)\n {4}<\/main>/.exec(staticFloorHtml(bytes))![1]!;
      expect(blank.length).toBeLessThan(200);
    }
  });

  it('does not repeat itself: it compresses like prose, not like one line over and over', () => {
    const html = staticFloorHtml(61_237);
    // One paragraph repeated would brotli to a few hundred bytes; varied words stay above a tenth.
    expect(zlib.brotliCompressSync(html).length).toBeGreaterThan(6_000);
  });

  it('starts its text over after freshText characters, and so compresses better, at the same size', () => {
    const brotli = (html: string) => zlib.brotliCompressSync(html).length;
    const whole = staticFloorHtml(61_237);
    const short = staticFloorHtml(61_237, 5_000);
    expect(bytesOf(short)).toBe(61_237);
    expect(bytesOf(staticFloorHtml(61_237, 777))).toBe(61_237);
    const first = /<p>([^.]*\.)/.exec(short)![1]!;
    expect(whole.split(first).length - 1).toBe(1);
    expect(short.split(first).length - 1).toBeGreaterThanOrEqual(10);
    expect(brotli(short)).toBeLessThan(brotli(whole) / 4);
  });

  it('is the same page at every call', () => {
    expect(staticFloorHtml(9_999)).toBe(staticFloorHtml(9_999));
  });

  it('refuses a size below its smallest page, or not a whole number', () => {
    expect(() => staticFloorHtml(STATIC_FLOOR_MIN_BYTES - 1)).toThrow(/at least/);
    expect(() => staticFloorHtml(5_000.5)).toThrow(/whole number/);
    expect(bytesOf(staticFloorHtml(STATIC_FLOOR_MIN_BYTES))).toBe(STATIC_FLOOR_MIN_BYTES);
  });
});
