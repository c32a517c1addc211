import { Suspense } from 'react';
import { lazyComponent } from 'shared-ui/page/lazy-page';
import { useT } from '../../messages/catalogue';
import styles from './settings-form.module.css';

// Kept out of the initial JS. Once its code is here the form renders at once: the server (which
// loads it as it starts) draws it into the page's HTML, and the browser hydrates it once its code has come.
const SettingsForm = lazyComponent(async () => ({ default: (await import('./settings-form')).SettingsForm }));

/** The form's code (and its clock's and controls'), fetched once. */
export const loadSettingsForm = (): Promise<void> => SettingsForm.load();

/** Whether the form's code is here: it then renders without suspending. */
export const settingsFormHere = (): boolean => SettingsForm.loaded();

/** The settings form, with a hint in its place while its code is on its way. */
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
