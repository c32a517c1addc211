/** Deterministic placeholder art: no binary images exist, so every /images URL gets a generated SVG. */
import { escapeXml } from 'shared-domain/formatting/escape-xml';

export interface PlaceholderSpec {
  width: number;
  height: number;
  background: string;
  foreground: string;
  /** Big centred text (initials, a number, a short code). */
  label: string;
  /** Small text under the label (type name, item name); may be empty. */
  caption: string;
  shape: 'rect' | 'circle' | 'diamond';
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
  const words = text
    .split(/[\s_\-.]+/)
    .filter((w) => /^[\p{L}]/u.test(w));
  const letters = words.slice(0, 3).map((w) => [...w][0] ?? '');
  return (letters.join('') || text.slice(0, 2)).toUpperCase();
};

export const placeholderSvg = (spec: PlaceholderSpec): string => {
  const { width: w, height: h } = spec;
  const min = Math.min(w, h);
  const labelSize = Math.round(min * (spec.label.length > 2 ? 0.3 : 0.4));
  const captionSize = Math.max(8, Math.round(min * 0.09));
  const shape =
    spec.shape === 'circle'
      ? `<circle cx="${w / 2}" cy="${h / 2}" r="${min / 2}" fill="url(#g)"/>`
      : spec.shape === 'diamond'
        ? `<path d="M${w / 2} 0L${w} ${h / 2}L${w / 2} ${h}L0 ${h / 2}Z" fill="url(#g)"/>`
        : `<rect width="${w}" height="${h}" rx="${Math.round(min * 0.08)}" fill="url(#g)"/>`;
  const caption = spec.caption
    ? `<text x="50%" y="${Math.round(h * 0.86)}" font-size="${captionSize}" text-anchor="middle">${escapeXml(spec.caption)}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(`${spec.label} ${spec.caption}`.trim())}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${spec.background}"/>` +
    `<stop offset="1" stop-color="${spec.background}" stop-opacity="0.7"/></linearGradient></defs>` +
    shape +
    `<g fill="${spec.foreground}" font-family="system-ui,sans-serif" font-weight="700">` +
    `<text x="50%" y="50%" dy=".35em" font-size="${labelSize}" text-anchor="middle">${escapeXml(spec.label)}</text>` +
    caption +
    `</g></svg>`
  );
};
