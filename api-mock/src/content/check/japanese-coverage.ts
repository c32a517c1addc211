import type { Content } from '../content-types';

/** One kind of game text: how many of its entries the content has in Japanese. */
export interface CoverageLine {
  what: string;
  inJapanese: number;
  of: number;
}

const count = <T>(xs: readonly T[], has: (x: T) => boolean): number => xs.reduce((n, x) => n + (has(x) ? 1 : 0), 0);

/**
 * How much game text the content has in Japanese. What has none is shown in English (marked as
 * English on a Japanese page), so a gap is no error: the content check reports it for translators.
 */
export function japaneseCoverage(content: Pick<Content, 'characters' | 'storyCards'>): CoverageLine[] {
  const { characters, storyCards } = content;
  return [
    { what: 'character names', inJapanese: count(characters, (c) => !!c.name.jp), of: characters.length },
    { what: 'character titles', inJapanese: count(characters, (c) => c.title.jp !== null), of: characters.length },
    { what: 'story-card names', inJapanese: count(storyCards, (s) => s.nameJp !== undefined), of: storyCards.length },
  ];
}

/** "character titles 120 of 400 (30 %)", one per kind, comma-separated; percentages round down. */
export const coverageText = (lines: readonly CoverageLine[]): string =>
  lines.map((l) => `${l.what} ${l.inJapanese} of ${l.of} (${l.of === 0 ? 100 : Math.floor((100 * l.inJapanese) / l.of)} %)`).join(', ');
