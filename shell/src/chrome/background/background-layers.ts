import type { BackgroundId } from './background-for-path';

/** The new backdrop fades in over the old one in this time… */
export const BACKGROUND_FADE_MS = 1200;
/** …and the old one is removed this long after the swap (6.4 s). */
export const BACKGROUND_SWAP_MS = 6400;

export interface BackgroundLayer {
  key: number;
  id: BackgroundId;
}

export interface BackgroundLayers {
  /** Bottom to top; the last one is the current backdrop. */
  layers: BackgroundLayer[];
  nextKey: number;
}

export type BackgroundAction = { type: 'show'; id: BackgroundId } | { type: 'prune'; keepFrom: number };

export const initialLayers = (id: BackgroundId): BackgroundLayers => ({ layers: [{ key: 0, id }], nextKey: 1 });

export const topLayer = (state: BackgroundLayers): BackgroundLayer => state.layers[state.layers.length - 1]!;

/** `show` stacks a new layer (unless it is already on top); `prune` drops the layers under one. */
export function backgroundLayersReducer(state: BackgroundLayers, action: BackgroundAction): BackgroundLayers {
  switch (action.type) {
    case 'show':
      if (topLayer(state).id === action.id) return state;
      return { layers: [...state.layers, { key: state.nextKey, id: action.id }], nextKey: state.nextKey + 1 };
    case 'prune': {
      const kept = state.layers.filter((l) => l.key >= action.keepFrom);
      // The current backdrop is never removed, whatever a late timer asks.
      return kept.length === state.layers.length ? state : { ...state, layers: kept.length > 0 ? kept : [topLayer(state)] };
    }
  }
}
