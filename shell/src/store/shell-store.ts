import { settingsReplaced } from 'shared-domain/settings/settings-slice';
import { loadSettings, SETTINGS_STORAGE_KEY } from 'shared-domain/settings/settings-storage';
import { createAppStore } from 'shared-domain/store/app-store';
import type { CollectionSync } from './collection-sync';

/** localStorage can be missing or throw (privacy modes): the site then runs on defaults. */
function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function readStored(storage: Storage | undefined): string | null {
  try {
    return storage?.getItem(SETTINGS_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The one store of the site. Remotes render inside its Provider and inject their slices. */
export function createShellStore({ collection }: { collection?: CollectionSync } = {}) {
  const storage = safeStorage();
  const { settings, problem } = loadSettings(readStored(storage));
  if (problem) console.info(`[settings] ${problem}; using defaults`);
  // RTK Query joins later, with the first section (install-base-api.ts).
  const store = createAppStore({ settings, storage, middleware: collection ? [collection.middleware] : [] });

  // The theme lives on <html> so every remote's CSS variables follow it. The server's HTML names
  // it already: writing the same value again would restyle the whole page.
  let theme = document.documentElement.dataset.theme ?? '';
  const applyTheme = () => {
    const next = store.getState().settings.theme;
    if (next !== theme) document.documentElement.dataset.theme = theme = next;
  };
  applyTheme();
  store.subscribe(applyTheme);

  // Another tab changed the settings: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key === SETTINGS_STORAGE_KEY) store.dispatch(settingsReplaced(loadSettings(event.newValue).settings));
  });
  return store;
}
