import type { SearchDocument } from 'shared-domain/federation/search-document';
import { documentsFor, indexFileText, readIndexFile } from './search-index-file';

const released: SearchDocument = {
  id: 'characters:1001',
  group: 'characters',
  title: 'Reimu Hakurei',
  subtitle: 'L1 · Lost World',
  names: ['Reimu Hakurei', '博麗霊夢'],
  url: '/characters/conventional-list?character=1001',
  character: 1001,
};
const jpOnly: SearchDocument = {
  id: 'characters:27001',
  group: 'characters',
  title: 'Reimu Hakurei',
  names: ['Cf1# Reimu'],
  url: '/characters/conventional-list?character=27001',
  character: 27001,
  spoiler: true,
};
const futureFloor: SearchDocument = {
  id: 'floors:210',
  group: 'floors',
  title: 'Floor #210',
  names: ['F210'],
  url: '/stages/scarlet-devil-tower?floor=210',
  spoiler: true,
};

describe('the spoiler filter', () => {
  it('leaves every JP-only and future document out of the global index, text and all', () => {
    const documents = documentsFor([released, jpOnly, futureFloor], 'global');
    expect(documents.map((d) => d.id)).toEqual(['characters:1001']);
    const text = indexFileText(documents, 'global');
    expect(text).not.toContain('27001');
    expect(text).not.toContain('Cf1#');
    expect(text).not.toContain('F210');
    expect(text).not.toContain('spoiler');
  });

  it('keeps them in the JP index, marked', () => {
    const text = indexFileText(documentsFor([released, jpOnly, futureFloor], 'jp'), 'jp');
    expect(readIndexFile(JSON.parse(text))).toEqual([released, jpOnly, futureFloor]);
  });
});

describe('the index file', () => {
  it('sends an id as its key, a title that is the first name once, and no empty field', () => {
    const text = indexFileText([{ ...released, keywords: [], description: '' }, futureFloor], 'jp');
    expect(JSON.parse(text)).toEqual({
      format: 3,
      variant: 'jp',
      groups: {
        characters: { names: ['Reimu Hakurei', '博麗霊夢'], characterIsKey: true },
        floors: { names: ['F{key}'] },
      },
      documents: [
        {
          key: '1001',
          group: 'characters',
          title: 'Reimu Hakurei',
          subtitle: 'L1 · Lost World',
          names: [],
          titleIsName: false,
          url: '/characters/conventional-list?character=1001',
        },
        {
          key: '210',
          group: 'floors',
          title: 'Floor #210',
          names: [],
          titleIsName: false,
          url: '/stages/scarlet-devil-tower?floor=210',
          spoiler: true,
        },
      ],
    });
    expect(readIndexFile(JSON.parse(text))).toEqual([released, futureFloor]);
  });

  it('sends once what a group shares: a url made from the key or title, the names and keywords all end with', () => {
    const floor = (n: number, extra: string[] = []): SearchDocument => ({
      id: `floors:${n}`,
      group: 'floors',
      title: `Floor #${n}`,
      names: [...extra, `F${n}`, `${n}F`],
      keywords: ['tower', 'floor'],
      url: `/stages/scarlet-devil-tower?floor=${n}`,
    });
    const card = (id: number, title: string): SearchDocument => ({
      id: `story-cards:${id}`,
      group: 'story-cards',
      title,
      names: [title],
      url: `/story-cards?name=${encodeURIComponent(title)}`,
    });
    // One floor's url is not made from its key: it keeps its own.
    const odd = { ...floor(3), url: '/stages/other?floor=3' };
    const documents = [floor(1), floor(2, ['Top']), odd, card(1, "Patchouli's Path"), card(2, 'Lost Bamboo Forest')];
    const file = JSON.parse(indexFileText(documents, 'global')) as { groups: unknown; documents: Record<string, unknown>[] };
    expect(file.groups).toEqual({
      floors: { url: '/stages/scarlet-devil-tower?floor={key}', names: ['F{key}', '{key}F'], keywords: ['tower', 'floor'] },
      'story-cards': { url: '/story-cards?name={title}' },
    });
    expect(file.documents[1]).toEqual({ key: '2', group: 'floors', title: 'Floor #2', names: ['Top'], titleIsName: false });
    expect(file.documents[2]?.url).toBe('/stages/other?floor=3');
    expect(file.documents[3]).toEqual({ key: '1', group: 'story-cards', title: "Patchouli's Path", names: [] });
    expect(readIndexFile(file)).toEqual(documents);
  });

  it("carries a section's second line in another language to the box", () => {
    const illustrator: SearchDocument = {
      id: 'illustrators:yaha',
      group: 'illustrators',
      title: 'Yaha',
      subtitle: 'Illustrator · 2 story cards',
      subtitleIn: { ja: 'イラストレーター · 絵札2枚' },
      names: ['Yaha'],
      url: '/story-cards?artist=yaha',
    };
    expect(readIndexFile(JSON.parse(indexFileText([illustrator], 'global')))).toEqual([illustrator]);
  });

  it('refuses a file of another format and skips documents of another shape', () => {
    expect(readIndexFile({ format: 2, documents: [] })).toBeNull();
    expect(readIndexFile(null)).toBeNull();
    const file = JSON.parse(indexFileText([released], 'global')) as { groups: unknown; documents: unknown[] };
    expect(
      readIndexFile({
        format: 3,
        groups: file.groups,
        documents: [...file.documents, { key: 3 }, { group: 'floors', key: '1', title: 'x', url: 'javascript:alert(1)' }, null],
      }),
    ).toEqual([released]);
  });
});
