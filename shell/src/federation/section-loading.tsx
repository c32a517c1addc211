import { useT } from '../messages/catalogue';
import styles from './section-status.module.css';

export function SectionLoading({ title }: { title: string }) {
  const t = useT();
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" /> {t('section.loading', { title })}
    </div>
  );
}
