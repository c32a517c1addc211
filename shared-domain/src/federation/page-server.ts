import type { Locale } from '../i18n/locales';
import { API_PREFIX } from '../api/contract/api-contract';
import { requestFor, type AnyEndpoint } from '../api/contract/endpoint';
import type { SearchDocument } from './search-document';

/**
 * What a remote's server bundle tells the shell's server about its pages, so the HTML of a landing
 * page can preload what the page will ask for first, computed by the remote that owns the page.
 * Exported from the remote's server bundle as `pageServer` beside its routes.
 */
export interface PageServer {
  /** The API URLs (same origin, `/api/...`) a canonical page asks for first, in the order it asks; [] for none. */
  firstData(url: URL): string[];
  /**
   * The images the page's first screen paints largest, first first; [] for none. `apiText` is the
   * shell's short-lived cache of the API (null when it has no answer in time).
   */
  firstImages?(url: URL, apiText: ApiText, now: number): Promise<string[]>;
  /** What a link to one of its pages shows where it is pasted (title, description, preview card); null: the manifest's. */
  pageMeta?(url: URL, apiText: ApiText, now: number, locale?: Locale): Promise<PageMeta | null>;
  /**
   * What a query it owns adds to a link to any page of the site (the character modal's `?character=ID`);
   * asked of every remote, null when the link carries none of its queries.
   */
  linkMeta?(url: URL, apiText: ApiText, now: number, locale?: Locale): Promise<PageMeta | null>;
  /** Every shareable URL of its section that search engines should list (path and query), from the content. */
  sitemapUrls?(apiText: ApiText, now: number): Promise<string[]>;
  /** What the site-wide search finds in its section (its entities; its pages come from the manifest), from the content. */
  searchDocuments?(apiText: ApiText, now: number): Promise<SearchDocument[]>;
  /**
   * The calendar file (RFC 5545) at one of its paths that ends in CALENDAR_FILE_SUFFIX, made from the
   * content; `url` carries the site's public origin, for the links inside. Null: it has no calendar there.
   */
  calendarFile?(url: URL, apiText: ApiText, now: number): Promise<CalendarFile | null>;
}

/** Calendar files end so: the shell's server asks the path's section for one, and nginx sends such paths to the shell's servers. */
export const CALENDAR_FILE_SUFFIX = '.ics';

export const isCalendarPath = (pathname: string): boolean => pathname.endsWith(CALENDAR_FILE_SUFFIX);

/** A calendar's iCalendar text, or why a client's request for one has none: its status and a plain message. */
export type CalendarFile = { status: 200; ics: string } | { status: 400 | 404; message: string };

/** The shell's short-lived cache of the API: an answer's text, or null when it has none in time. */
export type ApiText = (path: string) => Promise<string | null>;

/** A section-agnostic preview card the shell's server draws as a 1200×630 PNG. */
export interface PreviewCard {
  /** A short label above the heading ('Prayer', 'Character', 'Tower floor'). */
  kicker: string;
  heading: string;
  /** Up to four short lines under the heading. */
  lines: string[];
  /** The card's colour, '#rrggbb'. */
  accent: string;
  /** One of the site's own SVG images (a same-origin `/images/...svg` path) drawn beside the text. */
  art?: string;
  /**
   * A picture the section drew (an SVG document, 1080×440 in its viewBox, a few kB), shown under the
   * heading in place of the lines and the art; the lines stay the image's text alternative.
   */
  picture?: string;
  /** The line at the card's foot, in the page's language (the shell's server sets it; none: no line). */
  footer?: string;
}

/** The head a section tells for a link: every field is optional (the manifest's title and description fill in). */
export interface PageMeta {
  /** The page's title, without the site name. */
  title?: string;
  description?: string;
  /** The canonical path and query of what the link shows, when it is not the link's own page. */
  canonical?: string;
  card?: PreviewCard;
  /** og:type: 'website' unless told. */
  type?: 'website' | 'article' | 'profile';
  /** The trail to the page after the home (name, path), for the BreadcrumbList. */
  breadcrumbs?: { name: string; path: string }[];
  /** A list page's items (name, path), for the ItemList. */
  items?: { name: string; path: string }[];
}

export function isPageServer(value: unknown): value is PageServer {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<PageServer>;
  const optional = [v.firstImages, v.pageMeta, v.linkMeta, v.sitemapUrls, v.searchDocuments, v.calendarFile];
  return typeof v.firstData === 'function' && optional.every((f) => f === undefined || typeof f === 'function');
}

/**
 * `prepare` applied to an API answer once per distinct text (the API answers the same text for a
 * while, and validating a long list on every request would hold the server's thread); null when
 * the text is not JSON or `prepare` throws.
 */
export function preparedPerText<T>(prepare: (json: unknown) => T | null): (text: string) => T | null {
  let last: { text: string; value: T | null } | null = null;
  return (text) => {
    if (last?.text !== text) {
      let value: T | null = null;
      try {
        value = prepare(JSON.parse(text));
      } catch {
        // An answer the page cannot read either: no preloads; the page reports its own data errors.
      }
      last = { text, value };
    }
    return last.value;
  };
}

/** The same-origin URL a page's RTK Query hook fetches for `endpoint` with `args` (path parameters and query filled in). */
export function apiUrlFor(endpoint: AnyEndpoint, args?: unknown): string {
  const { url, params } = requestFor(endpoint, args);
  const query = new URLSearchParams(Object.entries(params ?? {}).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return `${API_PREFIX}${url}${query ? `?${query}` : ''}`;
}
