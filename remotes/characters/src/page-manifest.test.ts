import { checkedManifest } from 'shared-domain/federation/test-support/manifest-checks';
import { CHARACTER_MENU_TITLE, CHARACTER_PAGES } from './character-pages';
import raw from './page-manifest.json';

const manifest = checkedManifest(raw, 'characters');

describe('the characters page manifest', () => {
  it('puts every character page in the menu', () => {
    expect(manifest.pages.every((p) => p.menu !== null)).toBe(true);
  });

  it('titles and describes each page as the page does', () => {
    expect(manifest.pages.find((p) => p.path === '/characters')?.title).toBe(CHARACTER_MENU_TITLE);
    for (const [path, { title, description }] of Object.entries(CHARACTER_PAGES)) {
      expect(manifest.pages.find((p) => p.path === `/characters/${path}`)).toMatchObject({ title, description });
    }
  });
});
