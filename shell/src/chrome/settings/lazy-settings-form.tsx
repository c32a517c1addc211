import { lazy, Suspense } from 'react';
import { useT } from '../../messages/catalogue';
import styles from './settings-form.module.css';

// The form (and its clock and controls) loads on first use, keeping it out of the initial JS.
const SettingsForm = lazy(() => import('./settings-form').then((m) => ({ default: m.SettingsForm })));

export function LazySettingsForm() {
  const t = useT();
  return (
    <Suspense
      fallback={
        <p className={styles.hint} role="status">
          {t('settings.loading')}
        </p>
      }
    >
      <SettingsForm />
    </Suspense>
  );
}
