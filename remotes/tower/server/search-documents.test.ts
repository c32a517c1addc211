import { catalogue } from '../src/messages/catalogue';
import { floorDocuments } from './search-documents';

const NOW = Date.parse('2026-03-01T00:00:00Z');

describe('the tower’s search documents', () => {
  it('names a floor the ways players write it, and marks a floor not out in global', () => {
    const [out, jpOnly] = floorDocuments(
      [
        { floor: 120, release: { global: '2025-01-01T03:00:00Z', jp: '2024-01-01T06:00:00Z' }, rewards: [] },
        { floor: 210, release: { global: null, jp: '2026-10-13T06:00:00Z' }, rewards: [] },
      ],
      NOW,
      catalogue.in('en'),
    );
    expect(out).toEqual({
      id: 'floors:120',
      group: 'floors',
      title: 'Scarlet Devil Tower Floor #120',
      subtitle: 'Tower floor',
      names: ['floor 120', 'F120', '120F', '#120'],
      keywords: ['tower', 'floor', 'sdt'],
      url: '/stages/scarlet-devil-tower?floor=120',
    });
    expect(jpOnly?.spoiler).toBe(true);
  });
});

describe('the tower’s search documents in Japanese', () => {
  it('title and describe a floor in Japanese, its typed names unchanged', async () => {
    await catalogue.load('ja');
    const [doc] = floorDocuments(
      [{ floor: 120, release: { global: '2025-01-01T03:00:00Z', jp: '2024-01-01T06:00:00Z' }, rewards: [] }],
      NOW,
      catalogue.in('ja'),
    );
    expect(doc).toMatchObject({ title: '紅魔塔 120階', subtitle: '紅魔塔の階層', names: ['floor 120', 'F120', '120F', '#120'] });
  });
});
