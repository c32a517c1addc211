import { act, fireEvent, screen, within } from '@testing-library/react';
import type { PrayerSummary } from 'shared-domain/schemas/api/prayers';
import type { CharacterThumbnail } from 'shared-domain/schemas/character-views';
import { renderRoutes } from '../dev/render-with-providers';
import { prayerFixture as prayer, rateUpFixture as rateUp } from '../dev/prayer-fixture';
import { thumbnailFixture } from '../dev/thumbnail-fixture';
import { PrayerCard } from './prayer-card';

function show(p: PrayerSummary, now: string, jpContent = false) {
  jest.setSystemTime(Date.parse(now));
  return renderRoutes(
    [
      { path: '/', element: <PrayerCard prayer={p} /> },
      { path: '/prayers/info/:id', element: <p>Prayer page</p> },
    ],
    '/',
    { settings: { useUtc: true, jpContent } },
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('PrayerCard', () => {
  it("loads a card's image lazily, and a first card's at once and first", () => {
    const image = () => screen.getByRole('article').querySelector('img[width="640"]');
    jest.setSystemTime(Date.parse('2027-12-25T00:00:00Z'));
    const { unmount } = renderRoutes([{ path: '/', element: <PrayerCard prayer={prayer()} /> }], '/', { settings: { useUtc: true } });
    expect(image()).toHaveAttribute('loading', 'lazy');
    expect(image()).not.toHaveAttribute('fetchpriority');
    unmount();
    renderRoutes([{ path: '/', element: <PrayerCard prayer={prayer()} priority /> }], '/', { settings: { useUtc: true } });
    expect(image()).toHaveAttribute('loading', 'eager');
    expect(image()).toHaveAttribute('fetchpriority', 'high');
  });

  it("shows 'Prayer #n', dates, duration, the pull limit and links to the prayer", () => {
    const { router } = show(prayer(), '2027-12-25T00:00:00Z');
    const card = screen.getByRole('article', { name: 'Ultra Festival Rerun Prayer: Ichirin & Kasen' });
    expect(within(card).getByText('Prayer #396')).toBeInTheDocument();
    expect(within(card).getByText('10 days 0 hours')).toBeInTheDocument();
    expect(within(card).getByText('Max: 30 pulls')).toBeInTheDocument();
    expect(card.querySelectorAll('time[datetime="2027-12-21T03:00:00.000Z"], time[datetime="2027-12-21T03:00:00Z"]').length).toBe(1);
    // An English page needs no mark on its English text.
    expect(within(card).getByRole('link', { name: 'Ultra Festival Rerun Prayer: Ichirin & Kasen' })).not.toHaveAttribute('lang');
    fireEvent.click(within(card).getByRole('link', { name: 'Ultra Festival Rerun Prayer: Ichirin & Kasen' }));
    expect(router.state.location.pathname).toBe('/prayers/info/640');
  });

  it("says 'Max: 1 pull' and nothing for an unlimited prayer", () => {
    const { unmount } = show(prayer({ max: 1 }), '2027-12-25T00:00:00Z');
    expect(screen.getByText('Max: 1 pull')).toBeInTheDocument();
    unmount();
    show(prayer({ max: null }), '2027-12-25T00:00:00Z');
    expect(screen.queryByText(/^Max:/)).not.toBeInTheDocument();
  });

  it('counts down to the start, then to the end', () => {
    show(prayer(), '2027-12-21T02:59:58Z');
    expect(screen.getByText(/Starts in/)).toHaveTextContent('Upcoming Starts in 0d 00h 00m 02s');
    act(() => {
      jest.advanceTimersByTime(3000);
    });
    expect(screen.getByText(/Ends in/)).toHaveTextContent('Ongoing Ends in 9d 23h 59m 59s');
  });

  it('shows no status for an ended prayer', () => {
    show(prayer(), '2028-01-01T00:00:00Z');
    expect(screen.queryByText(/Starts in|Ends in/)).not.toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('data-phase', 'ended');
  });

  it.each([
    [10, 10, null],
    [11, 9, '-- 2 more... --'],
    [25, 9, '-- 16 more... --'],
  ])('%i rate-ups: %i portraits and %p', (count, portraits, more) => {
    show(prayer({}, count), '2028-01-01T00:00:00Z');
    const list = screen.getByRole('list', { name: 'Rate up characters' });
    expect(within(list).getAllByRole('link')).toHaveLength(portraits);
    if (more) expect(within(list).getByText(more)).toBeInTheDocument();
    else expect(within(list).queryByText(/more\.\.\./)).not.toBeInTheDocument();
  });

  it('opens the character modal from a rate-up portrait', () => {
    const { router } = show(prayer(), '2028-01-01T00:00:00Z');
    fireEvent.click(screen.getByRole('link', { name: /Character 2/ }));
    expect(router.state.location.search).toBe('?character=1002');
  });

  describe('names its rate-ups by the one spoiler rule', () => {
    // The thumbnails the API sends with each rate-up.
    const thumb = (id: number, over: Partial<CharacterThumbnail>) =>
      thumbnailFixture(id, { universe: 'C3', announced: true, status: 'upcoming', released: false, jp: true, ...over });
    const rateUps = () => {
      const [a, b, c] = [rateUp(1), rateUp(2), rateUp(3)];
      return [
        // Out since two days before the card's time, though its status and JP flag say otherwise.
        { ...a, thumbnail: thumb(a.character, { debut: '2027-12-23T03:00:00Z' }) },
        // Announced, debuting after the card's time.
        { ...b, thumbnail: thumb(b.character, { debut: '2028-01-04T03:00:00Z' }) },
        // JP-only: neither out nor announced in global.
        { ...c, thumbnail: thumb(c.character, { status: 'not-available', announced: false, debut: null }) },
      ];
    };
    const withSpoilers = () => prayer({ rateUp: { characters: rateUps(), cards: [] } });

    it("shows released and announced units by name and a JP-only one as '?' with its spoiler-safe image", () => {
      show(withSpoilers(), '2027-12-25T00:00:00Z');
      const buttons = within(screen.getByRole('list', { name: 'Rate up characters' })).getAllByRole('link');
      expect(buttons.map((b) => b.textContent)).toEqual(['Character 1NEW', 'Character 2', '? Unrevealed character (spoiler)']);
      expect(buttons[2]!.querySelector('img')).toHaveAttribute('src', '/images/characters/spoiler-safe/1003.svg');
      expect(screen.getByRole('article')).not.toHaveTextContent('Character 3');
    });

    it('names every rate-up with JP content on', () => {
      show(withSpoilers(), '2027-12-25T00:00:00Z', true);
      const buttons = within(screen.getByRole('list', { name: 'Rate up characters' })).getAllByRole('link');
      expect(buttons.map((b) => b.textContent)).toEqual(['Character 1NEW', 'Character 2', 'Character 3']);
      expect(buttons[2]!.querySelector('img')).toHaveAttribute('src', '/images/characters/thumbnails/1003.svg');
    });
  });
});
