import { escapeXml } from 'shared-domain/formatting/escape-xml';
import { SEARCH_GROUPS, SEARCH_GROUP_TITLES, type SearchGroup } from 'shared-domain/federation/search-document';
import type { SearchHit } from '../../src/search/search-engine';
import { MAX_QUERY_LENGTH } from '../../src/search/search-limits';
import { RESULTS_PAGE_ID } from '../../src/search/server-results';

/** The results page's own styles (it is written here, not by React), sent inline with a CSP hash. */
export const RESULTS_PAGE_CSS = `
#${RESULTS_PAGE_ID}{max-width:56rem;margin:0 auto;padding:1rem clamp(0.75rem,3vw,1.5rem) 3rem}
#${RESULTS_PAGE_ID} h1{margin:0.5rem 0 1rem;font-size:1.5rem}
#${RESULTS_PAGE_ID} form{display:flex;gap:0.5rem;flex-wrap:wrap;margin-bottom:1rem}
#${RESULTS_PAGE_ID} label{flex-basis:100%;font-weight:600}
#${RESULTS_PAGE_ID} input[type=search]{flex:1;min-width:0;min-height:2.75rem;padding:0 0.75rem;font:inherit;color:var(--text);background:var(--bg-sunken);border:1px solid var(--border);border-radius:var(--radius)}
#${RESULTS_PAGE_ID} button{min-height:2.75rem;padding:0 1rem;font:inherit;font-weight:600;color:var(--bg);background:var(--accent);border:0;border-radius:var(--radius);cursor:pointer}
#${RESULTS_PAGE_ID} h2{font-size:1.05rem;margin:1.5rem 0 0.5rem;color:var(--text-muted)}
#${RESULTS_PAGE_ID} ul{list-style:none;margin:0;padding:0;border:1px solid var(--border);border-radius:var(--radius);background:var(--bg-raised)}
#${RESULTS_PAGE_ID} li+li{border-top:1px solid var(--border)}
#${RESULTS_PAGE_ID} li a{display:flex;flex-wrap:wrap;gap:0 0.75rem;align-items:baseline;padding:0.625rem 0.875rem;color:var(--text);text-decoration:none;min-height:2.75rem;box-sizing:border-box}
#${RESULTS_PAGE_ID} li a:hover,#${RESULTS_PAGE_ID} li a:focus-visible{background:var(--bg-sunken)}
#${RESULTS_PAGE_ID} .srp-title{font-weight:600}
#${RESULTS_PAGE_ID} .srp-sub{color:var(--text-muted);font-size:0.875rem}
#${RESULTS_PAGE_ID} .srp-jp{font-size:0.75rem;font-weight:700;padding:0 0.375rem;border-radius:0.25rem;border:1px solid currentColor;color:var(--accent)}
#${RESULTS_PAGE_ID} .srp-note{color:var(--text-muted)}
`.trim();

export interface ResultsPage {
  /** What was typed, as the link carries it. */
  typed: string;
  hits: readonly SearchHit[];
  /** JP content on: the link asked for it (`jp=1`), and the results may show what it reveals, marked. */
  jpContent: boolean;
  /** The index could not be made (the API or a remote down): said, not shown as "no results". */
  unavailable?: boolean;
}

/** A result's link: a character opens its modal over this page, the rest open their pages. */
function hitHref(hit: SearchHit, typed: string, jpContent: boolean): string {
  const d = hit.document;
  if (d.character === undefined) return d.url;
  const params = new URLSearchParams({ q: typed });
  if (jpContent) params.set('jp', '1');
  params.set('character', String(d.character));
  return `/search?${params.toString()}`;
}

/**
 * The results page's HTML (inside the page's #root): the GET form again, then the results by group.
 * Everything it echoes is escaped; a query that finds nothing, is empty or too long gets a sentence.
 */
export function resultsPageHtml({ typed, hits, jpContent, unavailable = false }: ResultsPage): string {
  const chars = [...typed];
  const cut = chars.length > MAX_QUERY_LENGTH;
  // Control characters are shown as spaces: the echo is one line, whatever the link carries.
  const shown = escapeXml(
    chars
      .slice(0, MAX_QUERY_LENGTH)
      .join('')
      .replace(/\p{Cc}/gu, ' '),
  );
  const form = [
    `<form role="search" action="/search" method="get">`,
    `<label for="search-page-q">Search characters, story cards, illustrators, prayers, floors and pages</label>`,
    `<input id="search-page-q" type="search" name="q" value="${shown}" maxlength="${MAX_QUERY_LENGTH}" autocomplete="off" dir="auto" enterkeyhint="search">`,
    jpContent ? `<input type="hidden" name="jp" value="1">` : '',
    `<button type="submit">Search</button>`,
    `</form>`,
  ].join('');
  const notes: string[] = [];
  if (cut) notes.push(`<p class="srp-note">Only the first ${MAX_QUERY_LENGTH} characters were searched.</p>`);
  let body: string;
  if (unavailable) body = `<p role="status">Search is not available right now: try again in a moment.</p>`;
  else if (typed.trim() === '') body = `<p role="status">Type a name, a code like “Cf1#”, an effect, a prayer or a floor.</p>`;
  else if (hits.length === 0) body = `<p role="status">No results for “<bdi>${shown}</bdi>”.</p>`;
  else {
    const byGroup = new Map<SearchGroup, SearchHit[]>();
    for (const hit of hits) byGroup.set(hit.document.group, [...(byGroup.get(hit.document.group) ?? []), hit]);
    const sections = SEARCH_GROUPS.filter((g) => byGroup.has(g)).map((group) => {
      const items = byGroup.get(group)!.map((hit) => {
        const d = hit.document;
        const mark = d.spoiler ? ` <span class="srp-jp" title="JP-only or not out in global yet">JP</span>` : '';
        const sub = d.subtitle ? ` <span class="srp-sub">${escapeXml(d.subtitle)}</span>` : '';
        return `<li><a href="${escapeXml(hitHref(hit, typed, jpContent))}"><span class="srp-title">${escapeXml(d.title)}</span>${mark}${sub}</a></li>`;
      });
      return `<section aria-labelledby="srp-${group}"><h2 id="srp-${group}">${SEARCH_GROUP_TITLES[group]}</h2><ul>${items.join('')}</ul></section>`;
    });
    body = `<p role="status">${hits.length} result${hits.length === 1 ? '' : 's'} for “<bdi>${shown}</bdi>”</p>${sections.join('')}`;
  }
  return `<main id="${RESULTS_PAGE_ID}" data-query="${shown}"><h1>Search</h1>${form}${notes.join('')}${body}</main>`;
}
