import { checkedManifest } from 'shared-domain/federation/test-support/manifest-checks';
import raw from './page-manifest.json';
import { FOREVER_PRAYER_TITLE, poolTitles, PRAYER_LIST_TITLE, PRAYER_MENU_TITLE, prayerDetailTitle, ROULETTE_TITLE } from './prayer-pages';

const manifest = checkedManifest(raw, 'prayers');
const titleOf = (path: string) => manifest.pages.find((p) => p.path === path)?.title;

describe('the prayers page manifest', () => {
  it('titles each page as the page titles itself', () => {
    expect(titleOf('/prayers')).toBe(PRAYER_LIST_TITLE);
    expect(titleOf('/prayers/menu')).toBe(PRAYER_MENU_TITLE);
    expect(titleOf('/prayers/info/:id')).toBe(prayerDetailTitle(undefined));
    expect(titleOf('/prayers/standard-prayer')).toBe(poolTitles('standard').characters);
    expect(titleOf('/prayers/ritual-prayer/date-order')).toBe(poolTitles('ritual').dateOrder);
    expect(titleOf('/prayers/standard-prayer/info')).toBe(poolTitles('standard').simulator);
    expect(titleOf('/prayers/forever-prayer')).toBe(FOREVER_PRAYER_TITLE);
    expect(titleOf('/prayers/kourindou-roulette')).toBe(ROULETTE_TITLE);
  });

  it('lists every page but a single prayer in the menu', () => {
    expect(manifest.pages.filter((p) => p.menu === null).map((p) => p.path)).toEqual(['/prayers/info/:id']);
  });
});
