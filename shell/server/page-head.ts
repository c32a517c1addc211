import { escapeXml } from 'shared-domain/formatting/escape-xml';
import { scriptJson } from 'shared-domain/formatting/script-json';
import { EARLY_INPUT } from '../src/delivery/page-scripts.cjs';

/** The paths proxied to the API: their misses stay the API's JSON, never a page. */
const API_PREFIXES = ['/api', '/images'];

/**
 * Whether a request that matched no file or route is a visit to a page: any GET or HEAD outside
 * the API's prefixes, whatever it accepts (a link preview's bot asks for no type at all).
 */
export function isPageRequest(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split(/[?#]/, 1)[0]!;
  return !API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

const HEAD_END = '</head>';
const TITLE = /<title>[^<]*<\/title>/;

/**
 * The page's HTML with the document title its render set, in place of the head's own <title>
 * (the body's SVG <title> elements are not the page's). Null leaves the HTML's title as it is.
 */
export function withPageTitle(html: string, title: string | null): string {
  if (title === null) return html;
  const end = html.indexOf(HEAD_END);
  if (end < 0) return html;
  const head = html.slice(0, end);
  const element = `<title>${escapeXml(title)}</title>`;
  const found = TITLE.exec(head);
  return found ? head.slice(0, found.index) + element + html.slice(found.index + found[0].length) : head + element + html.slice(end);
}

/** What the server writes into a page's head for link previews and search engines (URLs absolute). */
export interface DocumentHead {
  /** The page's language (`<html lang>`). */
  lang: string;
  /** The page in each language, for search engines (`hreflang` links). */
  alternates: readonly { hreflang: string; href: string }[];
  /** The document title, with the site name. */
  title: string;
  /** The page's title as a preview shows it (og:title). */
  shareTitle: string;
  description: string;
  canonical: string;
  image: string;
  imageAlt: string;
  type: 'website' | 'article' | 'profile';
  siteName: string;
  /** From the home to the page (absolute URLs). */
  breadcrumbs: readonly { name: string; url: string }[];
  /** A list page's items (absolute URLs); empty for none. */
  items: readonly { name: string; url: string }[];
  /**
   * The words the page's input contract shows before the page's scripts run (the card a character
   * opens with), in the page's language; without them it has its own English ones.
   */
  earlyWords?: EarlyWords;
}

/** The input contract's words (shell/src/delivery/page-scripts.cjs, `EARLY_INPUT.wordsAttribute`). */
export interface EarlyWords {
  close: string;
  loading: string;
  character: string;
}

const DESCRIPTION = /<meta name="description"[^>]*>/;
const HTML_LANG = /<html lang="[^"]*"/;

/** OpenGraph names a language with its region. */
const OG_LOCALES: Record<string, string> = { en: 'en_US', ja: 'ja_JP' };

/** The structured data of a page: its breadcrumb trail, and the list it shows when it is a list. */
export function structuredData(head: Pick<DocumentHead, 'breadcrumbs' | 'items'>): object[] {
  const trail = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: head.breadcrumbs.map((b, i) => ({ '@type': 'ListItem', position: i + 1, name: b.name, item: b.url })),
  };
  if (head.items.length === 0) return [trail];
  const list = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: head.items.length,
    itemListElement: head.items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, url: item.url })),
  };
  return [trail, list];
}

/** The head's tags: description, canonical link, OpenGraph, Twitter card and JSON-LD, every value escaped. */
export function headTags(head: DocumentHead): string {
  const attr = escapeXml;
  const meta = (key: 'name' | 'property', name: string, content: string) => `<meta ${key}="${name}" content="${attr(content)}">`;
  return [
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${attr(head.canonical)}">`,
    ...head.alternates.map((a) => `<link rel="alternate" hreflang="${attr(a.hreflang)}" href="${attr(a.href)}">`),
    meta('property', 'og:locale', OG_LOCALES[head.lang] ?? head.lang),
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.shareTitle),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', head.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.shareTitle),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    ...structuredData(head).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join('');
}

/**
 * The page's HTML with its document title and its preview and search tags (the HTML's own
 * description is replaced, not repeated). An HTML file without a head is left as it is.
 */
export function withDocumentHead(html: string, head: DocumentHead | null): string {
  if (head === null) return html;
  const titled = withPageTitle(html, head.title);
  const end = titled.indexOf(HEAD_END);
  if (end < 0) return titled;
  const before = titled
    .slice(0, end)
    .replace(DESCRIPTION, '')
    .replace(
      HTML_LANG,
      `<html lang="${escapeXml(head.lang)}"` +
        (head.earlyWords ? ` ${EARLY_INPUT.wordsAttribute}="${escapeXml(JSON.stringify(head.earlyWords))}"` : ''),
    );
  return before + headTags(head) + titled.slice(end);
}
