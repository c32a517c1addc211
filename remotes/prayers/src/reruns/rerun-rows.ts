import { compareNames, personNameParts, type NameFields, type NamePart, type NameSettings } from 'shared-domain/characters/display-name';
import { isListedCharacter, isNamedCharacter, type SpoilerView } from 'shared-domain/characters/spoilers';
import { rerunHistory, type FeaturedPrayer, type RerunHistory } from 'shared-domain/prayers/reruns';
import type { FeaturedCharacter } from 'shared-domain/schemas/api/prayers';
import type { RerunSort } from './rerun-sort';

/** One line of the rerun table: a character and their history at the page's time. */
export interface RerunRow {
  id: number;
  /** The name as shown, in the player's name settings. */
  name: string;
  parts: NamePart[];
  /** What the name sort reads (the English forms and the kana reading). */
  fields: NameFields;
  /** Shown by name, or as '?' (the one spoiler rule). */
  named: boolean;
  history: RerunHistory<FeaturedPrayer>;
}

/**
 * The table's rows at `now`: every character a started prayer featured, leaving out the units a
 * list leaves out (JP-only and future units, unless JP content is on), in the asked order.
 */
export function rerunRows(characters: readonly FeaturedCharacter[], view: SpoilerView, sort: RerunSort, names: NameSettings): RerunRow[] {
  const rows: RerunRow[] = [];
  for (const c of characters) {
    if (!isListedCharacter(c.reveal, view)) continue;
    const history = rerunHistory(c.prayers, view.now);
    if (history.prayers.length === 0) continue;
    const fields: NameFields = { en: c.name, jp: c.jp, kana: c.kana };
    const parts = personNameParts(fields, names);
    rows.push({ id: c.id, name: parts.map((p) => p.text).join(''), parts, fields, named: isNamedCharacter(c.reveal, view), history });
  }
  return rows.sort(orders(names)[sort]);
}

type Order = (a: RerunRow, b: RerunRow) => number;

function orders(names: NameSettings): Record<RerunSort, Order> {
  // A name hidden as '?' sorts by id, so the order does not give the name away; kana order in Japanese.
  const byName: Order = (a, b) =>
    (a.named && b.named ? compareNames(a.fields, b.fields, names) : Number(b.named) - Number(a.named)) || a.id - b.id;
  /** Larger first; a row without the value (null) last. */
  const descending =
    (value: (row: RerunRow) => number | null): Order =>
    (a, b) => {
      const x = value(a);
      const y = value(b);
      if (x === y) return byName(a, b);
      if (x === null) return 1;
      if (y === null) return -1;
      return y - x;
    };
  return {
    'longest-wait': descending((r) => r.history.longestWait),
    'waiting-now': descending((r) => r.history.currentWait),
    runs: descending((r) => r.history.runs.length),
    name: byName,
  };
}
