import { prayersContract as api } from 'shared-domain/api/contract/prayers';
import { apiUrlFor, preparedPerText, type ApiText, type PageMeta, type PageServer } from 'shared-domain/federation/page-server';
import { isNamedCharacter, linkAsksForJpContent, rateUpFacts } from 'shared-domain/characters/spoilers';
import { echoedText } from 'shared-domain/formatting/echoed-text';
import { prayerDetailResponseSchema } from 'shared-domain/schemas/api/prayers';
import { PRAYER_LIST_TITLE } from '../src/prayer-pages';
import { filterPrayers, indexPrayer } from '../src/prayer-list/prayer-filter';
import { isEmptySearch, parsePrayerQuery } from '../src/prayer-list/prayer-query';
import { EMPTY_SEARCH, type PrayerSearch } from '../src/prayer-list/prayer-search';
import { prayerListResponseSchema } from 'shared-domain/schemas/api/prayers';
import { prayerCalendarFile } from './calendar/calendar-files';
import { calendarMeta, calendarSitemapUrls } from './calendar-page-meta';
import { CALENDAR_PATH } from '../src/prayer-pages';
import { listedPrayers, type ListedPrayer } from './listed-prayers';
import { rateUpNames } from './rate-up-names';
import { rerunsMeta } from './reruns-meta';
import { RERUNS_PATH } from '../src/prayer-pages';
import { replayOf, sessionMeta } from './session-meta';
import { searchDocuments } from './search-documents';
import { serverMessages } from './server-messages';
import type { Translate } from '../src/messages/catalogue';

const LIST = '/prayers';
const DETAIL = /^\/prayers\/info\/([1-9]\d{0,8})$/;

/** The list's banners for a query, computed with the list page's own filter; read once per API answer. */
const listBanners = preparedPerText((json) => {
  const parsed = prayerListResponseSchema.safeParse(json);
  if (!parsed.success) return null;
  const entries = parsed.data.content.map(indexPrayer);
  return (query: URLSearchParams, now: number) => filterPrayers(entries, parsePrayerQuery(query).search, now).map((p) => p.image.img);
});

/** A list query in words, in the language of `t` ('named "seiga", with Seiga Kaku, of type gc'); '' for none. */
function searchInWords(search: PrayerSearch, characterName: (id: number) => string, t: Translate): string {
  const and = (list: readonly string[]) => list.join(t('meta.and'));
  const parts = [
    search.name ? t('meta.named', { name: echoedText(search.name) }) : '',
    search.characters.length ? t('meta.withCharacters', { names: and(search.characters.map(characterName)) }) : '',
    search.prayerTypes.length ? t('meta.ofType', { types: search.prayerTypes.join(t('meta.or')) }) : '',
    search.charTypes.length ? t('meta.withUnits', { types: and(search.charTypes) }) : '',
    search.stepUps.length ? t('meta.withStepUps', { steps: and(search.stepUps) }) : '',
    search.start && search.start !== EMPTY_SEARCH.start ? t('meta.from', { date: search.start }) : '',
    search.end ? t('meta.until', { date: search.end }) : '',
  ];
  return parts.filter(Boolean).join(t('meta.partSeparator'));
}

/** The list's head for a query, in the link's language: the filter in words and how many prayers it finds, and the first of them. */
async function listMeta(url: URL, apiText: ApiText, now: number, t: Translate): Promise<PageMeta | null> {
  const { search } = parsePrayerQuery(url.searchParams);
  // Without a query the list keeps its manifest's words; search engines read its first prayers (its first page).
  if (isEmptySearch(search)) return { items: itemsOf(filterPrayers(await listedPrayers(apiText, now, 1), search, now)) };
  const indexed = await listedPrayers(apiText, now);
  const shown = filterPrayers(indexed, search, now);
  const prayers = indexed.map((entry) => entry.prayer);
  // A name a global player may not know yet is not written (unless the link asks for JP content): its id stands for it.
  const view = { jpContent: linkAsksForJpContent(url.searchParams), now };
  const named = (c: ListedPrayer['rateUp']['characters'][number]) => {
    const facts = rateUpFacts(c);
    return facts !== null && isNamedCharacter(facts, view);
  };
  const names = new Map(prayers.flatMap((p) => p.rateUp.characters.filter(named).map((c) => [c.character, c.name] as const)));
  const words = searchInWords(search, (id) => names.get(id) ?? `#${id}`, t);
  return {
    title: t('meta.listTitle', { words }),
    description: t('meta.listDescription', { count: shown.length, words }),
    card: {
      kicker: t('meta.listKicker'),
      heading: t('meta.listHeading', { count: shown.length }),
      lines: wrapLine(words),
      accent: '#e0a84f',
    },
    items: itemsOf(shown),
  };
}

