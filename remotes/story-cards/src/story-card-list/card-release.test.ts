import { releasePhase, releaseState, releaseTransitions } from './card-release';

const t = (iso: string) => Date.parse(iso);

describe('releaseState (spec 4)', () => {
  const release = t('2026-11-24T03:00:00Z');
  const reveal = t('2026-11-17T03:00:00Z');
  it.each<[string, number | null, string, string]>([
    ['released at its time', null, '2026-11-24T03:00:00Z', 'released'],
    ['unreleased, no reveal time: hidden until release', null, '2026-11-24T02:59:59.900Z', 'hidden'],
    ['unreleased before its reveal time: hidden', reveal, '2026-11-16T00:00:00Z', 'hidden'],
    ['unreleased after its reveal time: details shown', reveal, '2026-11-20T00:00:00Z', 'revealed'],
  ])('%s', (_, revealMs, now, expected) => {
    expect(releaseState({ releaseMs: release, revealMs }, t(now))).toBe(expected);
  });
});

describe('release phases', () => {
  const transitions = releaseTransitions([
    { releaseMs: 300, revealMs: 100 },
    { releaseMs: 300, revealMs: null },
    { releaseMs: 200, revealMs: null },
  ]);
  it('unique, ascending', () => {
    expect(transitions).toEqual([100, 200, 300]);
  });
  it.each([
    [0, 0],
    [99, 0],
    [100, 1],
    [250, 2],
    [300, 3],
    [1e15, 3],
  ])('at %p the phase is %p', (now, expected) => {
    expect(releasePhase(transitions, now)).toBe(expected);
  });
});
