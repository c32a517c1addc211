import { usePageTitle } from 'shared-ui/hooks/use-page-title';
import styles from './section-status.module.css';

interface Props {
  title: string;
  detail: string;
  onRetry: () => void;
}

/** "<Section> is unavailable" with Retry; `level` 3 inside a dialog (the page keeps its one h1). */
export function UnavailableMessage({ title, detail, onRetry, level = 1 }: Props & { level?: 1 | 3 }) {
  const Heading = level === 1 ? 'h1' : 'h3';
  return (
    <section className={level === 1 ? styles.box : styles.inline} role="alert" aria-label={`${title} is unavailable`}>
      <Heading className={styles.title}>{title} is unavailable</Heading>
      <p>This part of the tracker could not be loaded right now. The rest of the site still works.</p>
      <p className={styles.detail}>{detail}</p>
      <button type="button" className={styles.button} onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}

/** Shown inside a section whose remote could not be loaded. */
export function RemoteUnavailable(props: Props) {
  usePageTitle(`${props.title} unavailable`);
  return <UnavailableMessage {...props} />;
}
