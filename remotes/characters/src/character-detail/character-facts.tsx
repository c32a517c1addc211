import type { ReactNode } from 'react';
import styles from './character-view.module.css';

/** Label / value rows (dates, banner counts) as a description list. */
export function CharacterFacts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
