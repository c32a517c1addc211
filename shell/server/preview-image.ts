import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import type { PreviewCard } from 'shared-domain/federation/page-server';
import { escapeXml } from 'shared-domain/formatting/escape-xml';
import { Lru } from './delivery/lru';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
/** Where the images are served: `/preview/<hash>.png`. */
export const PREVIEW_PREFIX = '/preview/';
/** Changes the hash of every card when the drawing itself changes. */
const DRAWING_VERSION = 3;
const SITE_NAME = 'Touhou LostWord Tracker';

const requireHere = createRequire(__filename);
/**
 * Inter, and Noto Sans JP for what Inter has no glyph for (a Japanese link's words), both under the
 * SIL Open Font License and shipped as TTF files in npm packages: no system font is needed.
 */
const FONT_FILES = [
  ...['400Regular/Inter_400Regular.ttf', '700Bold/Inter_700Bold.ttf'].map((file) =>
    requireHere.resolve(`@expo-google-fonts/inter/${file}`),
  ),
  ...['400Regular/NotoSansJP_400Regular.ttf', '700Bold/NotoSansJP_700Bold.ttf'].map((file) =>
    requireHere.resolve(`@expo-google-fonts/noto-sans-jp/${file}`),
  ),
];
/** Inter first; a glyph it lacks comes from the next family. */
const FONT_FAMILY = 'Inter, Noto Sans JP';

/** The content address of a card: the same card, the same URL; any change, a new one. */
export const previewHash = (card: PreviewCard): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        DRAWING_VERSION,
        card.kicker,
        card.heading,
        card.lines,
        card.accent,
        card.art ?? null,
        ...(card.picture ? [card.picture] : []),
        ...(card.footer ? [{ footer: card.footer }] : []),
      ]),
    )
    .digest('hex')
    .slice(0, 20);

/** A line cut to `max` characters with an ellipsis (the font is not measured: Inter's average width is used). */
export const clip = (text: string, max: number): string => {
  if (textWidth(text) <= max) return text;
  let kept = '';
  let width = 0;
  for (const ch of text) {
    width += charWidth(ch);
    if (width > max - 1) break;
    kept += ch;
  }
  return `${kept.trimEnd()}…`;
};

/** Japanese characters (kanji, kana, their punctuation and full-width forms): each about two Latin characters wide. */
const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;
/** Punctuation that never starts a line in Japanese: it stays with the character before it. */
const CLOSING = /^[、。，．・：；？！」』）】〉》ー々ぁぃぅぇぉっゃゅょァィゥェォッャュョ]$/u;

/** A character's width in average Latin characters (the font is not measured). */
const charWidth = (ch: string): number => (WIDE.test(ch) ? 2 : 1);

/** A text's width in average Latin characters. */
export const textWidth = (text: string): number => {
  let width = 0;
  for (const ch of text) width += charWidth(ch);
  return width;
};

/** Where a line may break: between words, and between Japanese characters (never before closing punctuation). */
function breakableUnits(text: string): { text: string; spaced: boolean }[] {
  const units: { text: string; spaced: boolean }[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let spaced = units.length > 0;
    let run = '';
    for (const ch of word) {
      if (WIDE.test(ch) && !CLOSING.test(ch) && run !== '') {
        units.push({ text: run, spaced });
        spaced = false;
        run = '';
      }
      run += ch;
    }
    if (run) units.push({ text: run, spaced });
  }
  return units;
}

/** Rows of body text below the heading: the space left above the footer. */
const BODY_ROWS = 4;

/**
 * The card's lines as rows of about `perLine` characters, each line wrapped between words rather
 * than cut, and the last row given an ellipsis when the rows run out.
 */
export function bodyRows(lines: readonly string[], perLine: number, maxRows = BODY_ROWS): string[] {
  const rows: string[] = [];
  for (const line of lines) {
    const left = maxRows - rows.length;
    if (left <= 0) break;
    rows.push(...wrapWords(line, perLine, left));
  }
  return rows;
}

/**
 * An SVG document placed inside the card as a nested <svg> (not an <image>: the renderer draws a
 * nested document's text only with the card's fonts). Its own size gives way to the frame's.
 */
