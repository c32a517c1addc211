import { prayersContract as api } from 'shared-domain/api/contract/prayers';
import { apiUrlFor, type ApiText } from 'shared-domain/federation/page-server';
import type { rateUpFacts } from 'shared-domain/characters/spoilers';
import type { CharacterType } from 'shared-domain/characters/character-types';
import type { PrayerType, StepUpKind } from 'shared-domain/constants/prayer-kinds';
import { indexPrayer, type IndexedPrayer } from '../src/prayer-list/prayer-filter';

/** The fields of the list's prayers the server's page functions read. */
export interface ListedPrayer {
  id: number;
  name: string;
  start: string;
  end: string;
  prayerTypes: PrayerType[];
  stepUps: { kind: StepUpKind }[];
  rateUp: {
    characters: { character: number; type: CharacterType; name: string; thumbnail?: Parameters<typeof rateUpFacts>[0]['thumbnail'] }[];
    cards: { card: number }[];
  };
}

/** The API's list read whole: its prayers (newest first) and the content's last change (`lastUpdate`, ms; the latest of its pages). */
export interface PrayerList {
  entries: IndexedPrayer<ListedPrayer>[];
  lastUpdate: number;
}

/** Every prayer in the API's list, its pages read in turn as the list page reads them. */
export async function readPrayerList(apiText: ApiText, pageCount = 1_000): Promise<PrayerList> {
  const entries: IndexedPrayer<ListedPrayer>[] = [];
  let lastUpdate = 0;
  let path: string | null = apiUrlFor(api.prayerList);
  for (let page = 0; path !== null && page < pageCount; page++) {
    const text = await apiText(path);
    if (text === null) throw new Error('the API did not answer');
    const parsed: ParsedPage | null = parsedPage(path, text);
    if (parsed === null) break;
    entries.push(...parsed.entries);
    lastUpdate = Math.max(lastUpdate, parsed.lastUpdate);
    const last: number | undefined = parsed.entries.at(-1)?.prayer.id;
    path = parsed.isLast || last === undefined ? null : apiUrlFor(api.prayerListMore, { last });
  }
  return { entries, lastUpdate };
}

/** Each page of the list parsed and indexed once per answer (pages of JSON are large, and every list link reads them all). */
interface ParsedPage {
  text: string;
  entries: IndexedPrayer<ListedPrayer>[];
  isLast: boolean;
  lastUpdate: number;
}
const pages = new Map<string, ParsedPage>();
function parsedPage(path: string, text: string): ParsedPage | null {
  const known = pages.get(path);
  if (known?.text === text) return known;
  try {
    const { content, isLast, lastUpdate } = JSON.parse(text) as { content: ListedPrayer[]; isLast: boolean; lastUpdate?: unknown };
    const page = { text, entries: content.map(indexPrayer), isLast, lastUpdate: typeof lastUpdate === 'number' ? lastUpdate : 0 };
    if (pages.size >= 64) pages.clear();
    pages.set(path, page);
    return page;
  } catch {
    return null;
  }
}

/** Whether the list shows the prayer at `now`: it leaves out what has not started (a prayer the game has not announced yet). */
export const isListed = (entry: IndexedPrayer<unknown>, now: number): boolean => entry.startMs <= now;

/** The prayers the list shows at `now` (newest first). */
export const listedPrayers = async (apiText: ApiText, now: number, pageCount?: number): Promise<IndexedPrayer<ListedPrayer>[]> =>
  (await readPrayerList(apiText, pageCount)).entries.filter((p) => isListed(p, now));
