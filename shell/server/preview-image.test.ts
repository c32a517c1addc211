/** @jest-environment node */
import type { PreviewCard } from 'shared-domain/federation/page-server';
import { Lru } from './delivery/lru';
import { bodyRows, cardSvg, createPreviewImages, drawCard, nestedSvg, previewHash, wrapWords } from './preview-image';

const CARD: PreviewCard = {
  kicker: 'Prayer #5',
  heading: 'Spring <Festival> & Co',
  lines: ['2021-05-11 to 2021-05-25'],
  accent: '#e0a84f',
};
const ART =
  '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="720" viewBox="0 0 512 720"><rect width="512" height="720" fill="#5b7fa6"/></svg>';

/** A PNG's width and height, read from its IHDR chunk. */
const pngSize = (png: Buffer) => ({
  signature: png.subarray(0, 8).toString('hex'),
  width: png.readUInt32BE(16),
  height: png.readUInt32BE(20),
});

describe('the LRU', () => {
  it('keeps at most its bound, dropping the entry used longest ago', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect([lru.has('a'), lru.has('b'), lru.has('c'), lru.size]).toEqual([true, false, true, 2]);
  });
});

describe('a preview card', () => {
  it('wraps text between words into the lines it has', () => {
    expect(wrapWords('one two three four five', 9, 2)).toEqual(['one two', 'three fo…']);
    expect(wrapWords('one two', 9, 2)).toEqual(['one two']);
  });

  it('wraps Japanese between its characters, each as wide as two Latin ones, never starting a line with closing punctuation', () => {
    // 8 characters of width 2 in a line of 10: five per line.
    expect(wrapWords('東方ロストワードの非公式ファン', 10, 3)).toEqual(['東方ロスト', 'ワードの非', '公式ファン']);
    expect(wrapWords('あいうえ。かきくけ', 8, 3)).toEqual(['あいう', 'え。かき', 'くけ']);
    // Clipped by width: an ellipsis after the characters that fit.
    expect(wrapWords('東方ロストワードの非公式ファン', 10, 1)).toEqual(['東方ロス…']); // 4 × 2 and the ellipsis's 1
    // Mixed: a Latin word keeps whole, the Japanese around it breaks.
    expect(wrapWords('Touhou LostWord 非公式', 16, 2)).toEqual(['Touhou LostWord', '非公式']);
  });

  it('wraps a long body line onto the next row instead of cutting it, within four rows', () => {
    const results = '2 simulated pulls: 0 characters, 6 five-star cards';
    expect(bodyRows([results, 'Drew Reimu'], 40)).toEqual(['2 simulated pulls: 0 characters, 6', 'five-star cards', 'Drew Reimu']);
    expect(bodyRows(['a b c d e f g h i j', 'k'], 3)).toEqual(['a b', 'c d', 'e f', 'g…']);
    const svg = cardSvg({ ...CARD, lines: [results] }, ART);
    expect(svg).toContain('>five-star cards</text>');
    expect(svg).not.toContain('…');
  });

  it('escapes its text and places its art as a nested SVG in the frame', () => {
    const svg = cardSvg(CARD, ART);
    // Beside the art the heading breaks at about 20 characters.
    expect(svg).toContain('>Spring &lt;Festival&gt; &amp;</text>');
    expect(svg).toContain('>Co</text>');
    expect(nestedSvg(ART, { x: 1, y: 2, width: 3, height: 4 })).toBe(
      '<svg x="1" y="2" width="3" height="4" preserveAspectRatio="xMidYMid meet" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 720"><rect width="512" height="720" fill="#5b7fa6"/></svg>',
    );
  });

  it('has a new URL when anything drawn changes', () => {
    expect(previewHash(CARD)).toBe(previewHash({ ...CARD }));
    expect(previewHash({ ...CARD, lines: ['2021-05-11 to 2021-05-26'] })).not.toBe(previewHash(CARD));
    expect(previewHash({ ...CARD, art: '/images/a.svg' })).not.toBe(previewHash(CARD));
    expect(previewHash({ ...CARD, picture: ART })).not.toBe(previewHash(CARD));
    expect(previewHash({ ...CARD, picture: ART.replace('#5b7fa6', '#5b7fa7') })).not.toBe(previewHash({ ...CARD, picture: ART }));
    expect(previewHash({ ...CARD, footer: '非公式ファンサイト' })).not.toBe(previewHash({ ...CARD, footer: 'Unofficial fan site' }));
  });

  it('draws the foot line it is given, in either layout, and none without one', () => {
    expect(cardSvg({ ...CARD, footer: '非公式ファンサイト・ゲームの運営元とは無関係です' }, ART)).toContain(
      '>非公式ファンサイト・ゲームの運営元とは無関係です</text>',
    );
    expect(cardSvg({ ...CARD, picture: ART, footer: 'Unofficial fan site' }, null)).toContain('>Unofficial fan site</text>');
    expect(cardSvg(CARD, ART)).not.toContain('Unofficial');
  });

  it('draws a section’s picture under the heading, across the card, in place of the lines and the art', () => {
    const svg = cardSvg({ ...CARD, picture: ART }, null);
    expect(svg).toContain('>Spring &lt;Festival&gt; &amp; Co</text>');
    expect(svg).toContain('>PRAYER #5</text>');
    expect(svg).toContain(nestedSvg(ART, { x: 60, y: 150, width: 1080, height: 440 }));
    expect(svg).not.toContain('2021-05-11 to 2021-05-25');
  });
});

