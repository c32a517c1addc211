import fc from 'fast-check';
import { CHARACTER_TYPES } from 'shared-domain/characters/character-types';
import {
  matchesReleaseOrderFilter,
  parseReleaseOrderQuery,
  RELEASE_TYPE_GROUP_IDS,
  toggleReleaseType,
  writeReleaseOrderQuery,
  type ReleaseOrderFilter,
  type ReleaseTypeGroup,
} from './release-order-query';

const parse = (search: string) => parseReleaseOrderQuery(new URLSearchParams(search));
const write = (filter: ReleaseOrderFilter, search = '') => writeReleaseOrderQuery(new URLSearchParams(search), filter).toString();
const ALL_GROUPS = 'gen,fes,afes,ultra,exfes,relic,genic,epic,pure,ds,yukkuri';

describe('parseReleaseOrderQuery', () => {
  it.each<[string, ReleaseOrderFilter]>([
    ['', { types: [], rebirth: null }],
    ['type=fes', { types: ['fes'], rebirth: null }],
    // Rarity words are normalised: standard/general → gen, retro → afes, mv → relic, efes → epic.
    ['type=standard,retro,mv,efes', { types: ['gen', 'afes', 'relic', 'epic'], rebirth: null }],
    ['type=General', { types: ['gen'], rebirth: null }],
    ['type=Ultra-Festival', { types: ['ultra'], rebirth: null }],
    // The ultra group includes sfes and mfes: either word (or an alias of either) selects the group.
    ['type=sfes', { types: ['ultra'], rebirth: null }],
    ['type=mfes', { types: ['ultra'], rebirth: null }],
    ['type=hifuu_fes,super-fes', { types: ['ultra'], rebirth: null }],
    ['type=ultra', { types: ['ultra'], rebirth: null }],
    // The pure group includes wfes.
    ['type=wfes', { types: ['pure'], rebirth: null }],
    ['type=pure', { types: ['pure'], rebirth: null }],
    // Unknown values are ignored (not read as gen).
    ['type=nonsense', { types: [], rebirth: null }],
    ['type=fes,nonsense,,epic', { types: ['fes', 'epic'], rebirth: null }],
    ['type=toString,__proto__', { types: [], rebirth: null }],
    // Order and repeats do not matter; the result is in group order.
    ['type=epic,fes,epic', { types: ['fes', 'epic'], rebirth: null }],
    ['type=epic&type=gen', { types: ['gen', 'epic'], rebirth: null }],
    // Every group selected is no filter.
    [`type=${ALL_GROUPS}`, { types: [], rebirth: null }],
    ['rebirth=yes', { types: [], rebirth: 'yes' }],
    ['rebirth=no', { types: [], rebirth: 'no' }],
    ['rebirth=YES', { types: [], rebirth: 'yes' }],
    ['rebirth=yes,no', { types: [], rebirth: null }],
    ['rebirth=maybe', { types: [], rebirth: null }],
    ['rebirth=maybe,no', { types: [], rebirth: 'no' }],
    ['type=relic&rebirth=no&other=1', { types: ['relic'], rebirth: 'no' }],
  ])('?%s', (search, expected) => {
    expect(parse(search)).toEqual(expected);
  });
});

describe('writeReleaseOrderQuery', () => {
  it.each<[ReleaseOrderFilter, string, string]>([
    [{ types: [], rebirth: null }, '', ''],
    [{ types: ['fes'], rebirth: null }, '', 'type=fes'],
    [{ types: ['epic', 'gen'], rebirth: 'yes' }, '', 'type=gen%2Cepic&rebirth=yes'],
    // A group whose options are all selected is left out of the URL.
    [{ types: [...RELEASE_TYPE_GROUP_IDS], rebirth: 'no' }, '', 'rebirth=no'],
    // Other parameters stay; old filter values go.
    [{ types: [], rebirth: null }, 'type=fes&rebirth=yes&keep=1', 'keep=1'],
    [{ types: ['pure'], rebirth: null }, 'keep=1&type=gen', 'keep=1&type=pure'],
  ])('%j over ?%s', (filter, before, after) => {
    expect(write(filter, before)).toBe(after);
  });
});

