import { DEFAULT_CONTENT_DIR, loadContent, type Content } from '../content/load-content';
import { placeholderFor } from './placeholder-for-path';
import { fitText, placeholderSvg, textWidthEm } from './placeholder-svg';

// Banner art must hold the prayer's whole name at every size it is shown. The list shows the
// 640x280 art whole; the detail page shows the 1280x560 art in a 2:1 frame (object-fit: cover), which
// keeps only its middle 1120 px. The small art is held to a 2:1 frame too (its middle 560 px).
const VISIBLE = { small: { width: 640, height: 280, visible: 560 }, large: { width: 1280, height: 560, visible: 1120 } } as const;

const unescape = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');
const texts = (svg: string) =>
  [...svg.matchAll(/<text x="50%" y="([\d.%]+)"(?: dy="[^"]*")? font-size="([\d.]+)" text-anchor="middle">([^<]*)<\/text>/g)].map((m) => ({
    y: m[1]!,
    size: Number(m[2]),
    text: unescape(m[3]!),
  }));

let content: Content;
beforeAll(async () => {
  content = await loadContent(DEFAULT_CONTENT_DIR);
});

describe('prayer banner placeholder', () => {
  it('holds the five longest committed names (and prayer 492) whole, inside the visible middle, at both sizes', () => {
    const longest = [...content.prayers].sort((a, b) => b.name.length - a.name.length || a.id - b.id).slice(0, 5);
    expect(longest[0]!.name.length).toBeGreaterThan(60);
    for (const prayer of [...longest, content.prayerById.get(492)!]) {
      for (const [kind, frame] of Object.entries(VISIBLE)) {
        const folders = kind === 'large' ? ['prayers', 'large'] : ['prayers'];
        const svg = placeholderSvg(placeholderFor(content, folders, String(prayer.id)));
        expect(svg).toContain(`viewBox="0 0 ${frame.width} ${frame.height}"`);
        const [label, ...lines] = texts(svg);
        expect(label!.text).toBe(`#${prayer.id}`);
        expect(lines.map((l) => l.text).join(' ')).toBe(prayer.name);
        expect(lines.length).toBeLessThanOrEqual(3);
        for (const line of lines) {
          expect(textWidthEm(line.text) * line.size).toBeLessThanOrEqual(frame.visible);
          // Readable: at least 4 % of the art's height.
          expect(line.size).toBeGreaterThanOrEqual(frame.height * 0.04);
          expect(Number(line.y)).toBeLessThanOrEqual(frame.height);
        }
        // The name's first line starts below the number.
        expect(Number(lines[0]!.y) - lines[0]!.size).toBeGreaterThan(frame.height * 0.3);
      }
    }
  });

  it('keeps a short name on one line at the preferred size', () => {
    const svg = placeholderSvg({
      width: 640,
      height: 280,
      background: '#333',
      foreground: '#fff',
      label: '#1',
      caption: 'Standard Prayer',
      shape: 'rect',
      banner: { safeWidth: 560 },
    });
    const [, ...lines] = texts(svg);
    expect(lines).toEqual([{ y: String(Math.round(280 * 0.86)), size: Math.round(280 * 0.11), text: 'Standard Prayer' }]);
  });
});

describe('fitText', () => {
  it('wraps before it shrinks, and shrinks only as far as the box needs', () => {
    // 'Aaaa Bbbb' is 2 x 3.07 em + a space: too wide for 4 em at 10 px per em, fine on two lines.
    expect(fitText('Aaaa Bbbb', 40, 10, 6, 2)).toEqual({ size: 10, lines: ['Aaaa', 'Bbbb'] });
    expect(fitText('Aaaa Bbbb', 40, 10, 6, 1).lines).toEqual(['Aaaa Bbbb']);
    expect(fitText('Aaaa Bbbb', 40, 10, 6, 1).size).toBeLessThan(10);
  });

  it('never lets a text leave the box, even a word longer than the box at the minimum size', () => {
    const { size, lines } = fitText('Supercalifragilisticexpialidocious', 100, 20, 10, 2);
    expect(lines).toEqual(['Supercalifragilisticexpialidocious']);
    expect(textWidthEm(lines[0]!) * size).toBeLessThanOrEqual(100);
  });

  it('overestimates: wide letters count wider than narrow ones, and more than half an em on average', () => {
    expect(textWidthEm('W')).toBeGreaterThan(textWidthEm('i') * 2);
    expect(textWidthEm('Relic Festival Rerun Prayer: Aya & Lunasa') / 'Relic Festival Rerun Prayer: Aya & Lunasa'.length).toBeGreaterThan(
      0.6,
    );
  });
});
