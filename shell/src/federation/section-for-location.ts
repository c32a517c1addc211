import { resolveAlias, type AliasRule } from 'shared-domain/routing/resolve-alias';
import { sectionForPath, type Section } from 'shared-domain/federation/sections';

/** The section a same-site location belongs to once its alias (if any) is resolved; null for shell pages. */
export function sectionForLocation(location: { pathname: string; search: string }, aliases: readonly AliasRule[]): Section | null {
  const target = resolveAlias(location, aliases) ?? location.pathname;
  return sectionForPath(target.split('?')[0] ?? '/');
}
