import type { BuffTarget } from 'shared-domain/constants/buffs';
import type { Role } from 'shared-domain/constants/roles';
import { STAT_IDS } from 'shared-domain/constants/stats';
import type { StoryCardType } from 'shared-domain/constants/story-card-kinds';
import type { StoryCardListItem } from 'shared-domain/schemas/api/story-cards';
import { MAX_LIMIT_BREAK, statIdOf, statTotal } from './card-stats';
import type { SortStat } from './story-card-criteria';
import { elementOf } from './effect-catalogue';
import { nameKey, normaliseArtistText } from './name-search';

/** One buff of a card as the effect filter reads it (fixed buffs and every alternative of random buffs). */
export interface IndexedEffect {
  /** "<attrType>:<attrName>". */
  attr: string;
  target: BuffTarget;
  role: Role | null;
  /** Duration in turns; 0 for permanent or instant effects. */
  turn: number;
  /** The value at full limit break (what a sort compares). */
  value: number;
  random: boolean;
}

/**
 * A card with its search fields normalised once per list, so a keystroke over 10,000+ cards is a
 * loop of string and number comparisons (no regex, no allocation per card).
 */
export interface IndexedCard {
  card: StoryCardListItem;
  /** Position in the list as served: the default order and the last tie-breaker. */
  position: number;
  name: string;
  nameJp: string;
  aliases: ReadonlyArray<{ value: string; priority: number }>;
  artistKeys: readonly string[];
  obtaining: readonly string[];
  featured: readonly number[];
  type: StoryCardType;
  rarity: number;
  releaseMs: number;
  revealMs: number | null;
  effects: readonly IndexedEffect[];
  /** Roles named by the card's fixed buffs: any of them differing from the chosen role excludes the card. */
  buffRoles: readonly Role[];
  /** Each stat (and the weighted total) at max level and full limit break; missing stats are absent. */
  statMax: Partial<Record<SortStat, number>>;
}

const lastValue = (values: readonly number[]): number => values[values.length - 1] ?? 0;

/**
 * Index a list (or a slice of it starting at `firstPosition`). Also checks what the page cannot
 * show: an unknown stat id throws 'Undefined stat id', an element buff with an unknown element
 * throws 'element not found!'; the section's error view shows the message.
 */
export function indexStoryCards(cards: readonly StoryCardListItem[], firstPosition = 0): IndexedCard[] {
  // Many cards share an artist: normalise each name once.
  const artistKeys = new Map<string, string>();
  const artistKey = (name: string) => {
    let key = artistKeys.get(name);
    if (key === undefined) artistKeys.set(name, (key = normaliseArtistText(name)));
    return key;
  };
  return cards.map((card, i) => {
    const position = firstPosition + i;
    const effects: IndexedEffect[] = [];
    const roles = new Set<Role>();
    const addBuff = (b: StoryCardListItem['buffs'][number], random: boolean) => {
      if (b.attrType === 'elem') elementOf(b.attrName);
      effects.push({
        attr: `${b.attrType}:${b.attrName}`,
        target: b.target,
        role: b.role,
        turn: b.turn ?? 0,
        value: lastValue(b.values),
        random,
      });
    };
    for (const b of card.buffs) {
      addBuff(b, false);
      if (b.role) roles.add(b.role);
    }
    for (const group of card.randomBuffs) for (const b of group) addBuff(b, true);

    const statMax: Partial<Record<SortStat, number>> = {};
    for (const s of card.stats) statMax[statIdOf(s.type)] = s.max[MAX_LIMIT_BREAK] ?? lastValue(s.max);
    statMax.total = statTotal(card.stats, 'max', MAX_LIMIT_BREAK);

    const releaseMs = Date.parse(card.releaseDate);
    return {
      card,
      position,
      name: nameKey(card.name),
      nameJp: card.nameJp ? nameKey(card.nameJp) : '',
      aliases: card.aliases,
      artistKeys: [card.artistName, card.artistJp, card.artist].filter((k): k is string => !!k).map(artistKey),
      obtaining: card.obtaining.map((o) => o.type),
      featured: card.featured,
      type: card.type,
      rarity: card.rarity,
      releaseMs,
      revealMs: card.revealTime === null ? null : Date.parse(card.revealTime),
      effects,
      buffRoles: [...roles],
      statMax,
    };
  });
}

/** Stat ids in display order plus the total, for the stat slot's choices. */
export const SORT_STATS: readonly SortStat[] = [...STAT_IDS, 'total'];
