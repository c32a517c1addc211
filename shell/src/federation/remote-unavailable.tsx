import { usePageTitle } from 'shared-ui/hooks/use-page-title';
import { useT } from '../messages/catalogue';
import styles from './section-status.module.css';

interface Props {
  title: string;
  detail: string;
  onRetry: () => void;
}

/** "<Section> is unavailable" with Retry; `level` 3 inside a dialog (the page keeps its one h1). */
export function UnavailableMessage({ title, detail, onRetry, level = 1 }: Props & { level?: 1 | 3 }) {
  const t = useT();
  const Heading = level === 1 ? 'h1' : 'h3';
  return (
    <section className={level === 1 ? styles.box : styles.inline} role="alert" aria-label={t('section.unavailable', { title })}>
      <Heading className={styles.title}>{t('section.unavailable', { title })}</Heading>
      <p>{t('section.unavailableText')}</p>
      <p className={styles.detail}>{detail}</p>
      <button type="button" className={styles.button} onClick={onRetry}>
        {t('section.retry')}
      </button>
    </section>
  );
}

/** Shown inside a section whose remote could not be loaded. */
export function RemoteUnavailable(props: Props) {
  const t = useT();
  usePageTitle(t('section.unavailableTitle', { title: props.title }));
  return <UnavailableMessage {...props} />;
}
