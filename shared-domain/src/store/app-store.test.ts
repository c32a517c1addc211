import { createAppStore } from './app-store';
import { scrollBatchTyped, selectScrollBatch, settingToggled, themeSet } from '../settings/settings-slice';
import { loadSettings, SETTINGS_STORAGE_KEY } from '../settings/settings-storage';

describe('createAppStore', () => {
  it('persists every settings change and reads back the same settings', () => {
    const saved = new Map<string, string>();
    const store = createAppStore({ storage: { setItem: (k, v) => void saved.set(k, v) } });
    store.dispatch(settingToggled('jpContent'));
    store.dispatch(themeSet('light'));
    const back = loadSettings(saved.get(SETTINGS_STORAGE_KEY) ?? null).settings;
    expect(back).toEqual(store.getState().settings);
    expect(back.jpContent).toBe(true);
    expect(back.theme).toBe('light');
  });

  it('keeps working when storage throws', () => {
    const store = createAppStore({ storage: { setItem: () => { throw new Error('quota'); } } });
    expect(() => store.dispatch(settingToggled('useUtc'))).not.toThrow();
    expect(store.getState().settings.useUtc).toBe(true);
  });

  it('lets the batch field be blank while typing and reads that as 10', () => {
    const store = createAppStore();
    store.dispatch(scrollBatchTyped(''));
    expect(store.getState().settings.scrollBatch).toBeNull();
    expect(selectScrollBatch(store.getState())).toBe(10);
    store.dispatch(scrollBatchTyped('12x5'));
    expect(selectScrollBatch(store.getState())).toBe(125);
  });
});
