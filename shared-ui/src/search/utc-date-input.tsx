import { useId } from 'react';
import { normaliseUtcDate } from 'shared-domain/search/utc-date';
import { useT } from 'shared-ui/messages/catalogue';
import styles from './search.module.css';

interface UtcDateInputProps {
  label: string;
  /** 'YYYY-MM-DD' (a UTC calendar day) or '' for none. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
}

/**
 * A calendar day in UTC, labelled so ('Start (in UTC)'): the browser's own date field, keyboard
 * and screen-reader ready, whose value has no time zone to misread. Anything it hands over is
 * normalised (day clamped to the month) before it reaches the search criteria.
 */
export function UtcDateInput({ label, value, onChange, min, max }: UtcDateInputProps) {
  const t = useT();
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label} <span className={styles.hint}>{t('search.inUtc')}</span>
      </label>
      <div className={styles.dateRow}>
        <input
          id={id}
          type="date"
          className={styles.dateInput}
          value={normaliseUtcDate(value) ?? ''}
          min={min}
          max={max}
          onChange={(e) => {
            const next = normaliseUtcDate(e.target.value);
            if (next !== null) onChange(next);
          }}
        />
      </div>
    </div>
  );
}
