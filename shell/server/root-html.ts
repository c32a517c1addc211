/** The empty #root of the shell's HTML, where the browser renders the page when the server has not. */
const ROOT_ELEMENT = '<div id="root"></div>';
/** The "Loading…" cover over an empty #root: a page rendered here needs none. */
const COVER = /<div id="loading-cover"[^>]*>[^<]*<\/div>/;

/** Has the HTML file the empty #root a page rendered here goes into? */
export function hasEmptyRoot(html: string): boolean {
  return html.includes(ROOT_ELEMENT);
}

/**
 * The HTML with `content` inside its #root (with `attributes` on it, `after` right behind it) and
 * without the cover. An HTML file without an empty #root is left as it is.
 */
export function fillRoot(html: string, content: string, attributes: string = '', after: string = ''): string {
  if (!hasEmptyRoot(html)) return html;
  // A function, not a string: the page's own `$&` or `$'` must not be read as replacement patterns.
  return html.replace(COVER, '').replace(ROOT_ELEMENT, () => `<div id="root"${attributes}>${content}</div>${after}`);
}
