import { useT } from '../messages/catalogue';
import type { SortOption, SortState } from './sort-state';
import styles from './sort-bar.module.css';

interface SortBarProps<Key extends string> {
  /** Names the group ("Artist sort"), in the page's language. */
  label: string;
  options: readonly SortOption<Key>[];
  value: SortState<Key>;
  onSelect: (key: Key) => void;
}

/** A row of sort buttons; the active one is pressed and shows its direction. */
export function SortBar<Key extends string>({ label, options, value, onSelect }: SortBarProps<Key>) {
  const t = useT();
  return (
    <div role="group" aria-label={label} className={styles.bar}>
      <span className={styles.caption} aria-hidden="true">
        {t('illustrators.sortCaption', { label })}
      </span>
      {options.map((option) => {
        const active = option.key === value.key;
        return (
          <button
            key={option.key}
            type="button"
            aria-pressed={active}
            className={active ? `${styles.option} ${styles.active}` : styles.option}
            onClick={() => onSelect(option.key)}
          >
            {t(option.label)}
            {active ? (
              <>
                <span aria-hidden="true" className={styles.arrow}>
                  {value.direction === 'asc' ? '▲' : '▼'}
                </span>
                <span className={styles.srOnly}>{t(value.direction === 'asc' ? 'illustrators.ascending' : 'illustrators.descending')}</span>
              </>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
