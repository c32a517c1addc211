import { externalLinks, isMaskedCharacter, releaseCountdown, type DetailFacts } from './character-detail';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const unit = (over: Partial<DetailFacts['release']> & { status?: DetailFacts['status']; announced?: boolean } = {}): DetailFacts => {
  const { status = 'limited', announced = false, ...release } = over;
  return { status, announced, release: { debut: '2024-01-01T03:00:00Z', jp: false, ...release } };
};

describe('isMaskedCharacter (spec section 4)', () => {
  it.each<[string, DetailFacts, boolean]>([
    ['a released global unit', unit(), false],
    ['a standard unit', unit({ status: 'non-limited' }), false],
    ['a story-only unit (not released)', unit({ status: 'story', debut: null }), true],
    ['an enemy-only unit', unit({ status: 'enemy', debut: null }), true],
    ['a guest', unit({ status: 'guest', debut: null }), true],
    ['a unit the global version announced', unit({ status: 'announced', announced: true, debut: null }), false],
    ['a JP-only unit', unit({ status: 'upcoming', jp: true, debut: null }), true],
    ['a JP-only announced unit', unit({ status: 'announced', announced: true, jp: true, debut: null }), true],
    ['a not-available unit', unit({ status: 'not-available', debut: null }), true],
    ['a unit debuting after now', unit({ status: 'upcoming', debut: '2026-11-24T03:00:00Z' }), true],
    ['a unit that debuted a second ago', unit({ status: 'upcoming', debut: '2026-11-22T11:59:59Z' }), false],
  ])('%s: masked %p with JP content off, never with it on', (_, facts, masked) => {
    expect(isMaskedCharacter(facts, { jpContent: false, now: NOW })).toBe(masked);
    expect(isMaskedCharacter(facts, { jpContent: true, now: NOW })).toBe(false);
  });

  it('a future unit is revealed once its debut passes', () => {
    const facts = unit({ status: 'upcoming', debut: '2026-11-22T12:00:01Z' });
    expect(isMaskedCharacter(facts, { jpContent: false, now: NOW })).toBe(true);
    expect(isMaskedCharacter(facts, { jpContent: false, now: NOW + 1000 })).toBe(false);
  });
});

describe('releaseCountdown', () => {
  it.each([
    [null, NOW, { state: 'none' }],
    ['not a date', NOW, { state: 'none' }],
    ['2026-11-22T12:00:01Z', NOW, { state: 'counting', at: NOW + 1000 }],
    ['2026-11-22T12:00:00Z', NOW, { state: 'released' }],
    ['2021-05-11T03:00:00Z', NOW, { state: 'released' }],
  ])('%p at now → %j', (debut, now, expected) => {
    expect(releaseCountdown(debut, now)).toEqual(expected);
  });
});

describe('externalLinks', () => {
  it('lists the four references in order, with their hosts, keeping missing ones as null', () => {
    expect(
      externalLinks({
        reference1: 'https://gamepress.gg/lostword/character/reimu',
        reference2: null,
        video: 'https://www.youtube.com/results?search_query=Reimu',
        wiki: 'https://en.touhouwiki.net/wiki/Reimu_Hakurei',
      }),
    ).toEqual([
      { key: 'reference1', label: 'Reference', href: 'https://gamepress.gg/lostword/character/reimu', host: 'gamepress.gg' },
      { key: 'reference2', label: 'Second reference', href: null, host: null },
      { key: 'video', label: 'Videos', href: 'https://www.youtube.com/results?search_query=Reimu', host: 'youtube.com' },
      { key: 'wiki', label: 'Wiki', href: 'https://en.touhouwiki.net/wiki/Reimu_Hakurei', host: 'en.touhouwiki.net' },
    ]);
  });

  it('never links a non-http address', () => {
    const [first] = externalLinks({ reference1: 'javascript:alert(1)', reference2: null, video: null, wiki: null });
    expect(first?.href).toBeNull();
  });
});