const groupArb = fc.constantFrom(...RELEASE_TYPE_GROUP_IDS);
const filterArb = fc.record({
  types: fc.uniqueArray(groupArb),
  rebirth: fc.constantFrom('yes' as const, 'no' as const, null),
});

describe('round trips (fast-check)', () => {
  it('parse(write(f)) is f in canonical form (group order; all groups = none)', () => {
    fc.assert(
      fc.property(filterArb, (filter) => {
        const expectedTypes =
          filter.types.length === RELEASE_TYPE_GROUP_IDS.length ? [] : RELEASE_TYPE_GROUP_IDS.filter((g) => filter.types.includes(g));
        expect(parseReleaseOrderQuery(writeReleaseOrderQuery(new URLSearchParams(), filter))).toEqual({
          types: expectedTypes,
          rebirth: filter.rebirth,
        });
      }),
    );
  });

  it('any pasted query reads back the same after being written (write ∘ parse is stable)', () => {
    const word = fc.oneof(fc.constantFrom('fes', 'ULTRA', 'mv', 'wfes', 'yes', 'no', 'x', ''), fc.string({ maxLength: 8 }));
    fc.assert(
      fc.property(fc.array(word, { maxLength: 6 }), fc.array(word, { maxLength: 3 }), (types, rebirth) => {
        const params = new URLSearchParams({ type: types.join(','), rebirth: rebirth.join(',') });
        const once = parseReleaseOrderQuery(params);
        expect(parseReleaseOrderQuery(writeReleaseOrderQuery(new URLSearchParams(), once))).toEqual(once);
      }),
    );
  });
});

describe('matchesReleaseOrderFilter', () => {
  it('no filter matches every type, with and without rebirth', () => {
    for (const type of CHARACTER_TYPES) {
      expect(matchesReleaseOrderFilter({ type, fr: true }, { types: [], rebirth: null })).toBe(true);
      expect(matchesReleaseOrderFilter({ type, fr: false }, { types: [], rebirth: null })).toBe(true);
    }
  });

  it.each<[string, ReleaseTypeGroup, boolean]>([
    ['sfes', 'ultra', true],
    ['mfes', 'ultra', true],
    ['fes', 'ultra', false],
    ['wfes', 'pure', true],
    ['afes', 'fes', false],
    ['gen', 'gen', true],
  ])('a %s unit with only %s ticked: %p', (type, group, expected) => {
    expect(matchesReleaseOrderFilter({ type: type as never, fr: false }, { types: [group], rebirth: null })).toBe(expected);
  });

  it('rebirth yes keeps rebirthable units only, no the others', () => {
    expect(matchesReleaseOrderFilter({ type: 'gen', fr: true }, { types: [], rebirth: 'yes' })).toBe(true);
    expect(matchesReleaseOrderFilter({ type: 'gen', fr: false }, { types: [], rebirth: 'yes' })).toBe(false);
    expect(matchesReleaseOrderFilter({ type: 'gen', fr: true }, { types: [], rebirth: 'no' })).toBe(false);
    expect(matchesReleaseOrderFilter({ type: 'gen', fr: false }, { types: [], rebirth: 'no' })).toBe(true);
  });
});

describe('toggleReleaseType', () => {
  it('adds and removes a group, keeping group order', () => {
    const one = toggleReleaseType({ types: [], rebirth: 'yes' }, 'epic');
    expect(one).toEqual({ types: ['epic'], rebirth: 'yes' });
    expect(toggleReleaseType(one, 'gen')).toEqual({ types: ['gen', 'epic'], rebirth: 'yes' });
    expect(toggleReleaseType(one, 'epic')).toEqual({ types: [], rebirth: 'yes' });
  });

  it('ticking the last missing group is the same as no filter', () => {
    const allButOne = RELEASE_TYPE_GROUP_IDS.filter((g) => g !== 'ds');
    expect(toggleReleaseType({ types: allButOne, rebirth: null }, 'ds')).toEqual({ types: [], rebirth: null });
  });
});
