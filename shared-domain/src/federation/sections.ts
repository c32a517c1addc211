import type { Locale } from '../i18n/locales';

/**
 * The remotes and the URL section each one owns: the one list of sections kept by hand besides
 * `/remotes.json` (whose local source is ports.config.mjs). The shell needs it before a remote's
 * pages.json has arrived, or when it never does: to route a URL to its remote, name the remote's
 * container and title its "unavailable" box. A section's pages, menu lines and links come from its
 * pages.json; scripts, tests and deploy/ list the remotes from `/remotes.json` or the remotes/
 * folders. The MF container names are identifiers (no hyphens): the runtime uses them as globals.
 */
export const SECTIONS = [
  { id: 'characters', container: 'characters', basePath: '/characters', title: 'Character Tracker', titleJa: 'キャラクタートラッカー' },
  { id: 'prayers', container: 'prayers', basePath: '/prayers', title: 'Prayer Tracker', titleJa: '祈祷トラッカー' },
  { id: 'story-cards', container: 'story_cards', basePath: '/story-cards', title: 'Story Card Tracker', titleJa: '絵札トラッカー' },
  { id: 'tower', container: 'tower', basePath: '/stages', title: 'Scarlet Devil Tower', titleJa: '紅魔塔' },
  { id: 'update-log', container: 'update_log', basePath: '/update-log', title: 'Update Log', titleJa: '更新履歴' },
] as const;

export type Section = (typeof SECTIONS)[number];
export type SectionId = Section['id'];

export const SECTION_IDS: readonly SectionId[] = SECTIONS.map((s) => s.id);

export const sectionById = (id: SectionId): Section => SECTIONS.find((s) => s.id === id)!;

/** A section's title in a language (its "unavailable" box and loading line, before its pages.json is known). */
export const sectionTitle = (id: SectionId, locale: Locale): string => {
  const section = sectionById(id);
  return locale === 'ja' ? section.titleJa : section.title;
};

/** The section whose subtree holds a canonical pathname, or null for shell pages. */
export function sectionForPath(pathname: string): Section | null {
  const path = pathname.toLowerCase();
  return SECTIONS.find((s) => path === s.basePath || path.startsWith(`${s.basePath}/`)) ?? null;
}