export function nestedSvg(art: string, box: { x: number; y: number; width: number; height: number }): string {
  const start = /<svg\b([^>]*)>/.exec(art);
  const end = art.lastIndexOf('</svg>');
  if (!start || end < start.index) return '';
  const attributes = start[1]!.replace(/\s(?:width|height|x|y|preserveAspectRatio)="[^"]*"/g, '');
  const place = `x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" preserveAspectRatio="xMidYMid meet"`;
  return `<svg ${place}${attributes}>${art.slice(start.index + start[0].length, end)}</svg>`;
}

const COLOUR = /^#[0-9a-f]{6}$/i;

/** The site's mark (its favicon's yin-yang), placed by `transform`. */
const MARK =
  '<circle cx="24" cy="24" r="23" fill="#e0a84f"/><path d="M24 1a23 23 0 0 0 0 46 11.5 11.5 0 0 1 0-23 11.5 11.5 0 0 0 0-23z" fill="#14121c"/><circle cx="24" cy="12.5" r="3.8" fill="#e0a84f"/><circle cx="24" cy="35.5" r="3.8" fill="#14121c"/>';
const BACKGROUND = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#14121c"/><stop offset="1" stop-color="#2a2238"/></linearGradient></defs><rect width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" fill="url(#bg)"/>`;
const svgText = (x: number, y: number, size: number, weight: number, fill: string, content: string, anchor = 'start') =>
  `<text x="${x}" y="${y}" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(content)}</text>`;

/**
 * A card with a section's picture: the site's name and the kicker on one line, the heading, then
 * the picture across the card (the section's drawing of its page, a month for the calendar).
 */
export function pictureCardSvg(card: PreviewCard & { picture: string }): string {
  const accent = COLOUR.test(card.accent) ? card.accent : '#e0a84f';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}">`,
    BACKGROUND,
    `<rect width="16" height="${PREVIEW_HEIGHT}" fill="${accent}"/>`,
    `<g transform="translate(60 26) scale(0.75)">${MARK}</g>`,
    svgText(106, 56, 24, 700, '#ece8f6', SITE_NAME),
    svgText(1140, 56, 24, 700, accent, clip(card.kicker.toUpperCase(), 40), 'end'),
    svgText(60, 126, 52, 700, '#ffffff', clip(card.heading, 34)),
    nestedSvg(card.picture, { x: 60, y: 150, width: 1080, height: 440 }),
    card.footer ? svgText(60, 616, 18, 400, '#8f87a6', clip(card.footer, 90)) : '',
    '</svg>',
  ].join('');
}

/** The card as SVG: the text on the left, the art (an SVG document, or none) framed on the right. */
export function cardSvg(card: PreviewCard, art: string | null): string {
  if (card.picture) return pictureCardSvg({ ...card, picture: card.picture });
  const accent = COLOUR.test(card.accent) ? card.accent : '#e0a84f';
  const textWidth = art ? 20 : 30;
  // The heading in at most two lines.
  const heading = wrapWords(card.heading, textWidth, 2);
  const headingY = 250;
  const lineStart = headingY + heading.length * 72 + 20;
  const text = (x: number, y: number, size: number, weight: number, fill: string, content: string) =>
    `<text x="${x}" y="${y}" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(content)}</text>`;
  const artElement = art
    ? `<rect x="760" y="60" width="380" height="510" rx="28" fill="#ffffff" fill-opacity="0.06" stroke="${accent}" stroke-width="4"/>` +
      nestedSvg(art, { x: 780, y: 80, width: 340, height: 470 })
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#14121c"/><stop offset="1" stop-color="#2a2238"/></linearGradient></defs>`,
    `<rect width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" fill="url(#bg)"/>`,
    `<rect width="16" height="${PREVIEW_HEIGHT}" fill="${accent}"/>`,
    // The site's mark (its favicon's yin-yang), then its name.
    `<g transform="translate(70 70)"><circle cx="24" cy="24" r="23" fill="#e0a84f"/><path d="M24 1a23 23 0 0 0 0 46 11.5 11.5 0 0 1 0-23 11.5 11.5 0 0 0 0-23z" fill="#14121c"/><circle cx="24" cy="12.5" r="3.8" fill="#e0a84f"/><circle cx="24" cy="35.5" r="3.8" fill="#14121c"/></g>`,
    text(136, 106, 30, 700, '#ece8f6', SITE_NAME),
    text(72, 190, 30, 700, accent, clip(card.kicker.toUpperCase(), 40)),
    ...heading.map((line, i) => text(70, headingY + i * 72, 60, 700, '#ffffff', line)),
    ...bodyRows(card.lines, art ? 40 : 62).map((row, i) => text(72, lineStart + i * 46, 30, 400, '#cfc8e0', row)),
    card.footer ? text(72, 586, 22, 400, '#8f87a6', clip(card.footer, 80)) : '',
    artElement,
    '</svg>',
  ].join('');
}

