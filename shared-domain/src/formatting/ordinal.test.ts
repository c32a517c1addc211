import { ordinal, ordinalSuffix } from './ordinal';

describe('ordinal', () => {
  it.each([
    [0, '0th'],
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [19, '19th'],
    [20, '20th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [101, '101st'],
    [111, '111th'],
    [112, '112th'],
    [113, '113th'],
    [1002, '1,002nd'],
  ])('%p -> %p', (n, text) => {
    expect(ordinal(n)).toBe(text);
  });

  it('gives the suffix alone', () => {
    expect(ordinalSuffix(42)).toBe('nd');
  });
});
