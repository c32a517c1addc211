import { manifestIn, manifestTexts, parsePageManifest } from 'shared-domain/federation/page-manifest';
import { checkedManifest } from 'shared-domain/federation/test-support/manifest-checks';
import { catalogue, type MessageKey } from './messages/catalogue';
import { en } from './messages/test-support/english';
import raw from './page-manifest.json';
import {
  CALENDAR_TITLE,
  FOREVER_PRAYER_TITLE,
  poolTitles,
  PRAYER_LIST_TITLE,
  PRAYER_MENU_TITLE,
  prayerDetailTitle,
  RERUNS_TITLE,
  ROULETTE_TITLE,
} from './prayer-pages';

const manifest = checkedManifest(raw, 'prayers');
const titleOf = (path: string) => manifest.pages.find((p) => p.path === path)?.title;

/** Each page and the message its heading is. */
const HEADINGS: Array<[string, MessageKey]> = [
  ['/prayers', PRAYER_LIST_TITLE],
  ['/prayers/menu', PRAYER_MENU_TITLE],
  ['/prayers/info/:id', 'prayerDetail.title'],
  ['/prayers/standard-prayer', poolTitles('standard').characters],
  ['/prayers/standard-prayer/date-order', poolTitles('standard').dateOrder],
  ['/prayers/standard-prayer/info', poolTitles('standard').simulator],
  ['/prayers/ritual-prayer', poolTitles('ritual').characters],
  ['/prayers/ritual-prayer/date-order', poolTitles('ritual').dateOrder],
  ['/prayers/ritual-prayer/info', poolTitles('ritual').simulator],
  ['/prayers/forever-prayer', FOREVER_PRAYER_TITLE],
  ['/prayers/kourindou-roulette', ROULETTE_TITLE],
  ['/prayers/reruns', RERUNS_TITLE],
  ['/prayers/calendar', CALENDAR_TITLE],
];

describe('the prayers page manifest', () => {
  it('titles each page as the page titles itself', () => {
    expect(titleOf('/prayers')).toBe(en(PRAYER_LIST_TITLE));
    expect(titleOf('/prayers/menu')).toBe(en(PRAYER_MENU_TITLE));
    expect(titleOf('/prayers/info/:id')).toBe(prayerDetailTitle(en, undefined));
    expect(titleOf('/prayers/standard-prayer')).toBe(en(poolTitles('standard').characters));
    expect(titleOf('/prayers/ritual-prayer/date-order')).toBe(en(poolTitles('ritual').dateOrder));
    expect(titleOf('/prayers/standard-prayer/info')).toBe(en(poolTitles('standard').simulator));
    expect(titleOf('/prayers/forever-prayer')).toBe(en(FOREVER_PRAYER_TITLE));
    expect(titleOf('/prayers/kourindou-roulette')).toBe(en(ROULETTE_TITLE));
    expect(HEADINGS.map(([path]) => path)).toEqual(manifest.pages.map((p) => p.path));
    for (const [path, key] of HEADINGS) expect(titleOf(path)).toBe(en(key));
  });

  it('lists every page but a single prayer in the menu', () => {
    expect(manifest.pages.filter((p) => p.menu === null).map((p) => p.path)).toEqual(['/prayers/info/:id']);
  });

  it('has every text in Japanese', () => {
    const dictionary = manifest.translations?.ja ?? {};
    expect(manifestTexts(manifest).filter((text) => !dictionary[text])).toEqual([]);
    // A translation of a text the manifest no longer has is a leftover.
    expect(Object.keys(dictionary).filter((text) => !manifestTexts(manifest).includes(text))).toEqual([]);
  });

  it('reads in Japanese as the pages title themselves in Japanese', async () => {
    await catalogue.load('ja');
    const ja = manifestIn(manifest, 'ja');
    for (const [path, key] of HEADINGS) expect(ja.pages.find((p) => p.path === path)?.title).toBe(catalogue.in('ja')(key));
    expect(ja.menuGroup.title).toBe('祈祷');
    expect(ja.nav?.label).toBe('祈祷');
    expect(ja.pages[0]).toMatchObject({ title: '東方LostWord 祈祷トラッカー', menu: { label: '祈祷トラッカー' } });
    expect(ja.pages.find((p) => p.home)?.home).toMatchObject({ title: '祈祷トラッカーと情報', contents: '祈祷' });
  });

  it('is still accepted by the shell with its translations', () => {
    expect(parsePageManifest(raw, 'prayers', '/prayers')?.translations?.ja?.['Prayer Calendar']).toBe('祈祷カレンダー');
  });
});
