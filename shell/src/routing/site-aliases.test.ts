import { manifestPageFor } from 'shared-domain/federation/page-manifest';
import { resolveAlias } from 'shared-domain/routing/resolve-alias';
import { SHELL_MENU_LINES, SHELL_NAV } from './shell-pages';
import { buildSitePages } from './site-pages';
import { remoteCount, remoteManifests } from './test-support/remote-manifests';

// The site's alias rules as the shell builds them: its own, and every remote's manifest as published.
const manifests = remoteManifests();
const RULES = buildSitePages(manifests).aliases;

const go = (url: string) => {
  const [pathname = '/', query] = url.split('?');
  return resolveAlias({ pathname, search: query ? `?${query}` : '' }, RULES);
};

// Where every alias and old link lands, written out by hand from the site's list of pages and
// aliases, never computed by the resolver under test: a wrong alias in a remote's page manifest
// (src/page-manifest.json) fails here. routes.spec.ts follows a handful of them in the browser.

/** Reading B: [visited, where the visitor must land]. */
const READING_B: ReadonlyArray<readonly [string, string]> = [
  // /prayers: aliases /prayer, /prayer-tracker; /prayer-list redirects; /forever-prayer → /prayer/forever-prayer
  ['/prayer', '/prayers'],
  ['/prayer-tracker', '/prayers'],
  ['/prayer-list', '/prayers'],
  ['/forever-prayer', '/prayers/forever-prayer'],
  ['/forever-prayer?id=3', '/prayers/forever-prayer?id=3'],
  ['/prayer/menu', '/prayers/menu'],
  // /characters: aliases /character-list, /character-tracker, /chara
  ['/character-list', '/characters'],
  ['/character-tracker', '/characters'],
  ['/chara', '/characters'],
  ['/chara/release-order', '/characters/release-order'],
  // /story-cards: aliases /story-card, /story-card-list, /card, /cards, /card-list
  ['/story-card', '/story-cards'],
  ['/story-card-list', '/story-cards'],
  ['/card', '/story-cards'],
  ['/cards', '/story-cards'],
  ['/card-list', '/story-cards'],
  // /story-cards/illustrators: aliases illustrator, illustrator-tracker, artist, artist-tracker, artists
  ['/story-cards/illustrator', '/story-cards/illustrators'],
  ['/story-cards/illustrator-tracker', '/story-cards/illustrators'],
  ['/story-cards/artist', '/story-cards/illustrators'],
  ['/story-cards/artist-tracker', '/story-cards/illustrators'],
  ['/story-cards/artists', '/story-cards/illustrators'],
  ['/cards/artists', '/story-cards/illustrators'],
  // /stages: aliases /stage, /stage-tracker
  ['/stage', '/stages'],
  ['/stage-tracker', '/stages'],
  // /stages/scarlet-devil-tower: aliases sdt, scarlet-tower, tower; query parameter floor
  ['/stages/sdt', '/stages/scarlet-devil-tower'],
  ['/stages/scarlet-tower', '/stages/scarlet-devil-tower'],
  ['/stages/tower', '/stages/scarlet-devil-tower'],
  ['/stages/tower?floor=4', '/stages/scarlet-devil-tower?floor=4'],
  ['/stage/sdt', '/stages/scarlet-devil-tower'],
  // /stages/scarlet-devil-tower/rewards: aliases reward, item, rewards, items
  ['/stages/scarlet-devil-tower/reward', '/stages/scarlet-devil-tower/rewards'],
  ['/stages/scarlet-devil-tower/item', '/stages/scarlet-devil-tower/rewards'],
  ['/stages/scarlet-devil-tower/items', '/stages/scarlet-devil-tower/rewards'],
  ['/stages/sdt/rewards', '/stages/scarlet-devil-tower/rewards'],
  ['/stages/tower/items', '/stages/scarlet-devil-tower/rewards'],
  // /update-log: aliases /updates, /logs, /changes, /change-log
  ['/updates', '/update-log'],
  ['/logs', '/update-log'],
  ['/changes', '/update-log'],
  ['/change-log', '/update-log'],
];

