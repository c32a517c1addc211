import { echoedText } from './echoed-text';

describe('echoedText', () => {
  it('repeats a link’s text on one line, without control characters, and at most 40 characters of it', () => {
    expect(echoedText('  Lost\n\tBamboo\u202EForest\u0000 ')).toBe('Lost Bamboo Forest');
    expect(echoedText('a'.repeat(200))).toBe(`${'a'.repeat(39)}…`);
    expect(echoedText('a'.repeat(40))).toBe('a'.repeat(40));
    // Whole characters: an emoji is never cut in half.
    expect(echoedText('😀'.repeat(41))).toBe(`${'😀'.repeat(39)}…`);
  });
});
