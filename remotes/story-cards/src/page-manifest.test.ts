import { checkedManifest } from 'shared-domain/federation/test-support/manifest-checks';
import raw from './page-manifest.json';
import { ILLUSTRATORS_TITLE, STORY_CARD_LIST_TITLE } from './story-card-pages';

const manifest = checkedManifest(raw, 'story-cards');

describe('the story-cards page manifest', () => {
  it('titles each story-card page as the page titles itself', () => {
    expect(manifest.pages.map((p) => p.title)).toEqual([STORY_CARD_LIST_TITLE, ILLUSTRATORS_TITLE]);
  });
});
