import { PageFrame } from 'shared-ui/page/page-frame';
import { LanguageSwitcher } from '../chrome/language/language-switcher';
import { LazySettingsForm } from '../chrome/settings/lazy-settings-form';
import { useT } from '../messages/catalogue';
import styles from './settings-page.module.css';

export function SettingsPage() {
  const t = useT();
  return (
    <PageFrame title={t('settings.title')} lead={t('settings.lead')}>
      {/* The language is the page's, not a stored setting: its links load the page again in the other one. */}
      <section className={styles.language} aria-labelledby="settings-language">
        <h2 id="settings-language" className={styles.title}>
          {t('language.label')}
        </h2>
        <LanguageSwitcher variant="page" />
      </section>
      <LazySettingsForm />
    </PageFrame>
  );
}
