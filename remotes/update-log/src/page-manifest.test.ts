import { manifestIn, manifestTexts } from 'shared-domain/federation/page-manifest';
import { checkedManifest, manifestPaths } from 'shared-domain/federation/test-support/manifest-checks';
import { catalogue } from './messages/catalogue';
import raw from './page-manifest.json';

const manifest = checkedManifest(raw, 'update-log');

describe('the update-log page manifest', () => {
  it('declares the update log, titled as the page titles itself', () => {
    expect(manifestPaths(manifest)).toEqual(['/update-log']);
    expect(manifest.pages[0]?.title).toBe(catalogue.in('en')('updateLog.title'));
  });

  it('has every text in Japanese', () => {
    const ja = manifest.translations?.ja ?? {};
    expect(manifestTexts(manifest).filter((text) => !ja[text])).toEqual([]);
  });

  it('titles the page in Japanese as the page titles itself in Japanese', async () => {
    await catalogue.load('ja');
    const japanese = manifestIn(manifest, 'ja');
    expect(japanese.pages[0]?.title).toBe('更新履歴');
    expect(japanese.pages[0]?.title).toBe(catalogue.in('ja')('updateLog.title'));
    expect(japanese.nav?.label).toBe('更新履歴');
    expect(japanese.menuGroup.title).toBe('サイト');
  });
});
