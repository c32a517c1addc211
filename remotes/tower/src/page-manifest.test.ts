import { manifestIn, manifestTexts } from 'shared-domain/federation/page-manifest';
import { checkedManifest } from 'shared-domain/federation/test-support/manifest-checks';
import { catalogue } from './messages/catalogue';
import raw from './page-manifest.json';

const manifest = checkedManifest(raw, 'tower');
const TITLE_KEYS = ['stages.title', 'floor.towerTitle', 'rewards.title'] as const;

describe('the tower page manifest', () => {
  it('titles each stage page as the page titles itself (the floor page refines its own)', () => {
    const t = catalogue.in('en');
    expect(manifest.pages.map((p) => p.title)).toEqual(TITLE_KEYS.map((key) => t(key)));
  });

  it('links the navbar to the tower itself', () => {
    expect(manifest.nav?.path).toBe('/stages/scarlet-devil-tower');
  });

  it('has every text in Japanese', () => {
    const ja = manifest.translations?.ja ?? {};
    expect(manifestTexts(manifest).filter((text) => !ja[text])).toEqual([]);
  });

  it('titles each page in Japanese as the page titles itself in Japanese', async () => {
    await catalogue.load('ja');
    const t = catalogue.in('ja');
    const japanese = manifestIn(manifest, 'ja');
    expect(japanese.pages.map((p) => p.title)).toEqual(['ステージ', '紅魔塔', '紅魔塔の報酬']);
    expect(japanese.pages.map((p) => p.title)).toEqual(TITLE_KEYS.map((key) => t(key)));
    expect(japanese.menuGroup.title).toBe('ステージ');
    expect(japanese.nav?.label).toBe('紅魔塔');
  });
});
