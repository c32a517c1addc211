import { breaches } from './first-tap-budgets';

const cell = (answerMs: number | null, extra: Partial<{ signMs: number; inp: number; keyMs: number }> = {}) => ({
  answerMs,
  inp: 0,
  keyMs: 0,
  ...extra,
});

describe('first-tap budgets', () => {
  it('fails a lost input whatever else the cell says', () => {
    expect(breaches('control', 0, cell(null), 1)).toEqual(['1 lost']);
  });

  it('gives the character modal 1.5 s before FCP + 2 s and 400 ms from then on', () => {
    expect(breaches('character', 1000, cell(1400), 0)).toEqual([]);
    expect(breaches('character', 1000, cell(1600), 0)).toEqual(['modal 1600 > 1500']);
    expect(breaches('character', 2000, cell(450), 0)).toEqual(['modal 450 > 400']);
  });

  it('holds a key to 50 ms and every interaction to an INP of 200 ms', () => {
    expect(breaches('type', 0, cell(300, { keyMs: 56, inp: 216 }), 0)).toEqual(['INP 216 > 200', 'key 56 > 50']);
  });

  it('wants a first sign of a section link within 100 ms, and its content within 1.5 s once late', () => {
    expect(breaches('section-link', 0, cell(4000, { signMs: 80 }), 0)).toEqual([]);
    expect(breaches('section-link', 4000, cell(1600, { signMs: 120 }), 0)).toEqual(['first sign 120 > 100', 'content 1600 > 1500']);
  });
});
