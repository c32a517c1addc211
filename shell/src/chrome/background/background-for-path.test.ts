import { backgroundForPath } from './background-for-path';

describe('backgroundForPath', () => {
  it.each([
    ['/', 'home'],
    ['/characters', 'characters'],
    ['/characters/release-order', 'characters'],
    ['/story-cards/illustrators', 'story-cards'],
    ['/stages', 'tower'],
    ['/stages/scarlet-devil-tower', 'tower'],
    ['/stages/scarlet-devil-tower/rewards', 'tower'],
    ['/prayers', 'prayers'],
    ['/prayers/standard-prayer/info', 'prayers'],
    ['/update-log', 'update-log'],
    ['/menu', 'plain'],
    ['/settings', 'plain'],
    ['/offline', 'plain'],
    ['/prayersx', 'plain'],
    ['/no/such/page', 'plain'],
  ])('%s -> %s', (path, id) => {
    expect(backgroundForPath(path)).toBe(id);
  });
});
