import { usePageTitle } from 'shared-ui/hooks/use-page-title';
import styles from './section-status.module.css';

interface Props {
  title: string;
  detail: string;
  onRetry: () => void;
}

/** Shown inside a section whose remote could not be loaded. */
export function RemoteUnavailable({ title, detail, onRetry }: Props) {
  usePageTitle(`${title} unavailable`);
  return (
    <section className={styles.box} role="alert" aria-labelledby="section-status-title">
      <h1 id="section-status-title" className={styles.title}>
        {title} is unavailable
      </h1>
      <p>This part of the tracker could not be loaded right now. The rest of the site still works.</p>
      <p className={styles.detail}>{detail}</p>
      <button type="button" className={styles.button} onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}
