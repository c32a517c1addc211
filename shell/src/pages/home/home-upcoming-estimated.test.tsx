import { screen, within } from '@testing-library/react';
import type { UpcomingCharacter } from 'shared-domain/schemas/character-views';
import { createClock } from 'shared-domain/time/clock';
import { createTestTimeSource } from 'shared-domain/time/test-clock';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import { ClockContext } from 'shared-ui/hooks/use-clock';
import { UpcomingCharacters } from './home-upcoming';

const NOW = Date.parse('2026-11-21T00:00:00Z');
const unit = (id: number, name: string, debutEstimated?: boolean): UpcomingCharacter => ({
  id,
  name,
  translit: name,
  debut: '2026-11-24T03:00:00Z',
  world: 'L1',
  type: 'fes',
  ...(debutEstimated === undefined ? {} : { debutEstimated }),
});

function mount(units: UpcomingCharacter[]) {
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <ClockContext value={createClock(createTestTimeSource(NOW))}>
            <UpcomingCharacters units={units} />
          </ClockContext>
        ),
      },
    ],
    '/',
    { settings: { jpContent: true } },
  );
}

describe('home countdowns of estimated debuts', () => {
  it("mark an estimated debut's countdown 'est.' and say what it means", () => {
    mount([unit(1001, 'Reimu Hakurei', true), unit(2002, 'Marisa Kirisame', false)]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('(est.)');
    expect(within(rows[0]!).getByRole('timer')).toHaveTextContent('3d 03h 00m 00s');
    expect(rows[1]).not.toHaveTextContent('(est.)');
    expect(screen.getByText('est. = estimated debut date')).toBeInTheDocument();
  });

  it('say nothing of estimates when no shown debut is one', () => {
    mount([unit(2002, 'Marisa Kirisame')]);
    expect(screen.queryByText(/est\./)).not.toBeInTheDocument();
  });
});
