import { parseTabQuery, type TabDef } from './tab-query';
import { PRAYER_TYPE_TAB_DEFS, SERIES_TAB_DEFS } from './character-tab-defs';

type Id = 'one' | 'two' | 'three';
const TABS: readonly TabDef<Id>[] = [
  { id: 'one', label: 'One' },
  { id: 'two', label: 'Two', aliases: ['deux', 'zwei'] },
  { id: 'three', label: 'Three' },
];

describe('parseTabQuery', () => {
  it.each<[string | null, Id]>([
    [null, 'one'],
    ['', 'one'],
    ['   ', 'one'],
    ['two', 'two'],
    ['THREE', 'three'],
    [' two ', 'two'],
    ['deux', 'two'],
    ['Zwei', 'two'],
    ['four', 'one'],
    ['tw', 'one'],
  ])('%p selects %p', (raw, expected) => {
    expect(parseTabQuery(raw, TABS, 'one')).toBe(expected);
  });

  it('uses the given fallback, not the first tab', () => {
    expect(parseTabQuery('nope', TABS, 'three')).toBe('three');
  });
});

describe('series group tabs (conventional list)', () => {
  it('lists the six groups in the spec order', () => {
    expect(SERIES_TAB_DEFS.map((t) => t.id)).toEqual(['pc98', 'l1', 'classic', 'main', 'hifuu', 'mv']);
  });

  it.each([
    ['retro', 'classic'],
    ['a', 'classic'],
    ['classic', 'classic'],
    ['relic', 'mv'],
    ['mv', 'mv'],
    ['PC98', 'pc98'],
    [null, 'l1'],
  ])('type=%p opens the %p tab', (raw, expected) => {
    expect(parseTabQuery(raw, SERIES_TAB_DEFS, 'l1')).toBe(expected);
  });
});

describe('prayer type tabs', () => {
  it('lists standard, festival, ultra, relic, epic', () => {
    expect(PRAYER_TYPE_TAB_DEFS.map((t) => t.id)).toEqual(['standard', 'festival', 'ultra', 'relic', 'epic']);
  });
});
