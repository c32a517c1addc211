import { padTwo } from './pad';

describe('padTwo', () => {
  it.each([
    [0, '00'],
    [7, '07'],
    [9.9, '09'],
    [10, '10'],
    [59, '59'],
    [123, '123'],
    [-4, '-04'],
    [-0, '00'],
  ])('%p -> %p', (value, expected) => {
    expect(padTwo(value)).toBe(expected);
  });
});
