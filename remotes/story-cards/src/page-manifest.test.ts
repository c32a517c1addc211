import { canonicalPathsOf, checkedManifest, manifestPaths } from 'shared-domain/federation/test-support/manifest-checks';
import raw from './page-manifest.json';
import { ILLUSTRATORS_TITLE, STORY_CARD_LIST_TITLE } from './story-card-pages';

const manifest = checkedManifest(raw, 'story-cards');

describe('the story-cards page manifest', () => {
  it('declares every story-card page of the site, titled as the page titles itself', () => {
    expect(manifestPaths(manifest).sort()).toEqual(canonicalPathsOf('story-cards').sort());
    expect(manifest.pages.map((p) => p.title)).toEqual([STORY_CARD_LIST_TITLE, ILLUSTRATORS_TITLE]);
  });
});
