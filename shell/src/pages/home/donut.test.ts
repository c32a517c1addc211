import { catalogue } from '../../messages/catalogue';
import { counterValues } from './counter-values';
import { donutSegments, ringPath } from './donut';

describe('donutSegments', () => {
  it('gives each non-zero value its share of the ring, in order', () => {
    const segs = donutSegments([
      { id: 'a', value: 1 },
      { id: 'zero', value: 0 },
      { id: 'b', value: 3 },
    ]);
    expect(segs.map((s) => s.id)).toEqual(['a', 'b']);
    expect(segs[0]).toMatchObject({ fraction: 0.25, start: 0 });
    expect(segs[0]!.end).toBeCloseTo(Math.PI / 2, 12);
    expect(segs[1]!.start).toBeCloseTo(Math.PI / 2, 12);
    expect(segs[1]!.end).toBeCloseTo(2 * Math.PI, 12);
  });

  it('is empty when everything is zero', () => {
    expect(donutSegments([{ id: 'a', value: 0 }])).toEqual([]);
  });

  it("draws a quarter from 12 to 3 o'clock between radii 180 and 160", () => {
    expect(ringPath(0, Math.PI / 2)).toBe('M 0 -180 A 180 180 0 0 1 180 0 L 160 0 A 160 160 0 0 0 0 -160 Z');
  });

  it('draws a full ring as two half rings', () => {
    expect(ringPath(0, 2 * Math.PI)).toBe(
      'M 0 -180 A 180 180 0 0 1 0 180 L 0 160 A 160 160 0 0 0 0 -160 Z M 0 180 A 180 180 0 0 1 0 -180 L 0 -160 A 160 160 0 0 0 0 160 Z',
    );
  });
});

describe('counterValues', () => {
  it('adds festival and A-festival, and keeps the spec order', () => {
    const values = counterValues({ gen: 80, fes: 20, afes: 5, sfes: 7, exfes: 3, relic: 2, genic: 1, epic: 4, wfes: 6, ds: 9, yukkuri: 1 });
    const t = catalogue.in('en');
    expect(values.map((v) => [t(v.label), v.count])).toEqual([
      ['Standard', 80],
      ['Festival + A-Festival', 25],
      ['Ultra Festival', 7],
      ['EX Festival', 3],
      ['Relic', 2],
      ['Genic', 1],
      ['Epic', 4],
      ['Pure Festival', 6],
      ['VS Divergent Spirit', 9],
      ['Yukkuri', 1],
    ]);
  });
});
