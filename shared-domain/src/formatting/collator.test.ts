import { collator } from './collator';

describe('collator', () => {
  it('orders in the language asked for: kana in gojūon order, English letters ignoring case', () => {
    expect(['れいむ', 'あや', 'さくや'].sort(collator('ja').compare)).toEqual(['あや', 'さくや', 'れいむ']);
    expect(['reimu', 'Aya', 'sakuya'].sort(collator('en').compare)).toEqual(['Aya', 'reimu', 'sakuya']);
  });

  it('makes each language once, on first use', () => {
    const made = jest.spyOn(Intl, 'Collator');
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('./collator') as typeof import('./collator');
      expect(made).not.toHaveBeenCalled();
      expect(fresh.collator('ja')).toBe(fresh.collator('ja'));
      expect(made).toHaveBeenCalledTimes(1);
    });
    made.mockRestore();
  });
});
