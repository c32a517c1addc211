import { act, screen } from '@testing-library/react';
import { settingToggled } from 'shared-domain/settings/settings-slice';
import { createClock } from 'shared-domain/time/clock';
import { createTestTimeSource } from 'shared-domain/time/test-clock';
import { renderWithProviders } from 'shared-ui/dev/render-with-providers';
import { ClockContext } from 'shared-ui/hooks/use-clock';
import { PageFrame } from 'shared-ui/page/page-frame';
import { fullCharacter } from '../test-support/character-fixtures';
import { MODAL_FIXTURES, serveFixtureApi } from '../test-support/fixture-api';
import { CharacterDetail } from './character-detail';

// A `?character=` link's dialog names the document while open, as the link's HTML is titled
// (server/page-server.ts): "name (title)", over the page's own title, which comes back on close.
serveFixtureApi();

const NOW = Date.parse('2026-11-22T12:00:00Z');
const SITE = 'Touhou LostWord Tracker';

beforeAll(() => {
  MODAL_FIXTURES.set(1001, fullCharacter(1001));
  // JP-only: out in JP, neither out nor announced in global.
  MODAL_FIXTURES.set(
    1127,
    fullCharacter(1127, {
      name: { jp: '魂魄妖夢', kana: 'こんぱくようむ', en: 'Youmu Konpaku', translit: 'Konpaku Youmu', enFamilyFirst: 'Konpaku Youmu' },
      title: { en: 'Half-Phantom Gardener', jp: null },
      status: 'not-available',
      release: { ...fullCharacter(1127).release, debut: null, general: null, jp: true },
    }),
  );
});

/** The release-order page with the dialog open over it, as a `?character=` link shows it. */
function PageWithDialog({ id, open }: { id: number; open: boolean }) {
  return (
    <ClockContext value={createClock(createTestTimeSource(NOW))}>
      <PageFrame title="Release Order">{open ? <CharacterDetail id={id} onClose={() => undefined} /> : null}</PageFrame>
    </ClockContext>
  );
}

describe('the character dialog’s title', () => {
  it('names the character while open, and gives the page its title back once closed', async () => {
    const view = renderWithProviders(<PageWithDialog id={1001} open />);
    await screen.findByRole('heading', { name: 'Reimu Hakurei', level: 3 });
    expect(document.title).toBe(`Reimu Hakurei (Lost World) | ${SITE}`);
    view.rerender(<PageWithDialog id={1001} open={false} />);
    expect(document.title).toBe(`Release Order | ${SITE}`);
  });

  it('leaves the page’s title for a unit a global player may not see yet, and names it once JP content is on', async () => {
    const { store } = renderWithProviders(<PageWithDialog id={1127} open />);
    await screen.findByRole('heading', { name: '?', level: 3 });
    expect(document.title).toBe(`Release Order | ${SITE}`);
    act(() => {
      store.dispatch(settingToggled('jpContent'));
    });
    expect(document.title).toBe(`Youmu Konpaku (Half-Phantom Gardener) | ${SITE}`);
  });
});
