import type { MessageKey } from './messages/catalogue';

/**
 * The character pages: their canonical path (relative to /characters), and the messages of their
 * heading and menu line. Headings are the titles of the page manifest (its test and the routes test check them).
 */
export const CHARACTER_MENU_TITLE = 'menu.title' satisfies MessageKey;

export const CHARACTER_PAGES = {
  'conventional-list': { title: 'conventionalList.title', description: 'conventionalList.description' },
  'variant-tracker': { title: 'variantTracker.title', description: 'variantTracker.description' },
  'universe-tracker': { title: 'universeTracker.title', description: 'universeTracker.description' },
  'release-order': { title: 'releaseOrder.title', description: 'releaseOrder.description' },
  'rebirth-order': { title: 'batchOrder.rebirthTitle', description: 'batchOrder.rebirthDescription' },
  'rebirth-costume-order': { title: 'batchOrder.costumeTitle', description: 'batchOrder.costumeDescription' },
  'unreleased-characters': { title: 'unreleased.title', description: 'unreleased.description' },
  'prayer-type': { title: 'prayerType.title', description: 'prayerType.description' },
  'role-type': { title: 'roleType.title', description: 'roleType.description' },
} as const satisfies Record<string, { title: MessageKey; description: MessageKey }>;

export type CharacterPagePath = keyof typeof CHARACTER_PAGES;

/** Every character page offers the one JP-content setting where its spoilers are hidden. */
export const SPOILER_TOGGLE_LABEL = 'pages.jpOnlyToggle' satisfies MessageKey;
