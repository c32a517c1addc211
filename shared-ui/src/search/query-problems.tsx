import { useT } from 'shared-ui/messages/catalogue';
import styles from './query-problems.module.css';

/**
 * The parts of a pasted URL's query a list could not use, listed instead of a blank page or a
 * silently different list (the rest of the query still applies). Nothing when all was understood.
 */
export function QueryProblems({ problems }: { problems: readonly string[] }) {
  const t = useT();
  if (problems.length === 0) return null;
  return (
    <div role="alert" className={styles.problems}>
      <p>{t('search.problems')}</p>
      <ul>
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </div>
  );
}
