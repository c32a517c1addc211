import { manifestIn, type PageManifest } from 'shared-domain/federation/page-manifest';
import { DEFAULT_LOCALE, LOCALES, type Locale } from 'shared-domain/i18n/locales';
import type { SearchDocument } from 'shared-domain/federation/search-document';
import type { MessageKey, ShellT } from '../messages/catalogue';

/**
 * Every page the manifests declare (a page with a path parameter is reached through its list, not
 * searched), titled in English and found by its title and menu label in every language the
 * manifest carries; the box shows it in the page's language (shownText, below).
 */
export function pageDocuments(manifests: readonly PageManifest[]): SearchDocument[] {
  return manifests.flatMap((manifest) => {
    const translated = LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((l) => manifestIn(manifest, l));
    return manifest.pages.flatMap((page, i): SearchDocument[] => {
      if (page.path.includes(':')) return [];
      const others = translated.map((m) => m.pages[i]!);
      const names = [
        page.title,
        ...(page.menu ? [page.menu.label] : []),
        ...others.flatMap((p) => [p.title, ...(p.menu ? [p.menu.label] : [])]),
      ];
      return [
        {
          id: `pages:${page.path}`,
          group: 'pages',
          title: page.title,
          subtitle: manifest.menuGroup.title,
          names: [...new Set(names)],
          keywords: [manifest.menuGroup.title],
          description: page.description,
          url: page.path,
        },
      ];
    });
  });
}

/** The shell's own pages: their title's message, the other names they are found by, and keywords. */
const SHELL_PAGES: ReadonlyArray<{ path: string; title: MessageKey; names: readonly string[]; keywords: readonly string[] }> = [
  { path: '/', title: 'nav.home', names: [], keywords: ['start'] },
  { path: '/menu', title: 'menu.title', names: ['Site map'], keywords: ['navigator', 'about'] },
  { path: '/settings', title: 'settings.title', names: [], keywords: ['options', 'preferences'] },
];

/** Each setting: its id, its label's message (the form's) and the words players use for it. */
const SETTINGS: ReadonlyArray<readonly [id: string, label: MessageKey, words: readonly string[]]> = [
  ['jp-content', 'settings.jpContent', ['spoilers', 'jp', 'japanese version', 'future']],
  ['traditional-name', 'settings.traditionalName', ['family name first', 'name order']],
  ['translit-name', 'settings.translitName', ['romaji', 'names']],
  ['name-script', 'settings.characterNames', ['japanese names', 'english names', 'both names', 'kanji', '日本語']],
  ['element-lang', 'settings.elementNames', ['element language', 'japanese elements']],
  ['utc', 'settings.utc', ['time zone', 'timezone', 'utc']],
  ['scroll-batch', 'settings.scrollBatch', ['scroll', 'batch']],
  ['theme', 'settings.theme', ['dark mode', 'light mode', 'colours', 'colors']],
  ['collection', 'collection.title', ['export', 'import', 'backup', 'share link', 'owned']],
];

/**
 * The shell's own pages and each setting (found by its label and the words players use for it),
 * titled in `t`'s language; with `also`, that language's names find them too.
 */
export function shellDocuments(t: ShellT, also?: ShellT): SearchDocument[] {
  const namesOf = (key: MessageKey, more: readonly string[] = []) => [...new Set([t(key), ...(also ? [also(key)] : []), ...more])];
  return [
    ...SHELL_PAGES.map(({ path, title, names, keywords }): SearchDocument => ({
      id: `pages:${path}`,
      group: 'pages',
      title: t(title),
      names: namesOf(title, names),
      keywords: [...keywords],
      url: path,
    })),
    ...SETTINGS.map(([id, label, words]): SearchDocument => ({
      id: `settings:${id}`,
      group: 'settings',
      title: t(label),
      subtitle: t('search.setting'),
      names: namesOf(label),
      keywords: [...words],
      url: '/settings',
    })),
  ];
}

/**
 * What a result shows, in the page's language: a shell page or a setting from the shell's
 * catalogue, a section's page from its manifest (given in the page's language). Anything else as
 * the index has it: game names follow the name settings, not the interface's language.
 */
export function shownText(
  d: SearchDocument,
  t: ShellT,
  manifests: readonly PageManifest[] | null,
  locale: Locale,
): { title: string; subtitle?: string } {
  const key = d.id.slice(d.group.length + 1);
  if (d.group === 'settings') {
    const setting = SETTINGS.find(([id]) => id === key);
    if (setting) return { title: t(setting[1]), subtitle: t('search.setting') };
  }
  if (d.group === 'pages') {
    const shellPage = SHELL_PAGES.find((p) => p.path === key);
    if (shellPage) return { title: t(shellPage.title) };
    for (const manifest of manifests ?? []) {
      const page = manifest.pages.find((p) => p.path === key);
      if (page) return { title: page.title, subtitle: manifest.menuGroup.title };
    }
  }
  // A section's line in the page's language when it gave one (a string: the index is read from the network).
  const own = d.subtitleIn?.[locale];
  const subtitle = typeof own === 'string' ? own : d.subtitle;
  return subtitle === undefined ? { title: d.title } : { title: d.title, subtitle };
}
