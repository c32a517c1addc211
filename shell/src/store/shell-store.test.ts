import { themeSet } from 'shared-domain/settings/settings-slice';
import { SETTINGS_STORAGE_KEY } from 'shared-domain/settings/settings-storage';
import { createShellStore } from './shell-store';

/** The writes to <html>'s data-theme while `run` runs. */
async function themeWrites(run: () => void): Promise<string[]> {
  const writes: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const r of records) writes.push((r.target as HTMLElement).dataset.theme ?? '');
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  run();
  await Promise.resolve();
  observer.disconnect();
  return writes;
}

describe('createShellStore: the theme on <html>', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.dataset.theme = 'dark';
  });

  it("leaves <html> alone when the server's HTML already names the visitor's theme", async () => {
    expect(await themeWrites(() => createShellStore())).toEqual([]);
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('sets the stored theme when the HTML names another, then follows a change', async () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ version: 2, settings: { theme: 'light' } }));
    let store: ReturnType<typeof createShellStore> | undefined;
    expect(await themeWrites(() => (store = createShellStore()))).toEqual(['light']);
    expect(await themeWrites(() => store!.dispatch(themeSet('dark')))).toEqual(['dark']);
  });
});
