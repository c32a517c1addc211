import styles from './section-status.module.css';

export function SectionLoading({ title }: { title: string }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" /> Loading {title}…
    </div>
  );
}
