import { towersContract as api } from 'shared-domain/api/contract/towers';
import { apiUrlFor, type PageMeta, type PageServer } from 'shared-domain/federation/page-server';
import { characterShowing, linkAsksForJpContent, thumbnailFacts } from 'shared-domain/characters/spoilers';
import { towerDetailResponseSchema, towerListResponseSchema } from 'shared-domain/schemas/api/towers';
import { floorTitle, TOWER_TITLE } from '../src/tower-pages';
import { parseFloorQuery } from '../src/floor/floor-query';
import { searchDocuments } from './search-documents';

const FLOOR_PAGE = '/stages/scarlet-devil-tower';
/** A floor is public once the global version has released it. */
const releasedFloor = (global: string | null, now: number) => global !== null && Date.parse(global) <= now;

/** A floor's head: its number, enemies and rewards; null for a floor not out in global (unless the link asks for JP content). */
export function floorMeta(json: unknown, { jpContent, now }: { jpContent: boolean; now: number }): PageMeta | null {
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
  const title = `${TOWER_TITLE} ${floorTitle(floor.floor)}`;
  const path = `${FLOOR_PAGE}?floor=${floor.floor}`;
  return {
    title,
    description: `Enemies: ${enemies.join(', ') || 'none'}. Rewards: ${rewards.join(', ') || 'none'}.`,
    canonical: path,
    type: 'article',
    card: {
      kicker: TOWER_TITLE,
      heading: floorTitle(floor.floor),
      lines: [`Enemies: ${enemies.join(', ') || 'none'}`, `Rewards: ${rewards.slice(0, 3).join(', ') || 'none'}`],
      accent: '#c0392b',
      ...(art ? { art } : {}),
    },
    breadcrumbs: [
      { name: TOWER_TITLE, path: FLOOR_PAGE },
      { name: floorTitle(floor.floor), path },
    ],
  };
}

export const pageServer: PageServer = {
  searchDocuments,
  async pageMeta(url, apiText, now) {
    if (url.pathname !== FLOOR_PAGE || !url.searchParams.has('floor')) return null;
    const text = await apiText(apiUrlFor(api.towerDetail, { floor: parseFloorQuery(url.searchParams.get('floor')) }));
    if (text === null) return null;
    try {
      return floorMeta(JSON.parse(text), { jpContent: linkAsksForJpContent(url.searchParams), now });
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
