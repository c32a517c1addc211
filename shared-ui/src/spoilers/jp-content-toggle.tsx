import { useId } from 'react';
import { selectJpContent, settingToggled } from 'shared-domain/settings/settings-slice';
import { DEFAULT_SETTINGS } from 'shared-domain/settings/settings-model';
import { useT } from 'shared-ui/messages/catalogue';
import { useAppDispatch, useAppStore } from '../hooks/store-hooks';
import { useStoreAfterHydration } from '../hooks/use-store-after-hydration';
import styles from './jp-content-toggle.module.css';

/**
 * The JP-content setting where spoilers are (tower floors, story cards, characters). It writes the
 * one shared setting, so the shell and every other section follow at once. A page the server
 * rendered shows the default, which is all the server knows; the player's own setting follows once
 * the page has hydrated (React leaves a hydrated box as the server drew it).
 */
export function JpContentToggle({ label }: { label?: string }) {
  const t = useT();
  const id = useId();
  const store = useAppStore();
  const on = useStoreAfterHydration(
    store.subscribe,
    () => selectJpContent(store.getState()),
    () => DEFAULT_SETTINGS.jpContent,
  );
  const dispatch = useAppDispatch();
  return (
    <label className={styles.toggle} htmlFor={id}>
      <input id={id} type="checkbox" role="switch" checked={on} onChange={() => dispatch(settingToggled('jpContent'))} />
      <span>{label ?? t('spoilers.showJpContent')}</span>
    </label>
  );
}
