import { escapeXml } from 'shared-domain/formatting/escape-xml';

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
