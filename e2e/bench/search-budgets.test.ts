import { keystrokeTimes, searchBreaches, type SearchFigures } from './search-budgets';

const met: SearchFigures = {
  indexGzipBytes: { global: 60_000, jp: 64_000 },
  openInpMs: { '1': 72, '10': 88 },
  keystrokeMs: 40,
  resultsPageP95Ms: 12,
};

describe('the search budgets', () => {
  it('are met by figures within every budget, the limits included', () => {
    expect(searchBreaches(met)).toEqual([]);
    expect(searchBreaches({ indexGzipBytes: { jp: 81_920 }, openInpMs: { '10': 100 }, keystrokeMs: 50, resultsPageP95Ms: 30 })).toEqual([]);
  });

  it('names each breach', () => {
    expect(
      searchBreaches({
        indexGzipBytes: { global: 60_000, jp: 85_197 },
        openInpMs: { '1': 72, '10': 104 },
        keystrokeMs: 96,
        resultsPageP95Ms: 31,
      }),
    ).toEqual([
      'index (jp): 83.2 KB gzip > 80.0 KB',
      'opening the box (content ×10): INP 104 ms > 100 ms',
      'longest keystroke (content ×10): 96 ms > 50 ms',
      'results page render: p95 31.0 ms > 30 ms',
    ]);
  });

  it('counts a figure that could not be measured as a breach', () => {
    expect(searchBreaches({ ...met, keystrokeMs: NaN })).toEqual(['longest keystroke (content ×10): NaN ms > 50 ms']);
  });
});

describe('keystroke times', () => {
  it('takes the longest entry of each key, in the order typed, and skips entries of no interaction', () => {
    expect(
      keystrokeTimes([
        { name: 'keydown', interactionId: 7, duration: 24 },
        { name: 'keyup', interactionId: 7, duration: 16 },
        { name: 'pointermove', interactionId: 0, duration: 200 },
        { name: 'keydown', interactionId: 3, duration: 48 },
        { name: 'input', interactionId: 3, duration: 56 },
      ]),
    ).toEqual([56, 24]);
  });
});
