import { DEFAULT_LOCALE, type Locale } from 'shared-domain/i18n/locales';
import { towersContract as api } from 'shared-domain/api/contract/towers';
import { apiUrlFor, type PageMeta, type PageServer } from 'shared-domain/federation/page-server';
import { characterShowing, linkAsksForJpContent, thumbnailFacts } from 'shared-domain/characters/spoilers';
import { towerDetailResponseSchema, towerListResponseSchema } from 'shared-domain/schemas/api/towers';
import { catalogue, type TowerT } from '../src/messages/catalogue';
import { parseFloorQuery } from '../src/floor/floor-query';
import { searchDocuments } from './search-documents';

const FLOOR_PAGE = '/stages/scarlet-devil-tower';
/** A floor is public once the global version has released it. */
const releasedFloor = (global: string | null, now: number) => global !== null && Date.parse(global) <= now;

/**
 * The words of a link's head in its language (the site's search index is English).
 * Loaded once; a search engine's or a chat's preview waits for it the first time only.
 */
async function wordsIn(locale: Locale = DEFAULT_LOCALE): Promise<TowerT> {
  await catalogue.load(locale);
  return catalogue.in(locale);
}

/** A floor's head: its number, enemies and rewards; null for a floor not out in global (unless the link asks for JP content). */
export function floorMeta(json: unknown, { jpContent, now, t }: { jpContent: boolean; now: number; t: TowerT }): PageMeta | null {
  const parsed = towerDetailResponseSchema.safeParse(json);
  if (!parsed.success || !parsed.data.content) return null;
  const floor = parsed.data.content;
  if (!jpContent && !releasedFloor(floor.release.global, now)) return null;
  // An empty slot is no enemy; each enemy is named by the one spoiler rule told the floor, as the
  // floor page names it. The art is a unit's own, so only a unit shown whole lends it.
  const units = floor.enemies.flatMap((e) => (e ? [e.unit] : []));
  const showing = (u: (typeof units)[number]) =>
    characterShowing(u.thumbnailView ? thumbnailFacts(u.thumbnailView) : null, { jpContent, now }, floor.release);
  const enemies = units.map((u) => (showing(u) === 'hidden' ? '?' : u.name.en));
  const art = units.find((u) => showing(u) === 'unit')?.img;
  const rewards = floor.rewards.map((r) => `${r.amount.toLocaleString('en-US')} ${r.name}`);
  const path = `${FLOOR_PAGE}?floor=${floor.floor}`;
  const list = (names: string[]) => names.join(t('floor.listSeparator')) || t('floor.none');
  const tower = t('floor.towerTitle');
  const heading = t('floor.title', { floor: floor.floor });
  return {
    title: t('floor.pageTitle', { floor: floor.floor }),
    description: t('floor.metaDescription', { enemies: list(enemies), rewards: list(rewards) }),
    canonical: path,
    type: 'article',
    card: {
      kicker: tower,
      heading,
      lines: [t('floor.cardEnemies', { enemies: list(enemies) }), t('floor.cardRewards', { rewards: list(rewards.slice(0, 3)) })],
      accent: '#c0392b',
      ...(art ? { art } : {}),
    },
    breadcrumbs: [
      { name: tower, path: FLOOR_PAGE },
      { name: heading, path },
    ],
  };
}

export const pageServer: PageServer = {
  searchDocuments: async (apiText, now) => searchDocuments(apiText, now, await wordsIn()),
  async pageMeta(url, apiText, now, locale) {
    if (url.pathname !== FLOOR_PAGE || !url.searchParams.has('floor')) return null;
    const text = await apiText(apiUrlFor(api.towerDetail, { floor: parseFloorQuery(url.searchParams.get('floor')) }));
    if (text === null) return null;
    const t = await wordsIn(locale);
    try {
      return floorMeta(JSON.parse(text), { jpContent: linkAsksForJpContent(url.searchParams), now, t });
    } catch {
      return null;
    }
  },
  async sitemapUrls(apiText, now) {
    const text = await apiText(apiUrlFor(api.towerList));
    if (text === null) throw new Error('the API did not answer');
    const parsed = towerListResponseSchema.safeParse(JSON.parse(text));
    if (!parsed?.success) return [];
    return (parsed.data.content ?? []).filter((f) => releasedFloor(f.release.global, now)).map((f) => `${FLOOR_PAGE}?floor=${f.floor}`);
  },
  firstData(url) {
    switch (url.pathname) {
      case '/stages/scarlet-devil-tower':
        // The floor page asks for the floor list and, at once, its floor's detail as the query names it.
        return [apiUrlFor(api.towerList), apiUrlFor(api.towerDetail, { floor: parseFloorQuery(url.searchParams.get('floor')) })];
      case '/stages/scarlet-devil-tower/rewards':
        return [apiUrlFor(api.towerRewards)];
      default:
        return [];
    }
  },
};
