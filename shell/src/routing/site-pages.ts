import { useMemo, useSyncExternalStore } from 'react';
import {
  aliasRulesOf,
  manifestIn,
  PAGE_MANIFEST_FILE,
  parsePageManifest,
  parsePageManifestList,
  type PageManifest,
} from 'shared-domain/federation/page-manifest';
import { SECTIONS } from 'shared-domain/federation/sections';
import { DEFAULT_LOCALE, type Locale } from 'shared-domain/i18n/locales';
import type { AliasRule } from 'shared-domain/routing/resolve-alias';
import { useLocale } from 'shared-ui/i18n/locale-context';
import { isIconName, type IconName } from '../chrome/nav/nav-icons';
import { discovered, remoteLocation } from '../federation/remote-registry';
import { SHELL_ALIASES, SHELL_MENU_GROUP, SHELL_MENU_LINES, SHELL_NAV, SHELL_TRANSLATIONS } from './shell-pages';
import { PAGE_MANIFESTS_ELEMENT_ID } from './site-pages-element';

export interface MenuGroup {
  title: string;
  icon: IconName;
  links: ReadonlyArray<{ to: string; label: string }>;
}

export interface NavItem {
  to: string;
  label: string;
  icon: IconName;
  /** Active only on this exact path (home), not on its descendants. */
  end?: boolean;
}

/** The site's pages as the shell shows and routes them: its own, and those of its remotes' manifests. */
export interface SitePages {
  manifests: readonly PageManifest[];
  aliases: readonly AliasRule[];
  menu: readonly MenuGroup[];
  nav: readonly NavItem[];
}

/** The menu, navbar and alias rules of the shell's pages with those the manifests declare, their texts in a language. */
export function buildSitePages(manifests: readonly PageManifest[], locale: Locale = DEFAULT_LOCALE): SitePages {
  const shellText = (text: string) => SHELL_TRANSLATIONS[locale]?.[text] ?? text;
  const translated = manifests.map((m) => manifestIn(m, locale));
  const groups = new Map<string, { icon: IconName; lines: Array<{ to: string; label: string; order: number }> }>();
  const group = (title: string, icon: string) => {
    let found = groups.get(title);
    if (!found) groups.set(title, (found = { icon: isIconName(icon) ? icon : 'menu', lines: [] }));
    return found;
  };
  group(shellText(SHELL_MENU_GROUP.title), SHELL_MENU_GROUP.icon).lines.push(
    ...SHELL_MENU_LINES.map((line) => ({ ...line, label: shellText(line.label) })),
  );
  const nav: Array<NavItem & { order: number }> = SHELL_NAV.map((item) => ({ ...item, label: shellText(item.label) }));
  for (const m of translated) {
    for (const page of m.pages)
      if (page.menu)
        group(m.menuGroup.title, m.menuGroup.icon).lines.push({ to: page.path, label: page.menu.label, order: page.menu.order });
    if (m.nav) nav.push({ to: m.nav.path, label: m.nav.label, icon: isIconName(m.nav.icon) ? m.nav.icon : 'menu', order: m.nav.order });
  }
  const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;
  const menu = [...groups]
    .map(([title, { icon, lines }]) => ({ title, icon, lines: lines.sort(byOrder), order: Math.min(...lines.map((l) => l.order)) }))
    .filter((g) => g.lines.length > 0)
    .sort(byOrder)
    .map(({ title, icon, lines }) => ({ title, icon, links: lines.map(({ to, label }) => ({ to, label })) }));
  return {
    manifests: translated,
    aliases: [...SHELL_ALIASES, ...aliasRulesOf(manifests)],
    menu,
    nav: nav.sort(byOrder).map(({ order: _order, ...item }) => item),
  };
}

let current: SitePages | null = null;
const listeners = new Set<() => void>();

/** Sets the manifests the site is built from (the server's render, or the browser once it has them). */
export function setPageManifests(manifests: readonly PageManifest[]): void {
  current = buildSitePages(manifests);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
export const sitePagesNow = (): SitePages | null => current;

/** The site's pages in the page's language; null until the manifests are known (a page from a server that did not inline them). */
export function useSitePages(): SitePages | null {
  const pages = useSyncExternalStore(subscribe, sitePagesNow, sitePagesNow);
  const locale = useLocale();
  return useMemo(() => (pages && locale !== DEFAULT_LOCALE ? buildSitePages(pages.manifests, locale) : pages), [pages, locale]);
}

/** The site's pages, or the shell's own while the manifests load (the navbar and menu show those first). */
export function useSitePagesOrShell(): SitePages {
  const pages = useSitePages();
  const locale = useLocale();
  return useMemo(() => pages ?? buildSitePages([], locale), [pages, locale]);
}

/** The alias rules known now (the shell's own until the manifests are in). */
export const aliasRulesNow = (): readonly AliasRule[] => current?.aliases ?? SHELL_ALIASES;

/** The manifests inlined into the page; null when the page has none (a static host served it). */
export function readInlineManifests(doc: Document): PageManifest[] | null {
  const text = doc.getElementById(PAGE_MANIFESTS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return parsePageManifestList(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Without inlined manifests: each configured remote's `pages.json`, fetched beside its mf-manifest.json. */
export async function loadPageManifests(fetchImpl: typeof fetch = fetch): Promise<void> {
  await discovered().catch(() => undefined);
  const found = await Promise.all(
    SECTIONS.map(async (section) => {
      const entry = remoteLocation(section.id)?.entry;
      if (!entry) return null;
      try {
        const response = await fetchImpl(new URL(PAGE_MANIFEST_FILE, entry).href);
        return response.ok ? parsePageManifest(await response.json(), section.id, section.basePath) : null;
      } catch {
        // A remote that is down: its pages are missing from the menu; its links still lead to it.
        return null;
      }
    }),
  );
  setPageManifests(found.filter((m): m is PageManifest => m !== null));
}
