import { landingDataUrls } from './landing-data';

const at = (path: string) => landingDataUrls(new URL(path, 'http://shell.test'));

describe('landingDataUrls', () => {
  // The calls of spec section 7 each page makes first.
  it.each([
    ['/characters/release-order', ['/api/characters/release-date']],
    ['/characters/conventional-list', ['/api/characters/chronological']],
    ['/characters/rebirth-costume-order', ['/api/characters/rebirth-costume-date']],
    ['/prayers', ['/api/prayers/get-list']],
    ['/prayers/info/548', ['/api/prayers/get-detail?id=548']],
    ['/story-cards?rarity=5', ['/api/story-cards/get-list']],
    ['/story-cards/illustrators', ['/api/story-cards/get-illust']],
    ['/stages/scarlet-devil-tower', ['/api/towers/get-list', '/api/towers/get-detail?floor=1']],
    ['/stages/scarlet-devil-tower?floor=12', ['/api/towers/get-list', '/api/towers/get-detail?floor=12']],
    ['/stages/scarlet-devil-tower?floor=-1', ['/api/towers/get-list', '/api/towers/get-detail?floor=1']],
    ['/stages/scarlet-devil-tower?floor=7th', ['/api/towers/get-list', '/api/towers/get-detail?floor=7']],
    ['/stages/scarlet-devil-tower/rewards', ['/api/towers/get-rewards']],
    ['/update-log/', ['/api/general/updates']],
  ])('%s preloads %j', (path, expected) => {
    expect(at(path)).toEqual(expected);
  });

  it.each(['/', '/characters', '/prayers/menu', '/prayers/info/abc', '/prayers/info/0', '/no-such-page'])(
    'preloads no data for %s (a menu, a shell page, or an id the API would refuse)',
    (path) => {
      expect(at(path)).toEqual([]);
    },
  );
});
