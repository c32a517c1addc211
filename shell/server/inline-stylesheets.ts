import { escapeStyle } from './section-ssr';

const LINK = /<link\b[^>]*>/g;
const attribute = (element: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(element)?.[1];

/** The shell's own stylesheets the HTML links (`<link rel="stylesheet" href="/…">`), in order. */
export function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(LINK)]
    .map(([element]) => element)
    .filter((element) => attribute(element, 'rel') === 'stylesheet')
    .map((element) => attribute(element, 'href') ?? '')
    .filter((href) => href.startsWith('/') && !href.startsWith('//'));
}

/**
 * The HTML with each linked stylesheet in `texts` replaced, where it stood (the cascade's order), by a
 * `<style>` holding its text: the page paints once its HTML has arrived, without one more round trip.
 */
export function inlineStylesheets(html: string, texts: ReadonlyMap<string, string>): string {
  return html.replace(LINK, (element) => {
    const href = attribute(element, 'href');
    const text = attribute(element, 'rel') === 'stylesheet' && href !== undefined ? texts.get(href) : undefined;
    return text === undefined ? element : `<style>${escapeStyle(text)}</style>`;
  });
}
