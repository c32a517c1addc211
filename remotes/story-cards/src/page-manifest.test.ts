import { manifestIn, manifestTexts, parsePageManifest } from 'shared-domain/federation/page-manifest';
import { checkedManifest } from 'shared-domain/federation/test-support/manifest-checks';
import { catalogue } from './messages/catalogue';
import raw from './page-manifest.json';
import { ILLUSTRATORS_TITLE, STORY_CARD_LIST_TITLE } from './story-card-pages';

const manifest = checkedManifest(raw, 'story-cards');

describe('the story-cards page manifest', () => {
  it('titles each story-card page as the page titles itself', () => {
    const t = catalogue.in('en');
    expect(manifest.pages.map((p) => p.title)).toEqual([t(STORY_CARD_LIST_TITLE), t(ILLUSTRATORS_TITLE)]);
  });

  it('has a Japanese translation of every text it shows', () => {
    const parsed = parsePageManifest(raw, 'story-cards', '/story-cards');
    const ja = parsed?.translations?.ja ?? {};
    expect(manifestTexts(manifest).filter((text) => !ja[text])).toEqual([]);
  });

  it('titles each page in Japanese as the page titles itself', async () => {
    await catalogue.load('ja');
    const t = catalogue.in('ja');
    const titles = manifestIn(manifest, 'ja').pages.map((p) => p.title);
    expect(titles).toEqual(['絵札一覧', 'イラストレーター一覧']);
    expect(titles).toEqual([t(STORY_CARD_LIST_TITLE), t(ILLUSTRATORS_TITLE)]);
    expect(manifestIn(manifest, 'ja').nav?.label).toBe('絵札');
  });
});
