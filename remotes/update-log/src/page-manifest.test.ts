import { checkedManifest, manifestPaths } from 'shared-domain/federation/test-support/manifest-checks';
import raw from './page-manifest.json';
import { UPDATE_LOG_TITLE } from './update-log/update-log-page';

const manifest = checkedManifest(raw, 'update-log');

describe('the update-log page manifest', () => {
  it('declares the update log, titled as the page titles itself', () => {
    expect(manifestPaths(manifest)).toEqual(['/update-log']);
    expect(manifest.pages[0]?.title).toBe(UPDATE_LOG_TITLE);
  });
});
