import type { NameSettings } from 'shared-domain/characters/display-name';
import type { FeaturedCharacter } from 'shared-domain/schemas/api/prayers';
import { rerunRows } from './rerun-rows';

const NOW = Date.parse('2026-11-30T12:00:00Z');
const released = { status: 'limited', announced: false, jp: false, debut: '2022-01-01T03:00:00Z' } as const;
const unit = (
  id: number,
  name: string,
  prayers: [number, string, string][],
  reveal: FeaturedCharacter['reveal'] = released,
): FeaturedCharacter => ({
  id,
  name,
  reveal,
  prayers: prayers.map(([pid, start, end]) => ({ id: pid, start: `${start}T03:00:00Z`, end: `${end}T03:00:00Z` })),
});

// Waits at NOW, by hand: Aya 301 and 67 days between her runs and 15 since, Marisa 350 days since
// her one run ended, Cirno on now after 29 days; a JP-only unit and one not started yet left out.
const characters = [
  unit(1, 'Aya', [
    [10, '2025-10-01', '2025-10-15'],
    [11, '2026-08-12', '2026-08-26'],
    [12, '2026-11-01', '2026-11-15'],
  ]),
  unit(2, 'Marisa', [[20, '2025-12-01', '2025-12-15']]),
  unit(3, 'Cirno', [
    [30, '2026-10-01', '2026-10-15'],
    [31, '2026-11-13', '2026-12-08'],
  ]),
  unit(4, 'Secret', [[40, '2026-01-01', '2026-01-15']], { status: 'limited', announced: false, jp: true, debut: null }),
  unit(5, 'Later', [[50, '2026-12-24', '2027-01-07']]),
];
const ENGLISH: NameSettings = { useTranslitName: false, useTraditionalName: false, nameScript: 'en' };
const order = (sort: Parameters<typeof rerunRows>[2], jpContent = false) =>
  rerunRows(characters, { jpContent, now: NOW }, sort, ENGLISH).map((r) => [r.name, r.history.longestWait, r.history.currentWait]);

describe('the rerun table rows', () => {
  it('longest wait first (a wait still going on counts)', () => {
    expect(order('longest-wait')).toEqual([
      ['Marisa', 350, 350],
      ['Aya', 301, 15],
      ['Cirno', 29, null],
    ]);
  });

  it('waiting now: the unit on now last', () => {
    expect(order('waiting-now').map(([name]) => name)).toEqual(['Marisa', 'Aya', 'Cirno']);
  });

  it('most runs, then by name', () => {
    expect(order('runs').map(([name]) => name)).toEqual(['Aya', 'Cirno', 'Marisa']);
  });

  it('JP content on lists the JP-only unit too, by name', () => {
    expect(order('name', true).map(([name]) => name)).toEqual(['Aya', 'Cirno', 'Marisa', 'Secret']);
  });

  describe('the name script', () => {
    // Names and readings as api-mock/roster/persons.json has them.
    const named = [
      { ...unit(1001, 'Reimu Hakurei', [[60, '2026-01-01', '2026-01-15']]), jp: '博麗霊夢', kana: 'はくれいれいむ' },
      { ...unit(1002, 'Marisa Kirisame', [[61, '2026-02-01', '2026-02-15']]), jp: '霧雨魔理沙', kana: 'きりさめまりさ' },
      {
        ...unit(1003, 'Remilia Scarlet', [[62, '2026-03-01', '2026-03-15']]),
        jp: 'レミリア・スカーレット',
        kana: 'レミリア・スカーレット',
      },
      { ...unit(1005, 'Sakuya Izayoi', [[63, '2026-04-01', '2026-04-15']]), jp: '十六夜咲夜', kana: 'いざよいさくや' },
    ];
    const rows = (nameScript: NameSettings['nameScript']) =>
      rerunRows(named, { jpContent: false, now: NOW }, 'name', { ...ENGLISH, nameScript }).map((r) => r.name);

    it('sorts by the kana reading and shows the Japanese names in Japanese', () => {
      expect(rows('ja')).toEqual(['十六夜咲夜', '霧雨魔理沙', '博麗霊夢', 'レミリア・スカーレット']);
    });

    it('sorts by the English name in English and in both', () => {
      expect(rows('en')).toEqual(['Marisa Kirisame', 'Reimu Hakurei', 'Remilia Scarlet', 'Sakuya Izayoi']);
      expect(rows('both')).toEqual([
        'Marisa Kirisame / 霧雨魔理沙',
        'Reimu Hakurei / 博麗霊夢',
        'Remilia Scarlet / レミリア・スカーレット',
        'Sakuya Izayoi / 十六夜咲夜',
      ]);
    });
  });
});
