import { sectionForLocation } from './section-for-location';
import type { Section } from 'shared-domain/federation/sections';
import { aliasRulesNow } from '../routing/site-pages';

/** The section a link leads to (aliases resolved), or null for shell pages and other sites. */
export function sectionForHref(href: string, origin = window.location.origin): Section | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return sectionForLocation(url, aliasRulesNow());
}
