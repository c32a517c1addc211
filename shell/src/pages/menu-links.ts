import type { IconName } from '../chrome/nav/nav-icons';

export interface MenuGroup {
  title: string;
  icon: IconName;
  links: ReadonlyArray<{ to: string; label: string }>;
}

/** Every section and subpage of spec section 2, reading B (the menu page is the site map). */
export const MENU_GROUPS: readonly MenuGroup[] = [
  {
    title: 'Characters',
    icon: 'characters',
    links: [
      { to: '/characters', label: 'Character Tracker' },
      { to: '/characters/conventional-list', label: 'Conventional Order' },
      { to: '/characters/variant-tracker', label: 'Variant Tracker' },
      { to: '/characters/universe-tracker', label: 'Universe Tracker' },
      { to: '/characters/release-order', label: 'Release Order' },
      { to: '/characters/rebirth-order', label: 'Rebirth Order' },
      { to: '/characters/rebirth-costume-order', label: 'Rebirth Costume Order' },
      { to: '/characters/unreleased-characters', label: 'Unreleased Characters' },
      { to: '/characters/prayer-type', label: 'Characters by Prayer Type' },
      { to: '/characters/role-type', label: 'Characters by Role' },
    ],
  },
  {
    title: 'Prayers',
    icon: 'prayers',
    links: [
      { to: '/prayers', label: 'Prayer Tracker' },
      { to: '/prayers/menu', label: 'Prayer Menu' },
      { to: '/prayers/standard-prayer', label: 'Standard Prayer Characters' },
      { to: '/prayers/standard-prayer/date-order', label: 'Standard Prayer by Date' },
      { to: '/prayers/standard-prayer/info', label: 'Standard Prayer Simulator' },
      { to: '/prayers/ritual-prayer', label: 'Ritual Prayer Characters' },
      { to: '/prayers/ritual-prayer/date-order', label: 'Ritual Prayer by Date' },
      { to: '/prayers/ritual-prayer/info', label: 'Ritual Prayer Simulator' },
      { to: '/prayers/forever-prayer', label: 'Forever Prayer' },
      { to: '/prayers/kourindou-roulette', label: 'Kourindou Roulette' },
    ],
  },
  {
    title: 'Story Cards',
    icon: 'story-cards',
    links: [
      { to: '/story-cards', label: 'Story Card Tracker' },
      { to: '/story-cards/illustrators', label: 'Illustrator Tracker' },
    ],
  },
  {
    title: 'Stages',
    icon: 'tower',
    links: [
      { to: '/stages', label: 'Stages' },
      { to: '/stages/scarlet-devil-tower', label: 'Scarlet Devil Tower' },
      { to: '/stages/scarlet-devil-tower/rewards', label: 'Scarlet Devil Tower Rewards' },
    ],
  },
  {
    title: 'Site',
    icon: 'menu',
    links: [
      { to: '/', label: 'Home' },
      { to: '/update-log', label: 'Update Log' },
      { to: '/settings', label: 'Settings' },
    ],
  },
];
