import type { BuffType } from 'shared-domain/constants/buffs';
import { OBTAINING_GROUPS, OBTAINING_TYPES } from 'shared-domain/constants/obtaining';
import type { Role } from 'shared-domain/constants/roles';
import type { StatId } from 'shared-domain/constants/stats';
import type { StoryCardType } from 'shared-domain/constants/story-card-kinds';

/**
 * The story-card search criteria as the page holds them. Plain
 * data, no zod: this module is bundled for the browser. The URL query is its serialised form
 * (story-card-query.ts), so the two must round-trip.
 */

/** The rarities a visitor can tick (the 2-star slot exists but is not exposed). */
export const SEARCH_RARITIES = [1, 3, 4, 5] as const;
export type SearchRarity = (typeof SEARCH_RARITIES)[number];

/** Default start of a date slot. */
export const DEFAULT_DATE_START = '2021-05-11';
/** How many 'Sort/Filter #n' slots exist; the third is desktop only. */
export const SLOT_COUNT = 3;
/** Slots shown below 1000 px; the rest stay in the criteria (and the URL) but are not editable there. */
export const MOBILE_SLOT_COUNT = 2;

export type SortDirection = 'asc' | 'desc';
/** Effects also sort by their duration ('turn' order: longest first). */
export type EffectSort = SortDirection | 'turn';
export type EffectTarget = 'any' | 'single' | 'multi';
/** A stat slot sorts by one card stat, or by the weighted total. */
export type SortStat = StatId | 'total';

export interface EffectSlot {
  kind: 'effect';
  attrType: BuffType;
  attrName: string;
  sort: EffectSort;
  target: EffectTarget;
}
export interface StatSlot {
  kind: 'stat';
  stat: SortStat;
  sort: SortDirection;
}
export interface DateSlot {
  kind: 'date';
  /** A UTC day, YYYY-MM-DD. */
  start: string;
  /** A UTC day, 'now', or null for an open end. */
  end: string | null;
  sort: SortDirection;
}
export type SortFilterSlot = { kind: 'none' } | EffectSlot | StatSlot | DateSlot;
export type SlotKind = SortFilterSlot['kind'];
export const SLOT_KINDS: readonly SlotKind[] = ['none', 'effect', 'stat', 'date'];

/** An obtaining filter value: a group or an obtaining type itself. */
export const OBTAINING_FILTER_VALUES: readonly string[] = [
  ...Object.keys(OBTAINING_GROUPS),
  ...OBTAINING_TYPES.filter((t) => !(t in OBTAINING_GROUPS)),
];

export interface StoryCardCriteria {
  name: string;
  /** Character ids; a card must feature every one. */
  featured: number[];
  artist: string;
  /** Ticked rarities; none or all ticked = no filter. */
  rarities: SearchRarity[];
  /** Ticked types; none or all ticked = no filter. */
  types: StoryCardType[];
  obtaining: string[];
  role: Role | null;
  slots: [SortFilterSlot, SortFilterSlot, SortFilterSlot];
  /** The player's collection: owned cards only ('yes'), missing ones ('no'), or all (null). */
  owned: OwnedFilter;
}

export type OwnedFilter = 'yes' | 'no' | null;

export const NONE_SLOT: SortFilterSlot = Object.freeze({ kind: 'none' });

/** What a slot becomes when its type is chosen: stat → hp, date from 2021-05-11 with no end. */
export function defaultSlot(kind: SlotKind): SortFilterSlot {
  switch (kind) {
    case 'none':
      return { kind: 'none' };
    case 'effect':
      // The spec's fallback effect (unknown buff names fall back to hp recovery) doubles as the first pick.
      return { kind: 'effect', attrType: 'misc', attrName: 'hp-recovery', sort: 'desc', target: 'any' };
    case 'stat':
      return { kind: 'stat', stat: 'hp', sort: 'desc' };
    case 'date':
      return { kind: 'date', start: DEFAULT_DATE_START, end: null, sort: 'desc' };
  }
}

export function emptyCriteria(): StoryCardCriteria {
  return {
    name: '',
    featured: [],
    artist: '',
    rarities: [],
    types: [],
    obtaining: [],
    role: null,
    slots: [NONE_SLOT, NONE_SLOT, NONE_SLOT],
    owned: null,
  };
}

/** Only one slot may hold the date type. */
export function dateKindAllowed(slots: readonly SortFilterSlot[], index: number): boolean {
  return slots.every((slot, i) => i === index || slot.kind !== 'date');
}

/**
 * Choose a type for slot `index`: the slot resets to that type's defaults, even when it already
 * had the type. A date type while another slot holds one is refused (criteria returned unchanged).
 */
export function withSlotKind(criteria: StoryCardCriteria, index: number, kind: SlotKind): StoryCardCriteria {
  if (index < 0 || index >= SLOT_COUNT) return criteria;
  if (kind === 'date' && !dateKindAllowed(criteria.slots, index)) return criteria;
  return withSlot(criteria, index, defaultSlot(kind));
}

/** Replace slot `index` (edits inside a slot: value, sort, target, dates). */
export function withSlot(criteria: StoryCardCriteria, index: number, slot: SortFilterSlot): StoryCardCriteria {
  if (index < 0 || index >= SLOT_COUNT) return criteria;
  const slots = [...criteria.slots] as StoryCardCriteria['slots'];
  slots[index] = slot;
  return { ...criteria, slots };
}

/** Whether any criterion is set (the 'Clear Search' button and the count line use it). */
export function hasCriteria(c: StoryCardCriteria): boolean {
  return (
    c.name.trim() !== '' ||
    c.featured.length > 0 ||
    c.artist.trim() !== '' ||
    c.rarities.length > 0 ||
    c.types.length > 0 ||
    c.obtaining.length > 0 ||
    c.role !== null ||
    c.slots.some((s) => s.kind !== 'none') ||
    c.owned !== null
  );
}
