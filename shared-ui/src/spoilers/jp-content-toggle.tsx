import { useId } from 'react';
import { selectJpContent, settingToggled } from 'shared-domain/settings/settings-slice';
import { useAppDispatch, useAppSelector } from '../hooks/store-hooks';
import styles from './jp-content-toggle.module.css';

/**
 * The JP-content setting where spoilers are (tower floors, story cards, characters). It writes the
 * one shared setting, so the shell and every other section follow at once.
 */
export function JpContentToggle({ label = 'Show JP-only content' }: { label?: string }) {
  const id = useId();
  const on = useAppSelector(selectJpContent);
  const dispatch = useAppDispatch();
  return (
    <label className={styles.toggle} htmlFor={id}>
      <input id={id} type="checkbox" role="switch" checked={on} onChange={() => dispatch(settingToggled('jpContent'))} />
      <span>{label}</span>
    </label>
  );
}
