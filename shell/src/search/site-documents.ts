import type { PageManifest } from 'shared-domain/federation/page-manifest';
import type { SearchDocument } from 'shared-domain/federation/search-document';

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

/** The shell's own pages and each setting (found by its label and the words players use for it). */
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
