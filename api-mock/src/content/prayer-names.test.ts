import { DEFAULT_CONTENT_DIR, loadContent, type Content } from './load-content';

// A prayer's name that lists characters lists its own rate-ups ("'A' Festival Prayer: Meiling &
// Marisa" once rated up Patchouli and Marisa), and its banner label is its first rate-up's type.
const LABEL_OF_TYPE: Record<string, string> = {
  gen: 'New Character',
  fes: 'Festival',
  afes: "'A' Festival",
  sfes: 'Ultra Festival',
  mfes: 'Ultra Festival (Hifuu)',
  exfes: 'EX Festival',
  relic: 'Relic Festival',
  genic: 'Genic',
  epic: 'Epic Festival',
  wfes: 'Pure Festival',
  ds: 'VS Divergent Spirit Ritual',
  yukkuri: 'Yukkuri',
};

/** "A & B & C" -> [A, B, C]; "A, B, C and more" -> [A, B, C, …]. */
const listedNames = (list: string): { names: string[]; more: boolean } => {
  const more = list.endsWith(' and more');
  return { names: more ? list.slice(0, -' and more'.length).split(', ') : list.split(' & '), more };
};

let content: Content;
beforeAll(async () => {
  content = await loadContent(DEFAULT_CONTENT_DIR);
});

describe('committed prayer names', () => {
  it('list exactly their own rate-ups, by short name', () => {
    const listing = content.prayers.filter((p) => p.prayerType === 'normal' || p.prayerType === 'gc');
    const checked = listing.filter((p) => p.rateUp.characters.length > 0);
    expect(checked.length).toBeGreaterThan(200);
    const wrong: string[] = [];
    for (const p of checked) {
      const m = /^(.+?)(?: Rerun)? Prayer: (.+)$/.exec(p.name);
      // Two variants of one character are named once.
      const shorts = [...new Set(p.rateUp.characters.map((r) => content.characterById.get(r.character)!.shortName))];
      const { names, more } = listedNames(m?.[2] ?? '');
      const expected = shorts.slice(0, 3);
      if (!m || names.join('|') !== expected.join('|') || more !== shorts.length > 3)
        wrong.push(`${p.id} "${p.name}" rates up ${shorts.join(', ')}`);
    }
    expect(wrong).toEqual([]);
    // Prayer 640 rates up two Suika units (61048 Genic, 11048): one Suika in its name.
    expect(content.prayers.find((p) => p.id === 640)?.name).toBe('Genic Rerun Prayer: Suika');
    // Prayers without character rate-ups list none.
    for (const p of listing.filter((x) => x.rateUp.characters.length === 0)) expect(p.name).toMatch(/: (Featured Cards|Select)$/);
  });

  it("carry their first rate-up's type as the label of a character prayer", () => {
    const wrong = content.prayers
      .filter((p) => p.prayerType === 'normal' && p.rateUp.characters.length > 0)
      .filter((p) => {
        const first = content.characterById.get(p.rateUp.characters[0]!.character)!;
        return (
          !p.name.startsWith(`${LABEL_OF_TYPE[first.type]} Prayer:`) && !p.name.startsWith(`${LABEL_OF_TYPE[first.type]} Rerun Prayer:`)
        );
      })
      .map((p) => `${p.id} ${p.name}`);
    expect(wrong).toEqual([]);
  });
});
