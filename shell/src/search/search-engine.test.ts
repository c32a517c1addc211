import type { SearchDocument } from 'shared-domain/federation/search-document';
import { createSearchEngine, createSearchEngineInSteps } from './search-engine';

const character = (id: number, name: string, keywords: string[] = []): SearchDocument => ({
  id: `characters:${id}`,
  group: 'characters',
  title: name,
  names: [name],
  keywords,
  url: `/characters/conventional-list?character=${id}`,
  character: id,
});
const card = (id: number, name: string, keywords: string[]): SearchDocument => ({
  id: `story-cards:${id}`,
  group: 'story-cards',
  title: name,
  names: [name],
  keywords,
  url: `/story-cards?name=${encodeURIComponent(name)}`,
});

describe('the engine', () => {
  // Three names start with "re", one keyword does: the answer for "re" is those four, in tier order.
  const documents = [
    card(1, 'Red Mist', ['burn']),
    character(2, 'Marisa Kirisame', ['reimu rival']),
    character(3, 'Reimu Hakurei'),
    character(4, 'Remilia Scarlet'),
    card(5, 'Slash of the Youkai', ['killer youkai', 'slice']),
    card(6, 'Quiet Snowfall', ['killer human', 'slice']),
    card(7, 'Spice Market', ['spice']),
  ];
  const engine = createSearchEngine(documents);
  const ids = (typed: string, limit?: number) => engine.search(typed, limit).map((h) => `${h.document.id} ${h.tier}`);

  it('answers from the sorted names and keywords when they fill the answer, best tier first, then the group and the shorter title', () => {
    expect(ids('re', 4)).toEqual([
      'characters:3 name prefix',
      'characters:4 name prefix',
      'story-cards:1 name prefix',
      'characters:2 keyword prefix',
    ]);
  });

  it('gives the same first answers when more are wanted than names start with the query', () => {
    expect(ids('re', 10).slice(0, 4)).toEqual(ids('re', 4));
  });

  it('filters what a longer word found by a short one beside it', () => {
    expect(ids('killer y')).toEqual(['story-cards:5 keyword prefix']);
    expect(ids('slice h')).toEqual(['story-cards:6 keyword word start']);
  });

  it('forgives one typo in a word that starts no term, and none in a word that does', () => {
    expect(ids('marisa kirisme')).toEqual(['characters:2 fuzzy name']);
    // "slice" is a term, so "spice", one edit from it, is not what was meant; "slise" is no term's start.
    expect(ids('slice')).toEqual(['story-cards:6 exact keyword', 'story-cards:5 exact keyword']);
    expect(ids('slise')).toEqual(['story-cards:6 fuzzy keyword', 'story-cards:5 fuzzy keyword']);
  });

  it('built in steps, answers as built at once, with one task more after the last step for its own first query', async () => {
    const tasks: string[] = [];
    const pause = () => {
      tasks.push('pause');
      return Promise.resolve();
    };
    const stepped = await createSearchEngineInSteps(documents, pause);
    // Seven documents are one step; then the engine's own query waits for one more task.
    expect(tasks).toEqual(['pause', 'pause']);
    for (const typed of ['re', 'killer y', 'slise', 'spice market'])
      expect(stepped.search(typed).map((h) => `${h.document.id} ${h.tier}`)).toEqual(ids(typed));
  });
});
