import { isLocale, type Locale } from '../i18n/locales';
import type { AliasRule } from '../routing/resolve-alias';
import { SECTION_IDS, SECTIONS, type SectionId } from './sections';

/**
 * What a remote declares about its pages, published with its build as `pages.json` beside its
 * mf-manifest.json. The shell builds its menu, navbar, alias redirects and fallback titles from
 * the manifests of the remotes it is configured with, so a page is added or renamed in its remote alone.
 */
export const PAGE_MANIFEST_FILE = 'pages.json';
export const PAGE_MANIFEST_VERSION = 1 as const;

/** Another path that leads to a page: that path alone (`exact`) or it and everything below it (`prefix`). */
export interface PageAlias {
  from: string;
  kind: 'prefix' | 'exact';
  /** A query the redirect adds; `:name` fills in what a `fp-:name` segment of `from` captured. */
  query?: string;
}

export interface ManifestPage {
  /** The canonical path; a `:name` segment stands for any value (a prayer's id). */
  path: string;
  /** Its heading and document title (a page may refine it once its data is in, e.g. a prayer's name). */
  title: string;
  description: string;
  /** Its line in the site's menu (ordered by `order` across every manifest); null: not listed. */
  menu: { label: string; order: number } | null;
  aliases: PageAlias[];
  /** Its card among the home's trackers (with its line in the home's phone contents), ordered by `order`; null: none. */
  home?: HomeCard | null;
  /** The page fills the screen with its own view: the shell leaves its footer out. */
  fullScreen?: boolean;
  /** The shell's places that link here (e.g. `footer`, `home-prayers`): the shell names the place, the remote the page. */
  linkedFrom?: string[];
}

export interface HomeCard {
  title: string;
  text: string;
  icon: string;
  /** Its link in the home's contents list on phones. */
  contents: string;
  order: number;
}

