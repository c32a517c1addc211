import { prayersContract as api } from 'shared-domain/api/contract/prayers';
import { apiUrlFor, preparedPerText, type ApiText, type PageMeta, type PageServer } from 'shared-domain/federation/page-server';
import { isNamedCharacter, linkAsksForJpContent, rateUpFacts } from 'shared-domain/characters/spoilers';
import { prayerDetailResponseSchema } from 'shared-domain/schemas/api/prayers';
import { PRAYER_LIST_TITLE } from '../src/prayer-pages';
import { filterPrayers, indexPrayer } from '../src/prayer-list/prayer-filter';
import { parsePrayerQuery } from '../src/prayer-list/prayer-query';
import { prayerListResponseSchema } from 'shared-domain/schemas/api/prayers';

const LIST = '/prayers';
const DETAIL = /^\/prayers\/info\/([1-9]\d{0,8})$/;

/** The list's banners for a query, computed with the list page's own filter; read once per API answer. */
const listBanners = preparedPerText((json) => {
  const parsed = prayerListResponseSchema.safeParse(json);
  if (!parsed.success) return null;
  const entries = parsed.data.content.map(indexPrayer);
  return (query: URLSearchParams, now: number) => filterPrayers(entries, parsePrayerQuery(query).search, now).map((p) => p.image.img);
});

/** Every prayer the list shows at `now` (newest first), its pages read in turn as the list reads them. */
async function listedPrayers(apiText: ApiText, now: number): Promise<{ id: number; name: string }[]> {
  const found: { id: number; name: string }[] = [];
  let path: string | null = apiUrlFor(api.prayerList);
  for (let page = 0; path !== null && page < 1_000; page++) {
    const text = await apiText(path);
    if (text === null) break;
    const { content, isLast } = JSON.parse(text) as { content: { id: number; name: string; start: string }[]; isLast: boolean };
    // The list leaves out what has not started (a prayer the game has not announced yet).
    for (const p of content) if (Date.parse(p.start) <= now) found.push({ id: p.id, name: p.name });
    const last = content.at(-1)?.id;
    path = isLast || last === undefined ? null : apiUrlFor(api.prayerListMore, { last });
  }
  return found;
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : 'open-ended');

/** A prayer's head: its name, dates and rate-ups (a unit not yet public stays unnamed unless the link asks for JP content). */
export function prayerMeta(json: unknown, { jpContent, now }: { jpContent: boolean; now: number }): PageMeta | null {
  const parsed = prayerDetailResponseSchema.safeParse(json);
  if (!parsed.success || !parsed.data.content) return null;
  const prayer = parsed.data.content;
  const named = prayer.rateUp.characters.filter((r) => {
    const facts = rateUpFacts(r);
    return facts !== null && isNamedCharacter(facts, { jpContent, now });
  });
  const hidden = prayer.rateUp.characters.length - named.length;
  const rateUps = [...named.map((r) => r.name), ...(hidden > 0 ? [`${hidden} unannounced unit${hidden > 1 ? 's' : ''}`] : [])];
  const dates = `${day(prayer.start)} to ${day(prayer.end)}`;
  const rateUpText = rateUps.length ? `Rate-up: ${rateUps.join(', ')}.` : 'No rate-up.';
  return {
    title: prayer.name,
    description: `Prayer #${prayer.allNo}, ${dates}. ${rateUpText} Rates, pool and a pull simulator.`,
    type: 'article',
    card: {
      kicker: `Prayer #${prayer.allNo}`,
      heading: prayer.name,
      lines: [dates, ...(rateUps.length ? [`Rate-up: ${rateUps.slice(0, 3).join(', ')}${rateUps.length > 3 ? '…' : ''}`] : [])],
      accent: '#e0a84f',
      art: prayer.image.largeImg ?? prayer.image.img,
    },
    breadcrumbs: [
      { name: PRAYER_LIST_TITLE, path: LIST },
      { name: prayer.name, path: `/prayers/info/${prayer.id}` },
    ],
  };
}

const detailMeta = preparedPerText((json) => (jpContent: boolean, now: number) => prayerMeta(json, { jpContent, now }));

export const pageServer: PageServer = {
  async pageMeta(url, apiText, now) {
    const id = DETAIL.exec(url.pathname)?.[1];
    if (!id) return null;
    const text = await apiText(apiUrlFor(api.prayerDetail, { id: Number(id) }));
    return text === null ? null : (detailMeta(text)?.(linkAsksForJpContent(url.searchParams), now) ?? null);
  },
  async sitemapUrls(apiText, now) {
    return (await listedPrayers(apiText, now)).map((p) => `/prayers/info/${p.id}`);
  },
  firstData(url) {
    if (url.pathname === LIST) return [apiUrlFor(api.prayerList)];
    const id = DETAIL.exec(url.pathname)?.[1];
    return id ? [apiUrlFor(api.prayerDetail, { id: Number(id) })] : [];
  },
  // The list's largest first paint is its first prayers' banners. Settings the server cannot see
  // (JP content) are taken at their defaults: a visitor who changed them gets an unused preload.
  async firstImages(url, apiText, now) {
    if (url.pathname !== LIST) return [];
    const text = await apiText(apiUrlFor(api.prayerList));
    return text === null ? [] : (listBanners(text)?.(url.searchParams, now) ?? []);
  },
};
