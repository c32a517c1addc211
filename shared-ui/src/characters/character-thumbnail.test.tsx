import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { Settings } from 'shared-domain/settings/settings-model';
import { renderWithProviders } from '../dev/render-with-providers';
import { createClock } from 'shared-domain/time/clock';
import { createTestTimeSource } from 'shared-domain/time/test-clock';
import { ClockContext } from '../hooks/use-clock';
import { CharacterThumbnail, type ThumbnailUnit } from './character-thumbnail';

const reimu: ThumbnailUnit = {
  id: 1001,
  jpReleased: true,
  fr: false,
  frDate: null,
  img: '/images/characters/thumbnails/1001.svg',
  altThumbnail: null,
  spoilerSafeThumbnail: '/images/characters/spoiler-safe/1001.svg',
  frThumbnail: '/images/characters/fr-thumbnails/1001.svg',
  universe: 'L1',
  role: 'attack',
  type: 'fes',
  announced: true,
  status: 'limited',
  released: true,
  name: { en: 'Reimu Hakurei', translit: 'Hakurei Reimu', enFamilyFirst: 'Hakurei Reimu' },
};
const jpOnly: ThumbnailUnit = { ...reimu, id: 27002, announced: false, released: false, status: 'not-available', universe: 'A1' };

function Where() {
  const l = useLocation();
  return <output>{`${l.pathname}${l.search}`}</output>;
}

function renderAt(ui: ReactElement, settings: Partial<Settings> = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/characters',
        element: (
          <>
            {ui}
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/characters'] },
  );
  return renderWithProviders(<RouterProvider router={router} />, { settings });
}

