/**
 * The five remotes and the URL section each one owns. The MF container names are identifiers
 * (no hyphens) because the runtime uses them as global variable names.
 */
export const SECTIONS = [
  { id: 'characters', container: 'characters', basePath: '/characters', title: 'Character Tracker' },
  { id: 'prayers', container: 'prayers', basePath: '/prayers', title: 'Prayer Tracker' },
  { id: 'story-cards', container: 'story_cards', basePath: '/story-cards', title: 'Story Card Tracker' },
  { id: 'tower', container: 'tower', basePath: '/stages', title: 'Scarlet Devil Tower' },
  { id: 'update-log', container: 'update_log', basePath: '/update-log', title: 'Update Log' },
] as const;

export type Section = (typeof SECTIONS)[number];
export type SectionId = Section['id'];

export const SECTION_IDS: readonly SectionId[] = SECTIONS.map((s) => s.id);

export const sectionById = (id: SectionId): Section => SECTIONS.find((s) => s.id === id)!;

/** The section whose subtree holds a canonical pathname, or null for shell pages. */
export function sectionForPath(pathname: string): Section | null {
  const path = pathname.toLowerCase();
  return SECTIONS.find((s) => path === s.basePath || path.startsWith(`${s.basePath}/`)) ?? null;
}
