import { STAT_IDS } from 'shared-domain/constants/stats';
import type { StoryCardListItem } from 'shared-domain/schemas/api/story-cards';
import { releaseState } from './card-release';
import { STAT_LABELS, statIdOf, statRange, totalRange } from './card-stats';
import { buffText } from './effect-text';

/**
 * 'Export CSV' of the filtered, sorted list (issue 10 item 8): the columns a card shows, one row per
 * card, hidden values of unreleased cards kept hidden ('?').
 */

/** RFC 4180 quoting, and a leading apostrophe on text a spreadsheet would run as a formula. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const CSV_COLUMNS: readonly string[] = [
  'ID',
  'Name',
  'Type',
  'Rarity',
  ...STAT_IDS.flatMap((s) => [`${STAT_LABELS[s]} min`, `${STAT_LABELS[s]} max`]),
  'Total min',
  'Total max',
  'Effects',
  'Artist',
  'Release date (UTC)',
  'Obtained from',
  'Reference 1',
  'Reference 2',
];

export interface CsvOptions {
  now: number;
  tagName?: (id: string) => string | undefined;
}

export function storyCardCsvRow(card: StoryCardListItem, { now, tagName }: CsvOptions): Array<string | number | null> {
  const hidden =
    releaseState({ releaseMs: Date.parse(card.releaseDate), revealMs: card.revealTime ? Date.parse(card.revealTime) : null }, now) ===
    'hidden';
  const stats = new Map(card.stats.map((s) => [statIdOf(s.type), statRange(s)]));
  const total = totalRange(card.stats);
  const effects = [
    ...card.buffs.map((b) => buffText(b, { tagName, hideValues: hidden })),
    ...card.randomBuffs.map((group) => `Random: ${group.map((b) => buffText(b, { tagName, hideValues: hidden })).join(' | ')}`),
  ];
  return [
    card.id,
    card.name,
    card.type.charAt(0).toUpperCase() + card.type.slice(1),
    card.rarity,
    ...STAT_IDS.flatMap((s) => {
      const r = stats.get(s);
      return r ? [hidden ? '?' : r.min, r.max] : [null, null];
    }),
    hidden ? '?' : total.min,
    total.max,
    effects.length > 0 ? effects.join('; ') : '(No effect)',
    card.artistName ?? card.artist ?? '',
    card.releaseDate,
    card.obtaining.map((o) => o.display).join('; '),
    card.links.reference1,
    card.links.reference2,
  ];
}

/** The whole file: a header row, then the cards in the order given; CRLF line ends. */
export function storyCardCsv(cards: readonly StoryCardListItem[], options: CsvOptions): string {
  const rows = [CSV_COLUMNS, ...cards.map((c) => storyCardCsvRow(c, options))];
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** 'story-cards.csv', or named after the query: 'story-cards_name-lbf_types-p-o.csv'. */
export function csvFileName(entries: ReadonlyArray<readonly [string, string]>): string {
  const parts = entries.map(([k, v]) =>
    `${k}-${v}`
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, ''),
  );
  const name = ['story-cards', ...parts.filter(Boolean)]
    .join('_')
    .slice(0, 120)
    .replace(/[-_]+$/, '');
  return `${name}.csv`;
}
