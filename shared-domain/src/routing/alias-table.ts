/**
 * Every alias and redirect of spec section 2, readings A and B, as one data table.
 *
 * - `prefix` rules rewrite a path and everything below it (`/chara/release-order` →
 *   `/characters/release-order`).
 * - `exact` rules rewrite one path only.
 * A path segment written `fp-:id` captures the rest of that segment; `:id` in `to` inserts it
 * (a `to` may carry a query, which is merged into the visitor's query).
 */
export interface AliasRule {
  from: string;
  to: string;
  kind: 'prefix' | 'exact';
}

const prefix = (to: string, ...from: string[]): AliasRule[] => from.map((f) => ({ from: f, to, kind: 'prefix' }));
const exact = (to: string, ...from: string[]): AliasRule[] => from.map((f) => ({ from: f, to, kind: 'exact' }));
const under = (base: string, names: string[]) => names.map((n) => `${base}/${n}`);

/** The children shared by the standard and the ritual prayer pools. */
const poolChildren = (base: string): AliasRule[] => [
  ...exact(base, ...under(base, ['character-list', 'characters', 'character', 'list'])),
  ...prefix(`${base}/date-order`, ...under(base, ['dates', 'date'])),
  ...prefix(`${base}/info`, ...under(base, ['simulator', 'prayer-simulator', 'detail', 'prayer-detail', 'prayer-info'])),
];

export const ALIAS_TABLE: readonly AliasRule[] = [
  // Reading B: sections
  ...prefix('/prayers', '/prayer', '/prayer-tracker'),
  ...prefix('/characters', '/character-list', '/character-tracker', '/chara', '/character'),
  ...prefix('/story-cards', '/story-card', '/story-card-list', '/card', '/cards', '/card-list', '/story-card-tracker'),
  ...prefix('/stages', '/stage', '/stage-tracker'),
  ...prefix('/update-log', '/updates', '/logs', '/changes', '/change-log'),
  ...exact('/prayers', '/prayer-list'),
  ...prefix('/prayers/forever-prayer', '/forever-prayer'),

  // Prayers
  ...exact('/prayers', '/prayers/prayer-list', '/prayers/list', '/prayers/test', '/prayers/prayer-detail'),
  ...exact('/prayers/forever-prayer?id=:id', '/prayers/info/fp-:id'),
  ...prefix(
    '/prayers/standard-prayer',
    ...under('/prayers', ['standard-pool', 'general-pool', 'general-prayer', 'general', 'genpool', 'gen', 'gen-prayer', 'standard']),
  ),
  ...prefix(
    '/prayers/ritual-prayer',
    ...under('/prayers', ['ema', 'ema-pool', 'ema-prayer', 'ritual', 'friend-ritual', 'my-exchange-ema', 'my-exchange-ema-pool', 'my-exchange-ema-prayer']),
  ),
  ...poolChildren('/prayers/standard-prayer'),
  ...poolChildren('/prayers/ritual-prayer'),
  ...prefix('/prayers/forever-prayer', '/prayers/fp', '/prayers/forever', '/prayers/forever-prayer-v3'),
  ...prefix('/prayers/kourindou-roulette', '/prayers/roulette', '/prayers/kourindou'),

  // Characters: pages that live in the prayer section, then alias spellings
  ...prefix('/prayers/standard-prayer', '/characters/standard-prayer', '/characters/standard-pool'),
  ...prefix('/prayers/ritual-prayer', '/characters/ritual-prayer', '/characters/ritual-pool'),
  ...prefix('/prayers/forever-prayer', '/characters/forever-prayer', '/characters/forever-prayer-v3'),
  ...prefix('/prayers/kourindou-roulette', '/characters/kourindou-roulette'),
  ...prefix(
    '/characters/conventional-list',
    ...under('/characters', ['conventional-order', 'conventional', 'canonical-order', 'canonical', 'canon', 'list', 'series']),
  ),
  ...prefix('/characters/variant-tracker', ...under('/characters', ['variants', 'variant', 'variant-list'])),
  ...prefix('/characters/universe-tracker', ...under('/characters', ['universe', 'universes', 'universe-list', 'worlds'])),
  ...prefix('/characters/release-order', ...under('/characters', ['release', 'releases', 'release-date', 'chronological'])),
  ...prefix('/characters/rebirth-order', ...under('/characters', ['rebirth', 'rebirth-date', 'fr-order', 'batch-order'])),
  ...prefix('/characters/rebirth-costume-order', ...under('/characters', ['rebirth-costume', 'costume-order', 'rebirth-costume-date'])),
  ...prefix('/characters/unreleased-characters', ...under('/characters', ['unreleased', 'unreleased-list'])),
  ...prefix('/characters/prayer-type', ...under('/characters', ['prayer-types', 'prayer-type-listing', 'banner-type', 'gacha-type'])),
  ...prefix('/characters/role-type', ...under('/characters', ['role', 'roles', 'role-types', 'role-type-listing'])),

  // Story cards
  ...exact('/story-cards', '/story-cards/story-card-list', '/story-cards/list'),
  ...prefix(
    '/story-cards/illustrators',
    ...under('/story-cards', ['illustrator', 'illustrator-tracker', 'artist', 'artist-tracker', 'artists', 'illust-tracker', 'illust']),
  ),

  // Stages
  ...prefix('/stages/scarlet-devil-tower', ...under('/stages', ['sdt', 'scarlet-tower', 'tower'])),
  ...prefix('/stages/scarlet-devil-tower/rewards', ...under('/stages/scarlet-devil-tower', ['reward', 'item', 'items'])),
  ...exact('/stages', '/stages/vs-divergent-spirit'),

  // Reading A pages with no same-named reading-B path
  ...exact('/menu', '/about', '/navigator'),
  ...exact('/settings', '/settings-page'),
  ...exact('/offline', '/errors/offline'),
  ...exact('/', '/test', '/errors/test'),
];
