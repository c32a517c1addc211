import { manifestIn, manifestTexts, parsePageManifest } from 'shared-domain/federation/page-manifest';
import { checkedManifest } from 'shared-domain/federation/test-support/manifest-checks';
import { CHARACTER_MENU_TITLE, CHARACTER_PAGES } from './character-pages';
import { catalogue } from './messages/catalogue';
import raw from './page-manifest.json';

const manifest = checkedManifest(raw, 'characters');

describe('the characters page manifest', () => {
  it('puts every character page in the menu', () => {
    expect(manifest.pages.every((p) => p.menu !== null)).toBe(true);
  });

  it('titles and describes each page as the page does', () => {
    const t = catalogue.in('en');
    expect(manifest.pages.find((p) => p.path === '/characters')?.title).toBe(t(CHARACTER_MENU_TITLE));
    for (const [path, { title, description }] of Object.entries(CHARACTER_PAGES)) {
      expect(manifest.pages.find((p) => p.path === `/characters/${path}`)).toMatchObject({ title: t(title), description: t(description) });
    }
  });

  it('has every text a player reads in Japanese', () => {
    const parsed = parsePageManifest(raw, 'characters', '/characters');
    const japanese = parsed?.translations?.ja ?? {};
    expect(manifestTexts(parsed!).filter((text) => !japanese[text])).toEqual([]);
  });

  it('titles each page in Japanese as the Japanese page does', async () => {
    await catalogue.load('ja');
    const t = catalogue.in('ja');
    const ja = manifestIn(manifest, 'ja');
    expect(ja.nav?.label).toBe('キャラクター');
    expect(ja.pages.find((p) => p.path === '/characters')?.title).toBe('キャラクタートラッカー');
    expect(ja.pages.find((p) => p.path === '/characters/release-order')).toMatchObject({ title: '実装順', menu: { label: '実装順' } });
    for (const [path, { title, description }] of Object.entries(CHARACTER_PAGES)) {
      expect(ja.pages.find((p) => p.path === `/characters/${path}`)).toMatchObject({ title: t(title), description: t(description) });
    }
  });
});
