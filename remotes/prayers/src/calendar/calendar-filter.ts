import type { Collection } from 'shared-domain/collection/collection-model';
import { isOwnedUnit } from 'shared-domain/collection/collection-model';
import { compileSearch, indexPrayer, type FilterablePrayer } from '../prayer-list/prayer-filter';
import { DEFAULT_SEARCH_START } from '../prayer-list/prayer-search';
import type { CalendarFilters } from './calendar-query';
import { isRerun } from './schedule-model';

// Each prayer is normalised for searching once, however often the filters change.
const indexed = new WeakMap<object, ReturnType<typeof indexPrayer>>();
function indexOnce<P extends FilterablePrayer>(p: P) {
  let entry = indexed.get(p);
  if (!entry) indexed.set(p, (entry = indexPrayer(p)));
  return entry as ReturnType<typeof indexPrayer<P>>;
}

/**
 * The prayers a calendar's filters keep, by the list's own filter (every chosen character a
 * rate-up, any chosen prayer type, every chosen character type…) with no date range, since the
 * month is the range here; then reruns only, and "has a rate-up I do not own". The collection is
 * null until the browser has read it: that filter then keeps everything (the page says so).
 */
export function filterSchedule<P extends FilterablePrayer>(
  prayers: readonly P[],
  filters: CalendarFilters,
  collection: Collection | null,
): P[] {
  // The list's date range reaches from the global launch to the end of time: the month decides here.
  const matches = compileSearch<P>({ ...filters.search, start: DEFAULT_SEARCH_START, end: null }, Number.MAX_SAFE_INTEGER);
  return prayers.filter((p) => {
    if (filters.reruns && !isRerun(p.name)) return false;
    if (filters.unowned && collection !== null && !p.rateUp.characters.some((c) => !isOwnedUnit(collection, c.character))) return false;
    return matches(indexOnce(p));
  });
}
