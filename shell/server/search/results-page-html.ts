import { escapeXml } from 'shared-domain/formatting/escape-xml';
import { SEARCH_GROUPS, type SearchGroup } from 'shared-domain/federation/search-document';
import type { PageManifest } from 'shared-domain/federation/page-manifest';
import { localePath, type Locale } from 'shared-domain/i18n/locales';
import type { ShellT } from '../../src/messages/catalogue';
import type { SearchHit } from '../../src/search/search-engine';
import { SEARCH_GROUP_TITLE_KEYS } from '../../src/search/search-groups';
import { MAX_QUERY_LENGTH } from '../../src/search/search-limits';
import { RESULTS_PAGE_ID } from '../../src/search/server-results';
import { shownText } from '../../src/search/site-documents';

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
  /** The page's language: its words, and where its links and form lead. */
  locale: Locale;
  t: ShellT;
  /** The remotes' manifests in the page's language (a page found is named as its menu names it). */
  manifests: readonly PageManifest[];
}

/** Stands for the query in a message until the message is escaped: then the query goes in, isolated. */
const QUERY_TOKEN = '\u0000query\u0000';

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
export function resultsPageHtml({ typed, hits, jpContent, unavailable = false, locale, t, manifests }: ResultsPage): string {
  const chars = [...typed];
  const cut = chars.length > MAX_QUERY_LENGTH;
  // Control characters are shown as spaces: the echo is one line, whatever the link carries.
  const shown = escapeXml(
    chars
      .slice(0, MAX_QUERY_LENGTH)
      .join('')
      .replace(/\p{Cc}/gu, ' '),
  );
  const withQuery = (message: string) => escapeXml(message).replace(QUERY_TOKEN, `<bdi>${shown}</bdi>`);
  const form = [
    `<form role="search" action="${localePath('/search', locale)}" method="get">`,
    `<label for="search-page-q">${escapeXml(t('search.fieldLabel'))}</label>`,
    `<input id="search-page-q" type="search" name="q" value="${shown}" maxlength="${MAX_QUERY_LENGTH}" autocomplete="off" dir="auto" enterkeyhint="search">`,
    jpContent ? `<input type="hidden" name="jp" value="1">` : '',
    `<button type="submit">${escapeXml(t('search.search'))}</button>`,
    `</form>`,
  ].join('');
  const notes: string[] = [];
  if (cut) notes.push(`<p class="srp-note">${escapeXml(t('search.pageCut', { max: MAX_QUERY_LENGTH }))}</p>`);
  let body: string;
  if (unavailable) body = `<p role="status">${escapeXml(t('search.pageUnavailable'))}</p>`;
  else if (typed.trim() === '') body = `<p role="status">${escapeXml(t('search.pageHint'))}</p>`;
  else if (hits.length === 0) body = `<p role="status">${withQuery(t('search.pageNoResults', { query: QUERY_TOKEN }))}</p>`;
  else {
    const byGroup = new Map<SearchGroup, SearchHit[]>();
    for (const hit of hits) byGroup.set(hit.document.group, [...(byGroup.get(hit.document.group) ?? []), hit]);
    const sections = SEARCH_GROUPS.filter((g) => byGroup.has(g)).map((group) => {
      const items = byGroup.get(group)!.map((hit) => {
        const d = hit.document;
        const text = shownText(d, t, manifests, locale);
        const mark = d.spoiler
          ? ` <span class="srp-jp" title="${escapeXml(t('search.pageJpTitle'))}">${escapeXml(t('search.jpMark'))}</span>`
          : '';
        const sub = text.subtitle ? ` <span class="srp-sub">${escapeXml(text.subtitle)}</span>` : '';
        const href = localePath(hitHref(hit, typed, jpContent), locale);
        return `<li><a href="${escapeXml(href)}"><span class="srp-title">${escapeXml(text.title)}</span>${mark}${sub}</a></li>`;
      });
      const title = escapeXml(t(SEARCH_GROUP_TITLE_KEYS[group]));
      return `<section aria-labelledby="srp-${group}"><h2 id="srp-${group}">${title}</h2><ul>${items.join('')}</ul></section>`;
    });
    body = `<p role="status">${withQuery(t('search.pageResults', { count: hits.length, query: QUERY_TOKEN }))}</p>${sections.join('')}`;
  }
  return `<main id="${RESULTS_PAGE_ID}" data-query="${shown}"><h1>${escapeXml(t('search.search'))}</h1>${form}${notes.join('')}${body}</main>`;
}
