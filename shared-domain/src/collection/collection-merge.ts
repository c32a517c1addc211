import type { Collection, LimitBreak, UnitMark } from './collection-model';

/**
 * Merging two collections keeps everything either one owns: a unit owned in either is owned, its
 * rebirth done if done in either; a card owned in either keeps the higher limit breaks. That makes
 * the merge associative, commutative and idempotent, and it never drops an owned mark. Removing
 * something is only ever a replace, which the player chooses explicitly.
 */
export function mergeCollections(a: Collection, b: Collection): Collection {
  const units: Record<string, UnitMark> = { ...a.units };
  for (const [id, mark] of Object.entries(b.units)) units[id] = { fr: (units[id]?.fr ?? false) || mark.fr };
  const cards: Record<string, LimitBreak> = { ...a.cards };
  for (const [id, lb] of Object.entries(b.cards)) {
    const mine = cards[id];
    cards[id] = mine === undefined || lb > mine ? lb : mine;
  }
  return { units, cards };
}

export interface ImportPlan {
  adds: number;
  changes: number;
  removes: number;
  /** The collection as it will be once imported. */
  result: Collection;
}

function diff<V>(before: Readonly<Record<string, V>>, after: Readonly<Record<string, V>>, same: (x: V, y: V) => boolean) {
  let adds = 0;
  let changes = 0;
  let removes = 0;
  for (const [id, v] of Object.entries(after)) {
    const was = Object.hasOwn(before, id) ? before[id] : undefined;
    if (was === undefined) adds += 1;
    else if (!same(was, v)) changes += 1;
  }
  for (const id of Object.keys(before)) if (!Object.hasOwn(after, id)) removes += 1;
  return { adds, changes, removes };
}

/** What an import would do to the current collection, before it does it. */
export function importPlan(current: Collection, incoming: Collection, mode: 'merge' | 'replace'): ImportPlan {
  const result = mode === 'merge' ? mergeCollections(current, incoming) : incoming;
  const u = diff(current.units, result.units, (x, y) => x.fr === y.fr);
  const c = diff(current.cards, result.cards, (x, y) => x === y);
  return { adds: u.adds + c.adds, changes: u.changes + c.changes, removes: u.removes + c.removes, result };
}

/** Whether two collections mark the same units and cards alike (nothing to add, change or remove). */
export function sameCollection(a: Collection, b: Collection): boolean {
  const { adds, changes, removes } = importPlan(a, b, 'replace');
  return adds + changes + removes === 0;
}

export const describePlan = (p: Pick<ImportPlan, 'adds' | 'changes' | 'removes'>): string =>
  `adds ${p.adds}, changes ${p.changes}, removes ${p.removes}`;
