/** @jest-environment node */
import type { PageManifest } from 'shared-domain/federation/page-manifest';
import type { PageServer } from 'shared-domain/federation/page-server';
import { SECTIONS } from 'shared-domain/federation/sections';
import type { Locale } from 'shared-domain/i18n/locales';
import { catalogue } from '../../src/messages/catalogue';
import { collectSearchDocuments } from './search-documents-source';

/** The shell's words as the renderer gives them. */
const words = async (locale: Locale) => {
  await catalogue.load(locale);
  return catalogue.in(locale);
};

const manifest = (section: (typeof SECTIONS)[number]['id']): PageManifest =>
  ({
    version: 1,
    section,
    menuGroup: { title: 'Group', icon: 'menu' },
    nav: null,
    pages: [
      { path: `/${section}-page`, title: `Page of ${section}`, description: 'A page.', menu: { label: 'Its line', order: 1 }, aliases: [] },
      { path: `/${section}/:id`, title: 'Detail', description: 'One.', menu: null, aliases: [] },
    ],
  }) as unknown as PageManifest;

describe('the site’s documents', () => {
  it('are the shell’s, the manifests’ pages, and what each section declares, checked and each once', async () => {
    const tower: PageServer = {
      firstData: () => [],
      searchDocuments: async () => [
        { id: 'floors:1', group: 'floors', title: 'Floor #1', names: ['F1'], url: '/stages/scarlet-devil-tower?floor=1' },
        { id: 'floors:1', group: 'floors', title: 'again', names: [], url: '/x' },
        { id: 'bad', group: 'nowhere', title: 'x', names: [], url: 'javascript:1' } as never,
      ],
    };
    const { documents, complete } = await collectSearchDocuments(
      {
        manifests: async () => SECTIONS.map((s) => manifest(s.id)),
        pageServer: async (id) => (id === 'tower' ? tower : { firstData: () => [] }),
        apiText: async () => null,
        words,
      },
      0,
    );
    expect(complete).toBe(true);
    expect(documents.filter((d) => d.group === 'floors').map((d) => d.title)).toEqual(['Floor #1']);
    expect(documents.find((d) => d.id === 'pages:/tower-page')).toEqual({
      id: 'pages:/tower-page',
      group: 'pages',
      title: 'Page of tower',
      subtitle: 'Group',
      names: ['Page of tower', 'Its line'],
      keywords: ['Group'],
      description: 'A page.',
      url: '/tower-page',
    });
    expect(documents.some((d) => d.url.includes(':id'))).toBe(false);
    expect(documents.find((d) => d.id === 'settings:theme')?.keywords).toContain('dark mode');
  });

  it('has the shell’s pages and settings titled in English and found by their Japanese names too', async () => {
    const { documents } = await collectSearchDocuments(
      { manifests: async () => [], pageServer: async () => ({ firstData: () => [] }), apiText: async () => null, words },
      0,
    );
    const byId = new Map(documents.map((d) => [d.id, d]));
    expect(byId.get('pages:/menu')).toMatchObject({ title: 'Menu', names: ['Menu', 'メニュー', 'Site map'], url: '/menu' });
    expect(byId.get('settings:utc')).toMatchObject({
      title: 'Show times in UTC',
      subtitle: 'Setting',
      names: ['Show times in UTC', '時刻をUTCで表示'],
    });
    expect(byId.get('settings:collection')?.names).toEqual(['My collection', 'マイコレクション']);
  });

  it('is incomplete while a section cannot tell', async () => {
    const { complete } = await collectSearchDocuments(
      {
        manifests: async () => SECTIONS.map((s) => manifest(s.id)),
        pageServer: async (id) => (id === 'tower' ? null : { firstData: () => [] }),
        apiText: async () => null,
        words,
      },
      0,
    );
    expect(complete).toBe(false);
  });

  it('has no shell documents, and is incomplete, while the words cannot be had', async () => {
    const { documents, complete } = await collectSearchDocuments(
      {
        manifests: async () => SECTIONS.map((s) => manifest(s.id)),
        pageServer: async () => ({ firstData: () => [] }),
        apiText: async () => null,
        words: async () => null,
      },
      0,
    );
    expect(complete).toBe(false);
    expect(documents.some((d) => d.group === 'settings')).toBe(false);
  });
});
