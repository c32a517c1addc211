import { OBTAINING_TYPES } from 'shared-domain/constants/obtaining';
import { obtainingMatches, obtainingTypesFor } from './obtaining-filter';

// Written out: each group and the types it accepts.
const GROUPS: Array<[string, string[]]> = [
  ['prayer', ['general', 'prayer', 'epic-prayer', 'story-card-prayer']],
  ['epic-prayer', ['limited-epic', 'epic-prayer']],
  ['challenge-quest', ['ex', 'vs', 'eternal-battle']],
  ['others', ['pack', 'minigame', 'task', 'login', 'exchange']],
];

describe('obtaining groups', () => {
  it.each(GROUPS)('%s accepts exactly %j', (group, types) => {
    const accepted = obtainingTypesFor([group]);
    for (const type of OBTAINING_TYPES) expect([type, obtainingMatches([type], accepted)]).toEqual([type, types.includes(type)]);
  });

  it.each(['story', 'event', 'ruins', 'travelogue', 'general', 'vs'])('%s matches its own type only', (value) => {
    const accepted = obtainingTypesFor([value]);
    for (const type of OBTAINING_TYPES) expect(obtainingMatches([type], accepted)).toBe(type === value);
  });

  it('no selection is no filter', () => {
    expect(obtainingTypesFor([])).toBeNull();
    expect(obtainingMatches(['story'], null)).toBe(true);
  });

  it('a card matches if any of its sources is accepted', () => {
    const accepted = obtainingTypesFor(['challenge-quest', 'event']);
    expect(obtainingMatches(['story', 'vs'], accepted)).toBe(true);
    expect(obtainingMatches(['story', 'pack'], accepted)).toBe(false);
    expect(obtainingMatches(['event'], accepted)).toBe(true);
  });

  it('does not treat Object.prototype names as groups', () => {
    expect([...(obtainingTypesFor(['toString']) ?? [])]).toEqual(['toString']);
  });
});
