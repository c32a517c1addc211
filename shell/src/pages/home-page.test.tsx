import { act, screen, within } from '@testing-library/react';
import { stubMatchMedia } from 'shared-ui/dev/match-media-stub';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import { setPageManifests } from '../routing/site-pages';
import { remoteManifests } from '../routing/test-support/remote-manifests';
import { inJapanese, loadJapanese } from '../messages/test-support/in-japanese';
import { HomePage } from './home-page';

const mount = () => renderRoutes([{ path: '/', element: <HomePage /> }], '/');

describe('HomePage', () => {
  let media: ReturnType<typeof stubMatchMedia>;
  beforeEach(() => setPageManifests(remoteManifests()));
  afterEach(() => {
    media.restore();
    jest.useRealTimers();
  });

  it('shows the site heading, the four content cards and the daily reset', () => {
    media = stubMatchMedia(1280);
    mount();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Touhou LostWord Tracker']);
    const cards = within(screen.getByRole('navigation', { name: 'Trackers' })).getAllByRole('link');
    expect(cards.map((a) => [a.querySelector('span')?.textContent, a.getAttribute('href')])).toEqual([
      ['Character Tracker', '/characters'],
      ['Story Card Tracker', '/story-cards'],
      ['Scarlet Devil Tower', '/stages/scarlet-devil-tower'],
      ['Prayer Tracker & Info', '/prayers/menu'],
    ]);
    // The data blocks have their own tests (home/home-data-blocks.test.tsx); the daily reset needs no data.
    expect(screen.getByRole('region', { name: 'Daily reset' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Contents' })).not.toBeInTheDocument();
  });

  it('adds the Contents block on mobile', () => {
    media = stubMatchMedia(400);
    mount();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/characters', '/story-cards', '/stages/scarlet-devil-tower', '/prayers/menu']);
    expect(
      within(contents)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Characters', 'Story Cards', 'Scarlet Devil Tower', 'Prayers']);
  });

  it('has no tracker cards before the remotes say which of their pages the home shows', () => {
    media = stubMatchMedia(1280);
    setPageManifests([]);
    mount();
    expect(within(screen.getByRole('navigation', { name: 'Trackers' })).queryAllByRole('link')).toEqual([]);
  });

  it('counts down to the next UTC midnight, ticking every 100 ms', () => {
    media = stubMatchMedia(1280);
    jest.useFakeTimers({ now: Date.UTC(2024, 5, 1, 21, 58, 57, 950) });
    mount();
    const timer = within(screen.getByRole('region', { name: 'Daily reset' })).getByRole('timer');
    expect(timer).toHaveTextContent('0d 02h 01m 02s');
    expect(timer).toHaveAttribute('datetime', 'P0DT2H1M2S');
    // The page's one clock ticks on 100 ms boundaries: 21:58:58.000 is still '02s', 58.100 shows '01s'.
    act(() => jest.advanceTimersByTime(50));
    expect(timer).toHaveTextContent('0d 02h 01m 02s');
    act(() => jest.advanceTimersByTime(100));
    expect(timer).toHaveTextContent('0d 02h 01m 01s');
  });

  it('speaks Japanese on a Japanese page: the heading, its lead and the blocks', async () => {
    media = stubMatchMedia(400);
    await loadJapanese();
    renderRoutes([{ path: '/', element: inJapanese(<HomePage />) }], '/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('東方LostWord トラッカー');
    expect(screen.getByText('東方LostWord グローバル版の非公式トラッカー。')).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'トラッカー' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '目次' })).toBeInTheDocument();
    const reset = screen.getByRole('region', { name: '日付変更' });
    expect(reset).toHaveTextContent('毎日 0:00（UTC）。');
    expect(document.title).toContain('東方LostWord トラッカー');
  });
});
