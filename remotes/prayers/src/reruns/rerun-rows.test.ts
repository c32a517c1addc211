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
const order = (sort: Parameters<typeof rerunRows>[2], jpContent = false) =>
  rerunRows(characters, { jpContent, now: NOW }, sort).map((r) => [r.name, r.history.longestWait, r.history.currentWait]);

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
});
