import fc from 'fast-check';
import { DEFAULT_CHIP_ALLOWED, FEATURED_CHIP_ALLOWED, keepAllowed, rankChipOptions, type ChipOption } from './chip-ranking';

const opts: ChipOption[] = [
  { value: '1', label: 'Reimu Hakurei', aliases: ['miko'] },
  { value: '2', label: 'Marisa Kirisame', aliases: ['witch', 'ordinary magician'] },
  { value: '3', label: 'Rei', aliases: [] },
  { value: '4', label: 'Remilia Scarlet', aliases: ['remi'] },
  { value: '5', label: 'Sakuya Izayoi', aliases: ['maid', 'PAD'] },
  { value: '6', label: 'Alice Margatroid' },
];
const labels = (o: ChipOption[]) => o.map((x) => x.label);

describe('rankChipOptions', () => {
  it.each([
    ['', ['Alice Margatroid', 'Marisa Kirisame', 'Rei', 'Reimu Hakurei', 'Remilia Scarlet', 'Sakuya Izayoi']],
    // exact first, then substrings alphabetically
    ['rei', ['Rei', 'Reimu Hakurei']],
    ['REI ', ['Rei', 'Reimu Hakurei']],
    // substrings before alias matches
    ['ma', ['Alice Margatroid', 'Marisa Kirisame', 'Sakuya Izayoi']],
    ['mi', ['Remilia Scarlet', 'Reimu Hakurei']],
    ['witch', ['Marisa Kirisame']],
    ['nobody', []],
  ])('%p -> %p', (query, expected) => {
    expect(labels(rankChipOptions(opts, query))).toEqual(expected);
  });

  it('never suggests what is chosen', () => {
    expect(labels(rankChipOptions(opts, 'rei', { chosen: ['3'] }))).toEqual(['Reimu Hakurei']);
  });

  it('keeps the given order when sorting is off, tiers still first', () => {
    expect(labels(rankChipOptions(opts, 're', { sort: false }))).toEqual(['Reimu Hakurei', 'Rei', 'Remilia Scarlet']);
    expect(labels(rankChipOptions(opts, 'rei', { sort: false }))).toEqual(['Rei', 'Reimu Hakurei']);
  });

  it('cuts to the limit', () => {
    expect(labels(rankChipOptions(opts, '', { limit: 2 }))).toEqual(['Alice Margatroid', 'Marisa Kirisame']);
  });

  it('returns only matching, unchosen options, each once', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), fc.subarray(opts.map((o) => o.value)), (q, chosen) => {
        const out = rankChipOptions(opts, q, { chosen });
        const n = q.toLowerCase().trim();
        return (
          new Set(out).size === out.length &&
          out.every((o) => !chosen.includes(o.value)) &&
          out.every((o) => o.label.toLowerCase().includes(n) || (o.aliases ?? []).some((a) => a.toLowerCase().includes(n)))
        );
      }),
    );
  });
});

describe('keepAllowed', () => {
  it.each([
    ['Reimu Hakurei', DEFAULT_CHIP_ALLOWED, 'ReimuHakurei'],
    ["O'Neil-2.x,", DEFAULT_CHIP_ALLOWED, "O'Neil-2x"],
    ["O'Neil-2", FEATURED_CHIP_ALLOWED, "O'Neil2"],
    ['霊夢!', DEFAULT_CHIP_ALLOWED, '霊夢'],
    ['abc', /[a-b]/g, 'ab'],
  ])('%p with %p -> %p', (text, allowed, expected) => {
    expect(keepAllowed(text, allowed)).toBe(expected);
  });

  it('output is a subsequence of the input made only of allowed characters', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const out = keepAllowed(text);
        return Array.from(out).every((ch) => /^[\p{L}\p{N}'-]$/u.test(ch)) && out.length <= text.length;
      }),
    );
  });
});
