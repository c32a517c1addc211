/**
 * What the floor panel shows while the floor changes: the old floor fades out
 * (250 ms), the new one loads, fades in, then its HP meters animate. A result for any floor other
 * than the last one asked for is ignored, so a slow answer never replaces a newer floor.
 */
export type FloorPhase = 'shown' | 'fading-out' | 'waiting' | 'fading-in';

export interface FloorTransition<T> {
  /** The floor the URL asks for now. */
  requested: number;
  /** The floor on screen with its data (null before the first one arrives). */
  shown: { floor: number; data: T } | null;
  /** The requested floor's data when it arrived before the fade-out ended. */
  pending: { floor: number; data: T } | null;
  phase: FloorPhase;
}

export type FloorTransitionEvent<T> =
  { type: 'requested'; floor: number } | { type: 'faded-out' } | { type: 'arrived'; floor: number; data: T } | { type: 'faded-in' };

/**
 * Waiting for the floor's data; or, when it is here already as the panel mounts (a page rendered
 * on the server, a floor seen before), showing it: nothing to fade from, so nothing to wait for.
 */
export function initialFloorTransition<T>(floor: number, data?: T): FloorTransition<T> {
  if (data !== undefined) return { requested: floor, shown: { floor, data }, pending: null, phase: 'shown' };
  return { requested: floor, shown: null, pending: null, phase: 'waiting' };
}

export function floorTransition<T>(state: FloorTransition<T>, event: FloorTransitionEvent<T>): FloorTransition<T> {
  switch (event.type) {
    case 'requested': {
      if (event.floor === state.requested) return state;
      // Back to the floor on screen before it finished fading out: keep it, no reload.
      if (state.shown?.floor === event.floor) return { ...state, requested: event.floor, pending: null, phase: 'fading-in' };
      return { requested: event.floor, shown: state.shown, pending: null, phase: state.shown ? 'fading-out' : 'waiting' };
    }
    case 'faded-out': {
      if (state.phase !== 'fading-out') return state;
      if (state.pending) return { ...state, shown: state.pending, pending: null, phase: 'fading-in' };
      return { ...state, phase: 'waiting' };
    }
    case 'arrived': {
      if (event.floor !== state.requested) return state; // stale: the floor changed again meanwhile
      const arrived = { floor: event.floor, data: event.data };
      if (state.phase === 'fading-out') return { ...state, pending: arrived };
      if (state.phase === 'waiting') return { ...state, shown: arrived, pending: null, phase: 'fading-in' };
      // A refetch of the floor already on screen (e.g. after a retry): update in place.
      if (state.shown?.floor === event.floor) return state.shown.data === event.data ? state : { ...state, shown: arrived };
      return state;
    }
    case 'faded-in':
      return state.phase === 'fading-in' ? { ...state, phase: 'shown' } : state;
  }
}