/** Prayer routes (relative to /prayers). */
const PRAYER_ROUTES: ReadonlyArray<readonly [string, string]> = [
  // 'info/fp-{id}' redirects to /forever-prayer?id={id}
  ['/prayers/info/fp-3', '/prayers/forever-prayer?id=3'],
  ['/prayer/info/fp-3', '/prayers/forever-prayer?id=3'],
  // standard-prayer and its aliases
  ...['standard-pool', 'general-pool', 'general-prayer', 'general', 'genpool', 'gen', 'gen-prayer', 'standard'].map(
    (alias) => [`/prayers/${alias}`, '/prayers/standard-prayer'] as const,
  ),
  // ritual-prayer and its aliases
  ...['ema', 'ema-pool', 'ema-prayer', 'ritual', 'friend-ritual', 'my-exchange-ema', 'my-exchange-ema-pool', 'my-exchange-ema-prayer'].map(
    (alias) => [`/prayers/${alias}`, '/prayers/ritual-prayer'] as const,
  ),
  // The three children of each pool: '' (character-list, characters, character, list),
  // 'date-order' (dates, date), 'info' (simulator, prayer-simulator, detail, prayer-detail, prayer-info)
  ...['standard', 'ritual'].flatMap((pool) => [
    [`/prayers/${pool}-prayer/character-list`, `/prayers/${pool}-prayer`] as const,
    [`/prayers/${pool}-prayer/characters`, `/prayers/${pool}-prayer`] as const,
    [`/prayers/${pool}-prayer/character`, `/prayers/${pool}-prayer`] as const,
    [`/prayers/${pool}-prayer/list`, `/prayers/${pool}-prayer`] as const,
    [`/prayers/${pool}-prayer/dates`, `/prayers/${pool}-prayer/date-order`] as const,
    [`/prayers/${pool}-prayer/date`, `/prayers/${pool}-prayer/date-order`] as const,
    [`/prayers/${pool}-prayer/simulator`, `/prayers/${pool}-prayer/info`] as const,
    [`/prayers/${pool}-prayer/prayer-simulator`, `/prayers/${pool}-prayer/info`] as const,
    [`/prayers/${pool}-prayer/detail`, `/prayers/${pool}-prayer/info`] as const,
    [`/prayers/${pool}-prayer/prayer-detail`, `/prayers/${pool}-prayer/info`] as const,
    [`/prayers/${pool}-prayer/prayer-info`, `/prayers/${pool}-prayer/info`] as const,
  ]),
  // an alias parent with an alias child
  ['/prayers/gen/dates', '/prayers/standard-prayer/date-order'],
  ['/prayers/ema/simulator', '/prayers/ritual-prayer/info'],
  ['/prayer/ritual/list', '/prayers/ritual-prayer'],
  // 'forever-prayer' (aliases fp, forever), optional query id
  ['/prayers/fp', '/prayers/forever-prayer'],
  ['/prayers/forever', '/prayers/forever-prayer'],
  ['/prayers/fp?id=3', '/prayers/forever-prayer?id=3'],
  // 'kourindou-roulette' (aliases roulette, kourindou)
  ['/prayers/roulette', '/prayers/kourindou-roulette'],
  ['/prayers/kourindou', '/prayers/kourindou-roulette'],
];

/** Character routes (relative to /characters), with the spellings the site accepts. */
const CHARACTER_ROUTES: ReadonlyArray<readonly [string, string]> = [
  // standard-prayer, ritual-prayer and forever-prayer redirect to the /prayer/... paths
  ['/characters/standard-prayer', '/prayers/standard-prayer'],
  ['/characters/ritual-prayer', '/prayers/ritual-prayer'],
  ['/characters/forever-prayer', '/prayers/forever-prayer'],
  ['/characters/standard-prayer/date-order', '/prayers/standard-prayer/date-order'],
  ['/characters/ritual-prayer/date-order', '/prayers/ritual-prayer/date-order'],
  ['/characters/kourindou-roulette', '/prayers/kourindou-roulette'],
  // conventional-list (alias canonical order and others)
  ...['conventional-order', 'conventional', 'canonical-order', 'canonical', 'canon', 'list', 'series'].map(
    (alias) => [`/characters/${alias}`, '/characters/conventional-list'] as const,
  ),
  ...['variants', 'variant', 'variant-list'].map((alias) => [`/characters/${alias}`, '/characters/variant-tracker'] as const),
  ...['universe', 'universes', 'universe-list', 'worlds'].map((alias) => [`/characters/${alias}`, '/characters/universe-tracker'] as const),
  ...['release', 'releases', 'release-date', 'chronological'].map(
    (alias) => [`/characters/${alias}`, '/characters/release-order'] as const,
  ),
  ...['rebirth', 'rebirth-date', 'fr-order', 'batch-order'].map((alias) => [`/characters/${alias}`, '/characters/rebirth-order'] as const),
  ...['rebirth-costume', 'costume-order', 'rebirth-costume-date'].map(
    (alias) => [`/characters/${alias}`, '/characters/rebirth-costume-order'] as const,
  ),
  ...['unreleased', 'unreleased-list'].map((alias) => [`/characters/${alias}`, '/characters/unreleased-characters'] as const),
  ...['prayer-types', 'prayer-type-listing', 'banner-type', 'gacha-type'].map(
    (alias) => [`/characters/${alias}`, '/characters/prayer-type'] as const,
  ),
  ...['role', 'roles', 'role-types', 'role-type-listing'].map((alias) => [`/characters/${alias}`, '/characters/role-type'] as const),
  ['/chara/canonical-order', '/characters/conventional-list'],
  ['/chara/release-order?type=fes&rebirth=yes', '/characters/release-order?type=fes&rebirth=yes'],
];

