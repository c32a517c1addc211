import { countLine, listFooter, listFooterState, PRAYER_NOUN, STORY_CARD_NOUN } from './count-line';

describe('countLine', () => {
  it.each([
    [120, 120, 'Showing all 120 prayers'],
    [37, 120, 'Showing 37 of 120 prayers'],
    [1, 120, 'Showing 1 of 120 prayers'],
    [0, 120, 'No prayer found'],
    [0, 0, 'No prayer found'],
    [5832, 5832, 'Showing all 5,832 prayers'],
    [1234, 5832, 'Showing 1,234 of 5,832 prayers'],
  ])('prayers: %i of %i -> %p', (shown, total, expected) => {
    expect(countLine(shown, total, PRAYER_NOUN)).toBe(expected);
  });

  it.each([
    [1043, 1043, 'Showing all 1,043 story cards'],
    [12, 1043, 'Showing 12 of 1,043 story cards'],
    [1, 1043, 'Showing 1 of 1,043 story card'],
    [0, 1043, 'No story card found'],
    [10432, 10432, 'Showing all 10,432 story cards'],
    [1, 1_000_000, 'Showing 1 of 1,000,000 story card'],
  ])('story cards: %i of %i -> %p', (shown, total, expected) => {
    expect(countLine(shown, total, STORY_CARD_NOUN)).toBe(expected);
  });
});

describe('list footer', () => {
  it.each([
    ['loading', 'Loading...', 'Loading...'],
    ['complete', '.', '.'],
    ['empty', '• No prayer found •', '• No card found •'],
  ] as const)('%s -> %p (prayers), %p (story cards)', (state, prayers, cards) => {
    expect(listFooter(state, PRAYER_NOUN)).toBe(prayers);
    expect(listFooter(state, STORY_CARD_NOUN)).toBe(cards);
  });

  it.each([
    [{ loading: true, complete: true, total: 0 }, 'loading'],
    [{ loading: true, complete: true, total: 50 }, 'loading'],
    [{ loading: false, complete: false, total: 50 }, 'loading'],
    [{ loading: false, complete: true, total: 50 }, 'complete'],
    [{ loading: false, complete: true, total: 0 }, 'empty'],
  ])('%o -> %s', (input, expected) => {
    expect(listFooterState(input)).toBe(expected);
  });
});
