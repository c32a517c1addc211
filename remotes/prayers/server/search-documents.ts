import type { ApiText } from 'shared-domain/federation/page-server';
import type { SearchDocument } from 'shared-domain/federation/search-document';
import { isListed, readPrayerList, type ListedPrayer } from './listed-prayers';
import type { IndexedPrayer } from '../src/prayer-list/prayer-filter';

/** Every prayer by name and number ("630", "#630", "prayer 630"); one the list does not show yet is a spoiler. */
export function prayerDocuments(entries: readonly IndexedPrayer<ListedPrayer>[], now: number): SearchDocument[] {
  return entries.map((entry) => {
    const { id, name, start, end } = entry.prayer;
    return {
      id: `prayers:${id}`,
      group: 'prayers',
      title: name,
      // Dates and a dash, in no language: the line reads the same on a Japanese page.
      subtitle: `#${id} · ${start.slice(0, 10)} – ${end.slice(0, 10)}`,
      // "630" alone starts a word of "prayer 630".
      names: [name, `prayer ${id}`, `#${id}`],
      keywords: entry.prayer.prayerTypes.map((t) => `${t} prayer`),
      url: `/prayers/info/${id}`,
      ...(isListed(entry, now) ? {} : { spoiler: true }),
    };
  });
}

/** The prayers' search documents, from the API's whole prayer list. */
export async function searchDocuments(apiText: ApiText, now: number): Promise<SearchDocument[]> {
  return prayerDocuments((await readPrayerList(apiText)).entries, now);
}
