import { interactionFailure, marksBreaches, marksMedian, vitalsBreaches } from './page-vitals-budgets';

const home = { label: '/', home: true, data: 'main li' };
const section = { label: '/prayers', home: false, data: 'main a' };
const good = { 'LCP*': 900, LCP: 700, data: 900, INP: 48, CLS: 0 };

describe('page-vitals budgets', () => {
  it('passes a page within every budget', () => {
    expect(vitalsBreaches(home, good)).toEqual([]);
    expect(vitalsBreaches(section, { ...good, 'LCP*': 1600 })).toEqual([]);
  });

  it('holds the home to 1.0 s of LCP* and a section to 1.6 s', () => {
    expect(vitalsBreaches(home, { ...good, 'LCP*': 1200, data: 1200 })).toEqual(['/: LCP* 1200 ms > 1000 ms (LCP 700, data 1200)']);
    expect(vitalsBreaches(section, { ...good, 'LCP*': 1200 })).toEqual([]);
    expect(vitalsBreaches(section, { ...good, 'LCP*': 1700 })).toEqual(['/prayers: LCP* 1700 ms > 1600 ms (LCP 700, data 900)']);
  });

  it('reports a page whose data never showed', () => {
    expect(vitalsBreaches(home, { ...good, 'LCP*': NaN, data: undefined })).toEqual([
      "/: LCP* unknown, the page's data (main li) never showed",
    ]);
  });

  it('holds INP to 100 ms and CLS to 0.05', () => {
    expect(vitalsBreaches(section, { ...good, INP: 104, CLS: 0.06 })).toEqual([
      '/prayers: INP 104 ms > 100 ms',
      '/prayers: CLS 0.060 > 0.05',
    ]);
  });

  it('fails a page whose scripted interaction failed, naming the page, the run and the error', () => {
    const failure = interactionFailure('/prayers', 2, new Error('locator.click: Timeout 30000ms exceeded.\nCall log: …'));
    expect(failure).toBe('/prayers: the scripted interaction failed in run 2 (locator.click: Timeout 30000ms exceeded.)');
    // Every run failed: no INP at all, and the failures are the breach (not an INP of 0 that passes).
    expect(vitalsBreaches(section, { ...good, INP: NaN }, [failure])).toEqual([failure]);
    // One run failed, the others measured a good INP: still a breach.
    expect(vitalsBreaches(section, good, [failure])).toEqual([failure]);
  });

  it('fails an INP no run recorded, even with no interaction failing', () => {
    expect(vitalsBreaches(home, { ...good, INP: undefined })).toEqual(['/: INP unknown, no run recorded the scripted interaction']);
  });
});

describe('the collection marks budget', () => {
  it('passes marks shown within 1.5 s of FCP (the median of the runs)', () => {
    expect(marksBreaches('/story-cards', [1400, 1600, 1200])).toEqual([]);
    expect(marksMedian([1400, 1600, 1200])).toBe(1400);
    expect(marksBreaches('/story-cards', [1500])).toEqual([]);
  });

  it('fails marks shown later than 1.5 s after FCP', () => {
    expect(marksBreaches('/', [1800, 1400, 2300])).toEqual(['/: collection marks 1800 ms after FCP > 1500 ms']);
  });

  it('fails a page whose marks never showed in a run, whatever the other runs say', () => {
    expect(marksBreaches('/', [400, undefined, 500])).toEqual([
      '/: the collection marks never showed in 1 of 3 runs (budget 1500 ms after FCP)',
    ]);
    expect(marksBreaches('/', [])).toEqual(['/: no run measured the collection marks']);
  });
});
