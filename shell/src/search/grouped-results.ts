import type { SearchGroup } from 'shared-domain/federation/search-document';
import type { SearchHit } from './search-engine';

export interface ResultGroup {
  group: SearchGroup;
  hits: SearchHit[];
}

/**
 * Hits in groups for the box's listbox: each group where its best hit ranks, so the first option
 * is always the best result; at most `perGroup` in a group, and at most `total` options in all
 * (the groups that come first, the last one cut short): what a screen shows, the results page the rest.
 */
export function groupedResults(hits: readonly SearchHit[], perGroup: number, total = Infinity): ResultGroup[] {
  const groups = new Map<SearchGroup, SearchHit[]>();
  for (const hit of hits) {
    const list = groups.get(hit.document.group) ?? [];
    if (list.length < perGroup) list.push(hit);
    groups.set(hit.document.group, list);
  }
  const out: ResultGroup[] = [];
  let left = total;
  for (const [group, list] of groups) {
    if (left <= 0) break;
    out.push({ group, hits: list.slice(0, left) });
    left -= list.length;
  }
  return out;
}

/** The link a result opens: a character's modal over the page the player is on, any other its page. */
export function resultTarget(hit: SearchHit, here: { pathname: string; search: string }): string {
  const { character, url } = hit.document;
  if (character === undefined) return url;
  const params = new URLSearchParams(here.search);
  params.set('character', String(character));
  return `${here.pathname}?${params.toString()}`;
}

/** The results page for a query (the box's "see all results"), JP content as the box shows it. */
export function resultsPageUrl(typed: string, jpContent: boolean): string {
  const params = new URLSearchParams({ q: typed });
  if (jpContent) params.set('jp', '1');
  return `/search?${params.toString()}`;
}
