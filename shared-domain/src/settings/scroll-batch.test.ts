import fc from 'fast-check';
import { effectiveScrollBatch, parseScrollBatchInput, scrollBatchDraft, scrollBatchFieldText } from './scroll-batch';

describe('parseScrollBatchInput', () => {
  it.each([
    ['', null],
    ['abc', null],
    ['0', 1],
    ['00', 1],
    ['1', 1],
    ['10', 10],
    ['1000', 1000],
    ['1001', 1000],
    ['99999999999999999999', 1000],
    ['1e3', 13],
    ['-5', 5],
    ['4.5', 45],
    [' 2 0 ', 20],
    ['١٢', null],
    // Defect 15: leading zeros are digits like any other.
    ['00005', 5],
    ['0000000000000000000042', 42],
    ['00001000', 1000],
    ['00001001', 1000],
    ['00000', 1],
  ])('%p -> %p', (input, expected) => {
    expect(parseScrollBatchInput(input)).toBe(expected);
  });

  it('always yields blank or an integer in 1..1000', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const v = parseScrollBatchInput(text);
        return v === null || (Number.isInteger(v) && v >= 1 && v <= 1000);
      }),
    );
  });

  it('reads any run of digits as its decimal value, clamped', () => {
    fc.assert(
      fc.property(fc.nat({ max: 5000 }), fc.nat({ max: 30 }), (n, zeros) => {
        const expected = Math.min(1000, Math.max(1, n));
        return parseScrollBatchInput(`${'0'.repeat(zeros)}${n}`) === expected;
      }),
    );
  });

  it('treats blank as the default batch of 10', () => {
    expect(effectiveScrollBatch(null)).toBe(10);
    expect(effectiveScrollBatch(7)).toBe(7);
  });
});

/** Types `keys` one at a time into a field that starts blank, as the input's change events do. */
function typeKeys(keys: string): string[] {
  const shown: string[] = [];
  let draft = '';
  for (const key of keys) {
    draft = scrollBatchDraft(draft + key);
    shown.push(draft);
  }
  return shown;
}

describe('the batch field while typing, then committed', () => {
  it.each([
    // keys, the field after each key, the value the commit stores
    ['00005', ['0', '00', '000', '0000', '00005'], 5],
    ['05', ['0', '05'], 5],
    ['0', ['0'], 1],
    ['2000', ['2', '20', '200', '2000'], 1000],
    ['1000', ['1', '10', '100', '1000'], 1000],
    ['250', ['2', '25', '250'], 250],
    ['abc', ['', '', ''], null],
    ['4x2', ['4', '4', '42'], 42],
  ])('typing %p shows %p and commits %p', (keys, shown, committed) => {
    const steps = typeKeys(keys);
    expect(steps).toEqual(shown);
    expect(parseScrollBatchInput(steps[steps.length - 1]!)).toBe(committed);
  });

  it('keeps a pasted or edited text as its digits, leading zeros and blank included', () => {
    expect(scrollBatchDraft('')).toBe('');
    expect(scrollBatchDraft('007')).toBe('007');
    expect(scrollBatchDraft(' 1,000 ')).toBe('1000');
    expect(scrollBatchDraft('99999')).toBe('99999');
  });

  it('shows the draft while editing, else the stored value (blank stays blank)', () => {
    expect(scrollBatchFieldText(30, '00')).toBe('00');
    expect(scrollBatchFieldText(30, '')).toBe('');
    expect(scrollBatchFieldText(30, null)).toBe('30');
    expect(scrollBatchFieldText(null, null)).toBe('');
  });
});
