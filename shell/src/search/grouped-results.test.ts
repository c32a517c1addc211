import type { SearchDocument } from 'shared-domain/federation/search-document';
import { groupedResults, resultsPageUrl, resultTarget } from './grouped-results';
import type { SearchHit } from './search-engine';

const hit = (id: string, group: SearchDocument['group'], extra: Partial<SearchDocument> = {}): SearchHit => ({
  document: { id, group, title: id, names: [id], url: `/${id}`, ...extra },
  tier: 'exact name',
});

describe('the box’s groups', () => {
  it('puts each group where its best hit ranks, keeping at most so many in each', () => {
    const groups = groupedResults(
      [hit('a', 'floors'), hit('b', 'characters'), hit('c', 'floors'), hit('d', 'floors'), hit('e', 'characters')],
      2,
    );
    expect(groups.map((g) => [g.group, g.hits.map((h) => h.document.id)])).toEqual([
      ['floors', ['a', 'c']],
      ['characters', ['b', 'e']],
    ]);
  });

  it('lists at most so many options in all, cutting the last group short and leaving the later ones out', () => {
    const hits = [hit('a', 'floors'), hit('b', 'characters'), hit('c', 'floors'), hit('d', 'prayers'), hit('e', 'characters')];
    expect(groupedResults(hits, 2, 3).map((g) => [g.group, g.hits.map((h) => h.document.id)])).toEqual([
      ['floors', ['a', 'c']],
      ['characters', ['b']],
    ]);
    expect(groupedResults(hits, 2, 4).map((g) => [g.group, g.hits.map((h) => h.document.id)])).toEqual([
      ['floors', ['a', 'c']],
      ['characters', ['b', 'e']],
    ]);
  });
});

describe('where a result goes', () => {
  it('opens a character’s modal over the page the player is on, keeping its query', () => {
    const reimu = hit('characters:1001', 'characters', { character: 1001, url: '/characters/conventional-list?character=1001' });
    expect(resultTarget(reimu, { pathname: '/story-cards', search: '?rarity=5&character=2' })).toBe('/story-cards?rarity=5&character=1001');
    expect(resultTarget(reimu, { pathname: '/', search: '' })).toBe('/?character=1001');
  });

  it('opens any other result’s page', () => {
    expect(resultTarget(hit('floors:120', 'floors', { url: '/stages/scarlet-devil-tower?floor=120' }), { pathname: '/', search: '' })).toBe(
      '/stages/scarlet-devil-tower?floor=120',
    );
  });

  it('sends “see all results” to the results page, with JP content as the box has it', () => {
    expect(resultsPageUrl('cf1# reimu', false)).toBe('/search?q=cf1%23+reimu');
    expect(resultsPageUrl('cf1# reimu', true)).toBe('/search?q=cf1%23+reimu&jp=1');
  });
});
