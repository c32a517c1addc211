/** Deterministic placeholder art: no binary images exist, so every /images URL gets a generated SVG. */
import { escapeXml } from 'shared-domain/formatting/escape-xml';

export interface PlaceholderSpec {
  width: number;
  height: number;
  background: string;
  foreground: string;
  /** Big centred text (initials, a number, a short code). */
  label: string;
  /** Small text under the label (type name, item name, a prayer's name); may be empty. */
  caption: string;
  shape: 'rect' | 'circle' | 'diamond';
  /**
   * Banner layout: the label sits in the upper part and the caption may wrap to three lines. Its
   * text stays in the middle `safeWidth` of the art, which is what a page that crops the art to a
   * narrower frame (object-fit: cover) still shows.
   */
  banner?: { safeWidth: number };
}

/** Stable 32-bit FNV-1a hash, to derive colours for names without a known type. */
export const hash32 = (s: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
};

export const hueColour = (seed: string, saturation = 45, lightness = 42): string =>
  `hsl(${hash32(seed) % 360} ${saturation}% ${lightness}%)`;

/** "Reimu Hakurei" -> "RH"; "marisa-kirisame-2" -> "MK"; at most 3 letters. */
export const initialsOf = (text: string): string => {
  const words = text.split(/[\s_\-.]+/).filter((w) => /^[\p{L}]/u.test(w));
  const letters = words.slice(0, 3).map((w) => [...w][0] ?? '');
  return (letters.join('') || text.slice(0, 2)).toUpperCase();
};

/**
 * Width of a text in em, a deliberate overestimate for bold sans-serif faces (per-glyph classes
 * sized after DejaVu Sans Bold, the widest common system-ui face), so text fitted with it fits.
 */
export function textWidthEm(text: string): number {
  let em = 0;
  for (const ch of text) {
    if (ch === ' ') em += 0.36;
    else if ("iljI|!.,:;'`".includes(ch)) em += 0.42;
    else if ('ftr()[]/-J'.includes(ch)) em += 0.52;
    else if ('mM'.includes(ch)) em += 1.06;
    else if (ch === 'w') em += 0.94;
    else if (ch === 'W') em += 1.12;
    else if (/[a-z]/.test(ch)) em += 0.73;
    else if (/[A-Z&#%@]/.test(ch)) em += 0.88;
    else if (/[0-9]/.test(ch)) em += 0.72;
    else em += 1.05;
  }
  return em;
}

/** Greedy word wrap: each line as long as fits `maxWidthEm`; a word longer than that gets a line of its own. */
export function wrapWords(text: string, maxWidthEm: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidthEm(next) > maxWidthEm) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The largest font size from `preferred` down to `min` at which `text` wraps into at most `maxLines`
 * lines no wider than `maxWidth`; below `min` only if even that does not fit, so the text never
 * leaves the box.
 */
export function fitText(
  text: string,
  maxWidth: number,
  preferred: number,
  min: number,
  maxLines: number,
): { size: number; lines: string[] } {
  const widest = (lines: string[]) => Math.max(0, ...lines.map(textWidthEm));
  for (let size = preferred; size >= min; size--) {
    const lines = wrapWords(text, maxWidth / size);
    if (lines.length <= maxLines && widest(lines) * size <= maxWidth) return { size, lines };
  }
  const lines = wrapWords(text, maxWidth / min).slice(0, maxLines);
  // Too long for maxLines at the minimum size: join the overflow into the last line and shrink to fit.
  const all = wrapWords(text, maxWidth / min);
  if (all.length > maxLines) lines[maxLines - 1] = all.slice(maxLines - 1).join(' ');
  const size = Math.floor(Math.min(min, maxWidth / Math.max(widest(lines), 1e-9)) * 10) / 10;
  return { size, lines };
}

const textLines = (lines: readonly string[], size: number, lastBaseline: number): string => {
  const step = Math.round(size * 1.2 * 10) / 10;
  return lines
    .map((line, i) => {
      const y = Math.round((lastBaseline - (lines.length - 1 - i) * step) * 10) / 10;
      return `<text x="50%" y="${y}" font-size="${size}" text-anchor="middle">${escapeXml(line)}</text>`;
    })
    .join('');
};

export const placeholderSvg = (spec: PlaceholderSpec): string => {
  const { width: w, height: h } = spec;
  const min = Math.min(w, h);
  const textWidth = (spec.banner?.safeWidth ?? w) * 0.92;
  const labelPreferred = Math.round(spec.banner ? h * 0.2 : min * (spec.label.length > 2 ? 0.3 : 0.4));
  const labelSize = Math.min(labelPreferred, Math.floor(textWidth / Math.max(textWidthEm(spec.label), 1e-9)));
  const captionPreferred = spec.banner ? Math.round(h * 0.11) : Math.max(8, Math.round(min * 0.09));
  const shape =
    spec.shape === 'circle'
      ? `<circle cx="${w / 2}" cy="${h / 2}" r="${min / 2}" fill="url(#g)"/>`
      : spec.shape === 'diamond'
        ? `<path d="M${w / 2} 0L${w} ${h / 2}L${w / 2} ${h}L0 ${h / 2}Z" fill="url(#g)"/>`
        : `<rect width="${w}" height="${h}" rx="${Math.round(min * 0.08)}" fill="url(#g)"/>`;
  let caption = '';
  if (spec.caption) {
    const fit = fitText(spec.caption, textWidth, captionPreferred, Math.max(6, Math.round(captionPreferred * 0.55)), spec.banner ? 3 : 1);
    caption = textLines(fit.lines, fit.size, Math.round(h * 0.86));
  }
  const labelY = spec.banner ? Math.round(h * 0.3) : '50%';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(`${spec.label} ${spec.caption}`.trim())}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${spec.background}"/>` +
    `<stop offset="1" stop-color="${spec.background}" stop-opacity="0.7"/></linearGradient></defs>` +
    shape +
    `<g fill="${spec.foreground}" font-family="system-ui,sans-serif" font-weight="700">` +
    (spec.label
      ? `<text x="50%" y="${labelY}" dy=".35em" font-size="${labelSize}" text-anchor="middle">${escapeXml(spec.label)}</text>`
      : '') +
    caption +
    `</g></svg>`
  );
};