const itemsOf = (prayers: readonly ListedPrayer[]) => prayers.slice(0, 20).map((p) => ({ name: p.name, path: `/prayers/info/${p.id}` }));

const wrapLine = (text: string) => (text.length <= 120 ? [text] : [`${text.slice(0, 119)}…`]);

/**
 * A prayer's head in the link's language: its name, dates and rate-ups (a unit not yet public stays
 * unnamed unless the link asks for JP content).
 */
export function prayerMeta(json: unknown, { jpContent, now }: { jpContent: boolean; now: number }, t: Translate): PageMeta | null {
  const parsed = prayerDetailResponseSchema.safeParse(json);
  if (!parsed.success || !parsed.data.content) return null;
  const prayer = parsed.data.content;
  const rateUps = rateUpNames(prayer.rateUp.characters, { jpContent, now });
  const day = (iso: string | null) => (iso ? iso.slice(0, 10) : t('meta.openEnded'));
  const dates = t('meta.dates', { start: day(prayer.start), end: day(prayer.end) });
  const names = (list: readonly string[]) => list.join(t('meta.nameSeparator'));
  const rateUpText = rateUps.length ? t('meta.rateUpSentence', { names: names(rateUps) }) : t('meta.noRateUp');
  return {
    title: prayer.name,
    description: t('meta.prayerDescription', { no: prayer.allNo, dates, rateUps: rateUpText }),
    type: 'article',
    card: {
      kicker: t('meta.prayerKicker', { no: prayer.allNo }),
      heading: prayer.name,
      lines: [
        dates,
        ...(rateUps.length ? [t('meta.rateUpLine', { names: `${names(rateUps.slice(0, 3))}${rateUps.length > 3 ? '…' : ''}` })] : []),
      ],
      accent: '#e0a84f',
      art: prayer.image.largeImg ?? prayer.image.img,
    },
    breadcrumbs: [
      { name: t(PRAYER_LIST_TITLE), path: LIST },
      { name: prayer.name, path: `/prayers/info/${prayer.id}` },
    ],
  };
}

const detailMeta = preparedPerText((json) => (jpContent: boolean, now: number, t: Translate) => prayerMeta(json, { jpContent, now }, t));
const detailOf = preparedPerText((json) => {
  const parsed = prayerDetailResponseSchema.safeParse(json);
  return parsed.success ? parsed.data.content : null;
});

export const pageServer: PageServer = {
  searchDocuments,
  async pageMeta(url, apiText, now, locale) {
    if (url.pathname === LIST) return listMeta(url, apiText, now, await serverMessages(locale));
    if (url.pathname === CALENDAR_PATH) return calendarMeta(url, apiText, now, locale);
    if (url.pathname === RERUNS_PATH) return rerunsMeta(url, await serverMessages(locale));
    const id = DETAIL.exec(url.pathname)?.[1];
    if (!id) return null;
    // A simulator link (a seed and its pulls) tells what those pulls drew.
    const [text, drawn] = await Promise.all([
      apiText(apiUrlFor(api.prayerDetail, { id: Number(id) })),
      replayOf(Number(id), url.searchParams, apiText),
    ]);
    if (text === null) return null;
    const jpContent = linkAsksForJpContent(url.searchParams);
    const t = await serverMessages(locale);
    const base = detailMeta(text)?.(jpContent, now, t) ?? null;
    const prayer = drawn && base ? detailOf(text) : null;
    return prayer && drawn && base ? sessionMeta(prayer, drawn, { jpContent, now }, base, t) : base;
  },
  async sitemapUrls(apiText, now) {
    return [...(await listedPrayers(apiText, now)).map((p) => `/prayers/info/${p.prayer.id}`), ...calendarSitemapUrls(now)];
  },
  calendarFile: prayerCalendarFile,
  firstData(url) {
    if (url.pathname === LIST) return [apiUrlFor(api.prayerList)];
    // The calendar asks for the list's first page, then the pages its month needs.
    if (url.pathname === CALENDAR_PATH) return [apiUrlFor(api.prayerList)];
    if (url.pathname === RERUNS_PATH) return [apiUrlFor(api.featuredCharacters)];
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
