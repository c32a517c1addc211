import { useMemo } from 'react';
import type { NameSettings } from 'shared-domain/characters/display-name';
import { DEFAULT_SETTINGS, NAME_SCRIPTS, type NameScript } from 'shared-domain/settings/settings-model';
import type { RootState } from 'shared-domain/store/app-store';
import { useAppStore } from './store-hooks';
import { useStoreAfterHydration } from './use-store-after-hydration';

type NameKey = `${0 | 1}${0 | 1}${NameScript}`;

// One string stands for the three settings, so the snapshot compares by value and an unchanged
// setting (or the default, which the server rendered) renders nothing again.
const keyOf = (s: Pick<RootState['settings'], 'useTranslitName' | 'useTraditionalName' | 'nameScript'>): NameKey =>
  `${s.useTranslitName ? 1 : 0}${s.useTraditionalName ? 1 : 0}${s.nameScript}`;

const settingsOf = (key: NameKey): Required<NameSettings> => {
  const script = key.slice(2) as NameScript;
  return {
    useTranslitName: key[0] === '1',
    useTraditionalName: key[1] === '1',
    nameScript: NAME_SCRIPTS.includes(script) ? script : DEFAULT_SETTINGS.nameScript,
  };
};

const SERVER_KEY = keyOf(DEFAULT_SETTINGS);

/**
 * The player's name settings (English form and script). The server renders every name with the
 * defaults, the only settings it knows: a page hydrated from its HTML shows those until right after
 * hydrating, then the player's own, so a stored Japanese setting causes no hydration difference.
 */
export function useNameSettings(): Required<NameSettings> {
  const store = useAppStore();
  const key = useStoreAfterHydration(
    store.subscribe,
    () => keyOf(store.getState().settings),
    () => SERVER_KEY,
  );
  return useMemo(() => settingsOf(key), [key]);
}
