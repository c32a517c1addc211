import { sectionForPath } from 'shared-domain/federation/sections';

export const BACKGROUND_IDS = ['home', 'characters', 'story-cards', 'tower', 'prayers', 'update-log', 'plain'] as const;
export type BackgroundId = (typeof BACKGROUND_IDS)[number];

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
