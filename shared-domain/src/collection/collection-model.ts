/**
 * A player's collection: the units they own (with rebirth done or not) and the story cards they
 * own (with their limit breaks). Keys are the decimal ids the API uses. Plain, frozen-friendly
 * data, so Redux keeps it and a file can carry it.
 */
export interface UnitMark {
  /** Rebirth (FR) done; only meaningful for units that have one. */
  fr: boolean;
}

export const MAX_LIMIT_BREAK = 4;
export type LimitBreak = 0 | 1 | 2 | 3 | 4;

export interface Collection {
  units: Readonly<Record<string, UnitMark>>;
  cards: Readonly<Record<string, LimitBreak>>;
}

export const EMPTY_COLLECTION: Collection = Object.freeze({ units: Object.freeze({}), cards: Object.freeze({}) });

export const isEmptyCollection = (c: Collection): boolean => Object.keys(c.units).length === 0 && Object.keys(c.cards).length === 0;

export const isLimitBreak = (v: unknown): v is LimitBreak => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= MAX_LIMIT_BREAK;

export const isOwnedUnit = (c: Collection, id: number): boolean => Object.hasOwn(c.units, String(id));
export const isRebirthDone = (c: Collection, id: number): boolean => c.units[String(id)]?.fr === true;
/** The card's limit breaks, or null when the card is not owned. */
export const cardLimitBreak = (c: Collection, id: number): LimitBreak | null =>
  Object.hasOwn(c.cards, String(id)) ? (c.cards[String(id)] ?? null) : null;

function without<V>(record: Readonly<Record<string, V>>, key: string): Record<string, V> {
  const next = { ...record };
  delete next[key];
  return next;
}

/** Owned or not; marking a unit not owned also forgets its rebirth. */
export function withUnitOwned(c: Collection, id: number, owned: boolean): Collection {
  const key = String(id);
  if (owned === isOwnedUnit(c, id)) return c;
  return { ...c, units: owned ? { ...c.units, [key]: { fr: false } } : without(c.units, key) };
}

/** Rebirth done implies owned: marking it on an unowned unit marks the unit owned too. */
export function withRebirth(c: Collection, id: number, done: boolean): Collection {
  const key = String(id);
  if (!done && !isOwnedUnit(c, id)) return c;
  if (c.units[key]?.fr === done) return c;
  return { ...c, units: { ...c.units, [key]: { fr: done } } };
}

/** A card owned at the given limit breaks, or not owned (null). */
export function withCard(c: Collection, id: number, limitBreak: LimitBreak | null): Collection {
  const key = String(id);
  if (cardLimitBreak(c, id) === limitBreak) return c;
  return { ...c, cards: limitBreak === null ? without(c.cards, key) : { ...c.cards, [key]: limitBreak } };
}

export interface OwnedCount {
  owned: number;
  total: number;
}

/** "Owned X of Y" over the items a list shows (so it follows the list's spoiler rule). */
export function ownedUnitCount(c: Collection, units: readonly { id: number }[]): OwnedCount {
  return { owned: units.filter((u) => isOwnedUnit(c, u.id)).length, total: units.length };
}

export function ownedCardCount(c: Collection, cards: readonly { id: number }[]): OwnedCount {
  return { owned: cards.filter((card) => cardLimitBreak(c, card.id) !== null).length, total: cards.length };
}
