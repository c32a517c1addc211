import { useEffect, useLayoutEffect, useReducer } from 'react';
import type { TowerDetailResponse } from 'shared-domain/schemas/api/towers';
import { floorTransition, initialFloorTransition, type FloorTransition } from './floor-transition';

type FloorDetail = TowerDetailResponse['content'];

/** The old floor fades out over 250 ms; the new one fades in in short steps. */
export const FADE_OUT_MS = 250;
export const FADE_IN_MS = 100;

/**
 * Drives the floor panel through fade-out → load → fade-in. `data` is the detail answer for the
 * floor asked for now (RTK Query's currentData), so an answer that belongs to an older floor is
 * never passed on; the reducer ignores it as well. Reduced motion skips both fades.
 */
export function useFloorTransition(
  floor: number,
  data: TowerDetailResponse | undefined,
  reducedMotion: boolean,
): FloorTransition<FloorDetail> {
  const [state, dispatch] = useReducer(floorTransition<FloorDetail>, floor, (f) =>
    initialFloorTransition<FloorDetail>(f, data?.content && data.content.floor === f ? data.content : undefined),
  );

  useEffect(() => {
    dispatch({ type: 'requested', floor });
    // Reduced motion: no fade-out phase at all (both events land in one render).
    if (reducedMotion) dispatch({ type: 'faded-out' });
    // Only a floor change starts a transition (reducedMotion is read, not watched).
  }, [floor]);

  useEffect(() => {
    // An answer without content stays with QueryView ('tower detail data is null').
    if (data?.content) dispatch({ type: 'arrived', floor: data.content.floor, data: data.content });
  }, [data]);

  // A layout effect: with reduced motion the next phase is applied before the browser paints, so
  // no frame of a faded-out floor is ever shown.
  useLayoutEffect(() => {
    if (state.phase !== 'fading-out' && state.phase !== 'fading-in') return undefined;
    const event = state.phase === 'fading-out' ? ({ type: 'faded-out' } as const) : ({ type: 'faded-in' } as const);
    if (reducedMotion) {
      dispatch(event);
      return undefined;
    }
    const timer = setTimeout(() => dispatch(event), state.phase === 'fading-out' ? FADE_OUT_MS : FADE_IN_MS);
    return () => clearTimeout(timer);
  }, [state.phase, state.shown, reducedMotion]);

  return state;
}
