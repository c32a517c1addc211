import { sectionForPath, type Section } from 'shared-domain/federation/sections';
import { resolveAlias } from 'shared-domain/routing/resolve-alias';

/** The section a link leads to (aliases resolved), or null for shell pages and other sites. */
export function sectionForHref(href: string, origin = window.location.origin): Section | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const target = resolveAlias({ pathname: url.pathname, search: url.search }) ?? url.pathname;
  return sectionForPath(target.split('?')[0] ?? '/');
}
