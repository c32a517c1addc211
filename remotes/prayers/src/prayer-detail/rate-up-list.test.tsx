import { fireEvent, screen, within } from '@testing-library/react';
import type { PrayerDetail } from 'shared-domain/schemas/api/prayers';
import { createClock } from 'shared-domain/time/clock';
import { createTestTimeSource } from 'shared-domain/time/test-clock';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import { ClockContext } from 'shared-ui/hooks/use-clock';
import { RateUpList } from './rate-up-list';

const NOW = Date.parse('2026-11-26T00:00:00Z');

type RateUp = PrayerDetail['rateUp']['characters'][number];
const rateUp = (id: number, name: string, thumbnail: Partial<NonNullable<RateUp['thumbnail']>>): RateUp => ({
  character: id,
  status: 'new',
  exchange: true,
  exchangeAmount: 60,
  isNew: true,
  name,
  shortName: name,
  translit: name,
  img: `/images/characters/thumbnails/${id}.svg`,
  type: 'afes',
  universe: 'L1',
  // The thumbnail the API sends with each rate-up, with an upcoming unit's flags.
  thumbnail: {
    id,
    jpReleased: true,
    fr: false,
    frDate: null,
    img: `/images/characters/thumbnails/${id}.svg`,
    altThumbnail: null,
    spoilerSafeThumbnail: `/images/characters/spoiler-safe/${id}.svg`,
    frThumbnail: null,
    universe: 'L1',
    role: 'heal',
    type: 'afes',
    announced: true,
    status: 'upcoming',
    released: false,
    jp: true,
    ...thumbnail,
  },
});

const RATE_UP: PrayerDetail['rateUp'] = {
  characters: [
    // Out two days before NOW, with the status and JP flag of before its debut.
    rateUp(14006, 'Patchouli Knowledge', { debut: '2026-11-24T03:00:00Z' }),
    // Announced, debuting after NOW.
    rateUp(1131, 'Zanmu Nippaku', { debut: '2026-12-01T03:00:00Z' }),
    // JP-only: neither out nor announced in global.
    rateUp(10043, 'Sumireko Usami', { status: 'not-available', announced: false, debut: null }),
  ],
  cards: [],
};

function show(jpContent: boolean) {
  const clock = createClock(createTestTimeSource(NOW));
  return renderRoutes(
    [
      {
        path: '/prayers/info/553',
        element: (
          <ClockContext value={clock}>
            <RateUpList rateUp={RATE_UP} />
          </ClockContext>
        ),
      },
    ],
    '/prayers/info/553',
    { settings: { jpContent } },
  );
}

const entries = () => within(screen.getByRole('region', { name: 'Rate Up:' })).getAllByRole('button');

describe('RateUpList and the one spoiler rule', () => {
  it("names released and announced rate-ups and shows a JP-only one as '?' with its spoiler-safe image", () => {
    show(false);
    const [out, announced, jpOnly] = entries();
    expect(out).toHaveTextContent('Patchouli Knowledge');
    expect(announced).toHaveTextContent('Zanmu Nippaku');
    expect(jpOnly).toHaveTextContent('? Unrevealed character (spoiler)');
    expect(jpOnly).not.toHaveTextContent('Sumireko');
    expect(jpOnly!.querySelector('img')).toHaveAttribute('src', '/images/characters/spoiler-safe/10043.svg');
  });

  it('names every rate-up with JP content on', () => {
    show(true);
    expect(entries().map((b) => b.textContent)).toEqual([
      'afes Patchouli KnowledgeNewExchange: 60',
      'afes Zanmu NippakuNewExchange: 60',
      'afes Sumireko UsamiNewExchange: 60',
    ]);
  });

  it('opens the character modal of a hidden rate-up too (it shows the same ?)', () => {
    const { router } = show(false);
    fireEvent.click(entries()[2]!);
    expect(router.state.location.search).toBe('?character=10043');
  });
});
