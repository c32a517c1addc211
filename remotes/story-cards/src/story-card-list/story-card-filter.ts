import { MULTI_TARGETS, SINGLE_TARGETS, type BuffTarget } from 'shared-domain/constants/buffs';
import type { Role } from 'shared-domain/constants/roles';
import { dateBounds, withinBounds, type DateBounds } from './date-bounds';
import { artistMatches, nameAlternatives, nameRank, normaliseArtistText } from './name-search';
import { obtainingMatches, obtainingTypesFor } from './obtaining-filter';
import { SEARCH_RARITIES, type EffectSlot, type EffectTarget, type SortStat, type StoryCardCriteria } from './story-card-criteria';
import type { IndexedCard, IndexedEffect } from './story-card-index';
import { STORY_CARD_TYPES } from 'shared-domain/constants/story-card-kinds';

const TARGETS: Record<EffectTarget, ReadonlySet<BuffTarget> | null> = {
  any: null,
  single: new Set(SINGLE_TARGETS),
  multi: new Set(MULTI_TARGETS),
};

/**
 * The card's buffs that satisfy an effect slot: the chosen buff, fixed or among
 * the random alternatives; target single = self/solo, multi = party/aoe; with a role chosen, only
 * buffs for any role or for that role.
 */
export function matchingEffects(
  effects: readonly IndexedEffect[],
  slot: Pick<EffectSlot, 'attrType' | 'attrName' | 'target'>,
  role: Role | null,
): IndexedEffect[] {
  const attr = `${slot.attrType}:${slot.attrName}`;
  const targets = TARGETS[slot.target];
  return effects.filter(
    (e) => e.attr === attr && (targets === null || targets.has(e.target)) && (role === null || e.role === null || e.role === role),
  );
}

/** With a role chosen, a fixed buff labelled 'ONLY' for another role excludes the card. */
export const roleCompatible = (buffRoles: readonly Role[], role: Role | null): boolean =>
  role === null || buffRoles.every((r) => r === role);

/** A ticked set that filters: none or all ticked means no filter. */
function selectionSet<T>(selected: readonly T[], all: readonly T[]): ReadonlySet<T> | null {
  const set = new Set(selected);
  return set.size === 0 || all.every((v) => set.has(v)) ? null : set;
}

export interface SearchOptions {
  now: number;
  /** JP content on: unreleased cards are listed. */
  jpContent: boolean;
}

const missingLast = (value: number | undefined, descending: boolean): number =>
  value === undefined ? Number.POSITIVE_INFINITY : descending ? -value : value;

type SlotCheck =
  | { kind: 'effect'; slot: EffectSlot }
  | { kind: 'stat'; stat: SortStat; descending: boolean }
  | { kind: 'date'; bounds: DateBounds; descending: boolean };

interface Prepared {
  alternatives: string[];
  artist: string;
  rarities: ReadonlySet<number> | null;
  types: ReadonlySet<string> | null;
  obtaining: ReadonlySet<string> | null;
  featured: readonly number[];
  role: Role | null;
  /** The non-empty slots in slot order: each filters (effect, date) and gives one sort key. */
  slots: SlotCheck[];
}

function prepare(criteria: StoryCardCriteria, now: number): Prepared {
  const slots: SlotCheck[] = [];
  for (const slot of criteria.slots) {
    if (slot.kind === 'effect') slots.push({ kind: 'effect', slot });
    else if (slot.kind === 'stat') slots.push({ kind: 'stat', stat: slot.stat, descending: slot.sort === 'desc' });
    else if (slot.kind === 'date')
      slots.push({ kind: 'date', bounds: dateBounds(slot.start, slot.end, now), descending: slot.sort === 'desc' });
  }
  return {
    alternatives: nameAlternatives(criteria.name),
    artist: normaliseArtistText(criteria.artist),
    rarities: selectionSet<number>(criteria.rarities, SEARCH_RARITIES),
    types: selectionSet<string>(criteria.types, STORY_CARD_TYPES),
    obtaining: obtainingTypesFor(criteria.obtaining),
    featured: criteria.featured,
    role: criteria.role,
    slots,
  };
}

/** The sort key of a card's matching buffs (smaller sorts first). Turn order: longest first, value breaks ties. */
function effectKey(found: readonly IndexedEffect[], sort: EffectSlot['sort']): number {
  let best = sort === 'asc' ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  for (const e of found) {
    const v = sort === 'turn' ? e.turn * 1e9 + e.value : e.value;
    best = sort === 'asc' ? Math.min(best, v) : Math.max(best, v);
  }
  return sort === 'asc' ? best : -best;
}

/** The sort keys of a card, one per slot, or null when a slot filters it out. */
function slotKeys(card: IndexedCard, slots: readonly SlotCheck[], role: Role | null): number[] | null {
  const keys: number[] = [];
  for (const check of slots) {
    if (check.kind === 'effect') {
      const found = matchingEffects(card.effects, check.slot, role);
      if (found.length === 0) return null;
      keys.push(effectKey(found, check.slot.sort));
    } else if (check.kind === 'stat') {
      keys.push(missingLast(card.statMax[check.stat], check.descending));
    } else {
      if (!withinBounds(card.releaseMs, check.bounds)) return null;
      keys.push(check.descending ? -card.releaseMs : card.releaseMs);
    }
  }
  return keys;
}

const NO_KEYS: number[] = [];

/**
 * The cards a search shows, in order: an exact alias of priority > 0 first (higher priority
 * first), then by the sort/filter slots in slot order, then in list order. Unreleased cards
 * only with JP content on.
 */
export function searchStoryCards(
  index: readonly IndexedCard[],
  criteria: StoryCardCriteria,
  { now, jpContent }: SearchOptions,
): IndexedCard[] {
  const p = prepare(criteria, now);
  const hits: Array<{ card: IndexedCard; rank: number; keys: number[] }> = [];
  for (const card of index) {
    if (!jpContent && card.releaseMs > now) continue;
    const rank = nameRank(card, p.alternatives);
    if (rank < 0) continue;
    if (p.rarities && !p.rarities.has(card.rarity)) continue;
    if (p.types && !p.types.has(card.type)) continue;
    if (!artistMatches(card.artistKeys, p.artist)) continue;
    if (!obtainingMatches(card.obtaining, p.obtaining)) continue;
    if (!p.featured.every((id) => card.featured.includes(id))) continue;
    if (!roleCompatible(card.buffRoles, p.role)) continue;
    const keys = p.slots.length === 0 ? NO_KEYS : slotKeys(card, p.slots, p.role);
    if (keys === null) continue;
    hits.push({ card, rank, keys });
  }
  const ranked = hits.some((h) => h.rank > 0);
  if (ranked || p.slots.length > 0) {
    hits.sort((a, b) => {
      if (a.rank !== b.rank) return b.rank - a.rank;
      for (let i = 0; i < a.keys.length; i += 1) {
        const d = (a.keys[i] ?? 0) - (b.keys[i] ?? 0);
        if (d !== 0 && !Number.isNaN(d)) return d;
      }
      return a.card.position - b.card.position;
    });
  }
  return hits.map((h) => h.card);
}
