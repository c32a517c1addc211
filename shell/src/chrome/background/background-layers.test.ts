import { backgroundLayersReducer, BACKGROUND_SWAP_MS, initialLayers } from './background-layers';

describe('backgroundLayersReducer', () => {
  it('stacks a new backdrop on top of the old one', () => {
    const s = backgroundLayersReducer(initialLayers('home'), { type: 'show', id: 'tower' });
    expect(s.layers).toEqual([
      { key: 0, id: 'home' },
      { key: 1, id: 'tower' },
    ]);
  });

  it('does nothing when the backdrop is already on top', () => {
    const s = initialLayers('prayers');
    expect(backgroundLayersReducer(s, { type: 'show', id: 'prayers' })).toBe(s);
  });

  it('prunes the layers under the given one, never the top', () => {
    let s = initialLayers('home');
    s = backgroundLayersReducer(s, { type: 'show', id: 'tower' });
    s = backgroundLayersReducer(s, { type: 'show', id: 'prayers' });
    expect(backgroundLayersReducer(s, { type: 'prune', keepFrom: 2 }).layers).toEqual([{ key: 2, id: 'prayers' }]);
    expect(backgroundLayersReducer(s, { type: 'prune', keepFrom: 99 }).layers).toEqual([{ key: 2, id: 'prayers' }]);
  });

  it('keeps the spec swap time', () => {
    expect(BACKGROUND_SWAP_MS).toBe(6400);
  });
});
