import { resolveAlias, type AliasRule } from 'shared-domain/routing/resolve-alias';

/** Query parameters that name where a link was shared from, not what it shows. */
const TRACKING = /^(utm_.*|fbclid|gclid|ref)$/i;

/** A query with its parameters in one order (by name, then value), empty and tracking ones left out. */
export function foldedQuery(search: string): string {
  const params = [...new URLSearchParams(search)].filter(([name, value]) => value !== '' && !TRACKING.test(name));
  params.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return query ? `?${query}` : '';
}

/** Where an alias (or a reading-A path) leads, or null for a canonical path. */
export function aliasTarget(requestUrl: string, aliases: readonly AliasRule[]): string | null {
  const url = new URL(requestUrl, 'http://shell.invalid');
  return resolveAlias({ pathname: url.pathname, search: url.search }, aliases);
}

/**
 * The one URL (path and query) of what a link shows: an alias followed to its page, a trailing
 * slash dropped and the query's parameters put in one order.
 */
export function canonicalPath(requestUrl: string, aliases: readonly AliasRule[]): string {
  return canonicalOf(new URL(aliasTarget(requestUrl, aliases) ?? requestUrl, 'http://shell.invalid'));
}

/** A page's path without a trailing slash, and its query folded. */
export const canonicalOf = (page: URL): string =>
  (page.pathname.length > 1 ? page.pathname.replace(/\/+$/, '') : page.pathname) + foldedQuery(page.search);
