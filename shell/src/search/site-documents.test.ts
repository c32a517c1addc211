import type { PageManifest } from 'shared-domain/federation/page-manifest';
import type { SearchDocument } from 'shared-domain/federation/search-document';
import { catalogue } from '../messages/catalogue';
import { pageDocuments, shellDocuments, shownText } from './site-documents';

const SETTING_LABELS: ReadonlyArray<[id: string, en: string]> = [
  ['jp-content', 'Enable JP-only content'],
  ['traditional-name', 'Traditional name order'],
  ['translit-name', 'Transliterated names'],
  ['name-script', 'Character names'],
  ['element-lang', 'Element names'],
  ['utc', 'Show times in UTC'],
  ['scroll-batch', 'Items loaded per scroll'],
  ['theme', 'Theme'],
  ['collection', 'My collection'],
];

// A manifest as a remote writes it, with its Japanese texts.
const manifest = {
  version: 1,
  section: 'update-log',
  menuGroup: { title: 'Site', icon: 'menu' },
  nav: null,
  pages: [
    { path: '/update-log', title: 'Update Log', description: 'What changed.', menu: { label: 'Update Log', order: 1 }, aliases: [] },
    { path: '/update-log/:id', title: 'An update', description: 'One update.', menu: null, aliases: [] },
  ],
  translations: { ja: { Site: 'サイト', 'Update Log': '更新履歴', 'What changed.': '変更点。' } },
} as unknown as PageManifest;

describe("the shell's search documents", () => {
  beforeAll(() => catalogue.load('ja'));

  it('in English: the shell pages and every setting, by their English names', () => {
    const documents = shellDocuments(catalogue.in('en'));
    expect(documents.slice(0, 3)).toEqual([
      { id: 'pages:/', group: 'pages', title: 'Home', names: ['Home'], keywords: ['start'], url: '/' },
      { id: 'pages:/menu', group: 'pages', title: 'Menu', names: ['Menu', 'Site map'], keywords: ['navigator', 'about'], url: '/menu' },
      {
        id: 'pages:/settings',
        group: 'pages',
        title: 'Settings',
        names: ['Settings'],
        keywords: ['options', 'preferences'],
        url: '/settings',
      },
    ]);
    expect(documents.slice(3).map((d) => [d.id, d.title, d.subtitle, d.url])).toEqual(
      SETTING_LABELS.map(([id, label]) => [`settings:${id}`, label, 'Setting', '/settings']),
    );
  });

  it("a section's page is found by its title and menu label in every language; a page with a parameter is not searched", () => {
    expect(pageDocuments([manifest])).toEqual([
      {
        id: 'pages:/update-log',
        group: 'pages',
        title: 'Update Log',
        subtitle: 'Site',
        names: ['Update Log', '更新履歴'],
        keywords: ['Site'],
        description: 'What changed.',
        url: '/update-log',
      },
    ]);
  });

  it("shows a page or a setting in the page's language, and anything else as the index has it", () => {
    const ja = catalogue.in('ja');
    const [shellPage, , , , , , , , utc] = shellDocuments(catalogue.in('en'));
    expect(shownText(utc!, ja, null, 'ja')).toEqual({ title: '時刻をUTCで表示', subtitle: '設定項目' });
    expect(shownText(shellPage!, ja, null, 'ja').title).toBe(ja('nav.home'));
    const [updateLog] = pageDocuments([manifest]);
    const japaneseManifest = {
      ...manifest,
      menuGroup: { title: 'サイト', icon: 'menu' },
      pages: [{ ...manifest.pages[0]!, title: '更新履歴' }],
    } as PageManifest;
    expect(shownText(updateLog!, ja, [japaneseManifest], 'ja')).toEqual({ title: '更新履歴', subtitle: 'サイト' });
    const card: SearchDocument = {
      id: 'story-cards:1',
      group: 'story-cards',
      title: 'Lost Bamboo Forest',
      subtitle: 'Story card',
      names: [],
      url: '/story-cards',
    };
    expect(shownText(card, ja, [japaneseManifest], 'ja')).toEqual({ title: 'Lost Bamboo Forest', subtitle: 'Story card' });
  });

  it("shows a section's second line in the page's language when the section gave one", () => {
    const t = catalogue.in('ja');
    const illustrator: SearchDocument = {
      id: 'illustrators:mitsuki',
      group: 'illustrators',
      title: 'Mitsuki',
      subtitle: 'Illustrator · 3 story cards',
      subtitleIn: { ja: 'イラストレーター · ストーリーカード3枚' },
      names: ['Mitsuki'],
      url: '/story-cards?artist=mitsuki',
    };
    expect(shownText(illustrator, t, null, 'ja').subtitle).toBe('イラストレーター · ストーリーカード3枚');
    expect(shownText(illustrator, catalogue.in('en'), null, 'en').subtitle).toBe('Illustrator · 3 story cards');
    // An index from another build may carry anything there: the English line stands.
    const odd = { ...illustrator, subtitleIn: { ja: 3 } } as unknown as SearchDocument;
    expect(shownText(odd, t, null, 'ja').subtitle).toBe('Illustrator · 3 story cards');
  });
});
