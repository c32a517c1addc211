import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useT } from '../../messages/catalogue';
import styles from './settings-form.module.css';

// The form (and its clock and controls) loads on first use, keeping it out of the initial JS.
const SettingsForm = lazy(() => import('./settings-form').then((m) => ({ default: m.SettingsForm })));

const unsubscribed = () => () => undefined;

/**
 * The form shows what the visitor stored, which only their browser knows: the server's HTML (and
 * the hydration of it) has the hint in its place, and the form follows once the page is the browser's.
 */
export function LazySettingsForm() {
  const t = useT();
  const inBrowser = useSyncExternalStore(
    unsubscribed,
    () => true,
    () => false,
  );
  const hint = (
    <p className={styles.hint} role="status">
      {t('settings.loading')}
    </p>
  );
  return inBrowser ? (
    <Suspense fallback={hint}>
      <SettingsForm />
    </Suspense>
  ) : (
    hint
  );
}
