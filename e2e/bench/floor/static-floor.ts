// The server-rendered floor: a static HTML page as large as the home's HTML, with nothing but a
// heading and paragraphs, so the home's LCP can be read against the best a page of its size can do.

const HEAD = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <meta charset="utf-8" />',
  '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
  '    <title>Static floor (bench)</title>',
  '    <meta name="description" content="A static page as large as the home, for the Lighthouse bench." />',
  '  </head>',
  '  <body>',
  '    <main>',
  '      <h1>Gensokyo, as it stands today</h1>',
].join('\n');
const TAIL = ['', '    </main>', '  </body>', '</html>', ''].join('\n');
const OPEN_P = '\n      <p>';
const CLOSE_P = '</p>';

// Words drawn in a seeded order, so the text compresses like prose rather than like one repeated line
// (unless it is asked to start over: staticFloorHtml's freshText).
const WORDS = (
  'the a of and to in is was for on with as by at from that this it its their her his they she he ' +
  'shrine maiden youkai village forest mountain lake mansion tower floor story card prayer unit character ' +
  'spell barrier bullet danmaku festival moon night spring autumn winter summer season event reward ' +
  'player collection rate pull banner element fire water wood metal earth sun star yin yang ' +
  'quiet bright old new long short early late strange gentle sudden hidden scarlet misty eternal ' +
  'walks writes keeps finds opens reads answers waits rests watches follows remembers gathers leaves ' +
  'tea book letter lantern bridge path garden gate bell river field cloud wind rain snow'
).split(' ');

/** A small seeded generator (mulberry32): the same page at every run. */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = 0x5eed;

/**
 * Sentences of prose, ASCII (a character is a byte), drawn in a seeded order that starts over once
 * `freshText` characters have been drawn: the smaller it is, the better the page compresses.
 */
function sentences(freshText: number): { peek: () => string; take: () => string } {
  let random = seeded(SEED);
  let drawn = 0;
  let pending: string | undefined;
  const draw = () => {
    if (drawn >= freshText) {
      random = seeded(SEED);
      drawn = 0;
    }
    const count = 6 + Math.floor(random() * 12);
    const words = Array.from({ length: count }, () => WORDS[Math.floor(random() * WORDS.length)]!).join(' ');
    const sentence = `${words[0]!.toUpperCase()}${words.slice(1)}.`;
    drawn += sentence.length + 1;
    return sentence;
  };
  return {
    peek: () => (pending ??= draw()),
    take: () => {
      const sentence = pending ?? draw();
      pending = undefined;
      return sentence;
    },
  };
}

/** Whole sentences, as many as fit in `max` characters (a sentence that does not fit waits for the next paragraph). */
function prose(max: number, source: ReturnType<typeof sentences>): string {
  let text = '';
  while (text.length + (text ? 1 : 0) + source.peek().length <= max) text += `${text ? ' ' : ''}${source.take()}`;
  return text;
}

const PARAGRAPH = 560;

/** The page's smallest size: the head and the heading alone. */
export const STATIC_FLOOR_MIN_BYTES = HEAD.length + TAIL.length;

/**
 * A static page of exactly `bytes` bytes of HTML: a heading, then paragraphs of prose, no script,
 * no stylesheet, no image. What whole sentences leave over (less than one) is blank space. The text
 * starts over after `freshText` characters, so that the page can compress as well as the page it
 * stands for; by default it never does.
 */
export function staticFloorHtml(bytes: number, freshText = Infinity): string {
  if (!Number.isInteger(bytes) || bytes < STATIC_FLOOR_MIN_BYTES)
    throw new Error(`a static floor is a whole number of bytes, at least ${STATIC_FLOOR_MIN_BYTES}: ${bytes}`);
  const source = sentences(freshText);
  const perParagraph = OPEN_P.length + CLOSE_P.length;
  let left = bytes - STATIC_FLOOR_MIN_BYTES;
  const paragraphs: string[] = [];
  for (;;) {
    const p = prose(Math.min(PARAGRAPH, left - perParagraph), source);
    if (!p) break;
    paragraphs.push(`${OPEN_P}${p}${CLOSE_P}`);
    left -= perParagraph + p.length;
  }
  return `${HEAD}${paragraphs.join('')}${' '.repeat(left)}${TAIL}`;
}
