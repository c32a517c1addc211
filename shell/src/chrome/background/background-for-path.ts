import { sectionForPath, type SectionId } from 'shared-domain/federation/sections';

/** A section's backdrop is named by its id (a section without one in the stylesheet shows the base layer). */
export type BackgroundId = SectionId | 'home' | 'plain';

/**
 * The themed backdrop of a page: one per section (the tower owns all of /stages, the prayers
 * section all of /prayers), the home page its own, and a plain one for menu, settings, 404…
 * Expects a canonical path (aliases were redirected before anything renders).
 */
export function backgroundForPath(pathname: string): BackgroundId {
  const section = sectionForPath(pathname);
  if (section) return section.id;
  return pathname === '/' || pathname === '' ? 'home' : 'plain';
}
