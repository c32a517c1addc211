import { universalName } from '../constants/universes';

// Universe codes: plain for L1 or none; name (arc) for A1..A8; otherwise name (title).
describe('universal names', () => {
  it.each<[string | null | undefined, string]>([
    ['L1', 'Reimu Hakurei'],
    [null, 'Reimu Hakurei'],
    [undefined, 'Reimu Hakurei'],
    ['', 'Reimu Hakurei'],
    ['A1', 'Reimu Hakurei (Scarlet)'],
    ['A2', 'Reimu Hakurei (Cherry Blossom)'],
    ['A3', 'Reimu Hakurei (Eternal)'],
    ['A4', 'Reimu Hakurei (Flower)'],
    ['A5', 'Reimu Hakurei (Faith)'],
    ['A6', 'Reimu Hakurei (Subterranean)'],
    ['A7', 'Reimu Hakurei (Fantastic)'],
    ['A8', 'Reimu Hakurei (Desires)'],
    // Sub-variants of an arc universe keep the arc.
    ['A7A', 'Reimu Hakurei (Fantastic)'],
    ['A6&', 'Reimu Hakurei (Subterranean)'],
    // An 'A' code with no arc in the table, and every other universe: the title.
    ['A12', 'Reimu Hakurei (Wandering Shrine Maiden)'],
    ['AA', 'Reimu Hakurei (Wandering Shrine Maiden)'],
    ['L80', 'Reimu Hakurei (Wandering Shrine Maiden)'],
    ['C5>', 'Reimu Hakurei (Wandering Shrine Maiden)'],
    ['B3', 'Reimu Hakurei (Wandering Shrine Maiden)'],
  ])('%p', (universe, expected) => {
    expect(universalName('Reimu Hakurei', universe, 'Wandering Shrine Maiden')).toBe(expected);
  });
});
