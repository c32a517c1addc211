import { devLetterPhase, maintenanceTimers } from './maintenance-state';

const t = (iso: string) => Date.parse(iso);
const records = [
  { id: 1, start: '2026-11-20T01:00:00Z', end: '2026-11-20T06:00:00Z' },
  { id: 2, start: '2026-11-25T01:00:00Z', end: '2026-11-25T06:00:00Z' },
  { id: 3, start: '2026-11-22T01:00:00Z', end: '2026-11-22T06:00:00Z' },
];

describe('maintenanceTimers', () => {
  it.each([
    // now, expected timers (done ones dropped, soonest target first)
    [
      '2026-11-19T00:00:00Z',
      [
        [1, 'starts in', '2026-11-20T01:00:00Z'],
        [3, 'starts in', '2026-11-22T01:00:00Z'],
        [2, 'starts in', '2026-11-25T01:00:00Z'],
      ],
    ],
    [
      '2026-11-20T01:00:00Z',
      [
        [1, 'ends in', '2026-11-20T06:00:00Z'],
        [3, 'starts in', '2026-11-22T01:00:00Z'],
        [2, 'starts in', '2026-11-25T01:00:00Z'],
      ],
    ],
    [
      '2026-11-20T06:00:00Z',
      [
        [3, 'starts in', '2026-11-22T01:00:00Z'],
        [2, 'starts in', '2026-11-25T01:00:00Z'],
      ],
    ],
    [
      '2026-11-22T05:59:59Z',
      [
        [3, 'ends in', '2026-11-22T06:00:00Z'],
        [2, 'starts in', '2026-11-25T01:00:00Z'],
      ],
    ],
    ['2026-11-26T00:00:00Z', []],
  ] as const)('at %s', (now, expected) => {
    expect(maintenanceTimers(records, t(now))).toEqual(expected.map(([id, label, target]) => ({ id, label, target: t(target) })));
  });
});

describe('devLetterPhase', () => {
  it.each([
    ['2026-11-22T00:59:59.999Z', 'starts in'],
    ['2026-11-22T01:00:00Z', 'started'],
    ['2026-11-22T01:59:59.999Z', 'started'],
    ['2026-11-22T02:00:00Z', 'ended'],
    ['2026-12-01T00:00:00Z', 'ended'],
  ] as const)('at %s it is %s', (now, phase) => {
    expect(devLetterPhase('2026-11-22T01:00:00Z', t(now))).toBe(phase);
  });
});