export interface PageManifest {
  version: typeof PAGE_MANIFEST_VERSION;
  section: SectionId;
  /** The menu group its lines go into; groups of the same title merge (the shell has its own lines too). */
  menuGroup: { title: string; icon: string };
  /** The section's link in the navbar (ordered by `order` with the shell's own links); null: none. */
  nav: { label: string; path: string; icon: string; order: number } | null;
  pages: ManifestPage[];
  /**
   * The manifest's words in the other languages: for each, its English texts (titles, descriptions,
   * menu and navbar labels, home cards) and what they are in that language. A text it lacks stays English.
   */
  translations?: Partial<Record<Locale, Record<string, string>>>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const isPath = (v: unknown): v is string => isText(v) && v.startsWith('/') && !/[\s?#]/.test(v);
const isOrder = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isPlace = (v: unknown): v is string => typeof v === 'string' && /^[a-z][a-z0-9-]*$/.test(v);

/** An optional home card: absent or null is none; anything else must be whole (false: the page is refused). */
function parseHomeCard(raw: unknown): HomeCard | null | false {
  if (raw === undefined || raw === null) return null;
  if (
    !isObject(raw) ||
    !isText(raw.title) ||
    typeof raw.text !== 'string' ||
    !isText(raw.icon) ||
    !isText(raw.contents) ||
    !isOrder(raw.order)
  )
    return false;
  return { title: raw.title, text: raw.text, icon: raw.icon, contents: raw.contents, order: raw.order };
}

function parseAlias(raw: unknown): PageAlias | null {
  if (!isObject(raw) || !isPath(raw.from) || (raw.kind !== 'prefix' && raw.kind !== 'exact')) return null;
  if (raw.query !== undefined && typeof raw.query !== 'string') return null;
  return raw.query === undefined ? { from: raw.from, kind: raw.kind } : { from: raw.from, kind: raw.kind, query: raw.query };
}

function parsePage(raw: unknown, basePath: string): ManifestPage | null {
  if (!isObject(raw) || !isPath(raw.path) || !isText(raw.title) || typeof raw.description !== 'string' || !Array.isArray(raw.aliases))
    return null;
  // A remote declares its own pages only: the shell routes the section's subtree to it.
  if (raw.path !== basePath && !raw.path.startsWith(`${basePath}/`)) return null;
  let menu: ManifestPage['menu'] = null;
  if (raw.menu !== null) {
    if (!isObject(raw.menu) || !isText(raw.menu.label) || !isOrder(raw.menu.order)) return null;
    menu = { label: raw.menu.label, order: raw.menu.order };
  }
  const aliases = raw.aliases.map(parseAlias);
  if (aliases.some((a) => a === null)) return null;
  const home = parseHomeCard(raw.home);
  if (home === false) return null;
  if (raw.fullScreen !== undefined && typeof raw.fullScreen !== 'boolean') return null;
  const linkedFrom = raw.linkedFrom ?? [];
  if (!Array.isArray(linkedFrom) || !linkedFrom.every(isPlace)) return null;
  return {
    path: raw.path,
    title: raw.title,
    description: raw.description,
    menu,
    aliases: aliases as PageAlias[],
    ...(home ? { home } : {}),
    ...(raw.fullScreen === true ? { fullScreen: true } : {}),
    ...(linkedFrom.length > 0 ? { linkedFrom: [...linkedFrom] } : {}),
  };
}

/**
 * A `pages.json` as the shell may trust it, for the section `expected` (the one remotes.json
 * loads it for); null when anything is off, and the shell goes on without that remote's pages.
 */
export function parsePageManifest(raw: unknown, expected: SectionId, basePath: string): PageManifest | null {
  if (!isObject(raw) || raw.version !== PAGE_MANIFEST_VERSION || raw.section !== expected || !SECTION_IDS.includes(expected)) return null;
  const group = raw.menuGroup;
  if (!isObject(group) || !isText(group.title) || !isText(group.icon)) return null;
  let nav: PageManifest['nav'] = null;
  if (raw.nav !== null) {
    const n = raw.nav;
    if (!isObject(n) || !isText(n.label) || !isPath(n.path) || !isText(n.icon) || !isOrder(n.order)) return null;
    nav = { label: n.label, path: n.path, icon: n.icon, order: n.order };
  }
  if (!Array.isArray(raw.pages) || raw.pages.length === 0) return null;
  const pages = raw.pages.map((p) => parsePage(p, basePath));
  if (pages.some((p) => p === null)) return null;
  const translations = parseTranslations(raw.translations);
  return {
    version: PAGE_MANIFEST_VERSION,
    section: expected,
    menuGroup: { title: group.title, icon: group.icon },
    nav,
    pages: pages as ManifestPage[],
    ...(translations ? { translations } : {}),
  };
}

/** The translations a manifest carries: only languages the site speaks, and only texts (a bad entry is left out, not the manifest). */
function parseTranslations(raw: unknown): PageManifest['translations'] | undefined {
  if (!isObject(raw)) return undefined;
  const out: NonNullable<PageManifest['translations']> = {};
  for (const [locale, dictionary] of Object.entries(raw)) {
    if (!isLocale(locale) || !isObject(dictionary)) continue;
    out[locale] = Object.fromEntries(Object.entries(dictionary).filter((e): e is [string, string] => isText(e[1])));
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The texts of a manifest a player reads (what its translations translate), each once. */
export function manifestTexts(manifest: PageManifest): string[] {
  const texts = [manifest.menuGroup.title, manifest.nav?.label];
  for (const page of manifest.pages)
    texts.push(page.title, page.description, page.menu?.label, page.home?.title, page.home?.text, page.home?.contents);
  return [...new Set(texts.filter((t): t is string => typeof t === 'string' && t !== ''))];
}

/** The manifest's texts in a language (English where its translations lack one). */
export function manifestIn(manifest: PageManifest, locale: Locale): PageManifest {
  const dictionary = manifest.translations?.[locale];
  if (!dictionary) return manifest;
  const t = (text: string) => dictionary[text] ?? text;
  return {
    ...manifest,
    menuGroup: { ...manifest.menuGroup, title: t(manifest.menuGroup.title) },
    nav: manifest.nav ? { ...manifest.nav, label: t(manifest.nav.label) } : null,
    pages: manifest.pages.map((page) => ({
      ...page,
      title: t(page.title),
      description: t(page.description),
      menu: page.menu ? { ...page.menu, label: t(page.menu.label) } : null,
      ...(page.home ? { home: { ...page.home, title: t(page.home.title), text: t(page.home.text), contents: t(page.home.contents) } } : {}),
    })),
  };
}

/** Every alias the manifests declare, as rules for resolveAlias. */
export function aliasRulesOf(manifests: readonly PageManifest[]): AliasRule[] {
  return manifests.flatMap((m) =>
    m.pages.flatMap((page) =>
      page.aliases.map((a): AliasRule => ({ from: a.from, to: a.query ? `${page.path}?${a.query}` : page.path, kind: a.kind })),
    ),
  );
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** The declared page a canonical pathname is (a `:name` segment matches any one segment); null for none. */
export function manifestPageFor(manifests: readonly PageManifest[], pathname: string): ManifestPage | null {
  const want = segmentsOf(pathname.toLowerCase());
  for (const m of manifests) {
    for (const page of m.pages) {
      const have = segmentsOf(page.path);
      if (have.length === want.length && have.every((s, i) => s.startsWith(':') || s === want[i])) return page;
    }
  }
  return null;
}

/** A list of manifests as sent inside a page (each one checked for the section it names); unreadable ones are left out. */
export function parsePageManifestList(raw: unknown): PageManifest[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const section = isObject(item) && typeof item.section === 'string' ? SECTIONS.find((s) => s.id === item.section) : undefined;
    const manifest = section ? parsePageManifest(item, section.id, section.basePath) : null;
    return manifest ? [manifest] : [];
  });
}

/** The pages the shell links from one of its places (`footer`, `home-prayers`…), in manifest order. */
export const pagesLinkedFrom = (manifests: readonly PageManifest[], place: string): ManifestPage[] =>
  manifests.flatMap((m) => m.pages.filter((page) => page.linkedFrom?.includes(place)));

/** The home's tracker cards, in their order. */
export const homeCards = (manifests: readonly PageManifest[]): Array<HomeCard & { path: string }> =>
  manifests
    .flatMap((m) => m.pages.flatMap((page) => (page.home ? [{ ...page.home, path: page.path }] : [])))
    .sort((a, b) => a.order - b.order);
