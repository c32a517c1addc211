/** @jest-environment node */
import { declaredSearchDocuments } from 'shared-ui/dev/declared-search-documents';
import { catalogue } from '../src/messages/catalogue';
import { thumb } from '../src/test-support/fixture-api';
import { characterDocuments, searchDocuments } from './search-documents';

const declared = declaredSearchDocuments(searchDocuments);
const byId = declared.byId;

describe('the characters’ search documents', () => {
  it('declares one document per unit', () => {
    expect(declared.all()).toHaveLength(368);
    expect(new Set(declared.all().map((d) => d.id)).size).toBe(368);
  });

  it('names L1 Reimu in English both ways, Japanese, kana and Chinese, and opens her modal', () => {
    expect(byId('characters:1001')).toEqual({
      id: 'characters:1001',
      group: 'characters',
      title: 'Reimu Hakurei',
      subtitle: 'L1 · Lost World',
      names: ['Reimu Hakurei', 'Reimu', 'Hakurei Reimu', '博麗霊夢', 'はくれいれいむ', '博丽灵梦', '灵梦', 'L1 Reimu Hakurei'],
      keywords: ['L1', 'Lost World', 'defense'],
      url: '/characters/conventional-list?character=1001',
      character: 1001,
    });
  });

  it('gives a unit its alias and a person’s alias to each of their units', () => {
    expect(byId('characters:27001')?.names).toContain('Cf1# Reimu');
    expect(byId('characters:1053')?.names).toContain('Okuu');
    expect(byId('characters:5053')?.names).toContain('Okuu');
  });

  it('marks a unit not out in global at the time as a spoiler (Cf1# Reimu debuts in global on 2026-05-12)', () => {
    expect(byId('characters:27001')?.spoiler).toBe(true);
    expect(byId('characters:1001')?.spoiler).toBeUndefined();
  });
});

describe('a unit without a name', () => {
  it('is titled by its number, in the language asked for', async () => {
    await catalogue.load('ja');
    const unnamed = thumb(90001, { name: undefined });
    const none = { persons: [], units: [] };
    expect(characterDocuments([unnamed], none, 0, catalogue.in('en'))[0]?.title).toBe('Unit 90001');
    expect(characterDocuments([unnamed], none, 0, catalogue.in('ja'))[0]?.title).toBe('ユニット 90001');
  });
});
