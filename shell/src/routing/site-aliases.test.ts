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

// Written out by hand from the site's list of pages and aliases, not derived from the manifests.
const readingB: Array<[string, string]> = [
  ['/prayer', '/prayers'],
  ['/prayer-tracker', '/prayers'],
  ['/prayer-list', '/prayers'],
  ['/forever-prayer', '/prayers/forever-prayer'],
  ['/forever-prayer?id=7', '/prayers/forever-prayer?id=7'],
  ['/prayers/info/fp-12', '/prayers/forever-prayer?id=12'],
  ['/prayer/info/fp-3', '/prayers/forever-prayer?id=3'],
  ['/character-list', '/characters'],
  ['/character-tracker', '/characters'],
  ['/chara', '/characters'],
  ['/story-card', '/story-cards'],
  ['/story-card-list', '/story-cards'],
  ['/card', '/story-cards'],
  ['/cards', '/story-cards'],
  ['/card-list', '/story-cards'],
  ['/stage', '/stages'],
  ['/stage-tracker', '/stages'],
  ['/updates', '/update-log'],
  ['/logs', '/update-log'],
  ['/changes', '/update-log'],
  ['/change-log', '/update-log'],
  ['/characters/standard-prayer', '/prayers/standard-prayer'],
  ['/characters/ritual-prayer', '/prayers/ritual-prayer'],
  ['/characters/forever-prayer', '/prayers/forever-prayer'],
  ['/characters/standard-prayer/date-order', '/prayers/standard-prayer/date-order'],
  ['/characters/ritual-prayer/date-order', '/prayers/ritual-prayer/date-order'],
  ['/characters/conventional-order', '/characters/conventional-list'],
  ['/characters/canonical-order', '/characters/conventional-list'],
  ['/cards/artists', '/story-cards/illustrators'],
  ['/stage/tower?floor=5', '/stages/scarlet-devil-tower?floor=5'],
  ['/stages/sdt/items', '/stages/scarlet-devil-tower/rewards'],
  ['/prayers/roulette', '/prayers/kourindou-roulette'],
  ['/prayers/kourindou', '/prayers/kourindou-roulette'],
  ['/prayers/fp?id=2', '/prayers/forever-prayer?id=2'],
  ['/prayers/forever', '/prayers/forever-prayer'],
];

const poolAliases = {
  standard: ['standard-pool', 'general-pool', 'general-prayer', 'general', 'genpool', 'gen', 'gen-prayer', 'standard'],
  ritual: ['ema', 'ema-pool', 'ema-prayer', 'ritual', 'friend-ritual', 'my-exchange-ema', 'my-exchange-ema-pool', 'my-exchange-ema-prayer'],
};
const childAliases: Array<[string[], string]> = [
  [['character-list', 'characters', 'character', 'list'], ''],
  [['dates', 'date'], '/date-order'],
  [['simulator', 'prayer-simulator', 'detail', 'prayer-detail', 'prayer-info'], '/info'],
];
for (const [pool, aliases] of Object.entries(poolAliases)) {
  const base = `/prayers/${pool}-prayer`;
  for (const alias of aliases) {
    readingB.push([`/prayers/${alias}`, base]);
    readingB.push([`/prayers/${alias}/date-order`, `${base}/date-order`]);
  }
  for (const [children, target] of childAliases) {
    for (const child of children) readingB.push([`${base}/${child}`, `${base}${target}`]);
  }
}
for (const alias of ['illustrator', 'illustrator-tracker', 'artist', 'artist-tracker', 'artists']) {
  readingB.push([`/story-cards/${alias}`, '/story-cards/illustrators']);
}
for (const alias of ['sdt', 'scarlet-tower', 'tower']) {
  readingB.push([`/stages/${alias}`, '/stages/scarlet-devil-tower']);
  readingB.push([`/stages/${alias}/rewards`, '/stages/scarlet-devil-tower/rewards']);
}
for (const alias of ['reward', 'item', 'items']) {
  readingB.push([`/stages/scarlet-devil-tower/${alias}`, '/stages/scarlet-devil-tower/rewards']);
}

const READING_A: Array<[string, string]> = [
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

describe('resolveAlias, reading B', () => {
  it.each(readingB)('%s -> %s', (from, to) => {
    expect(go(from)).toBe(to);
  });
});

describe('resolveAlias, reading A', () => {
  it.each(READING_A)('%s -> %s', (from, to) => {
    expect(go(from) ?? from.split('?')[0]).toBe(to);
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
