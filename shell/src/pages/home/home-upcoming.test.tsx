import { act, fireEvent, screen, within } from '@testing-library/react';
import type { UpcomingCharacter } from 'shared-domain/schemas/character-views';
import { createClock } from 'shared-domain/time/clock';
import { createTestTimeSource } from 'shared-domain/time/test-clock';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import { ClockContext } from 'shared-ui/hooks/use-clock';
import { setPageManifests } from '../../routing/site-pages';
import { remoteManifests } from '../../routing/test-support/remote-manifests';
import { HOME_UPCOMING_UNITS, UpcomingCharacters } from './home-upcoming';

const NOW = Date.parse('2026-11-26T00:00:00Z');

const unit = (id: number, name: string, debut: string): UpcomingCharacter => ({
  id,
  name,
  translit: name,
  debut,
  world: 'L1',
  type: 'fes',
});

function show(units: UpcomingCharacter[], jpContent = false) {
  const clock = createClock(createTestTimeSource(NOW));
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <ClockContext value={clock}>
            <UpcomingCharacters units={units} />
          </ClockContext>
        ),
      },
    ],
    '/',
    { settings: { jpContent } },
  );
}

describe("the home page's upcoming characters and the one spoiler rule", () => {
  it('names the units the global version has dated ahead, as their modals do, with JP content off', () => {
    const { router } = show([unit(1131, 'Zanmu Nippaku', '2026-12-01T03:00:00Z'), unit(27001, 'Reimu Hakurei', '2026-12-01T03:00:00Z')]);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['FestivalZanmu Nippaku', 'FestivalReimu Hakurei']);
    fireEvent.click(within(rows[0]!).getByRole('link'));
    expect(router.state.location.search).toBe('?character=1131');
  });

  it("shows '?' for an entry whose flags make it a spoiler (an unannounced unit with an estimated date), until JP content is on", () => {
    const hidden = {
      ...unit(8085, 'Seiga Kaku', '2027-03-01T03:00:00Z'),
      status: 'not-available',
      announced: false,
      jp: true,
    } as UpcomingCharacter;
    const { unmount } = show([hidden]);
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('link')
        .map((b) => b.textContent),
    ).toEqual(['? Unrevealed character (spoiler)']);
    unmount();
    show([hidden], true);
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('link')
        .map((b) => b.textContent),
    ).toEqual(['FestivalSeiga Kaku']);
  });

  it("links the rest to the page the characters remote names for the home's upcoming block, and to none before it is known", () => {
    // Two more units than the home lists, all dated ahead.
    const many = Array.from({ length: HOME_UPCOMING_UNITS + 2 }, (_, i) => unit(27001 + i, `Unit ${i}`, '2026-12-01T03:00:00Z'));
    setPageManifests([]);
    show(many);
    expect(screen.queryByRole('link', { name: /more announced/ })).toBeNull();
    act(() => setPageManifests(remoteManifests()));
    expect(screen.getByRole('link', { name: '2 more announced >>' })).toHaveAttribute('href', '/characters/unreleased-characters');
  });
});
