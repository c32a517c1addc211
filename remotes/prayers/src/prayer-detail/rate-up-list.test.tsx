import { fireEvent, screen, within } from '@testing-library/react';
import type { PrayerDetail } from 'shared-domain/schemas/api/prayers';
import { RateUpList } from './rate-up-list';
import { rateUpEntry, showAtNow } from './test-support/fixtures';

// The rate-up entries of an upcoming prayer: new, exchangeable, with an upcoming unit's flags.
const rateUp = (id: number, name: string, thumbnail: Parameters<typeof rateUpEntry>[2]) =>
  rateUpEntry(
    id,
    name,
    { type: 'afes', announced: true, status: 'upcoming', released: false, jp: true, ...thumbnail },
    { status: 'new', exchange: true, exchangeAmount: 60, isNew: true, type: 'afes' },
  );

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

const show = (jpContent: boolean) => showAtNow(<RateUpList rateUp={RATE_UP} />, jpContent);

const entries = () => within(screen.getByRole('region', { name: 'Rate Up:' })).getAllByRole('link');

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
