import { screen, within } from '@testing-library/react';
import { PoolTables } from './pool-tables';
import { poolEntry, showAtNow, type Pool } from './test-support/fixtures';

const entry = poolEntry;

const POOL: Pool = {
  chara: [
    // Out two days before NOW, still flagged JP-only as written before its debut.
    entry(14006, 'Patchouli Knowledge', { status: 'upcoming', announced: true, jp: true, debut: '2026-11-24T03:00:00Z' }),
    // A global date ahead that the global version has not announced.
    entry(1131, 'Zanmu Nippaku', { status: 'limited', announced: false, jp: true, debut: '2026-12-10T03:00:00Z' }),
    // Out in JP only.
    entry(10043, 'Sumireko Usami', { status: 'not-available', announced: false, jp: true, debut: null }),
  ],
  card5: [entry(501, 'A Story Card')],
  card4: [],
  card3: [],
};

const show = (jpContent: boolean) => showAtNow(<PoolTables pool={POOL} />, jpContent);

const names = (caption: string) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[1]!.textContent);

describe('PoolTables and the one spoiler rule', () => {
  it("names a released unit and shows a future or JP-only one as '?', as their modals do", () => {
    show(false);
    expect(names('Characters Table')).toEqual([
      'Patchouli Knowledge',
      '? Unrevealed character (spoiler)',
      '? Unrevealed character (spoiler)',
    ]);
    expect(screen.queryByText(/Zanmu|Sumireko/)).toBeNull();
  });

  it('names every unit with JP content on, and story cards always', () => {
    show(true);
    expect(names('Characters Table')).toEqual(['Patchouli Knowledge', 'Zanmu Nippaku', 'Sumireko Usami']);
    expect(names('★★★★★ Story Cards Table')).toEqual(['A Story Card']);
  });
});
