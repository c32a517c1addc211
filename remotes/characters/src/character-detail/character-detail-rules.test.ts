import { daysAgoText, externalLinks, featuredCountText, releaseCountdown } from './character-detail-rules';
import type { RevealFacts } from 'shared-domain/characters/spoilers';
import { catalogue, type T } from '../messages/catalogue';

// The English words, loaded by the test setup before the tests run.
const t: T = (key, values) => catalogue.in('en')(key, values);

const NOW = Date.parse('2026-11-22T12:00:00Z');
const unit = (status: RevealFacts['status'], debut: string | null, jp = false): RevealFacts => ({
  status,
  announced: status === 'upcoming',
  jp,
  debut,
});

describe('releaseCountdown', () => {
  it.each<[string, RevealFacts, ReturnType<typeof releaseCountdown>]>([
    ['an undated unit', unit('limited', null), { state: 'none' }],
    ['a date that does not parse', unit('limited', 'not a date'), { state: 'none' }],
    ['an upcoming unit a second before its debut', unit('upcoming', '2026-11-22T12:00:01Z', true), { state: 'counting', at: NOW + 1000 }],
    ['an upcoming unit at its debut, JP flag still set', unit('upcoming', '2026-11-22T12:00:00Z', true), { state: 'released' }],
    ['a unit out for years', unit('non-limited', '2021-05-11T03:00:00Z'), { state: 'released' }],
    ['a guest whose date has passed (not playable)', unit('guest', '2021-05-11T03:00:00Z'), { state: 'none' }],
  ])('%s → %j', (_, facts, expected) => {
    expect(releaseCountdown(facts, NOW)).toEqual(expected);
  });
});

describe('externalLinks', () => {
  it('lists the four references in order, with their hosts, keeping missing ones as null', () => {
    expect(
      externalLinks(
        {
          reference1: 'https://gamepress.gg/lostword/character/reimu',
          reference2: null,
          video: 'https://www.youtube.com/results?search_query=Reimu',
          wiki: 'https://en.touhouwiki.net/wiki/Reimu_Hakurei',
        },
        t,
      ),
    ).toEqual([
      { key: 'reference1', label: 'Reference', href: 'https://gamepress.gg/lostword/character/reimu', host: 'gamepress.gg' },
      { key: 'reference2', label: 'Second reference', href: null, host: null },
      { key: 'video', label: 'Videos', href: 'https://www.youtube.com/results?search_query=Reimu', host: 'youtube.com' },
      { key: 'wiki', label: 'Wiki', href: 'https://en.touhouwiki.net/wiki/Reimu_Hakurei', host: 'en.touhouwiki.net' },
    ]);
  });

  it('never links a non-http address', () => {
    const [first] = externalLinks({ reference1: 'javascript:alert(1)', reference2: null, video: null, wiki: null }, t);
    expect(first?.href).toBeNull();
  });
});

describe('the rerun line', () => {
  it.each([
    [0, 'today'],
    [1, '1 day ago'],
    [2, '2 days ago'],
    [1385, '1,385 days ago'],
  ])('%d whole days → %s', (days, text) => {
    expect(daysAgoText(days, t)).toBe(text);
  });

  it.each([
    [0, 'no prayer yet'],
    [1, '1 prayer'],
    [20, '20 prayers'],
  ])('featured in %d → %s', (count, text) => {
    expect(featuredCountText(count, t)).toBe(text);
  });
});
