import type { PageMeta, PageServer, PreviewCard } from 'shared-domain/federation/page-server';
import { manifestIn, manifestPageFor, type PageManifest } from 'shared-domain/federation/page-manifest';
import { DEFAULT_LOCALE, localePath, LOCALES, type Locale } from 'shared-domain/i18n/locales';
import { SECTIONS, sectionForPath, type SectionId } from 'shared-domain/federation/sections';
import { documentTitle, SITE_NAME } from 'shared-ui/hooks/use-page-title';
import { createApiTexts } from './api-texts';
import { askRemote, type RemoteAnswer } from './ask-remote';
import { Lru } from './delivery/lru';
import type { DocumentHead } from './page-head';
import { wrapWords } from './preview-image';
import { within } from './within';

/** The site's own colour (its mark's gold): the cards of pages that name none. */
const SITE_ACCENT = '#e0a84f';

/** The HTML's own description (the site's), for pages that declare none. */
export const htmlDescription = (html: string): string | null => {
  const found = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  return found === undefined
    ? null
    : found
        .replace(/&quot;/g, '"')
        .replace(/&#39;|&apos;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
};

/**
 * What the sections told about a link: its page's words, with any query's over them. `linkTitle`:
 * the title a query of the link tells (the dialog it opens over the page), which names the document
 * over the one the page's render set, as the dialog does in the browser.
 */
export interface ToldMeta extends PageMeta {
  linkTitle?: string;
}

export interface HeadInput {
  origin: string;
  /** The page's canonical path and query (aliases followed, parameters in order). */
  canonicalPath: string;
  /** What the page's remote declares for its path (null: not a section page, or an unknown one). */
  declared: { title: string; description: string } | null;
  /** The document title the page's render set (with the site name), or null. */
  renderedTitle: string | null;
  /** What the sections told about the link (its page, then any query of theirs). */
  meta: ToldMeta | null;
  /** The site's description. */
  siteDescription: string;
  /** The site's words in the page's language: the home's title, and a card's home kicker and foot line (none: no foot line). */
  cardWords?: { homeTitle: string; homeKicker: string; footer: string };
  /** The URL (path) of a card's preview image, which names the page (its canonical path) it is drawn for. */
  imageFor: (card: PreviewCard, page: string) => string;
  /** The page's language: its URLs carry its prefix, and the head names the page in the other languages. */
  locale?: Locale;
}

/** What a page's title, description and card are made of (without where it is served). */
export type CardInput = Pick<HeadInput, 'canonicalPath' | 'declared' | 'renderedTitle' | 'meta' | 'siteDescription' | 'cardWords'>;

/** A page's share title, description and preview card: the section's own words first, then its manifest's, then the site's. */
export function pageWords({ canonicalPath, declared, renderedTitle, meta, siteDescription, cardWords }: CardInput) {
  const home = canonicalPath === '/';
  const siteTitle = cardWords?.homeTitle ?? SITE_NAME;
  const pageTitle = meta?.title ?? declared?.title ?? (home ? siteTitle : null);
  const shareTitle = pageTitle ?? (renderedTitle ? renderedTitle : SITE_NAME);
  const description = meta?.description ?? declared?.description ?? siteDescription;
  const told: PreviewCard = meta?.card ?? {
    kicker: home ? (cardWords?.homeKicker ?? SITE_NAME) : SITE_NAME,
    heading: home ? siteTitle : shareTitle,
    lines: wrapWords(description, 52, home ? 4 : 3),
    accent: SITE_ACCENT,
  };
  const card: PreviewCard = cardWords ? { ...told, footer: cardWords.footer } : told;
  return { home, pageTitle, shareTitle, description, card };
}

/** A page's head from what its remote declared and told, with absolute URLs on `origin`. */
export function assembleHead(input: HeadInput): DocumentHead {
  const { origin, canonicalPath, renderedTitle, meta, imageFor, locale = DEFAULT_LOCALE } = input;
  const { home, pageTitle, shareTitle, description, card } = pageWords(input);
  const url = (path: string, inLocale: Locale = locale) => new URL(localePath(path, inLocale), origin).href;
  const page = meta?.canonical ?? canonicalPath;
  const canonical = url(page);
  const trail = meta?.breadcrumbs ?? (!home && pageTitle ? [{ name: pageTitle, path: page }] : []);
  return {
    lang: locale,
    // The same page in each language (English also as the default for any other).
    alternates: [...LOCALES.map((l) => ({ hreflang: l, href: url(page, l) })), { hreflang: 'x-default', href: url(page, DEFAULT_LOCALE) }],
    title: meta?.linkTitle ? documentTitle(meta.linkTitle) : (renderedTitle ?? documentTitle(shareTitle)),
    shareTitle,
    description,
    canonical,
    image: new URL(imageFor(card, localePath(canonicalPath, locale)), origin).href,
    imageAlt: [card.kicker, card.heading, ...card.lines].join(' — '),
    type: meta?.type ?? 'website',
    siteName: SITE_NAME,
    breadcrumbs: [{ name: SITE_NAME, url: url('/') }, ...trail.map((b) => ({ name: b.name, url: url(b.path) }))],
    items: (meta?.items ?? []).map((item) => ({ name: item.name, url: url(item.path) })),
  };
}

export interface DocumentHeadsOptions {
  apiUrl: string;
  pageServer: (section: SectionId) => Promise<PageServer | null>;
  /** The longest a page waits for its sections' words (then it has its manifest's). */
  waitMs?: number;
  /** A link's head is reused this long. */
  maxAgeMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
  log?: (message: string) => void;
}

/**
 * What the sections tell about a link: its page's head (from the page's remote), then what any
 * remote's query on it adds (a character link on any page). A remote that cannot tell in time
 * leaves the manifest's words.
 */
export function createPageMetas({
  apiUrl,
  pageServer,
  waitMs = 1_500,
  maxAgeMs = 10_000,
  fetchImpl,
  now = Date.now,
  log = console.error,
}: DocumentHeadsOptions) {
  const apiText = createApiTexts({ apiUrl, fetchImpl, now });
  const ask = (id: SectionId, call: (server: PageServer) => Promise<PageMeta | null> | undefined): Promise<RemoteAnswer<PageMeta | null>> =>
    askRemote(
      async () => {
        const server = await pageServer(id);
        return (server && (await call(server))) ?? null;
      },
      null,
      (message) => log(`[head] the ${id} remote could not tell a link's head: ${message}`),
    );
  const valueOf = (answer: RemoteAnswer<PageMeta | null>) => (typeof answer === 'object' ? answer.value : null);
  // undefined: a remote could not tell (it failed); null: none has anything to tell about the link.
  const metaOf = async (url: URL, locale: Locale): Promise<ToldMeta | null | undefined> => {
    const t = now();
    const section = sectionForPath(url.pathname);
    const answers = await Promise.all([
      section ? ask(section.id, (s) => s.pageMeta?.(url, apiText, t, locale)) : ({ value: null } as const),
      ...SECTIONS.map((s) => ask(s.id, (server) => server.linkMeta?.(url, apiText, t, locale))),
    ]);
    const [page, ...links] = answers.map(valueOf);
    const link = links.find((m) => m !== null) ?? null;
    if (page || link) return { ...page, ...link, ...(link?.title ? { linkTitle: link.title } : {}) };
    return answers.includes('failed') ? undefined : null;
  };
  // A link's head is kept a few seconds: every visit of a page asks for it, and a list's may read the whole list.
  const recent = new Lru<string, Promise<ToldMeta | null | undefined>>(256, { maxAgeMs, now });
  const cached = (url: URL, locale: Locale) => {
    const key = localePath(url.pathname + url.search, locale);
    let meta = recent.get(key);
    if (!meta) recent.set(key, (meta = metaOf(url, locale)));
    return meta;
  };
  // undefined when the words are not known in time (or a remote failed): the page goes out without them, and is not kept.
  // `url` is without its language's prefix; the remotes tell the link's head in that language.
  return Object.assign((url: URL, wait = waitMs, locale: Locale = DEFAULT_LOCALE) => within(cached(url, locale), wait, undefined), {
    apiText,
  });
}

/** A section page's declared title and description, or null. */
export function declaredPage(
  manifests: readonly PageManifest[],
  pathname: string,
  locale: Locale = DEFAULT_LOCALE,
): { title: string; description: string } | null {
  const page = manifestPageFor(
    manifests.map((m) => manifestIn(m, locale)),
    pathname,
  );
  return page ? { title: page.title, description: page.description } : null;
}