/** Reading A: every path, and the reading-B page it shows. */
const READING_A: ReadonlyArray<readonly [string, string]> = [
  ['/404', '/404'],
  ['/about', '/menu'],
  ['/character-tracker/batch-order', '/characters/rebirth-order'],
  ['/character-tracker/conventional-order', '/characters/conventional-list'],
  ['/character-tracker/forever-prayer-v3', '/prayers/forever-prayer'],
  ['/character-tracker/kourindou-roulette', '/prayers/kourindou-roulette'],
  ['/character-tracker/prayer-type-listing', '/characters/prayer-type'],
  ['/character-tracker/release-order', '/characters/release-order'],
  ['/character-tracker/role-type-listing', '/characters/role-type'],
  ['/character-tracker/standard-prayer', '/prayers/standard-prayer'],
  ['/character-tracker/universe-tracker', '/characters/universe-tracker'],
  ['/character-tracker/unreleased-characters', '/characters/unreleased-characters'],
  ['/character-tracker/variant-tracker', '/characters/variant-tracker'],
  ['/errors/offline', '/offline'],
  ['/errors/test', '/'],
  ['/', '/'],
  ['/navigator', '/menu'],
  ['/prayer-tracker/prayer-detail', '/prayers'],
  ['/prayer-tracker/prayer-list', '/prayers'],
  ['/prayer-tracker/test', '/prayers'],
  ['/settings-page', '/settings'],
  ['/stage-tracker/scarlet-devil-tower', '/stages/scarlet-devil-tower'],
  ['/stage-tracker/scarlet-devil-tower/rewards', '/stages/scarlet-devil-tower/rewards'],
  ['/stage-tracker/vs-divergent-spirit', '/stages'],
  ['/story-card-tracker/illust-tracker', '/story-cards/illustrators'],
  ['/story-card-tracker/story-card-list', '/story-cards'],
  ['/test', '/'],
  ['/update-log', '/update-log'],
];

/** The shell's own pages; every other page is one a remote's manifest declares. */
const SHELL_PAGES = ['/', '/menu', '/settings', '/offline', '/404'];
const isPage = (url: string) => {
  const pathname = url.split('?')[0]!;
  return SHELL_PAGES.includes(pathname) || manifestPageFor(manifests, pathname) !== null;
};

describe.each([
  ['reading B', READING_B],
  ['prayer routes', PRAYER_ROUTES],
  ['character routes', CHARACTER_ROUTES],
  ['reading A', READING_A],
])('every %s alias and redirect lands on its page', (_name, table) => {
  it.each(table)('%s -> %s', (from, to) => {
    expect(go(from) ?? from).toBe(to);
    expect(isPage(to)).toBe(true);
  });
});

describe('resolveAlias behaviour', () => {
  it('leaves every page alone: each one the manifests declare, and the shell pages', () => {
    const pages = [
      ...manifests.flatMap((m) => m.pages.map((p) => p.path.replace(/:\w+/g, '1'))),
      ...SHELL_NAV.map((link) => link.to),
      ...SHELL_MENU_LINES.map((line) => line.to),
      '/offline',
      '/404',
    ];
    expect(pages.filter((page) => go(page) !== null)).toEqual([]);
  });
  it('keeps the query and sub-paths', () => {
    expect(go('/chara/release-order?type=fes&rebirth=yes')).toBe('/characters/release-order?type=fes&rebirth=yes');
  });
  it('forgives case and trailing slashes', () => {
    expect(go('/Prayer-List')).toBe('/prayers');
    expect(go('/characters/')).toBe('/characters');
  });
  it('leaves unknown paths to the 404 page', () => {
    expect(go('/nope/at/all')).toBeNull();
    expect(go('/prayers/info/fp-')).toBeNull();
  });
  it('never ends on another alias (no chains left unresolved, no cycles)', () => {
    expect(manifests).toHaveLength(remoteCount());
    for (const rule of RULES) {
      const target = go(rule.from.replace(':id', '1'));
      expect(target).not.toBeNull();
      const [pathname = '/', query] = target!.split('?');
      expect(resolveAlias({ pathname, search: query ? `?${query}` : '' }, RULES)).toBeNull();
    }
  });
});
