import { screen, within } from '@testing-library/react';
import type { PrayerDetail } from 'shared-domain/schemas/api/prayers';
import { createClock } from 'shared-domain/time/clock';
import { createTestTimeSource } from 'shared-domain/time/test-clock';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import { ClockContext } from 'shared-ui/hooks/use-clock';
import { PoolTables } from './pool-tables';

const NOW = Date.parse('2026-11-26T00:00:00Z');

type Pool = NonNullable<PrayerDetail['pool']>;
type Entry = Pool['chara'][number];

const entry = (id: number, name: string, reveal?: Entry['reveal']): Entry => ({
  id,
  name,
  shortName: name,
  shortTranslitName: name,
  img: `/images/characters/${id}.svg`,
  rateType: 'normal',
  chance: { sc: 1, gc: 1 },
  ...(reveal ? { reveal } : {}),
});

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

function show(jpContent: boolean) {
  const clock = createClock(createTestTimeSource(NOW));
  return renderRoutes(
    [
      {
        path: '/prayers/info/553',
        element: (
          <ClockContext value={clock}>
            <PoolTables pool={POOL} />
          </ClockContext>
        ),
      },
    ],
    '/prayers/info/553',
    { settings: { jpContent } },
  );
}

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