describe('a Japanese preview card', () => {
  it('draws its words, in a font that has them', () => {
    const card = (heading: string): PreviewCard => ({ kicker: '紅魔塔', heading, lines: ['敵：霊夢'], accent: '#c2410c' });
    // Without glyphs, a heading draws nothing: the card would be the same PNG as with none.
    const blank = drawCard(card(''), null);
    expect(drawCard(card('3階'), null).equals(blank)).toBe(false);
    expect(drawCard(card('紅魔塔'), null).equals(drawCard(card('紅魔館'), null))).toBe(false);
  });
});

describe('the preview images', () => {
  it('are 1200×630 PNGs, drawn once and kept within the bound', async () => {
    const fetchArt = jest.fn(async () => ART);
    const images = createPreviewImages({ fetchArt, maxImages: 2 });
    const urls = ['A', 'B', 'C'].map((heading) => images.urlFor({ ...CARD, heading, art: '/images/x.svg' }, '/prayers/info/553'));
    expect(urls[0]).toMatch(/^\/preview\/[0-9a-f]{20}\.png\?page=%2Fprayers%2Finfo%2F553$/);
    const hashes = urls.map((u) => /([0-9a-f]{20})/.exec(u)![1]!);
    const first = await images.png(hashes[0]!);
    expect(pngSize(first!)).toEqual({ signature: '89504e470d0a1a0a', width: 1200, height: 630 });
    expect(await images.png(hashes[0]!)).toBe(first);
    await images.png(hashes[1]!);
    await images.png(hashes[2]!);
    expect(images.size().images).toBe(2);
    expect(fetchArt).toHaveBeenCalledTimes(3);
    // Dropped from the bounded cache, drawn again from its card.
    expect(pngSize((await images.png(hashes[0]!))!).width).toBe(1200);
    expect(fetchArt).toHaveBeenCalledTimes(4);
  });

  it('draw a card with a picture as a 1200×630 PNG, fetching no art', async () => {
    const fetchArt = jest.fn(async () => ART);
    const images = createPreviewImages({ fetchArt });
    const url = images.urlFor({ ...CARD, picture: ART }, '/prayers/calendar?month=2026-11');
    const png = await images.png(/([0-9a-f]{20})/.exec(url)![1]!);
    expect(pngSize(png!)).toEqual({ signature: '89504e470d0a1a0a', width: 1200, height: 630 });
    expect(fetchArt).not.toHaveBeenCalled();
  });

  it('draw nothing for a hash no page named, and no art from outside the site', async () => {
    const fetchArt = jest.fn(async () => ART);
    const images = createPreviewImages({ fetchArt });
    expect(await images.png('0'.repeat(20))).toBeNull();
    const url = images.urlFor({ ...CARD, art: 'https://elsewhere.example/a.svg' }, '/');
    expect(await images.png(/([0-9a-f]{20})/.exec(url)![1]!)).not.toBeNull();
    expect(fetchArt).not.toHaveBeenCalled();
  });

  it("are drawn by a server that never named them, from the page's card when it is still the same", async () => {
    const namer = createPreviewImages({ fetchArt: async () => null });
    const hash = /([0-9a-f]{20})/.exec(namer.urlFor(CARD, '/prayers/info/553'))![1]!;
    const cardOf = jest.fn(async (page: string) => (page === '/prayers/info/553' ? CARD : { ...CARD, heading: 'Another page' }));
    // Another replica, or this one after a restart: it knows no card.
    const other = createPreviewImages({ fetchArt: async () => null, cardOf });
    expect(pngSize((await other.png(hash, '/prayers/info/553'))!).width).toBe(1200);
    expect(cardOf).toHaveBeenCalledWith('/prayers/info/553');
    // A page whose card changed since (or another page) does not draw the old hash; nor does a URL that names no page.
    const fresh = createPreviewImages({ fetchArt: async () => null, cardOf });
    expect(await fresh.png(hash, '/prayers/info/554')).toBeNull();
    expect(await fresh.png(hash, null)).toBeNull();
    expect(await fresh.png(hash, 'https://elsewhere.example/')).toBeNull();
    expect(cardOf).toHaveBeenCalledTimes(2);
  });
});
