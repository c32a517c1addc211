import type { Locale } from '../i18n/locales';
/**
 * One thing the site-wide search can find, as the section that owns it declares it (a remote's
 * server module) and the shell's server indexes it. Pure data: the shell normalises and ranks.
 */
export interface SearchDocument {
  /** Unique across the site: '<group>:<key>' ('characters:1001', 'floors:120'). */
  id: string;
  group: SearchGroup;
  /** What a result shows first. */
  title: string;
  /** A short second line (a title, a kind, a date), in English or in no language ('5★ · Mitsuki'). */
  subtitle?: string;
  /** The second line in another language, where it has words: the section's own, from its catalogue. */
  subtitleIn?: Partial<Record<Locale, string>>;
  /** Every name a player may type for it, whole (any language, romaji in either order, codes with names). */
  names: string[];
  /** Keywords matched word by word after the names (effects, roles, tags). */
  keywords?: string[];
  /** Free text matched last. */
  description?: string;
  /** The path and query it opens; a character opens its modal over the current page instead. */
  url: string;
  /** A character's id: Enter opens its modal where the player is (`?character=ID`). */
  character?: number;
  /**
   * JP-only or not out yet for a global player at the time it was declared: left out of the index
   * and the results unless JP content is on, where it is marked.
   */
  spoiler?: boolean;
}

/** The result groups, in the order the box lists them. */
export const SEARCH_GROUPS = ['characters', 'story-cards', 'illustrators', 'prayers', 'floors', 'pages', 'settings'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

/** Whether a remote's answer is a usable document (a remote built against another shape is skipped, not trusted). */
export function isSearchDocument(value: unknown): value is SearchDocument {
  if (typeof value !== 'object' || value === null) return false;
  const d = value as Partial<SearchDocument>;
  return (
    typeof d.id === 'string' &&
    d.id.startsWith(`${String(d.group)}:`) &&
    typeof d.title === 'string' &&
    typeof d.url === 'string' &&
    d.url.startsWith('/') &&
    (SEARCH_GROUPS as readonly string[]).includes(String(d.group)) &&
    Array.isArray(d.names) &&
    d.names.every((n) => typeof n === 'string')
  );
}