describe('CharacterThumbnail', () => {
  it('shows a lazy, fixed-size portrait with the type and role, named for the settings', () => {
    renderAt(<CharacterThumbnail unit={reimu} />);
    const button = screen.getByRole('link', { name: 'Reimu Hakurei (Festival, attack)' });
    // A link to the same page with the modal's query: it works from the server's HTML.
    expect(button).toHaveAttribute('href', '/characters?character=1001');
    const img = button.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '96');
    expect(img).toHaveAttribute('height', '96');
    expect(img).toHaveAttribute('src', '/images/characters/thumbnails/1001.svg');
    expect(button).toHaveTextContent('Reimu Hakurei');
  });

  it.each([
    [{ useTraditionalName: true }, 'Hakurei Reimu'],
    [{ useTranslitName: true }, 'Hakurei Reimu'],
    [{}, 'Reimu Hakurei'],
  ])('honours the name settings %j -> %p', (settings, text) => {
    renderAt(
      <CharacterThumbnail unit={{ ...reimu, name: { en: 'Reimu Hakurei', translit: 'Hakurei Reimu', enFamilyFirst: 'Hakurei Reimu' } }} />,
      settings,
    );
    expect(screen.getByRole('link')).toHaveTextContent(text);
  });

  it.each([
    ['en', 'Reimu Hakurei (Festival, attack)', 'Reimu Hakurei', []],
    ['ja', '博麗霊夢 (Festival, attack)', '博麗霊夢', ['博麗霊夢']],
    ['both', 'Reimu Hakurei / 博麗霊夢 (Festival, attack)', 'Reimu Hakurei / 博麗霊夢', ['博麗霊夢']],
  ] as const)('names the unit in the %s script, the Japanese marked lang="ja"', (nameScript, label, text, japanese) => {
    renderAt(
      <CharacterThumbnail
        unit={{ ...reimu, name: { en: 'Reimu Hakurei', translit: 'Hakurei Reimu', enFamilyFirst: 'Hakurei Reimu', jp: '博麗霊夢' } }}
      />,
      {
        nameScript,
      },
    );
    const link = screen.getByRole('link', { name: label });
    expect(link).toHaveAttribute('title', label);
    expect(link.textContent).toMatch(new RegExp(`^${text} \\(`));
    expect([...link.querySelectorAll('[lang="ja"]')].map((e) => e.textContent)).toEqual(japanese);
  });

  it('names a unit without a Japanese name in English in the Japanese script', () => {
    renderAt(<CharacterThumbnail unit={reimu} />, { nameScript: 'ja' });
    expect(screen.getByRole('link', { name: 'Reimu Hakurei (Festival, attack)' }).querySelector('[lang]')).toBeNull();
  });

  it('opens the character modal on click (?character=ID)', () => {
    renderAt(<CharacterThumbnail unit={reimu} />);
    fireEvent.click(screen.getByRole('link'));
    expect(screen.getByRole('status')).toHaveTextContent('/characters?character=1001');
  });

  it('leaves a click with a modifier key to the browser (a new tab)', () => {
    renderAt(<CharacterThumbnail unit={reimu} />);
    fireEvent.click(screen.getByRole('link'), { ctrlKey: true });
    expect(screen.getByRole('status')).toHaveTextContent(/^\/characters$/);
  });

  it('calls onOpen instead when given', () => {
    const onOpen = jest.fn();
    renderAt(<CharacterThumbnail unit={reimu} onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reimu Hakurei (Festival, attack)' }));
    expect(onOpen).toHaveBeenCalledWith(1001);
  });

  it('hides a spoiler behind its spoiler-safe image and "?" unless JP content is on', () => {
    renderAt(<CharacterThumbnail unit={jpOnly} />);
    expect(screen.queryByRole('link')).toBeNull();
    const box = screen.getByRole('img', { name: 'Unrevealed character (spoiler)' });
    expect(box.querySelector('img')).toHaveAttribute('src', '/images/characters/spoiler-safe/1001.svg');
    expect(box).toHaveTextContent('?');
    expect(box).not.toHaveTextContent('Reimu');
  });

  it('reveals the spoiler with JP content on, with the arc in its universal name', () => {
    renderAt(<CharacterThumbnail unit={jpOnly} />, { jpContent: true });
    expect(screen.getByRole('link', { name: 'Reimu Hakurei (Scarlet) (Festival, attack)' })).toBeInTheDocument();
  });

  it('shows the rebirth portrait when asked and the bottom text', () => {
    renderAt(<CharacterThumbnail unit={{ ...reimu, bottomText: 'May 2024' }} variant="rebirth" />);
    expect(screen.getByRole('link').querySelector('img')).toHaveAttribute('src', '/images/characters/fr-thumbnails/1001.svg');
    expect(screen.getByRole('link')).toHaveTextContent('May 2024');
  });

  it('names a unit without name fields by its id', () => {
    const { name: _omit, ...bare } = reimu;
    renderAt(<CharacterThumbnail unit={bare} />);
    expect(screen.getByRole('link', { name: 'Character #1001 (Festival, attack)' })).toBeInTheDocument();
  });

  describe("follows the one spoiler rule at the page's time", () => {
    const NOW = Date.parse('2026-11-26T00:00:00Z');
    const at = (ui: ReactElement) => <ClockContext value={createClock(createTestTimeSource(NOW))}>{ui}</ClockContext>;
    // The API's flags for an upcoming unit: not released, announced, still JP-flagged.
    const upcoming: ThumbnailUnit = { ...reimu, status: 'upcoming', released: false, announced: true, jp: true };

    it.each<[string, boolean, ThumbnailUnit]>([
      ['an upcoming unit whose debut passed two days ago', true, { ...upcoming, debut: '2026-11-24T03:00:00Z' }],
      ['an upcoming unit debuting next week', true, { ...upcoming, debut: '2026-12-01T03:00:00Z' }],
      // The API's `released` is worked out without the clock: it stays false while the JP flag is set.
      [
        'a limited unit still flagged JP-only whose debut has passed',
        true,
        { ...reimu, released: false, announced: false, jp: true, debut: '2026-11-24T03:00:00Z' },
      ],
      ['a JP-only unit', false, { ...reimu, status: 'not-available', released: false, announced: false, jp: true, debut: null }],
      [
        'a story-only unit',
        false,
        { ...reimu, status: 'story', released: false, announced: false, jpReleased: false, jp: false, debut: null },
      ],
      ['a guest', false, { ...reimu, status: 'guest', released: false, announced: false, jp: false, debut: '2026-04-21T03:00:00Z' }],
    ])('%s: named %p', (_, named, unit) => {
      renderAt(at(<CharacterThumbnail unit={unit} />));
      if (named) expect(screen.getByRole('link', { name: 'Reimu Hakurei (Festival, attack)' })).toBeInTheDocument();
      else expect(screen.getByRole('img', { name: 'Unrevealed character (spoiler)' })).toHaveTextContent('?');
    });
  });
});
