import { act, fireEvent, screen, within } from '@testing-library/react';
import { settingToggled } from 'shared-domain/settings/settings-slice';
import type { Settings } from 'shared-domain/settings/settings-model';
import { createClock } from 'shared-domain/time/clock';
import { createTestTimeSource } from 'shared-domain/time/test-clock';
import { renderWithProviders } from 'shared-ui/dev/render-with-providers';
import { ClockContext } from 'shared-ui/hooks/use-clock';
import { fullCharacter } from '../test-support/character-fixtures';
import { MODAL_FIXTURES, serveFixtureApi } from '../test-support/fixture-api';
import { CharacterDetail } from './character-detail';

serveFixtureApi();

const NOW = Date.parse('2026-11-22T12:00:00Z');
beforeAll(() => {
  MODAL_FIXTURES.set(1001, fullCharacter(1001));
  // An announced unit debuting two seconds after NOW, still flagged JP-only as the content has it.
  MODAL_FIXTURES.set(
    1140,
    fullCharacter(1140, {
      name: { jp: '東風谷早苗', kana: 'こちやさなえ', en: 'Sanae Kochiya', translit: 'Kochiya Sanae', enFamilyFirst: 'Kochiya Sanae' },
      status: 'upcoming',
      announced: true,
      img: { full: '/images/characters/full/1140.svg', frFull: null },
      release: { ...fullCharacter(1140).release, debut: '2026-11-22T12:00:02Z', general: null, jp: true, bannerCount: 0, lastBanner: null },
    }),
  );
  // The Patchouli case: status 'upcoming' and the JP flag left from before, debut two days before NOW.
  MODAL_FIXTURES.set(
    14006,
    fullCharacter(14006, {
      name: {
        jp: 'パチュリー・ノーレッジ',
        kana: 'パチュリー・ノーレッジ',
        en: 'Patchouli Knowledge',
        translit: 'Pachurii Noorejji',
        enFamilyFirst: 'Patchouli Knowledge',
      },
      status: 'upcoming',
      announced: true,
      type: 'afes',
      release: {
        ...fullCharacter(14006).release,
        debut: '2026-11-20T03:00:00Z',
        general: null,
        jp: true,
        bannerCount: 1,
        lastBanner: null,
      },
    }),
  );
  // JP-only: out in JP, neither out nor announced in global.
  MODAL_FIXTURES.set(
    1127,
    fullCharacter(1127, {
      name: { jp: '魂魄妖夢', kana: 'こんぱくようむ', en: 'Youmu Konpaku', translit: 'Konpaku Youmu', enFamilyFirst: 'Konpaku Youmu' },
      status: 'not-available',
      release: { ...fullCharacter(1127).release, debut: null, general: null, jp: true },
    }),
  );
});

function renderDetail(id: number, settings: Partial<Settings> = {}) {
  const source = createTestTimeSource(NOW);
  const view = renderWithProviders(
    <ClockContext value={createClock(source)}>
      <CharacterDetail id={id} onClose={() => undefined} />
    </ClockContext>,
    { settings },
  );
  return { source, ...view };
}

const portrait = () => screen.getByRole('article').querySelector('figure img')!;

