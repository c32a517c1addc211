import type { PageManifest } from 'shared-domain/federation/page-manifest';
import type { SearchDocument } from 'shared-domain/federation/search-document';
import type { MessageKey, ShellT } from '../messages/catalogue';

/** Every page the manifests declare (a page with a path parameter is reached through its list, not searched). */
export function pageDocuments(manifests: readonly PageManifest[]): SearchDocument[] {
  return manifests.flatMap((manifest) =>
    manifest.pages
      .filter((page) => !page.path.includes(':'))
      .map((page): SearchDocument => ({
        id: `pages:${page.path}`,
        group: 'pages',
        title: page.title,
        subtitle: manifest.menuGroup.title,
        names: [...new Set([page.title, ...(page.menu ? [page.menu.label] : [])])],
        keywords: [manifest.menuGroup.title],
        description: page.description,
        url: page.path,
      })),
  );
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
 * titled in `t`'s language; with `english` too (another language's index), the English names
 * still find them.
 */
export function shellDocuments(t: ShellT, english?: ShellT): SearchDocument[] {
  const namesOf = (key: MessageKey, more: readonly string[] = []) => [...new Set([t(key), ...(english ? [english(key)] : []), ...more])];
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

/** The shell's own pages and each setting, in English: the index the server builds today. */
export const SHELL_DOCUMENTS: readonly SearchDocument[] = [
  { id: 'pages:/', group: 'pages', title: 'Home', names: ['Home'], keywords: ['start'], url: '/' },
  { id: 'pages:/menu', group: 'pages', title: 'Menu', names: ['Menu', 'Site map'], keywords: ['navigator', 'about'], url: '/menu' },
  { id: 'pages:/settings', group: 'pages', title: 'Settings', names: ['Settings'], keywords: ['options', 'preferences'], url: '/settings' },
  ...(
    [
      ['jp-content', 'Enable JP-only content', ['spoilers', 'jp', 'japanese version', 'future']],
      ['traditional-name', 'Traditional name order', ['family name first', 'name order']],
      ['translit-name', 'Transliterated names', ['romaji', 'names']],
      ['name-script', 'Character names', ['japanese names', 'english names', 'both names', 'kanji', '日本語']],
      ['element-lang', 'Element names', ['element language', 'japanese elements']],
      ['utc', 'Show times in UTC', ['time zone', 'timezone', 'utc']],
      ['scroll-batch', 'Items loaded per scroll', ['scroll', 'batch']],
      ['theme', 'Theme', ['dark mode', 'light mode', 'colours', 'colors']],
      ['collection', 'My collection', ['export', 'import', 'backup', 'share link', 'owned']],
    ] as const
  ).map(([key, label, words]): SearchDocument => ({
    id: `settings:${key}`,
    group: 'settings',
    title: label,
    subtitle: 'Setting',
    names: [label],
    keywords: [...words],
    url: '/settings',
  })),
];