/** The card drawn as a 1200×630 PNG. */
export function drawCard(card: PreviewCard, art: string | null): Buffer {
  const svg = cardSvg(card, art);
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: PREVIEW_WIDTH },
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'Inter', sansSerifFamily: 'Inter' },
  });
  return resvg.render().asPng();
}

export interface PreviewImagesOptions {
  /** One of the site's images as text (an SVG), or null when it cannot be had. */
  fetchArt: (path: string) => Promise<string | null>;
  /** PNGs kept (about 60 kB each). */
  maxImages?: number;
  /** Cards known by their hash (small): an image asked for after its PNG was dropped is drawn again. */
  maxCards?: number;
  /**
   * The card a page's head has now (`page`: its canonical path and query), for an image asked for
   * here that another server (or this one before a restart) named.
   */
  cardOf?: (page: string) => Promise<PreviewCard | null>;
}

/** A page's path and query as the preview URL carries it. */
const PAGE_PARAM = 'page';

/**
 * Preview images, drawn on first request and kept in a bounded cache. A card is registered when a
 * page's head names it (`urlFor`); its URL is its content's hash, so a change of content is a new
 * URL, and it names its page, so any server of the site can draw it again from that page's head.
 */
export function createPreviewImages({ fetchArt, maxImages = 64, maxCards = 4096, cardOf }: PreviewImagesOptions) {
  const cards = new Lru<string, PreviewCard>(maxCards);
  const images = new Lru<string, Promise<Buffer | null>>(maxImages);
  const urlFor = (card: PreviewCard, page: string): string => {
    const hash = previewHash(card);
    cards.set(hash, card);
    return `${PREVIEW_PREFIX}${hash}.png?${new URLSearchParams({ [PAGE_PARAM]: page })}`;
  };
  /** The card of `hash`: known here, or its page's card now when that is still the same card. */
  const cardFor = async (hash: string, page: string | null): Promise<PreviewCard | null> => {
    const known = cards.get(hash);
    if (known || !cardOf || page === null || !page.startsWith('/') || page.startsWith('//')) return known ?? null;
    const card = await cardOf(page).catch(() => null);
    if (!card || previewHash(card) !== hash) return null;
    cards.set(hash, card);
    return card;
  };
  /** The PNG of a card a page named; null for a hash no page has (any more). */
  const png = async (hash: string, page: string | null = null): Promise<Buffer | null> => {
    const cached = images.get(hash);
    if (cached) return cached;
    const card = await cardFor(hash, page);
    if (!card) return null;
    const again = images.get(hash);
    if (again) return again;
    const drawn = (async () => {
      const art = card.art && /^\/images\/[\w/.-]+\.svg$/.test(card.art) ? await fetchArt(card.art) : null;
      return drawCard(card, art);
    })();
    images.set(hash, drawn);
    drawn.catch(() => images.get(hash) === drawn && images.set(hash, Promise.resolve(null)));
    return drawn;
  };
  return { urlFor, png, pageParam: PAGE_PARAM, size: () => ({ images: images.size, cards: cards.size }) };
}

/**
 * Text in at most `maxLines` lines of about `perLine` Latin characters' width, broken between words
 * and between Japanese characters (the last line clipped).
 */
export function wrapWords(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const unit of breakableUnits(text)) {
    const next = line ? `${line}${unit.spaced ? ' ' : ''}${unit.text}` : unit.text;
    // The last line takes the rest as it came (spaced where the text was), to be clipped.
    if (line && lines.length < maxLines - 1 && textWidth(next) > perLine) {
      lines.push(line);
      line = unit.text;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines.map((l) => clip(l, perLine));
}