describe('character modal body', () => {
  it('shows a loading state until the data and then the portrait are in', async () => {
    renderDetail(1001);
    expect(screen.getByRole('status')).toHaveTextContent('Loading character #1001');
    expect(await screen.findByRole('heading', { name: 'Reimu Hakurei', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Reimu Hakurei');
    expect(screen.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    fireEvent.load(portrait());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('aria-busy', 'false');
  });

  it('shows names, title, type, role, status, dates, the prayers that featured the unit and the four links', async () => {
    renderDetail(1001, { useUtc: true });
    await screen.findByRole('heading', { name: 'Reimu Hakurei', level: 3 });
    const article = screen.getByRole('article');
    for (const text of [
      'はくれいれいむ',
      '博麗霊夢',
      'Lost World',
      'Standard',
      'Heal',
      'Universe L1',
      'non-limited',
      '#1001',
      '(released)',
    ]) {
      expect(article).toHaveTextContent(text);
    }
    expect(article).toHaveTextContent(/Global debut.*2021/);
    expect(article).toHaveTextContent(/JP release.*2019/);
    expect(article).toHaveTextContent(/Rebirth.*2024/);
    // The fixture's two prayers (test-support/character-fixtures.ts); the latest started 2024-04-21, 945 days before NOW.
    expect(article).toHaveTextContent(/Featured in2 prayers/);
    expect(screen.getByTestId('last-featured')).toHaveTextContent(/April 21, 2024, .* UTC \(945 days ago\)$/);
    const featured = within(article.querySelector('details')!);
    expect(featured.getByText('Prayers featuring Reimu Hakurei (2)')).toBeInTheDocument();
    expect(featured.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Rerun Prayer: Reimu & Marisa', '/prayers/info/30'],
      ['Festival Prayer: Reimu', '/prayers/info/12'],
    ]);
    const links = within(screen.getByRole('list', { name: 'About Reimu Hakurei elsewhere' })).getAllByRole('listitem');
    expect(links.map((l) => l.textContent)).toEqual([
      'Referencegamepress.gg',
      'Second referencenone',
      'Videosyoutube.com',
      'Wikien.touhouwiki.net',
    ]);
    expect(screen.getByRole('link', { name: /^Wiki/ })).toHaveAttribute('href', 'https://en.touhouwiki.net/wiki/Reimu_Hakurei');
  });

  it('toggles between the default and the rebirth-costume image, waiting for the new one', async () => {
    renderDetail(1001);
    await screen.findByRole('heading', { name: 'Reimu Hakurei', level: 3 });
    fireEvent.load(portrait());
    expect(portrait()).toHaveAttribute('src', '/images/characters/full/1001.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Show rebirth costume' }));
    expect(portrait()).toHaveAttribute('src', '/images/characters/full/1001-fr.svg');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    fireEvent.load(portrait());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show default look' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("counts down 'Released in' under the tag 'upcoming' on the 500 ms tick, then reads '(released)' alone under 'limited'", async () => {
    const { source } = renderDetail(1140);
    // Announced by the global version: named before its debut, with JP content off.
    expect(await screen.findByRole('heading', { name: 'Sanae Kochiya', level: 3 })).toBeInTheDocument();
    const badges = screen.getByRole('list', { name: 'Type and role' });
    expect(badges).toHaveTextContent('upcoming');
    expect(screen.getByText(/Released in/).parentElement).toHaveTextContent('Released in 0d 00h 00m 02s');
    expect(screen.queryByText(/Not out in the global version yet/)).not.toBeInTheDocument();
    act(() => source.advance(1500));
    expect(screen.getByRole('timer')).toHaveTextContent('0d 00h 00m 00s');
    act(() => source.advance(500));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByText(/Released in/)).not.toBeInTheDocument();
    expect(screen.getByText('(released)')).toBeInTheDocument();
    expect(badges).toHaveTextContent('limited');
    expect(badges).not.toHaveTextContent('upcoming');
    expect(screen.getByRole('heading', { name: 'Sanae Kochiya', level: 3 })).toBeInTheDocument();
  });

  it("names a unit whose debut has passed though its status still says 'upcoming' and its JP flag is set", async () => {
    renderDetail(14006);
    expect(await screen.findByRole('heading', { name: 'Patchouli Knowledge', level: 3 })).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(article).not.toHaveTextContent('Not out in the global version yet');
    expect(article).not.toHaveTextContent('Released in');
    expect(screen.getByText('(released)')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Type and role' })).toHaveTextContent('limited');
    expect(screen.getByRole('list', { name: 'Type and role' })).not.toHaveTextContent('upcoming');
    expect(portrait()).toHaveAttribute('src', '/images/characters/full/14006.svg');
  });

  it('shows a JP-only unit as ? with its spoiler-safe image unless JP content is on, and follows the setting live', async () => {
    const { store } = renderDetail(1127);
    expect(await screen.findByRole('heading', { name: '?', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('article')).not.toHaveTextContent('魂魄妖夢');
    expect(portrait()).toHaveAttribute('src', '/images/characters/spoiler-safe/1127.svg');
    expect(screen.getByText(/Turn on JP content in the settings/)).toBeInTheDocument();
    act(() => {
      store.dispatch(settingToggled('jpContent'));
    });
    expect(screen.getByRole('heading', { name: 'Youmu Konpaku', level: 3 })).toBeInTheDocument();
    expect(portrait()).toHaveAttribute('src', '/images/characters/full/1127.svg');
  });

  it('honours the transliterated-name setting', async () => {
    renderDetail(1001, { useTranslitName: true });
    expect(await screen.findByRole('heading', { name: 'Hakurei Reimu', level: 3 })).toBeInTheDocument();
  });

  it("shows the server's message with Retry when the character does not exist", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDetail(999);
    expect(await screen.findByRole('alert')).toHaveTextContent('id: no character 999');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
