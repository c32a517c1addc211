import { checkedManifest } from 'shared-domain/federation/test-support/manifest-checks';
import raw from './page-manifest.json';
import { STAGES_TITLE, TOWER_REWARDS_TITLE, TOWER_TITLE } from './tower-pages';

const manifest = checkedManifest(raw, 'tower');

describe('the tower page manifest', () => {
  it('titles each stage page as the page titles itself (the floor page refines its own)', () => {
    expect(manifest.pages.map((p) => p.title)).toEqual([STAGES_TITLE, TOWER_TITLE, TOWER_REWARDS_TITLE]);
  });

  it('links the navbar to the tower itself', () => {
    expect(manifest.nav?.path).toBe('/stages/scarlet-devil-tower');
  });
});
