/**
 * Every canonical (reading B) page with its heading. The shell's e2e journeys and the remotes'
 * route tests use it; it is the checklist of "every page".
 */
export const CANONICAL_PAGES: ReadonlyArray<{ path: string; heading: string | RegExp }> = [
  { path: '/', heading: 'Touhou LostWord Tracker' },
  { path: '/settings', heading: 'Settings' },
  { path: '/menu', heading: 'Menu' },
  { path: '/offline', heading: 'You are offline' },
  { path: '/404', heading: 'Error Page Not Found' },
  { path: '/characters', heading: 'Character Tracker' },
  { path: '/characters/conventional-list', heading: 'Conventional Order' },
  { path: '/characters/variant-tracker', heading: 'Variant Tracker' },
  { path: '/characters/universe-tracker', heading: 'Universe Tracker' },
  { path: '/characters/release-order', heading: 'Release Order' },
  { path: '/characters/rebirth-order', heading: 'Rebirth Order' },
  { path: '/characters/rebirth-costume-order', heading: 'Rebirth Costume Order' },
  { path: '/characters/unreleased-characters', heading: 'Unreleased Characters' },
  { path: '/characters/prayer-type', heading: 'Characters by Prayer Type' },
  { path: '/characters/role-type', heading: 'Characters by Role' },
  { path: '/prayers', heading: 'Touhou LostWord Prayer Tracker' },
  { path: '/prayers/menu', heading: 'Prayer Menu' },
  { path: '/prayers/info/1', heading: /Prayer/ }, // the prayer's name ('Standard Prayer'), or 'Prayer' while it loads
  { path: '/prayers/standard-prayer', heading: 'Standard Prayer Characters' },
  { path: '/prayers/standard-prayer/date-order', heading: 'Standard Prayer by Date' },
  { path: '/prayers/standard-prayer/info', heading: 'Standard Prayer Simulator' },
  { path: '/prayers/ritual-prayer', heading: 'Ritual Prayer Characters' },
  { path: '/prayers/ritual-prayer/date-order', heading: 'Ritual Prayer by Date' },
  { path: '/prayers/ritual-prayer/info', heading: 'Ritual Prayer Simulator' },
  { path: '/prayers/forever-prayer', heading: /Forever Prayer/ },
  { path: '/prayers/kourindou-roulette', heading: 'Kourindou Roulette Character List' },
  { path: '/story-cards', heading: 'Story Card Tracker' },
  { path: '/story-cards/illustrators', heading: 'Illustrator Tracker' },
  { path: '/stages', heading: 'Stages' },
  { path: '/stages/scarlet-devil-tower', heading: /^Floor #\d+$/ },
  { path: '/stages/scarlet-devil-tower/rewards', heading: 'Scarlet Devil Tower Rewards' },
  { path: '/update-log', heading: 'Update Log' },
];
