import { floorTransition, initialFloorTransition, type FloorTransition, type FloorTransitionEvent } from './floor-transition';

type S = FloorTransition<string>;
const run = (state: S, ...events: FloorTransitionEvent<string>[]) => events.reduce(floorTransition<string>, state);
const at = (floor: number, data: string): S =>
  run(initialFloorTransition<string>(floor), { type: 'arrived', floor, data }, { type: 'faded-in' });

describe('floorTransition', () => {
  it('shows the first floor when it arrives, then fades it in', () => {
    const s = run(initialFloorTransition<string>(7), { type: 'arrived', floor: 7, data: 'f7' });
    expect(s).toMatchObject({ phase: 'fading-in', shown: { floor: 7, data: 'f7' } });
    expect(floorTransition(s, { type: 'faded-in' }).phase).toBe('shown');
  });

  it('shows a floor whose data is here as the panel mounts at once, and steps on from it as usual', () => {
    const s = initialFloorTransition<string>(7, 'f7');
    expect(s).toEqual({ requested: 7, shown: { floor: 7, data: 'f7' }, pending: null, phase: 'shown' });
    expect(run(s, { type: 'arrived', floor: 7, data: 'f7' })).toBe(s);
    expect(run(s, { type: 'requested', floor: 8 })).toMatchObject({ phase: 'fading-out', shown: { floor: 7 } });
  });

  it('fades the old floor out, then shows the new one that arrived meanwhile', () => {
    let s = run(at(7, 'f7'), { type: 'requested', floor: 8 });
    expect(s).toMatchObject({ phase: 'fading-out', shown: { floor: 7 } });
    s = floorTransition(s, { type: 'arrived', floor: 8, data: 'f8' });
    expect(s).toMatchObject({ phase: 'fading-out', shown: { floor: 7 }, pending: { floor: 8 } });
    s = floorTransition(s, { type: 'faded-out' });
    expect(s).toMatchObject({ phase: 'fading-in', shown: { floor: 8, data: 'f8' }, pending: null });
  });

  it('waits after the fade-out until the new floor arrives', () => {
    const s = run(at(7, 'f7'), { type: 'requested', floor: 8 }, { type: 'faded-out' });
    expect(s.phase).toBe('waiting');
    expect(floorTransition(s, { type: 'arrived', floor: 8, data: 'f8' })).toMatchObject({ phase: 'fading-in', shown: { floor: 8 } });
  });

  it('ignores a result that arrives after the floor changed again (stale guard)', () => {
    const s = run(at(7, 'f7'), { type: 'requested', floor: 8 }, { type: 'requested', floor: 9 }, { type: 'faded-out' });
    const late = floorTransition(s, { type: 'arrived', floor: 8, data: 'f8' });
    expect(late).toBe(s);
    expect(late.shown).toEqual({ floor: 7, data: 'f7' });
    expect(floorTransition(late, { type: 'arrived', floor: 9, data: 'f9' }).shown).toEqual({ floor: 9, data: 'f9' });
  });

  it('drops a pending floor when another is asked for before the fade-out ends', () => {
    const s = run(
      at(7, 'f7'),
      { type: 'requested', floor: 8 },
      { type: 'arrived', floor: 8, data: 'f8' },
      { type: 'requested', floor: 9 },
      { type: 'faded-out' },
    );
    expect(s).toMatchObject({ phase: 'waiting', shown: { floor: 7 }, pending: null, requested: 9 });
  });

  it('going back to the floor on screen keeps it without a reload', () => {
    const s = run(at(7, 'f7'), { type: 'requested', floor: 8 }, { type: 'requested', floor: 7 });
    expect(s).toMatchObject({ phase: 'fading-in', shown: { floor: 7 }, requested: 7 });
  });

  it('asking for the same floor again changes nothing; a refetch of it updates in place', () => {
    const s = at(7, 'f7');
    expect(floorTransition(s, { type: 'requested', floor: 7 })).toBe(s);
    expect(floorTransition(s, { type: 'arrived', floor: 7, data: 'f7 again' })).toMatchObject({
      phase: 'shown',
      shown: { data: 'f7 again' },
    });
  });

  it('ignores fade events out of order', () => {
    const s = at(7, 'f7');
    expect(floorTransition(s, { type: 'faded-out' })).toBe(s);
    expect(floorTransition(s, { type: 'faded-in' })).toBe(s);
  });
});
