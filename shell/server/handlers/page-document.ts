import type { FastifyReply, FastifyRequest } from 'fastify';
import { SITE_NAME } from 'shared-ui/hooks/use-page-title';
import { PAGE_MANIFESTS_ELEMENT_ID } from '../../src/routing/site-pages-element';
import { canonicalPath } from '../canonical-url';
import { assembleHead, declaredPage, htmlDescription, type CardInput } from '../document-head';
import type { Locale } from 'shared-domain/i18n/locales';
import { inlineJson } from '../delivery/home-inline';
import { escapeStyle, linkedStylesheets, withStylesInline } from '../delivery/inline-stylesheets';
import { UNCACHEABLE_HEADER } from '../delivery/page-cache-hook';
import type { KnownManifests } from '../page-manifests';
import { withDocumentHead, withPageTitle, type EarlyWords } from '../page-head';
import { allowStyleElements } from '../security-headers-hook';
import { sha256Source } from '../security-headers';
import { originOf, siteAliases, type ContextBase, type ShellContext } from './shell-context';
import { localeOf } from '../page-locale';
import { fillRoot } from '../root-html';

/** The remotes' page manifests inside the page, for the browser's first render (navbar, menu, aliases). */
export const inlineManifests = (html: string, manifests: KnownManifests): string =>
  inlineJson(html, PAGE_MANIFESTS_ELEMENT_ID, manifests.json);

/** Every page revalidates (the page cache sets its own policy on pages it keeps). */
export const asHtml = (reply: FastifyReply): FastifyReply => reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');

/**
 * Stylesheets as one text, in order, for the page to carry inline (the CSP allows it for this reply);
 * null unless every one can be had (their order is the cascade's).
 */
export async function inlineStyles({ stylesheetText }: ContextBase, reply: FastifyReply, hrefs: readonly string[]): Promise<string | null> {
  const texts = await Promise.all(hrefs.map(stylesheetText));
  if (!texts.every((t): t is string => t !== null)) return null;
  const css = texts.join('\n');
  allowStyleElements(reply, [sha256Source(escapeStyle(css))]);
  return css;
}

/** The HTML with the shell's own stylesheets inline, for a page rendered here; as built when one of them cannot be had. */
export async function withShellStylesInline(ctx: ContextBase, reply: FastifyReply, rawHtml: string): Promise<string> {
  const hrefs = linkedStylesheets(rawHtml);
  const css = hrefs.length > 0 ? await inlineStyles(ctx, reply, hrefs) : null;
  return css === null ? rawHtml : withStylesInline(rawHtml, hrefs, css);
}

/**
 * Puts a page rendered here (the home, a shell page) into the page's HTML: inside #root, with the
 * render time the browser's clock hydrates with, and without the "Loading…" cover (the page is
 * already there). An HTML file without an empty #root is left as it is.
 */
export function insertRenderedPage(html: string, rendered: string, renderedAt: number): string {
  return fillRoot(html, rendered, ` data-server-rendered-at="${renderedAt}"`);
}

/** What the sections tell about the link (asked once per URL for a few seconds: a page asks early, while it renders). */
export function metaFor({ pageMetas }: ContextBase, request: FastifyRequest, canonical: string) {
  // A client that does not ask for HTML (a link-preview bot) paints nothing: it waits longer for the words it came for.
  const wait = String(request.headers.accept ?? '').includes('text/html') ? undefined : 3_000;
  return pageMetas(new URL(canonical, 'http://shell.invalid'), wait, localeOf(request));
}

/**
 * The site's own words in the page's language: a link preview's description and card lines (the
 * HTML's English description while the shell's words cannot be had), and the early card's words
 * for the page itself.
 */
export async function siteWords(
  ctx: ContextBase,
  html: string,
  locale: Locale,
): Promise<{ card: Pick<CardInput, 'siteDescription' | 'cardWords'>; earlyWords?: EarlyWords }> {
  const t = await ctx.renderSection.shellMessages(locale);
  if (!t) return { card: { siteDescription: htmlDescription(html) ?? SITE_NAME } };
  return {
    card: {
      siteDescription: t('preview.siteDescription'),
      cardWords: { homeTitle: t('home.title'), homeKicker: t('preview.homeKicker'), footer: t('preview.footer') },
    },
    earlyWords: { close: t('common.close'), loading: t('characterModal.loading'), character: t('characterModal.title') },
  };
}

/** The page's HTML with its title, and for a page that is found its description, canonical URL, preview tags and structured data. */
export async function withHead(
  ctx: ShellContext,
  request: FastifyRequest,
  reply: FastifyReply,
  page: { html: string; renderedTitle: string | null; status: number; known: KnownManifests; canonical?: string },
): Promise<string> {
  const { html, renderedTitle, known } = page;
  if (page.status !== 200) return withPageTitle(html, renderedTitle);
  const canonical = page.canonical ?? canonicalPath(request.url, siteAliases(known));
  const locale = localeOf(request);
  const [told, { card, earlyWords }] = await Promise.all([metaFor(ctx, request, canonical), siteWords(ctx, html, locale)]);
  // Without its section's words (not known in time), the page is not kept: the next visitor gets them.
  if (told === undefined) reply.header(UNCACHEABLE_HEADER, '1');
  const head = assembleHead({
    origin: originOf(ctx, request),
    canonicalPath: canonical,
    locale,
    declared: declaredPage(known.list, new URL(canonical, 'http://shell.invalid').pathname, locale),
    renderedTitle,
    meta: told ?? null,
    ...card,
    imageFor: ctx.previews.urlFor,
  });
  return withDocumentHead(html, earlyWords ? { ...head, earlyWords } : head);
}
