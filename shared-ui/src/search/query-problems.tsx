import styles from './query-problems.module.css';

/**
 * The parts of a pasted URL's query a list could not use, listed instead of a blank page or a
 * silently different list (the rest of the query still applies). Nothing when all was understood.
 */
export function QueryProblems({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <div role="alert" className={styles.problems}>
      <p>Some of the search in this link could not be used and is ignored:</p>
      <ul>
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </div>
  );
}
