const LINK = /<link\b[^>]*>/g;
const attribute = (element: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(element)?.[1];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The HTML's `<link>` elements that name `href`. */
export const linkElement = (href: string) => new RegExp(`<link[^>]*\\shref="${escapeRegExp(href)}"[^>]*>`, 'g');

/** Stylesheet text as the content of a `<style>` element: nothing in it may end the element. */
export const escapeStyle = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/** The shell's own stylesheets the HTML links (`<link rel="stylesheet" href="/…">`), in order. */
export function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(LINK)]
    .map(([element]) => element)
    .filter((element) => attribute(element, 'rel') === 'stylesheet')
    .map((element) => attribute(element, 'href') ?? '')
    .filter((href) => href.startsWith('/') && !href.startsWith('//'));
}

/**
 * The HTML without its links to `hrefs` and with `css` (their text, in order) in a `<style>` at the
 * end of its head: the page paints once its HTML has arrived, without one more round trip.
 */
export function withStylesInline(html: string, hrefs: readonly string[], css: string): string {
  let out = html;
  for (const href of hrefs) out = out.replace(linkElement(href), '');
  return out.replace('</head>', `<style>${escapeStyle(css)}</style></head>`);
}
