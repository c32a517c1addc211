/**
 * The character pages: their canonical path (relative to /characters), heading and menu line.
 * Headings are the titles of the page manifest (its test and the routes test check them).
 */
export const CHARACTER_MENU_TITLE = 'Character Tracker';

export const CHARACTER_PAGES = {
  'conventional-list': { title: 'Conventional Order', description: 'Characters grouped by series, in conventional order.' },
  'variant-tracker': { title: 'Variant Tracker', description: 'Every variant of each character, and which are playable.' },
  'universe-tracker': { title: 'Universe Tracker', description: 'Characters by universe, starting with L1.' },
  'release-order': { title: 'Release Order', description: 'Characters in the order the global version released them.' },
  'rebirth-order': { title: 'Rebirth Order', description: 'Rebirth batches, numbered, with their dates.' },
  'rebirth-costume-order': { title: 'Rebirth Costume Order', description: 'Rebirth costume batches, numbered, with their dates.' },
  'unreleased-characters': { title: 'Unreleased Characters', description: 'Characters not yet playable in the global version.' },
  'prayer-type': { title: 'Characters by Prayer Type', description: 'Characters by the kind of prayer that offers them.' },
  'role-type': { title: 'Characters by Role', description: 'Characters grouped by their role.' },
} as const satisfies Record<string, { title: string; description: string }>;

export type CharacterPagePath = keyof typeof CHARACTER_PAGES;

/** Every character page offers the one JP-content setting where its spoilers are hidden. */
export const SPOILER_TOGGLE_LABEL = 'Show JP-only characters';
